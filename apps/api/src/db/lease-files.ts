import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import {
  FileResponseSchema,
  type FileHistoryRevision,
  type LeaseFileFields,
  type SessionKind,
} from '@sfi/domain';
import type { Db } from './client.ts';
import { leaseFileFields, leaseFileValues } from './lease-file-rows.ts';
import { dataVersion, keptUntilChange, type KeptUntilChange } from './meta.ts';
import { isRowId, isUniqueViolation } from './rows.ts';
import { appliedBefore } from './save-keys.ts';
import { keyFileName } from './storage-keys.ts';
import { chatRooms, fileDealers, leaseFileDocuments, leaseFileRevisions, leaseFiles } from './schema.ts';

/**
 * Lease files (doc 2 §3, §7): reading, creating, saving, renumbering and deleting a file, its
 * history (a snapshot of the whole file on every write, with who and when) and its documents.
 * Every call goes through the viewer's reach: staff reach every file, a file-tool dealer only the
 * files of their dealership (`dealer_no`); a file out of reach is as absent as one that does not
 * exist.
 */

/** Who looks at files: staff see every file, a file-tool dealer only their dealership's. */
export type FileViewer = { kind: 'staff' } | { kind: 'file-dealer'; dealerNo: string };

/** Who writes: recorded with each revision and document. */
export interface FileActor {
  id: string;
  name: string;
  kind: SessionKind | 'seed';
}

type Row = typeof leaseFiles.$inferSelect;

/** A file as the API answers it: its fields (with `dealerNo`) and its version, the ETag of a save. */
export interface StoredLeaseFile {
  id: string;
  fields: LeaseFileFields;
  version: number;
}

/** What a save must match: the version the caller read (`If-Match`), or the `updatedAt` it read. */
export interface SaveExpectation {
  version?: number;
  updatedAt?: string;
}

/** The file number is another file's. */
export class FileNoTakenError extends Error {
  constructor(readonly fileNo: string) {
    super(`File number ${fileNo} is taken`);
  }
}

/** Someone saved the file after the caller read it: nothing was written. `current` is the file as it is. */
export class StaleFileError extends Error {
  constructor(readonly current: StoredLeaseFile) {
    super('The file changed since it was read');
  }
}

/** The dealership a file names has no file-tool dealer. */
export class UnknownFileDealerError extends Error {
  constructor(readonly dealerNo: string) {
    super(`No file dealer ${dealerNo}`);
  }
}

/** The file number, within the viewer's reach (the buyout quotes and banking info read files through it too). */
export function reach(viewer: FileViewer, fileNo: string): SQL {
  const byNumber = eq(leaseFiles.fileNo, fileNo);
  return viewer.kind === 'staff' ? byNumber : and(byNumber, eq(leaseFiles.dealerNo, viewer.dealerNo))!;
}

/** A row as the API answers it. */
export function storedLeaseFile(row: Row): StoredLeaseFile {
  const fields = leaseFileFields(row);
  if (row.dealerNo !== null) fields.dealerNo = row.dealerNo;
  return { id: row.id, fields, version: row.version };
}

/** The server's attributes are never taken from what was sent. */
function withoutServerAttributes(fields: LeaseFileFields): LeaseFileFields {
  const { _id: _a, id: _b, createdAt: _c, updatedAt: _d, dealerNo: _e, ...rest } = fields;
  return rest as LeaseFileFields;
}

/**
 * The dealership a file is sent with: the number trimmed (as pasted, " D-1001 " is D-1001), a blank
 * one none (null, as null is); undefined when none was sent.
 */
function sentDealerNo(dealerNo: string | null | undefined): string | null | undefined {
  return typeof dealerNo === 'string' ? dealerNo.trim() || null : dealerNo;
}

async function checkDealerNo(db: Db, dealerNo: string | null): Promise<void> {
  if (dealerNo === null) return;
  const [dealer] = await db
    .select({ id: fileDealers.id })
    .from(fileDealers)
    .where(eq(fileDealers.dealerNo, dealerNo))
    .limit(1);
  if (!dealer) throw new UnknownFileDealerError(dealerNo);
}

/** A later instant than `previous`, so that every save has an `updatedAt` of its own. */
function nextUpdatedAt(previous: Date): Date {
  const now = Date.now();
  return new Date(Math.max(now, previous.getTime() + 1));
}

async function writeRevision(tx: Db, row: Row, actor: FileActor): Promise<void> {
  await tx.insert(leaseFileRevisions).values({
    fileId: row.id,
    fileNo: row.fileNo,
    version: row.version,
    fields: storedLeaseFile(row).fields as Record<string, unknown>,
    actorId: actor.id,
    actorName: actor.name,
    actorKind: actor.kind,
    updatedAt: row.updatedAt,
  });
}

/** The file of this number the viewer reaches, or undefined. */
export async function findLeaseFile(
  db: Db,
  viewer: FileViewer,
  fileNo: string,
): Promise<StoredLeaseFile | undefined> {
  const [row] = await db.select().from(leaseFiles).where(reach(viewer, fileNo));
  return row && storedLeaseFile(row);
}

/** An opened file's answer: the JSON text of `{ file }` and its ETag. */
export interface FileAnswer {
  text: string;
  etag: string;
}

/** The ETag of a file's version: a save sends it back (`If-Match`) so that a stale save is refused. */
export const etagOf = (file: StoredLeaseFile) => `"${file.version}"`;

/** The opened files' answers a process keeps until the files change (migration 0022). */
export interface FileAnswers {
  files: KeptUntilChange<FileAnswer | null>;
  close(): Promise<void>;
}

/** The most opened files kept: a screen opens a file again and again while someone works on it. */
const KEPT_FILES = 500;

/** Kept answers of `GET /files/{fileNo}` for the files of `db`; see `openedLeaseFile`. */
export function leaseFileAnswers(db: Db): FileAnswers {
  const version = dataVersion(db, { key: 'lease_files_version', channel: 'lease_files_changed' });
  return { files: keptUntilChange(version, KEPT_FILES), close: () => version.close() };
}

/**
 * The answer of `GET /files/{fileNo}` for the viewer (null when they reach no such file), from
 * `kept` when the file was opened since the files last changed: every change to any file, by any
 * process, drops what was kept.
 */
export function openedLeaseFile(
  db: Db,
  kept: FileAnswers,
  viewer: FileViewer,
  fileNo: string,
): Promise<FileAnswer | null> {
  const key = JSON.stringify([viewer.kind === 'staff' ? null : viewer.dealerNo, fileNo]);
  return kept.files.get(key, async () => {
    const file = await findLeaseFile(db, viewer, fileNo);
    if (!file) return null;
    return { text: JSON.stringify(FileResponseSchema.parse({ file: file.fields })), etag: etagOf(file) };
  });
}

/**
 * Writes a new file, its first revision beside it. `fields.dealerNo` names its dealership (it must
 * have a file-tool dealer). Throws `FileNoTakenError` when the number is another file's.
 */
export async function createLeaseFile(
  db: Db,
  actor: FileActor,
  fields: LeaseFileFields,
): Promise<StoredLeaseFile> {
  const dealerNo = sentDealerNo(fields.dealerNo) ?? null;
  const written = withoutServerAttributes(fields);
  try {
    return await db.transaction(async (tx) => {
      await checkDealerNo(tx, dealerNo);
      const now = new Date();
      const [row] = await tx
        .insert(leaseFiles)
        .values({ ...leaseFileValues(written, dealerNo), createdAt: now, updatedAt: now })
        .onConflictDoNothing({ target: leaseFiles.fileNo })
        .returning();
      if (!row) throw new FileNoTakenError(fields.fileNo);
      await writeRevision(tx, row, actor);
      return storedLeaseFile(row);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'lease_files_file_no_unique')) throw new FileNoTakenError(fields.fileNo);
    throw error;
  }
}

/** Whether the row is the one the caller read. */
function matches(row: Row, expected: SaveExpectation): boolean {
  if (expected.version !== undefined) return expected.version === row.version;
  return expected.updatedAt !== undefined && Date.parse(expected.updatedAt) === row.updatedAt.getTime();
}

/**
 * Replaces a file's fields, on its locked row, if nobody saved it since the caller read it
 * (`expected`); writes the revision of the save in the same transaction. Undefined when the viewer
 * reaches no such file; `StaleFileError` (with the file as it is) when someone saved in between.
 * `dealerNo`: the dealership to move the file to, or undefined to keep it.
 */
export async function saveLeaseFile(
  db: Db,
  actor: FileActor,
  viewer: FileViewer,
  fileNo: string,
  fields: LeaseFileFields,
  expected: SaveExpectation,
  /** The `Idempotency-Key` the save was sent with: sent again, it is answered, not applied again. */
  saveKey?: string,
): Promise<StoredLeaseFile | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(leaseFiles).where(reach(viewer, fileNo)).for('update');
    if (!row) return undefined;
    // Sent again after it was applied (its answer lost): the file as it is, not a conflict with itself.
    if (saveKey !== undefined && (await appliedBefore(tx, actor.id, `lease-file:${row.id}`, saveKey)))
      return storedLeaseFile(row);
    if (!matches(row, expected)) throw new StaleFileError(storedLeaseFile(row));
    const sent = sentDealerNo(fields.dealerNo);
    const dealerNo = sent === undefined ? row.dealerNo : sent;
    if (dealerNo !== row.dealerNo) await checkDealerNo(tx, dealerNo);
    const written = { ...withoutServerAttributes(fields), fileNo: row.fileNo } as LeaseFileFields;
    const [saved] = await tx
      .update(leaseFiles)
      .set({
        ...leaseFileValues(written, dealerNo),
        version: row.version + 1,
        updatedAt: nextUpdatedAt(row.updatedAt),
      })
      .where(eq(leaseFiles.id, row.id))
      .returning();
    await writeRevision(tx, saved!, actor);
    return storedLeaseFile(saved!);
  });
}

/**
 * Gives a file a new number (`PUT /files/fileNo/{oldFileNo}`), recorded as a revision. Undefined
 * when the viewer reaches no file of the old number; `FileNoTakenError` when the new one is another
 * file's. The same number again changes nothing.
 */
export async function renumberLeaseFile(
  db: Db,
  actor: FileActor,
  viewer: FileViewer,
  oldFileNo: string,
  newFileNo: string,
): Promise<StoredLeaseFile | undefined> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.select().from(leaseFiles).where(reach(viewer, oldFileNo)).for('update');
      if (!row) return undefined;
      if (row.fileNo === newFileNo) return storedLeaseFile(row);
      const [taken] = await tx
        .select({ id: leaseFiles.id })
        .from(leaseFiles)
        .where(eq(leaseFiles.fileNo, newFileNo));
      if (taken) throw new FileNoTakenError(newFileNo);
      const fields = {
        ...withoutServerAttributes(leaseFileFields(row)),
        fileNo: newFileNo,
      } as LeaseFileFields;
      const [saved] = await tx
        .update(leaseFiles)
        .set({
          ...leaseFileValues(fields, row.dealerNo),
          version: row.version + 1,
          updatedAt: nextUpdatedAt(row.updatedAt),
        })
        .where(eq(leaseFiles.id, row.id))
        .returning();
      await writeRevision(tx, saved!, actor);
      return storedLeaseFile(saved!);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'lease_files_file_no_unique')) throw new FileNoTakenError(newFileNo);
    throw error;
  }
}

/**
 * Files a lease file under another dealership (the dealer API's `PUT /users/{id}` with `fileNo`),
 * recorded as a revision of the file, so its history shows who moved it and when. Undefined when
 * there is no file of that number; the file as it was when it is that dealership's already.
 * `dealerNo` must be a file-tool dealer's (`UnknownFileDealerError` otherwise).
 */
export async function moveLeaseFileToDealership(
  db: Db,
  actor: FileActor,
  fileNo: string,
  dealerNo: string,
): Promise<StoredLeaseFile | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(leaseFiles)
      .where(reach({ kind: 'staff' }, fileNo))
      .for('update');
    if (!row) return undefined;
    if (row.dealerNo === dealerNo) return storedLeaseFile(row);
    await checkDealerNo(tx, dealerNo);
    const [saved] = await tx
      .update(leaseFiles)
      .set({
        ...leaseFileValues(withoutServerAttributes(leaseFileFields(row)), dealerNo),
        version: row.version + 1,
        updatedAt: nextUpdatedAt(row.updatedAt),
      })
      .where(eq(leaseFiles.id, row.id))
      .returning();
    await writeRevision(tx, saved!, actor);
    return storedLeaseFile(saved!);
  });
}

/**
 * Deletes a file with its history and documents. Returns the storage keys of its documents (for
 * the caller to delete from storage), or undefined when the viewer reaches no such file.
 */
export async function deleteLeaseFile(
  db: Db,
  viewer: FileViewer,
  fileNo: string,
): Promise<{ storageKeys: string[] } | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: leaseFiles.id })
      .from(leaseFiles)
      .where(reach(viewer, fileNo))
      .for('update');
    if (!row) return undefined;
    const documents = await tx
      .select({ storageKey: leaseFileDocuments.storageKey })
      .from(leaseFileDocuments)
      .where(eq(leaseFileDocuments.fileId, row.id));
    // Its chat rooms stay, untied, marked as left by a deleted file: beside the dealer's own
    // untied room, if they have one, rather than in its place (migration 0022).
    await tx.update(chatRooms).set({ fileDeleted: true }).where(eq(chatRooms.fileId, row.id));
    await tx.delete(leaseFiles).where(eq(leaseFiles.id, row.id));
    return { storageKeys: documents.map((document) => document.storageKey) };
  });
}

/** One save of a file, as `GET /history/{fileNo}` answers it: the file as it was saved, who saved it and when. */
export type LeaseFileHistoryEntry = FileHistoryRevision;

/** The most revisions one page of history holds, and the default. */
export const HISTORY_PAGE_MAX = 100;
export const HISTORY_PAGE_DEFAULT = 50;

/**
 * A file's revisions, newest first, `limit` of them, before version `before` when given (the next
 * page starts at the `nextBefore` of the last). Undefined when the viewer reaches no such file.
 */
export async function leaseFileHistory(
  db: Db,
  viewer: FileViewer,
  fileNo: string,
  { limit = HISTORY_PAGE_DEFAULT, before }: { limit?: number; before?: number } = {},
): Promise<{ revisions: LeaseFileHistoryEntry[]; nextBefore: number | null } | undefined> {
  const [file] = await db.select({ id: leaseFiles.id }).from(leaseFiles).where(reach(viewer, fileNo));
  if (!file) return undefined;
  const rows = await db
    .select()
    .from(leaseFileRevisions)
    .where(
      before === undefined
        ? eq(leaseFileRevisions.fileId, file.id)
        : and(eq(leaseFileRevisions.fileId, file.id), lt(leaseFileRevisions.version, before)),
    )
    .orderBy(desc(leaseFileRevisions.version), desc(leaseFileRevisions.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  return {
    revisions: page.map((row) => ({
      fileNo: row.fileNo,
      updatedAt: row.updatedAt.toISOString(),
      version: row.version,
      updatedBy: { id: row.actorId, name: row.actorName, kind: row.actorKind },
      fields: row.fields,
    })),
    nextBefore: rows.length > limit ? page.at(-1)!.version : null,
  };
}

/** A document filed on a file, as the API answers it. */
export interface LeaseFileDocumentEntry {
  id: string;
  type: string;
  name: string;
  contentType: string;
  size: number;
  storageKey: string;
  uploadedBy: { id: string; name: string };
  createdAt: string;
}

const documentEntry = (row: typeof leaseFileDocuments.$inferSelect): LeaseFileDocumentEntry => ({
  id: row.id,
  type: row.type,
  // One name, the stored one: shown as the key's file is downloaded (`Content-Disposition`).
  name: keyFileName(row.storageKey),
  contentType: row.contentType,
  size: row.size,
  storageKey: row.storageKey,
  uploadedBy: { id: row.actorId, name: row.actorName },
  createdAt: row.createdAt.toISOString(),
});

/** The file (id and fields) and its documents, oldest first; undefined when the viewer reaches no such file. */
export async function listLeaseFileDocuments(
  db: Db,
  viewer: FileViewer,
  fileNo: string,
): Promise<{ file: StoredLeaseFile; documents: LeaseFileDocumentEntry[] } | undefined> {
  const file = await findLeaseFile(db, viewer, fileNo);
  if (!file) return undefined;
  const rows = await db
    .select()
    .from(leaseFileDocuments)
    .where(eq(leaseFileDocuments.fileId, file.id))
    .orderBy(leaseFileDocuments.createdAt, leaseFileDocuments.id);
  return { file, documents: rows.map(documentEntry) };
}

/** This storage key is filed already (on this file or another). */
export class DocumentAlreadyFiledError extends Error {}

/** A document to file: its type (normalised), where storage keeps it and what it is. */
export interface NewFileDocument {
  type: string;
  storageKey: string;
  name: string;
  contentType: string;
  size: number;
}

/**
 * Files a document on a file (by the file's id, which the caller read within its reach): undefined
 * when the file is gone since (deleted while the caller asked storage about the upload).
 * `DocumentAlreadyFiledError` when the key is filed already.
 */
export async function addLeaseFileDocument(
  db: Db,
  actor: FileActor,
  fileId: string,
  document: NewFileDocument,
  /** Holds, in the same transaction, whatever else must stay until the document is written (it throws when gone). */
  hold?: (tx: Db) => Promise<void>,
): Promise<LeaseFileDocumentEntry | undefined> {
  return db.transaction(async (tx) => {
    // The file stays until the document is written (a delete waits), or is gone already.
    const [file] = await tx
      .select({ id: leaseFiles.id })
      .from(leaseFiles)
      .where(eq(leaseFiles.id, fileId))
      .for('key share');
    if (!file) return undefined;
    await hold?.(tx);
    const [row] = await tx
      .insert(leaseFileDocuments)
      .values({
        fileId,
        type: document.type,
        storageKey: document.storageKey,
        originalFilename: document.name,
        contentType: document.contentType,
        size: document.size,
        actorId: actor.id,
        actorName: actor.name,
      })
      .onConflictDoNothing({ target: leaseFileDocuments.storageKey })
      .returning();
    if (!row) throw new DocumentAlreadyFiledError();
    return documentEntry(row);
  });
}

/** Removes a document of a file the viewer reaches; its storage key, or undefined when there is none. */
export async function deleteLeaseFileDocument(
  db: Db,
  viewer: FileViewer,
  fileNo: string,
  id: string,
): Promise<string | undefined> {
  if (!isRowId(id)) return undefined;
  const [file] = await db.select({ id: leaseFiles.id }).from(leaseFiles).where(reach(viewer, fileNo));
  if (!file) return undefined;
  const [deleted] = await db
    .delete(leaseFileDocuments)
    .where(and(eq(leaseFileDocuments.id, id), eq(leaseFileDocuments.fileId, file.id)))
    .returning({ storageKey: leaseFileDocuments.storageKey });
  return deleted?.storageKey;
}

/**
 * Whether the viewer may read the object at `key`, uploaded to the file then numbered `fileNo`. A
 * key filed as a document belongs to that document's file, whatever its number is now (a
 * renumbered file keeps the keys of its old number, and the old number may since be another
 * dealership's file's): the viewer must reach that file. A key not filed (uploaded, not yet filed)
 * belongs to the file numbered `fileNo` now.
 */
export async function leaseFileDocumentReadable(
  db: Db,
  viewer: FileViewer,
  fileNo: string,
  key: string,
): Promise<boolean> {
  const [filed] = await db
    .select({ dealerNo: leaseFiles.dealerNo })
    .from(leaseFileDocuments)
    .innerJoin(leaseFiles, eq(leaseFiles.id, leaseFileDocuments.fileId))
    .where(eq(leaseFileDocuments.storageKey, key))
    .limit(1);
  if (filed) return viewer.kind === 'staff' || filed.dealerNo === viewer.dealerNo;
  return (await findLeaseFile(db, viewer, fileNo)) !== undefined;
}
