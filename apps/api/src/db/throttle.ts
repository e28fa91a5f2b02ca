import { and, gt, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { authThrottle } from './schema.ts';

/** The latest moment until which any of these keys is blocked, or `undefined` when none is. */
export async function blockedUntil(db: Db, keys: readonly string[], now: Date): Promise<Date | undefined> {
  if (keys.length === 0) return undefined;
  const rows = await db
    .select({ blockedUntil: authThrottle.blockedUntil })
    .from(authThrottle)
    .where(and(inArray(authThrottle.key, [...keys]), gt(authThrottle.blockedUntil, now)));
  const times = rows.flatMap((row) => (row.blockedUntil ? [row.blockedUntil.getTime()] : []));
  return times.length ? new Date(Math.max(...times)) : undefined;
}

/**
 * Counts one failure for a key and returns the failures counted since the key was last forgotten
 * (a failure more than `forgetAfterMs` after the previous one starts the count again). One
 * statement, so failures from parallel requests and several processes all count.
 */
export async function countFailure(db: Db, key: string, now: Date, forgetBefore: Date): Promise<number> {
  const [row] = await db
    .insert(authThrottle)
    .values({ key, failures: 1, lastFailureAt: now })
    .onConflictDoUpdate({
      target: authThrottle.key,
      set: {
        failures: sql`case when ${authThrottle.lastFailureAt} < ${forgetBefore.toISOString()}::timestamptz then 1 else ${authThrottle.failures} + 1 end`,
        lastFailureAt: now,
      },
    })
    .returning({ failures: authThrottle.failures });
  return row?.failures ?? 1;
}

/** Blocks a key until a moment (never shortening a block already longer). */
export async function blockKey(db: Db, key: string, until: Date): Promise<void> {
  await db
    .update(authThrottle)
    .set({
      blockedUntil: sql`greatest(coalesce(${authThrottle.blockedUntil}, ${until.toISOString()}::timestamptz), ${until.toISOString()}::timestamptz)`,
    })
    .where(inArray(authThrottle.key, [key]));
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
