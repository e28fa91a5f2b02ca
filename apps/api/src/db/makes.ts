import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { nameKey, sortMake, sortMakes, type Make, type MakeUpdate, type NewMake } from '@sfi/domain';
import type { Db } from './client.ts';
import { getMeta } from './meta.ts';
import { isRowId, isUniqueViolation } from './rows.ts';
import { makes } from './schema.ts';

/** The columns that make up a `Make` as the API shows it. */
const makeColumns = { id: makes.id, name: makes.name, models: makes.models };

/** A make to write as is, with its id when it has a fixed one (demo data). */
export interface MakeRecord {
  id?: string;
  name: string;
  models: Make['models'];
}

/** Another make already has this name (compared by `nameKey`). */
export class DuplicateMakeNameError extends Error {
  constructor(readonly makeName: string) {
    super(`A make named ${makeName} already exists`);
  }
}

/** Every make, sorted by name with models and trims sorted by name (spec doc 1 §5). */
export async function listMakes(db: Db): Promise<Make[]> {
  return sortMakes(await db.select(makeColumns).from(makes));
}

/** The `app_meta` key a trigger on `makes` sets on every change (migration 0003_makes_version). */
export const MAKES_VERSION_KEY = 'makes_version';
/** The channel the same trigger notifies, in the same transaction. */
const MAKES_CHANNEL = 'makes_changed';

/** Tells whether the makes changed: equal versions mean no make changed in between. */
export interface MakesVersion {
  /** The version now: any change committed before this call is reflected in it. */
  read(): Promise<string | undefined>;
  /** Stops listening for changes. */
  close(): Promise<void>;
}

/**
 * How a process knows whether its copy of the makes is still the database's. Every change to
 * `makes`, by any process and any statement (a seed, a TRUNCATE, hand-written SQL), fires a trigger
 * that gives `app_meta.makes_version` a value it never had and notifies `makes_changed`, both at
 * commit. Reading the version before the list gives a list at least as new as the version, so a copy
 * kept under a version is never older than the database was when that version was read.
 *
 * - PGlite: one process holds the database (PGlite allows one per folder), and it hears its own
 *   notifications before the writing query returns, so the version is a counter of notifications:
 *   no query per read.
 * - PostgreSQL: other processes may write, and a notification from another connection arrives a
 *   moment after the commit, so each read reads the row. Concurrent reads share one query, but
 *   only a query that started after the read was asked: none misses a change committed before.
 */
export function makesVersion(db: Db): MakesVersion {
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof PGlite) {
    let changes = 0;
    const listening = client.listen(MAKES_CHANNEL, () => {
      changes += 1;
    });
    // A failed LISTEN (the database closed first) fails each read; it is no unhandled rejection.
    listening.catch(() => undefined);
    return {
      read: async () => {
        await listening;
        return String(changes);
      },
      close: async () => {
        // A database closed before the LISTEN ran has nothing to stop listening to.
        const unlisten = await listening.catch(() => undefined);
        if (unlisten && !client.closed) await unlisten();
      },
    };
  }

  // One small query, prepared once per connection (node-postgres names it) when the driver allows.
  const readRow: () => Promise<string | undefined> =
    client instanceof pg.Pool
      ? async () => {
          const { rows } = await client.query<{ value: string }>({
            name: 'makes_version',
            text: 'SELECT "value" FROM "app_meta" WHERE "key" = $1',
            values: [MAKES_VERSION_KEY],
          });
          return rows[0]?.value;
        }
      : () => getMeta(db, MAKES_VERSION_KEY);
  let running: Promise<string | undefined> | undefined;
  let next: Promise<string | undefined> | undefined;
  const start = () => {
    const query = readRow().finally(() => {
      if (running === query) running = undefined;
    });
    running = query;
    return query;
  };
  return {
    read: () => {
      if (running === undefined) return start();
      next ??= running
        .then(
          () => undefined,
          () => undefined,
        )
        .then(() => {
          next = undefined;
          return start();
        });
      return next;
    },
    close: async () => {},
  };
}

/** One make with its models and trims sorted, or `undefined` when there is none with that id. */
export async function findMake(db: Db, id: string): Promise<Make | undefined> {
  if (!isRowId(id)) return undefined;
  const [make] = await db.select(makeColumns).from(makes).where(eq(makes.id, id));
  return make && sortMake(make);
}

/** Adds a make without models. Throws `DuplicateMakeNameError` when the name is taken. */
export async function createMake(db: Db, { name }: NewMake): Promise<Make> {
  const [make] = await db
    .insert(makes)
    .values({ name, nameKey: nameKey(name) })
    .onConflictDoNothing({ target: makes.nameKey })
    .returning(makeColumns);
  if (!make) throw new DuplicateMakeNameError(name);
  return make;
}

/**
 * Replaces a make's name and models. Returns the saved make, sorted, or `undefined` when there is
 * none with that id. Throws `DuplicateMakeNameError` when another make has the name.
 */
export async function updateMake(
  db: Db,
  id: string,
  { name, models }: MakeUpdate,
): Promise<Make | undefined> {
  if (!isRowId(id)) return undefined;
  try {
    const [make] = await db
      .update(makes)
      .set({ name, nameKey: nameKey(name), models, updatedAt: new Date() })
      .where(eq(makes.id, id))
      .returning(makeColumns);
    return make && sortMake(make);
  } catch (error) {
    if (isUniqueViolation(error, 'makes_name_key_unique')) throw new DuplicateMakeNameError(name);
    throw error;
  }
}

/** Deletes a make. Returns whether there was one with that id. */
export async function deleteMake(db: Db, id: string): Promise<boolean> {
  if (!isRowId(id)) return false;
  const deleted = await db.delete(makes).where(eq(makes.id, id)).returning({ id: makes.id });
  return deleted.length > 0;
}

/** Whether there is at least one make. */
export async function hasMakes(db: Db): Promise<boolean> {
  const [any] = await db.select({ id: makes.id }).from(makes).limit(1);
  return any !== undefined;
}

/** Rows per INSERT when writing many makes: well under PostgreSQL's 65,535 bind parameters. */
const INSERT_BATCH = 1000;

/** Deletes every make and writes these instead, all or nothing. */
export async function replaceAllMakes(db: Db, records: readonly MakeRecord[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(makes);
    for (let start = 0; start < records.length; start += INSERT_BATCH) {
      const batch = records.slice(start, start + INSERT_BATCH);
      await tx.insert(makes).values(batch.map((make) => ({ ...make, nameKey: nameKey(make.name) })));
    }
  });
}
