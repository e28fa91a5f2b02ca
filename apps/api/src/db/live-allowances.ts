import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { liveAllowances } from './schema.ts';

/** How many requests of one kind a person may make at once, and how fast the allowance comes back. */
export interface AllowanceRule {
  /** The most requests at once (the bucket's size). */
  burst: number;
  /** Requests given back a second. */
  perSecond: number;
}

/**
 * Takes one request from `key`'s allowance (a token bucket: `rule.burst` at most, refilled at
 * `rule.perSecond`), in one statement on the database, so that every socket and every server
 * process of a person draws on the same allowance. Time is the database's clock, the same for
 * every process. Answers whether the request may go ahead; a refused one takes nothing.
 *
 * The table holds a row per person and kind of request ever counted: a few per account, never
 * more, so nothing needs clearing.
 */
export async function takeAllowance(
  db: Db,
  key: string,
  { burst, perSecond }: AllowanceRule,
): Promise<boolean> {
  const elapsed = sql`extract(epoch from clock_timestamp() - ${liveAllowances.updatedAt})`;
  const left = sql`least(${burst}::float8, ${liveAllowances.tokens} + ${elapsed} * ${perSecond}::float8)`;
  const taken = await db
    .insert(liveAllowances)
    .values({ key, tokens: burst - 1, updatedAt: sql`clock_timestamp()` })
    .onConflictDoUpdate({
      target: liveAllowances.key,
      set: { tokens: sql`${left} - 1`, updatedAt: sql`clock_timestamp()` },
      setWhere: sql`${left} >= 1`,
    })
    .returning({ key: liveAllowances.key });
  return taken.length > 0;
}
