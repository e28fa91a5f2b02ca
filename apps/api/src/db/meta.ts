import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from './client.ts';
import { PreparedPglite } from './pglite-statements.ts';
import { appMeta } from './schema.ts';

/** Reads one fact about the database, or `undefined` when it was never set. */
export async function getMeta(db: Db, key: string): Promise<string | undefined> {
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, key));
  return row?.value;
}

/** Sets one fact about the database, replacing what was there. */
export async function setMeta(db: Db, key: string, value: string): Promise<void> {
  await db
    .insert(appMeta)
    .values({ key, value })
    .onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: new Date() } });
}

/**
 * Sets a fact only if it was never set, and says whether this call set it. Of several processes
 * racing to do a one-time job, exactly one gets `true` (the others wait for its transaction).
 */
export async function claimMeta(db: Db, key: string, value: string): Promise<boolean> {
  const inserted = await db
    .insert(appMeta)
    .values({ key, value })
    .onConflictDoNothing({ target: appMeta.key })
    .returning({ key: appMeta.key });
  return inserted.length > 0;
}

/** Tells whether some data changed: equal versions mean no change in between. */
export interface DataVersion {
  /** The version now: any change committed before this call is reflected in it. */
  read(): Promise<string | undefined>;
  /** Stops listening for changes. */
  close(): Promise<void>;
}

/**
 * How a process knows whether its copy of some data is still the database's. Every change to the
 * data, by any process and any statement (a seed, a TRUNCATE, hand-written SQL), fires a trigger
 * that gives `app_meta.{key}` a value it never had and notifies `channel`, both at commit
 * (migrations 0003_makes_version, 0011_lease_quotes_version). Reading the version before the data
 * gives data at least as new as the version, so a copy kept under a version is never older than
 * the database was when that version was read.
 *
 * - PGlite: one process holds the database (PGlite allows one per folder), and it hears its own
 *   notifications before the writing query returns, so the version is a counter of notifications:
 *   no query per read.
 * - PostgreSQL: other processes may write, and a notification from another connection arrives a
 *   moment after the commit, so each read reads the row. Concurrent reads share one query, but
 *   only a query that started after the read was asked: none misses a change committed before.
 */
export function dataVersion(db: Db, { key, channel }: { key: string; channel: string }): DataVersion {
  const under = (db as { $client?: unknown }).$client;
  const client = under instanceof PreparedPglite ? under.pglite : under;
  if (client instanceof PGlite) {
    let changes = 0;
    const listening = client.listen(channel, () => {
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
            name: 'app_meta_value',
            text: 'SELECT "value" FROM "app_meta" WHERE "key" = $1',
            values: [key],
          });
          return rows[0]?.value;
        }
      : () => getMeta(db, key);
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

/** Values kept in memory, each under a key, until some data changes; see `keptUntilChange`. */
export interface KeptUntilChange<Value> {
  /** The value under `key`, computed by `compute` unless kept since the data last changed. */
  get(key: string, compute: () => Promise<Value>): Promise<Value>;
}

/**
 * Keeps values computed from some data until `version` says it changed, at most `limit` of them
 * (the most recently computed), and only those `keeps` accepts (a bound on their size). A value is
 * computed after the version was read, so never older than it; a failure is not kept, nor does it
 * remove a value computed after a change.
 */
export function keptUntilChange<Value>(
  version: DataVersion,
  limit: number,
  keeps: (value: Value) => boolean = () => true,
): KeptUntilChange<Value> {
  const kept = new Map<string, Promise<Value>>();
  let keptAt: string | undefined;
  return {
    get: async (key, compute) => {
      const now = await version.read();
      if (now !== keptAt) {
        kept.clear();
        keptAt = now;
      }
      const found = kept.get(key);
      if (found) return found;
      const computed = compute();
      kept.set(key, computed);
      const drop = () => {
        if (kept.get(key) === computed) kept.delete(key);
      };
      computed.then((value) => {
        if (!keeps(value)) drop();
      }, drop);
      if (kept.size > limit) kept.delete(kept.keys().next().value!);
      return computed;
    },
  };
}
