import { and, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { authThrottle } from './schema.ts';

/** A counter to reserve an attempt on: its key, when its count starts again, and the block each count brings. */
export interface AttemptKey {
  key: string;
  /** A count whose last attempt is older than this starts again at 1. */
  forgetBefore: Date;
  /** How long to block the key once it holds `attempts` attempts (0: no block). */
  blockFor(attempts: number): number;
}

/** What reserving an attempt found: the moment a key is blocked until, or each key's count with this attempt. */
export type Reservation =
  { blockedUntil: Date } | { blockedUntil?: undefined; attempts: Map<string, number> };

/**
 * Reserves one attempt on each key, in one transaction that locks the keys' rows: the attempt is
 * counted before the secret is checked, so parallel attempts cannot all be checked before any is
 * counted. Answers the moment a key is blocked until, when one is (nothing is counted then), or
 * each key's count with this attempt when the attempt may go ahead.
 */
export async function reserveAttempt(db: Db, keys: readonly AttemptKey[], now: Date): Promise<Reservation> {
  // Rows are locked in key order, so two requests over the same keys cannot deadlock.
  const ordered = [...keys].sort((a, b) => a.key.localeCompare(b.key));
  return db.transaction(async (tx) => {
    const rows = [];
    for (const entry of ordered) {
      await tx
        .insert(authThrottle)
        .values({ key: entry.key, failures: 0, lastFailureAt: now })
        .onConflictDoNothing({ target: authThrottle.key });
      const [row] = await tx.select().from(authThrottle).where(eq(authThrottle.key, entry.key)).for('update');
      rows.push({ entry, row: row! });
    }
    const blocked = rows.flatMap(({ row }) =>
      row.blockedUntil && row.blockedUntil > now ? [row.blockedUntil.getTime()] : [],
    );
    if (blocked.length) return { blockedUntil: new Date(Math.max(...blocked)) };
    const counts = new Map<string, number>();
    for (const { entry, row } of rows) {
      const attempts = row.lastFailureAt < entry.forgetBefore ? 1 : row.failures + 1;
      counts.set(entry.key, attempts);
      const delay = entry.blockFor(attempts);
      await tx
        .update(authThrottle)
        .set({
          failures: attempts,
          lastFailureAt: now,
          blockedUntil: delay > 0 ? new Date(now.getTime() + delay) : null,
        })
        .where(eq(authThrottle.key, entry.key));
    }
    return { attempts: counts };
  });
}

/** Takes back one attempt of a key (the attempt succeeded), leaving any block as it is. */
export async function releaseAttempt(db: Db, key: string): Promise<void> {
  await db
    .update(authThrottle)
    .set({ failures: sql`greatest(${authThrottle.failures} - 1, 0)` })
    .where(eq(authThrottle.key, key));
}

/** Forgets a key's failures (after a success). */
export async function clearKey(db: Db, key: string): Promise<void> {
  await db.delete(authThrottle).where(inArray(authThrottle.key, [key]));
}

/** Deletes keys whose failures are forgotten and whose block is over. */
export async function deleteStaleKeys(db: Db, forgetBefore: Date, now: Date): Promise<number> {
  const deleted = await db
    .delete(authThrottle)
    .where(
      and(
        lt(authThrottle.lastFailureAt, forgetBefore),
        or(isNull(authThrottle.blockedUntil), lte(authThrottle.blockedUntil, now)),
      ),
    )
    .returning({ key: authThrottle.key });
  return deleted.length;
}
