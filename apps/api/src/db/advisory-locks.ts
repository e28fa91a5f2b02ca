import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/**
 * The advisory locks that keep work shared by every node to one node at a time. Any fixed numbers
 * work; each names one piece of work.
 */
export const advisoryLocks = {
  /** Migrating the schema (`migrateDatabase`). */
  migrations: 72_617_001,
  /** The sign-in upkeep's sweep of expired rows (`Auth.sweep`). */
  signInUpkeep: 72_617_002,
} as const;

/**
 * Runs `work` in a transaction that holds the advisory lock `lock`, and answers true; answers false
 * at once, without running it, while another connection (another node) holds that lock. The lock
 * goes with the transaction, also when the process dies.
 */
export async function inTransactionHolding(
  db: Db,
  lock: number,
  work: (tx: Db) => Promise<void>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const result = (await tx.execute(
      sql`select pg_try_advisory_xact_lock(${lock}) as locked`,
    )) as unknown as {
      rows: { locked: boolean }[];
    };
    if (result.rows[0]?.locked !== true) return false;
    await work(tx);
    return true;
  });
}
