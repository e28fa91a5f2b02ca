import { and, desc, eq, type SQL } from 'drizzle-orm';
import {
  bankingChanges,
  maskAccountNo,
  type BankingChange,
  type BankingChangeAction,
  type BankingInfo,
  type BankingInfoListItem,
  type NewBankingInfo,
} from '@sfi/domain';
import type { Db } from './client.ts';
import { reach, type FileActor, type FileViewer } from './lease-files.ts';
import { isRowId } from './rows.ts';
import { bankingInfo, bankingInfoChanges, leaseFiles } from './schema.ts';

/**
 * Banking info records (doc 2 §3, §7), each on a lease file, read and written through the viewer's
 * reach of the file: a record of a file the viewer does not reach is as absent as one that does not
 * exist. Every write records its change (who, when, what) in the audit trail in the same
 * transaction. Lists mask account numbers; a record read alone has it whole.
 */

type Row = typeof bankingInfo.$inferSelect;

/** A record's row and its file's number now, as the API answers it. */
function recordOf(row: Row, fileNo: string): BankingInfo {
  return {
    id: row.id,
    accountNo: row.accountNo,
    amount: row.amountCents / 100,
    fileNo,
    institutionNo: row.institutionNo,
    payeeName: row.payeeName,
    transitNo: row.transitNo,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The values of a record's row from what was sent. */
function valuesOf(sent: NewBankingInfo) {
  return {
    institutionNo: sent.institutionNo,
    transitNo: sent.transitNo,
    accountNo: sent.accountNo,
    amountCents: Math.round(sent.amount * 100),
    payeeName: sent.payeeName,
  };
}

/** The record of this id, on a file the viewer reaches. */
function recordReach(viewer: FileViewer, id: string): SQL {
  const byId = eq(bankingInfo.id, id);
  return viewer.kind === 'staff' ? byId : and(byId, eq(leaseFiles.dealerNo, viewer.dealerNo))!;
}

async function recordChange(
  tx: Db,
  actor: FileActor,
  fileId: string,
  bankingInfoId: string,
  action: BankingChangeAction,
  changes: BankingChange['changes'],
): Promise<void> {
  await tx.insert(bankingInfoChanges).values({
    fileId,
    bankingInfoId,
    action,
    changes,
    actorId: actor.id,
    actorName: actor.name,
    actorKind: actor.kind,
  });
}

/** The most changes a list answers with, newest first. */
export const BANKING_CHANGES_SHOWN = 50;

/**
 * The file's banking info, account numbers masked, oldest first, with the latest changes of its
 * audit trail, newest first; undefined when the viewer reaches no file of this number.
 */
export async function listBankingInfo(
  db: Db,
  viewer: FileViewer,
  fileNo: string,
): Promise<{ bankingInfo: BankingInfoListItem[]; changes: BankingChange[] } | undefined> {
  const [file] = await db
    .select({ id: leaseFiles.id, fileNo: leaseFiles.fileNo })
    .from(leaseFiles)
    .where(reach(viewer, fileNo));
  if (!file) return undefined;
  const [rows, changes] = await Promise.all([
    db
      .select()
      .from(bankingInfo)
      .where(eq(bankingInfo.fileId, file.id))
      .orderBy(bankingInfo.createdAt, bankingInfo.id),
    db
      .select()
      .from(bankingInfoChanges)
      .where(eq(bankingInfoChanges.fileId, file.id))
      .orderBy(desc(bankingInfoChanges.id))
      .limit(BANKING_CHANGES_SHOWN),
  ]);
  return {
    bankingInfo: rows.map((row) => {
      const record = recordOf(row, file.fileNo);
      return { ...record, accountNo: maskAccountNo(record.accountNo) };
    }),
    changes: changes.map((change) => ({
      id: String(change.id),
      bankingInfoId: change.bankingInfoId,
      action: change.action,
      actorName: change.actorName,
      actorKind: change.actorKind,
      at: change.at.toISOString(),
      changes: change.changes,
    })),
  };
}

/** One record of the file, whole; undefined when the viewer reaches no such record on this file. */
export async function findBankingInfo(
  db: Db,
  viewer: FileViewer,
  fileNo: string,
  id: string,
): Promise<BankingInfo | undefined> {
  if (!isRowId(id)) return undefined;
  const [found] = await db
    .select({ row: bankingInfo, fileNo: leaseFiles.fileNo })
    .from(bankingInfo)
    .innerJoin(leaseFiles, eq(leaseFiles.id, bankingInfo.fileId))
    .where(and(eq(bankingInfo.id, id), reach(viewer, fileNo)));
  return found && recordOf(found.row, found.fileNo);
}

/**
 * A new record on the file `sent.fileNo` names, its creation in the trail; undefined when the
 * viewer reaches no such file (held, key share, until the record is written).
 */
export async function createBankingInfo(
  db: Db,
  actor: FileActor,
  viewer: FileViewer,
  sent: NewBankingInfo,
): Promise<BankingInfo | undefined> {
  return db.transaction(async (tx) => {
    const [file] = await tx
      .select({ id: leaseFiles.id, fileNo: leaseFiles.fileNo })
      .from(leaseFiles)
      .where(reach(viewer, sent.fileNo))
      .for('key share');
    if (!file) return undefined;
    const [row] = await tx
      .insert(bankingInfo)
      .values({ fileId: file.id, ...valuesOf(sent) })
      .returning();
    const record = recordOf(row!, file.fileNo);
    await recordChange(tx, actor, file.id, record.id, 'created', bankingChanges(undefined, record));
    return record;
  });
}

/** The record's file number is not the one sent: a record stays on its file. */
export class BankingFileMismatchError extends Error {
  constructor() {
    super('A banking record stays on its file');
  }
}

/**
 * Saves a record (held for update), its change in the trail when something changed; undefined when
 * the viewer reaches no such record. Throws `BankingFileMismatchError` when `sent.fileNo` is not its
 * file's number.
 */
export async function updateBankingInfo(
  db: Db,
  actor: FileActor,
  viewer: FileViewer,
  id: string,
  sent: NewBankingInfo,
): Promise<BankingInfo | undefined> {
  if (!isRowId(id)) return undefined;
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ row: bankingInfo, fileNo: leaseFiles.fileNo })
      .from(bankingInfo)
      .innerJoin(leaseFiles, eq(leaseFiles.id, bankingInfo.fileId))
      .where(recordReach(viewer, id))
      // Both rows: the record against other writes, its file against a delete until the trail is written.
      .for('update');
    if (!found) return undefined;
    if (found.fileNo !== sent.fileNo) throw new BankingFileMismatchError();
    const before = recordOf(found.row, found.fileNo);
    const [row] = await tx
      .update(bankingInfo)
      .set({ ...valuesOf(sent), updatedAt: new Date() })
      .where(eq(bankingInfo.id, id))
      .returning();
    const after = recordOf(row!, found.fileNo);
    const changes = bankingChanges(before, after);
    if (Object.keys(changes).length > 0)
      await recordChange(tx, actor, found.row.fileId, id, 'updated', changes);
    return after;
  });
}

/** Deletes a record, its deletion in the trail; false when the viewer reaches no such record. */
export async function deleteBankingInfo(
  db: Db,
  actor: FileActor,
  viewer: FileViewer,
  id: string,
): Promise<boolean> {
  if (!isRowId(id)) return false;
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ row: bankingInfo, fileNo: leaseFiles.fileNo })
      .from(bankingInfo)
      .innerJoin(leaseFiles, eq(leaseFiles.id, bankingInfo.fileId))
      .where(recordReach(viewer, id))
      // Both rows: the record against other writes, its file against a delete until the trail is written.
      .for('update');
    if (!found) return false;
    await tx.delete(bankingInfo).where(eq(bankingInfo.id, id));
    await recordChange(
      tx,
      actor,
      found.row.fileId,
      id,
      'deleted',
      bankingChanges(recordOf(found.row, found.fileNo), undefined),
    );
    return true;
  });
}
