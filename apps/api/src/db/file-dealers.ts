import { and, asc, count, eq, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { emailKey, type FileDealerAccount, type FileDealerSort, type ProfilePhoto } from '@sfi/domain';
import type { Db } from './client.ts';
import { endPasswordLinks } from './password-links.ts';
import { containing } from './patterns.ts';
import { isRowId, isUniqueViolation } from './rows.ts';
import { fileDealers, leaseFiles, sessions } from './schema.ts';

/**
 * The file-system dealers of the staff administration (spec doc 2 §3, §7: `/dealers`): the dealers
 * who sign in to the file tool and chat (`POST /api/chat/users/login`), one per dealer number.
 * Written here with the hash of their password, read back without it.
 */

/** Another dealer already signs in with this user name, or has this dealer number. */
export class FileDealerTakenError extends Error {
  constructor(
    readonly field: 'username' | 'dealerNo',
    readonly value: string,
  ) {
    super(`Another file dealer has the ${field} ${value}`);
  }
}

/** A dealer as it goes on the wire: never its password hash; its name also as `companyName` (doc 2 §3). */
const columns = {
  id: fileDealers.id,
  dealerNo: fileDealers.dealerNo,
  email: fileDealers.email,
  username: fileDealers.username,
  name: fileDealers.name,
  companyName: fileDealers.name,
};

/** A file dealer as written: the key its user name is unique by and the hash of its password. */
export interface FileDealerRecord {
  dealerNo: string;
  email: string;
  username: string;
  usernameKey: string;
  name: string;
  passwordHash: string;
}

export interface FileDealerCriteria {
  /** Words every dealer listed has in its dealer number, name, e-mail or user name (case aside). */
  search?: string | undefined;
  sort?: FileDealerSort | undefined;
  skip?: number | undefined;
  limit?: number | undefined;
}

function searchCondition(search: string | undefined): SQL | undefined {
  const words = (search ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return undefined;
  return and(
    ...words.map((word) => {
      const pattern = containing(word);
      return or(
        ilike(fileDealers.dealerNo, pattern),
        ilike(fileDealers.name, pattern),
        ilike(fileDealers.email, pattern),
        ilike(fileDealers.username, pattern),
      );
    }),
  );
}

const orderOf = (sort: FileDealerSort = 'created') =>
  sort === 'name'
    ? [asc(sql`lower(${fileDealers.name})`), asc(fileDealers.dealerNo)]
    : [asc(fileDealers.createdAt), asc(fileDealers.id)];

/**
 * The dealers the criteria match, in their order, from `skip` on, at most `limit` of them (every
 * one without a limit), and how many match in all.
 */
export async function listFileDealers(
  db: Db,
  criteria: FileDealerCriteria = {},
): Promise<{ count: number; dealers: FileDealerAccount[] }> {
  const where = searchCondition(criteria.search);
  const page = db
    .select(columns)
    .from(fileDealers)
    .where(where)
    .orderBy(...orderOf(criteria.sort))
    .offset(criteria.skip ?? 0);
  const [dealers, [total]] = await Promise.all([
    criteria.limit === undefined ? page : page.limit(criteria.limit),
    db.select({ count: count() }).from(fileDealers).where(where),
  ]);
  return { count: total?.count ?? 0, dealers };
}

/** The dealer with this id, or `undefined`. */
export async function findFileDealerAccount(db: Db, id: string): Promise<FileDealerAccount | undefined> {
  if (!isRowId(id)) return undefined;
  const [row] = await db.select(columns).from(fileDealers).where(eq(fileDealers.id, id));
  return row;
}

/** Which of these user name keys and dealer numbers dealers other than `except` already have. */
export async function takenFileDealerKeys(
  db: Db,
  { usernameKeys, dealerNos }: { usernameKeys: readonly string[]; dealerNos: readonly string[] },
  except?: string,
): Promise<{ usernameKeys: Set<string>; dealerNos: Set<string> }> {
  const taken = { usernameKeys: new Set<string>(), dealerNos: new Set<string>() };
  if (usernameKeys.length === 0 && dealerNos.length === 0) return taken;
  const rows = await db
    .select({ usernameKey: fileDealers.usernameKey, dealerNo: fileDealers.dealerNo })
    .from(fileDealers)
    .where(
      and(
        or(
          usernameKeys.length ? inArray(fileDealers.usernameKey, [...usernameKeys]) : undefined,
          dealerNos.length ? inArray(fileDealers.dealerNo, [...dealerNos]) : undefined,
        ),
        except === undefined ? undefined : ne(fileDealers.id, except),
      ),
    );
  for (const row of rows) {
    if (usernameKeys.includes(row.usernameKey)) taken.usernameKeys.add(row.usernameKey);
    if (dealerNos.includes(row.dealerNo)) taken.dealerNos.add(row.dealerNo);
  }
  return taken;
}

/** The first of a record's user name and dealer number another dealer has, as the error saying so. */
async function takenError(
  db: Db,
  record: Partial<Pick<FileDealerRecord, 'username' | 'usernameKey' | 'dealerNo'>>,
  except?: string,
): Promise<FileDealerTakenError | undefined> {
  const taken = await takenFileDealerKeys(
    db,
    {
      usernameKeys: record.usernameKey === undefined ? [] : [record.usernameKey],
      dealerNos: record.dealerNo === undefined ? [] : [record.dealerNo],
    },
    except,
  );
  if (record.usernameKey !== undefined && taken.usernameKeys.has(record.usernameKey))
    return new FileDealerTakenError('username', record.username ?? record.usernameKey);
  if (record.dealerNo !== undefined && taken.dealerNos.has(record.dealerNo))
    return new FileDealerTakenError('dealerNo', record.dealerNo);
  return undefined;
}

/** Whether an error is a write refused for a user name or dealer number another dealer has. */
const isTaken = (error: unknown) =>
  isUniqueViolation(error, 'file_dealers_username_key_unique') ||
  isUniqueViolation(error, 'file_dealers_dealer_no_unique');

/** An import refused because another dealer took one of its user names or dealer numbers meanwhile. */
export class FileDealerImportConflictError extends Error {
  constructor(cause: unknown) {
    super('An imported dealer clashed with another dealer', { cause });
  }
}

/**
 * Adds a file dealer; throws `FileDealerTakenError` when another has its user name (compared by
 * its key) or its dealer number.
 */
export async function createFileDealer(db: Db, record: FileDealerRecord): Promise<FileDealerAccount> {
  const [created] = await db.insert(fileDealers).values(record).onConflictDoNothing().returning(columns);
  if (created) return created;
  throw (await takenError(db, record)) ?? new FileDealerTakenError('username', record.username);
}

/**
 * The sessions of a file dealer that have not ended, ended at `now`: their next call answers
 * `Invalid Session`. Their ids go into `ended`, for the caller to close their sockets once the
 * transaction is committed (`live.sessionsEnded`).
 */
async function endSessions(db: Db, id: string, now: Date, ended?: string[]): Promise<void> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.kind, 'file-dealer'), eq(sessions.subjectId, id), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  ended?.push(...rows.map((row) => row.id));
}

/**
 * Changes a file dealer, in one transaction: the fields given; when its password changes, its
 * sessions end at `now` (and with them its chat tokens); when its e-mail changes, its password links
 * not used yet end (they went to the old address); when its dealer number changes, its lease
 * files (`lease_files.dealer_no`) move to the new number, so they stay its own and no dealer given
 * the old number later finds them. `undefined` when there is no dealer with
 * that id; throws `FileDealerTakenError` when another dealer has the new user name or dealer number.
 * The ids of the sessions it ended go into `ended`.
 */
export async function updateFileDealer(
  db: Db,
  id: string,
  changes: Partial<FileDealerRecord>,
  now: Date,
  ended?: string[],
): Promise<FileDealerAccount | undefined> {
  if (!isRowId(id)) return undefined;
  const taken = await takenError(db, changes, id);
  if (taken) {
    // Another dealer's user name on a dealer that does not exist is still a 404.
    if (!(await findFileDealerAccount(db, id))) return undefined;
    throw taken;
  }
  try {
    return await db.transaction(async (tx) => {
      const [before] = await tx
        .select({ dealerNo: fileDealers.dealerNo, email: fileDealers.email })
        .from(fileDealers)
        .where(eq(fileDealers.id, id))
        .for('update');
      if (!before) return undefined;
      const [updated] = await tx
        .update(fileDealers)
        .set({ ...changes, updatedAt: now })
        .where(eq(fileDealers.id, id))
        .returning(columns);
      if (changes.passwordHash !== undefined) await endSessions(tx, id, now, ended);
      // A link mailed to the old address (an activation link to a mistyped one) no longer works.
      if (updated && emailKey(updated.email) !== emailKey(before.email))
        await endPasswordLinks(tx, 'file-dealer', id, now);
      // The dealership's lease files are filed under its number: they follow it to the new one.
      if (updated && updated.dealerNo !== before.dealerNo)
        await tx
          .update(leaseFiles)
          .set({ dealerNo: updated.dealerNo })
          .where(eq(leaseFiles.dealerNo, before.dealerNo));
      return updated;
    });
  } catch (error) {
    // Another change took the user name or dealer number after the check: say which.
    if (isTaken(error))
      throw (
        (await takenError(db, changes, id)) ?? new FileDealerTakenError('username', changes.username ?? '')
      );
    throw error;
  }
}

/**
 * Removes a file dealer and, in the same transaction, ends its sessions at `now` (its chat tokens
 * go with it). Returns the removed dealer, or `undefined` when there was none with that id. The
 * ids of the sessions it ended go into `ended`, and its photo into `photos`, for the caller to close
 * their sockets and remove its files once this is committed.
 */
export async function deleteFileDealer(
  db: Db,
  id: string,
  now: Date,
  ended?: string[],
  photos?: ProfilePhoto[],
): Promise<FileDealerAccount | undefined> {
  if (!isRowId(id)) return undefined;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(fileDealers)
      .where(eq(fileDealers.id, id))
      .returning({ ...columns, photo: fileDealers.photo });
    if (!row) return undefined;
    await endSessions(tx, id, now, ended);
    const { photo, ...removed } = row;
    if (photo) photos?.push(photo);
    return removed;
  });
}

/**
 * Adds every dealer of an import in one transaction: all of them, or, when any one cannot be
 * written (another dealer took its user name or dealer number since the rows were checked, or
 * anything else fails), none. Throws `FileDealerImportConflictError` when one was taken.
 */
export async function importFileDealers(db: Db, records: readonly FileDealerRecord[]): Promise<number> {
  try {
    return await db.transaction(async (tx) => {
      // One row at a time: the first that fails says which, and the rest are not tried.
      for (const record of records) await tx.insert(fileDealers).values(record);
      return records.length;
    });
  } catch (error) {
    throw isTaken(error) ? new FileDealerImportConflictError(error) : error;
  }
}
