import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import {
  TAKEOVER_IMAGES_MAX,
  takeoverPermutationsProblem,
  type LeaseTakeover,
  type LeaseTakeoverUpdate,
  type NewLeaseTakeover,
  type TakeoverImage,
  type TakeoverPermutations,
  type TakeoverPermutationsProblem,
} from '@sfi/domain';
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
    published: row.published,
  };
}

/** Which listings a query reads: every one (the administration), or the published ones (the public site). */
export type TakeoverAudience = 'staff' | 'public';

const shownTo = (audience: TakeoverAudience) =>
  audience === 'public' ? eq(leaseTakeovers.published, true) : undefined;

/**
 * The listings in display order: by permutation, ties oldest first (doc 2 §2, §4). The public site
 * reads the published ones only; the administration's order lists every one.
 */
export async function listTakeoversByPermutation(
  db: Db,
  audience: TakeoverAudience,
): Promise<LeaseTakeover[]> {
  const rows = await db
    .select()
    .from(leaseTakeovers)
    .where(shownTo(audience))
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

/**
 * One listing, or `undefined` when there is none with that id (a malformed id names none), or, for
 * the public site, when it is a draft.
 */
export async function findTakeover(
  db: Db,
  id: string,
  audience: TakeoverAudience,
): Promise<LeaseTakeover | undefined> {
  if (!isRowId(id)) return undefined;
  const [row] = await db
    .select()
    .from(leaseTakeovers)
    .where(and(eq(leaseTakeovers.id, id), shownTo(audience)));
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

/**
 * Listings whose vehicle id, year, make, model, trim or VIN hold every word of `term` (any case),
 * newest first by createdAt (`GET /lease-takeovers/search/{term}`). A few hundred listings at
 * most: a scan of their text is quicker than any index would be to keep.
 */
export async function searchTakeovers(db: Db, term: string): Promise<LeaseTakeover[]> {
  const words = term.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return listTakeoversNewestFirst(db);
  const info = leaseTakeovers.vehicleInformation;
  const text = sql`concat_ws(' ', ${leaseTakeovers.vehicleId}, ${info}->>'year', ${info}->>'make', ${info}->>'model', ${info}->>'trim', ${info}->>'vin')`;
  const escaped = (word: string) => `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const rows = await db
    .select()
    .from(leaseTakeovers)
    .where(and(...words.map((word) => sql`${text} ilike ${escaped(word)}`)))
    .orderBy(desc(leaseTakeovers.createdAt), asc(leaseTakeovers.id));
  return rows.map(toTakeover);
}

/**
 * Gives every listing its new display position, all in one transaction, once `permutations` is
 * checked to be a permutation of exactly the listings there are (the table is locked against a
 * listing added or deleted meanwhile). Answers the listings in their new order, or what is wrong
 * with the order (nothing is written then).
 */
export async function setTakeoverPermutations(
  db: Db,
  { permutations }: TakeoverPermutations,
): Promise<{ takeovers: LeaseTakeover[] } | { problem: TakeoverPermutationsProblem; count: number }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${leaseTakeovers} in share row exclusive mode`);
    const current = await tx.select({ id: leaseTakeovers.id }).from(leaseTakeovers);
    const problem = takeoverPermutationsProblem(
      current.map((row) => row.id),
      permutations,
    );
    if (problem) return { problem, count: current.length };
    if (permutations.length > 0) {
      const values = sql.join(
        permutations.map(({ id, permutation }) => sql`(${id}::uuid, ${permutation}::integer)`),
        sql`, `,
      );
      await tx.execute(
        sql`update ${leaseTakeovers} set permutation = v.permutation, updated_at = now()
            from (values ${values}) as v(id, permutation) where ${leaseTakeovers.id} = v.id`,
      );
    }
    return { takeovers: await listTakeoversByPermutation(tx, 'staff') };
  });
}

/** Why an update of a listing's photos is refused: a photo that is not the listing's, or one listed twice. */
export type TakeoverImagesProblem = 'unknown' | 'duplicate';

/**
 * Changes a listing's details (`PUT /lease-takeovers/{id}`): each field sent replaces the one kept;
 * `images` lists the photos to keep, by id, in their new order, with their alt text, and the
 * photos left out are removed. Answers the saved listing and the photos removed (whose files the
 * caller deletes once this is committed), `undefined` when there is no such listing, or what is
 * wrong with the photos (nothing is written then).
 */
export async function updateTakeover(
  db: Db,
  id: string,
  update: LeaseTakeoverUpdate,
): Promise<
  { takeover: LeaseTakeover; removed: TakeoverImage[] } | { problem: TakeoverImagesProblem } | undefined
> {
  if (!isRowId(id)) return undefined;
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(leaseTakeovers).where(eq(leaseTakeovers.id, id)).for('update');
    if (!row) return undefined;
    let images = row.images;
    let removed: TakeoverImage[] = [];
    if (update.images) {
      const byId = new Map(row.images.map((image) => [image.id, image]));
      const seen = new Set<string>();
      for (const edit of update.images) {
        if (!byId.has(edit.id)) return { problem: 'unknown' as const };
        if (seen.has(edit.id)) return { problem: 'duplicate' as const };
        seen.add(edit.id);
      }
      images = update.images.map((edit) => ({ ...byId.get(edit.id)!, alt: edit.alt }));
      removed = row.images.filter((image) => !seen.has(image.id));
    }
    const [saved] = await tx
      .update(leaseTakeovers)
      .set({
        ...(update.vehicleId !== undefined && { vehicleId: update.vehicleId }),
        ...(update.vehicleInformation !== undefined && { vehicleInformation: update.vehicleInformation }),
        ...(update.leaseSummary !== undefined && { leaseSummary: update.leaseSummary }),
        ...(update.vehicleOptions !== undefined && { vehicleOptions: update.vehicleOptions }),
        ...(update.published !== undefined && { published: update.published }),
        images,
        updatedAt: new Date(),
      })
      .where(eq(leaseTakeovers.id, id))
      .returning();
    return { takeover: toTakeover(saved!), removed };
  });
}

/**
 * Deletes a listing and closes up the display order behind it (each later listing moves up one),
 * in one transaction. Answers the deleted listing (whose photos' files the caller deletes), or
 * `undefined` when there is none with that id.
 */
export async function deleteTakeover(db: Db, id: string): Promise<LeaseTakeover | undefined> {
  if (!isRowId(id)) return undefined;
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${leaseTakeovers} in share row exclusive mode`);
    const [row] = await tx.delete(leaseTakeovers).where(eq(leaseTakeovers.id, id)).returning();
    if (!row) return undefined;
    await tx
      .update(leaseTakeovers)
      .set({ permutation: sql`${leaseTakeovers.permutation} - 1` })
      .where(gt(leaseTakeovers.permutation, row.permutation));
    return toTakeover(row);
  });
}

/**
 * Adds a stored photo at the end of a listing's photos. Answers the listing, `'full'` when it has
 * `TAKEOVER_IMAGES_MAX` photos already, or `undefined` when there is no such listing.
 */
export async function addTakeoverImage(
  db: Db,
  id: string,
  image: TakeoverImage,
): Promise<LeaseTakeover | 'full' | undefined> {
  if (!isRowId(id)) return undefined;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ images: leaseTakeovers.images })
      .from(leaseTakeovers)
      .where(eq(leaseTakeovers.id, id))
      .for('update');
    if (!row) return undefined;
    if (row.images.length >= TAKEOVER_IMAGES_MAX) return 'full' as const;
    const [saved] = await tx
      .update(leaseTakeovers)
      .set({ images: [...row.images, image], updatedAt: new Date() })
      .where(eq(leaseTakeovers.id, id))
      .returning();
    return toTakeover(saved!);
  });
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
