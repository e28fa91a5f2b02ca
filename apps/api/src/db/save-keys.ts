import { and, eq, lt } from 'drizzle-orm';
import type { Db } from './client.ts';
import { saveKeys } from './schema.ts';

/** How long a save's `Idempotency-Key` is remembered: far longer than any retry waits. */
export const SAVE_KEY_KEPT_MS = 24 * 60 * 60_000;

/**
 * Whether the actor's save of `target` under `key` was applied already; if not, remembers that it
 * is now, in the save's transaction (call it on the saved thing's locked row, so that a save sent
 * again waits for the first to commit, and the key commits or rolls back with the change). The
 * actor's keys older than {@link SAVE_KEY_KEPT_MS} go meanwhile.
 */
export async function appliedBefore(tx: Db, actorId: string, target: string, key: string): Promise<boolean> {
  const [seen] = await tx
    .select({ key: saveKeys.key })
    .from(saveKeys)
    .where(and(eq(saveKeys.actorId, actorId), eq(saveKeys.target, target), eq(saveKeys.key, key)));
  if (seen) return true;
  await tx
    .delete(saveKeys)
    .where(and(eq(saveKeys.actorId, actorId), lt(saveKeys.at, new Date(Date.now() - SAVE_KEY_KEPT_MS))));
  await tx.insert(saveKeys).values({ actorId, target, key });
  return false;
}

/**
 * Forgets every key older than `before` (the sign-in upkeep's sweep, at `SAVE_KEY_KEPT_MS`): those
 * of people who never save again go too, so the table holds at most a day of saves.
 */
export async function deleteStaleSaveKeys(tx: Db, before: Date): Promise<void> {
  await tx.delete(saveKeys).where(lt(saveKeys.at, before));
}
