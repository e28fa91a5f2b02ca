import { asc, desc, eq, sql } from 'drizzle-orm';
import type { LeaseTakeover, NewLeaseTakeover, TakeoverImage } from '@sfi/domain';
import type { Db } from './client.ts';
import { isRowId } from './rows.ts';
import { leaseTakeovers } from './schema.ts';

/**
 * The lease takeover listings (doc 2 §3). The public pages read them in display order
 * (`listTakeoversByPermutation`) and one at a time (`findTakeover`); the administration (issue 15)
 * lists them newest first, adds them at the end of the display order and reorders them.
 */

type Row = typeof leaseTakeovers.$inferSelect;

/** A row as the API shows it. */
function toTakeover(row: Row): LeaseTakeover {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    permutation: row.permutation,
    vehicleId: row.vehicleId,
    vehicleInformation: row.vehicleInformation,
    leaseSummary: row.leaseSummary,
    vehicleOptions: row.vehicleOptions,
    images: row.images,
  };
}

/** Every listing in display order: by permutation, ties oldest first (doc 2 §2, §4). */
export async function listTakeoversByPermutation(db: Db): Promise<LeaseTakeover[]> {
  const rows = await db
    .select()
    .from(leaseTakeovers)
    .orderBy(asc(leaseTakeovers.permutation), asc(leaseTakeovers.createdAt), asc(leaseTakeovers.id));
  return rows.map(toTakeover);
}

/** Every listing, newest first by createdAt: the administration's display list (doc 2 §4). */
export async function listTakeoversNewestFirst(db: Db): Promise<LeaseTakeover[]> {
  const rows = await db
    .select()
    .from(leaseTakeovers)
    .orderBy(desc(leaseTakeovers.createdAt), asc(leaseTakeovers.id));
  return rows.map(toTakeover);
}

/** One listing, or `undefined` when there is none with that id (a malformed id names none). */
export async function findTakeover(db: Db, id: string): Promise<LeaseTakeover | undefined> {
  if (!isRowId(id)) return undefined;
  const [row] = await db.select().from(leaseTakeovers).where(eq(leaseTakeovers.id, id));
  return row && toTakeover(row);
}

/** One photo of a listing, or `undefined` when the listing or the photo does not exist. */
export async function findTakeoverImage(
  db: Db,
  id: string,
  imageId: string,
): Promise<TakeoverImage | undefined> {
  if (!isRowId(id)) return undefined;
  const [row] = await db
    .select({ images: leaseTakeovers.images })
    .from(leaseTakeovers)
    .where(eq(leaseTakeovers.id, id));
  return row?.images.find((image) => image.id === imageId);
}

/**
 * Adds a listing for a vehicle at the end of the display order, without details or photos yet
 * (`POST /lease-takeovers`, doc 2 §7). Returns it.
 */
export async function createTakeover(db: Db, { vehicleId }: NewLeaseTakeover): Promise<LeaseTakeover> {
  const [row] = await db
    .insert(leaseTakeovers)
    .values({
      vehicleId,
      permutation: sql`(select coalesce(max(${leaseTakeovers.permutation}) + 1, 0) from ${leaseTakeovers})`,
    })
    .returning();
  return toTakeover(row!);
}

/** A listing to write as is (demo data): every field but its timestamps' defaults. */
export type TakeoverRecord = Omit<LeaseTakeover, 'createdAt'> & { createdAt: Date };

/** Deletes every listing and writes these instead, all or nothing (use a transaction around it). */
export async function replaceAllTakeovers(db: Db, records: readonly TakeoverRecord[]): Promise<void> {
  await db.delete(leaseTakeovers);
  if (records.length > 0)
    await db
      .insert(leaseTakeovers)
      .values(records.map((record) => ({ ...record, updatedAt: record.createdAt })));
}

/** Whether there is at least one listing. */
export async function hasTakeovers(db: Db): Promise<boolean> {
  const [any] = await db.select({ id: leaseTakeovers.id }).from(leaseTakeovers).limit(1);
  return any !== undefined;
}
