import { eq } from 'drizzle-orm';
import type { Db } from './client.ts';
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
