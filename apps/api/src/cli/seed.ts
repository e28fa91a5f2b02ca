/**
 * `pnpm seed [--makes N] [--quotes N] [--files N] [--gps N]`: replaces the demo data in the database the environment names
 * (DATABASE_URL, else PGlite in DATA_DIR) with the deterministic demo set. Stop a server that uses
 * the same PGlite folder first: PGlite allows one process per folder.
 */
import { parseArgs } from 'node:util';
import { loadEnv } from '../env.ts';
import { openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { seedDemoData, type SeedSizes } from '../seed/index.ts';
import { DEMO_TAKEOVERS, writeDemoTakeoverPhotos } from '../seed/takeovers.ts';
import { createStorage } from '../storage/storage.ts';
import { describeDatabase } from './backup-target.ts';

const usage = `Usage: pnpm seed [--makes N] [--quotes N] [--files N] [--gps N]

Replaces the demo data with a deterministic set: the same sizes give the same data on every run.
Also writes the demo accounts (one of each kind; passwords in apps/api/README.md), and the demo
lease takeovers with their photos (into the bucket: S3_*, or the local bucket's folder).
  --makes N   makes in all: the 12 curated Canadian makes, then invented ones (default 12)
  --quotes N  lease quotes, of every status, for the makes and the demo quote dealers (default 120)
  --files N   lease files with their history, for the demo file dealer and other dealerships (default 200)
  --gps N     GPS devices with their tracks across Canadian cities, two in three linked to the files,
              some flagged (silent, across the border, lease ended), some tagged (default 60)`;

function count(flag: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!Number.isSafeInteger(number) || number < 0)
    throw new Error(`--${flag} must be a whole number, got ${value}`);
  return number;
}

function readSizes(): SeedSizes {
  const { values } = parseArgs({
    // pnpm may pass on the `--` that separates its own options from the script's.
    args: process.argv.slice(2).filter((arg) => arg !== '--'),
    options: {
      makes: { type: 'string' },
      quotes: { type: 'string' },
      files: { type: 'string' },
      gps: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  return {
    makes: count('makes', values.makes),
    quotes: count('quotes', values.quotes),
    files: count('files', values.files),
    gps: count('gps', values.gps),
  };
}

let sizes: SeedSizes;
try {
  sizes = readSizes();
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\n\n${usage}`);
  process.exit(2);
}

const env = loadEnv();
const database = await openDatabase(env.database);
try {
  await migrateDatabase(database);
  const started = performance.now();
  let shown = 0;
  let shownFiles = 0;
  let shownGps = 0;
  const written = await seedDemoData(
    database.db,
    sizes,
    (quotes) => {
      // A line every 100,000 quotes, so a long seeding shows it is moving.
      if (quotes - shown >= 100_000) console.log(`  … ${(shown = quotes).toLocaleString('en-CA')} quotes`);
    },
    (files) => {
      if (files - shownFiles >= 100_000)
        console.log(`  … ${(shownFiles = files).toLocaleString('en-CA')} files`);
    },
    (gps) => {
      if (gps - shownGps >= 20_000)
        console.log(`  … ${(shownGps = gps).toLocaleString('en-CA')} GPS devices`);
    },
  );
  // The demo takeovers' photos, into the bucket the server uses (S3, or the local bucket's folder).
  const photos = await writeDemoTakeoverPhotos(database.db, createStorage(database.db, env.storage));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Seeded ${describeDatabase(env.database)} in ${seconds} s:`);
  console.log(`  makes   ${written.makes}`);
  console.log(`  models  ${written.models}`);
  console.log(`  trims   ${written.trims}`);
  console.log(`  quotes  ${written.quotes}`);
  console.log(`  files   ${written.files}`);
  console.log(`  lease takeovers ${DEMO_TAKEOVERS} (${photos} photos written to the bucket)`);
  console.log(`  GPS     ${written.gps}`);
  console.log(`  demo accounts ${written.accounts} (sign-ins in apps/api/README.md)`);
} finally {
  await database.close();
}
