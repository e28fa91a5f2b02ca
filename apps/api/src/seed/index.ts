import type { Db } from '../db/client.ts';
import { hasMakes, replaceAllMakes, type MakeRecord } from '../db/makes.ts';
import { claimMeta, setMeta } from '../db/meta.ts';
import { curatedMakes, demoMakes } from './makes.ts';

/** How much demo data to write. */
export interface SeedSizes {
  /** Makes in all: the curated Canadian makes first, then invented ones. @default the curated makes (12) */
  makes?: number;
}

/** What a seeding wrote. */
export interface SeedSummary {
  makes: number;
  models: number;
  trims: number;
}

/** Set once demo data was written, so that a database emptied on purpose is not seeded again. */
export const demoDataSeededKey = 'demoDataSeededAt';

function summarize(makes: readonly MakeRecord[]): SeedSummary {
  const models = makes.flatMap((make) => make.models);
  return {
    makes: makes.length,
    models: models.length,
    trims: models.reduce((sum, model) => sum + model.trims.length, 0),
  };
}

/**
 * Replaces the demo data (today: every make) with the deterministic demo set of the given size.
 * Ids are derived from names, so the same sizes give the same records, ids included, every run.
 */
export async function seedDemoData(db: Db, sizes: SeedSizes = {}): Promise<SeedSummary> {
  const makes = demoMakes(sizes.makes ?? curatedMakes.length);
  await db.transaction(async (tx) => {
    await replaceAllMakes(tx, makes);
    await setMeta(tx, demoDataSeededKey, new Date().toISOString());
  });
  return summarize(makes);
}

/**
 * Writes the default demo data into a brand-new database: one that was never seeded and holds no
 * makes. Returns what was written, or `undefined` when nothing was. Deleting every make later does
 * not bring the demo data back on the next start.
 */
export async function seedIfEmpty(db: Db): Promise<SeedSummary | undefined> {
  return db.transaction(async (tx) => {
    if (!(await claimMeta(tx, demoDataSeededKey, new Date().toISOString()))) return undefined;
    // Data written before seeding was ever tracked (or with seeding turned off) is never replaced.
    if (await hasMakes(tx)) return undefined;
    return seedDemoData(tx);
  });
}
