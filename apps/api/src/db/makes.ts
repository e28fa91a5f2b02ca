import { eq } from 'drizzle-orm';
import { nameKey, sortMake, sortMakes, type Make, type MakeUpdate, type NewMake } from '@sfi/domain';
import type { Db } from './client.ts';
import { dataVersion, type DataVersion } from './meta.ts';
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

/**
 * Tells whether the makes changed (migration 0003_makes_version: a trigger on `makes` gives
 * `app_meta.makes_version` a new value and notifies `makes_changed` on every change).
 */
export const makesVersion = (db: Db): DataVersion =>
  dataVersion(db, { key: 'makes_version', channel: 'makes_changed' });

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
