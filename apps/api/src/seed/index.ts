import { hasAccounts } from '../db/accounts.ts';
import type { Db } from '../db/client.ts';
import { hasMakes, replaceAllMakes, type MakeRecord } from '../db/makes.ts';
import { claimMeta, setMeta } from '../db/meta.ts';
import { hasQuoteDealers, listQuoteDealers, replaceQuoteDealers } from '../db/quote-dealers.ts';
import { count, inArray } from 'drizzle-orm';
import { clientAccounts, gpsDevices, leaseFiles, leaseQuotes } from '../db/schema.ts';
import { hasVehicleValues, replaceVehicleValues } from '../db/vehicle-values.ts';
import { hasTakeovers } from '../db/lease-takeovers.ts';
import { hasChatRooms, replaceDemoChat } from './chat.ts';
import { linkDemoClientFiles } from './client-files.ts';
import { writeDemoAccounts, writeDemoClient } from './demo-accounts.ts';
import { curatedMakes, demoMakes } from './makes.ts';
import { replaceDemoGps } from './gps.ts';
import { demoFileNo, replaceDemoLeaseFiles } from './lease-files.ts';
import { replaceDemoQuotes } from './lease-quotes.ts';
import { demoQuoteDealers } from './quote-dealers.ts';
import { replaceDemoTakeovers } from './takeovers.ts';
import { demoVehicleValues } from './vehicle-values.ts';

/** How much demo data to write. */
export interface SeedSizes {
  /** Makes in all: the curated Canadian makes first, then invented ones. @default the curated makes (12) */
  makes?: number;
  /** Lease quotes (`src/seed/lease-quotes.ts`). @default {@link DEMO_QUOTES} */
  quotes?: number;
  /** Lease files, each with its history (`src/seed/lease-files.ts`). @default {@link DEMO_FILES} */
  files?: number;
  /** GPS devices with their tracks, linked to the files (`src/seed/gps.ts`). @default {@link DEMO_GPS} */
  gps?: number;
}

/** The lease quotes of the default demo set: a list with a few pages of every status. */
export const DEMO_QUOTES = 120;

/** The lease files of the default demo set: a few pages of search results for the staff and the demo file dealer. */
export const DEMO_FILES = 200;

/** The GPS devices of the default demo set: a few pages, some flagged, some tagged. */
export const DEMO_GPS = 60;

/** What a seeding wrote. */
export interface SeedSummary {
  makes: number;
  models: number;
  trims: number;
  /** Demo accounts written (`src/seed/demo-accounts.ts`). */
  accounts: number;
  quotes: number;
  files: number;
  gps: number;
}

/** Set once demo data was written, so that a database emptied on purpose is not seeded again. */
export const demoDataSeededKey = 'demoDataSeededAt';

/**
 * Set once the demo accounts were written. Kept apart from the makes' key so that a database
 * seeded before accounts existed still gets them, once, on its next start.
 */
export const demoAccountsSeededKey = 'demoAccountsSeededAt';

/** Set once the demo client was written (kept apart, so databases seeded before clients existed get it once). */
export const demoClientSeededKey = 'demoClientSeededAt';

/** Set once the demo quote dealers were written (kept apart, like the client's). */
export const demoQuoteDealersSeededKey = 'demoQuoteDealersSeededAt';

/** Set once the demo lease quotes were written (kept apart, like the client's). */
export const demoQuotesSeededKey = 'demoQuotesSeededAt';

/** Set once the demo lease files were written (kept apart, like the client's). */
export const demoFilesSeededKey = 'demoFilesSeededAt';

/** Set once the demonstration vehicle values were written (kept apart, like the client's). */
export const demoVehicleValuesSeededKey = 'demoVehicleValuesSeededAt';

/** Set once the demo client's lease files were linked (kept apart, like the client's). */
export const demoClientFilesSeededKey = 'demoClientFilesSeededAt';
/** Set once the demo GPS devices were written (kept apart, like the client's). */
export const demoGpsSeededKey = 'demoGpsSeededAt';

/** When the demo chat room was seeded. */
export const demoChatSeededKey = 'demoChatSeededAt';

/**
 * When the demo lease takeovers were seeded (kept apart, like the client's). Their photos go into
 * the bucket once the server has one: `writeDemoTakeoverPhotos` (src/seed/takeovers.ts).
 */
export const demoTakeoversSeededKey = 'demoTakeoversSeededAt';

/**
 * The demonstration values of the curated makes (not of invented ones: `--makes 5000` would make
 * millions of rows), for the model years up to next year's.
 */
const curatedVehicleValues = () => demoVehicleValues(curatedMakes, new Date().getUTCFullYear());

function summarize(
  makes: readonly MakeRecord[],
  accounts: number,
  quotes: number,
  files: number,
  gps: number,
): SeedSummary {
  const models = makes.flatMap((make) => make.models);
  return {
    makes: makes.length,
    models: models.length,
    trims: models.reduce((sum, model) => sum + model.trims.length, 0),
    accounts,
    quotes,
    files,
    gps,
  };
}

/**
 * Replaces the demo data (every make, and the demo accounts) with the deterministic demo set of
 * the given size. Ids are derived from names, so the same sizes give the same records, ids
 * included, every run. Other accounts are left as they are.
 */
export async function seedDemoData(
  db: Db,
  sizes: SeedSizes = {},
  onQuotes?: (written: number) => void,
  onFiles?: (written: number) => void,
  onGps?: (written: number) => void,
): Promise<SeedSummary> {
  const makes = demoMakes(sizes.makes ?? curatedMakes.length);
  const quotes = sizes.quotes ?? DEMO_QUOTES;
  const files = sizes.files ?? DEMO_FILES;
  const gps = sizes.gps ?? DEMO_GPS;
  let accounts = 0;
  await db.transaction(async (tx) => {
    await replaceAllMakes(tx, makes);
    accounts = await writeDemoAccounts(tx);
    await writeDemoClient(tx);
    await replaceVehicleValues(tx, curatedVehicleValues());
    await replaceQuoteDealers(tx, demoQuoteDealers());
    await replaceDemoTakeovers(tx);
    const now = new Date().toISOString();
    await setMeta(tx, demoClientSeededKey, now);
    await setMeta(tx, demoVehicleValuesSeededKey, now);
    await setMeta(tx, demoQuoteDealersSeededKey, now);
    await setMeta(tx, demoQuotesSeededKey, now);
    await setMeta(tx, demoFilesSeededKey, now);
    await setMeta(tx, demoChatSeededKey, now);
    await setMeta(tx, demoClientFilesSeededKey, now);
    await setMeta(tx, demoTakeoversSeededKey, now);
    await setMeta(tx, demoGpsSeededKey, now);
    await setMeta(tx, demoDataSeededKey, now);
    await setMeta(tx, demoAccountsSeededKey, now);
  });
  // Outside the transaction: a million quotes are written in batches, not held in one.
  await replaceDemoQuotes(db, quotes, { makes, dealers: demoQuoteDealers() }, onQuotes);
  await replaceDemoLeaseFiles(db, files, onFiles);
  // The demo chat room, tied to the demo file dealer's first file (written just now).
  await replaceDemoChat(db);
  // The demo client's lease files, for their dashboard (the files' deletion took the links).
  await linkDemoClientFiles(db);
  // The GPS devices, some linked to the files written just now.
  await replaceDemoGps(db, gps, files, undefined, onGps);
  return summarize(makes, accounts, quotes, files, gps);
}

/**
 * Writes the default demo data into a brand-new database: the demo makes when it was never seeded
 * and holds no makes; the demo accounts when they were never seeded and it holds no account.
 * Returns what was written, or `undefined` when nothing was. Deleting every make or account later
 * does not bring the demo data back on the next start.
 */
export async function seedIfEmpty(db: Db): Promise<SeedSummary | undefined> {
  return db.transaction(async (tx) => {
    const now = new Date().toISOString();
    // Data written before seeding was ever tracked (or with seeding turned off) is never replaced.
    const makes =
      (await claimMeta(tx, demoDataSeededKey, now)) && !(await hasMakes(tx))
        ? demoMakes(curatedMakes.length)
        : [];
    if (makes.length > 0) await replaceAllMakes(tx, makes);
    const accounts =
      (await claimMeta(tx, demoAccountsSeededKey, now)) && !(await hasAccounts(tx))
        ? await writeDemoAccounts(tx)
        : 0;
    // The demo client is written once, like the accounts; it is not counted among them.
    if ((await claimMeta(tx, demoClientSeededKey, now)) && !(await hasClients(tx))) await writeDemoClient(tx);
    // So are the demonstration vehicle values.
    if ((await claimMeta(tx, demoVehicleValuesSeededKey, now)) && !(await hasVehicleValues(tx)))
      await replaceVehicleValues(tx, curatedVehicleValues());
    if ((await claimMeta(tx, demoQuoteDealersSeededKey, now)) && !(await hasQuoteDealers(tx)))
      await replaceQuoteDealers(tx, demoQuoteDealers());
    // The demo quotes need the curated makes and the demo dealers: written only when both are the demo's.
    const quotes =
      (await claimMeta(tx, demoQuotesSeededKey, now)) && !(await hasLeaseQuotes(tx)) ? DEMO_QUOTES : 0;
    if (quotes > 0)
      await replaceDemoQuotes(tx, quotes, { makes: curatedMakes, dealers: await listQuoteDealers(tx) });
    // The demo lease files, for the demo file dealer (D-1001) and other dealerships.
    const files =
      (await claimMeta(tx, demoFilesSeededKey, now)) && !(await hasLeaseFiles(tx)) ? DEMO_FILES : 0;
    if (files > 0) await replaceDemoLeaseFiles(tx, files);
    // The demo chat room, once, between the demo file dealer and the demo staff admin.
    if ((await claimMeta(tx, demoChatSeededKey, now)) && !(await hasChatRooms(tx))) await replaceDemoChat(tx);
    // The demo client's lease files, once (only files and a client that exist are linked).
    if (await claimMeta(tx, demoClientFilesSeededKey, now)) await linkDemoClientFiles(tx);
    // The demo lease takeovers, once (their photos: `writeDemoTakeoverPhotos`, when the bucket is there).
    if ((await claimMeta(tx, demoTakeoversSeededKey, now)) && !(await hasTakeovers(tx)))
      await replaceDemoTakeovers(tx);
    // The demo GPS devices, linked to the demo files, only into the demo's own database (every demo
    // file there): their keys are the seed's public formula (`demoDeviceKey`), so anyone could
    // report positions for them. A database holding other lease files is an installation's, and its
    // devices never come from the seed.
    const gps =
      (await claimMeta(tx, demoGpsSeededKey, now)) && !(await hasGpsDevices(tx)) && (await hasDemoFiles(tx))
        ? DEMO_GPS
        : 0;
    if (gps > 0) await replaceDemoGps(tx, gps, DEMO_FILES);
    return makes.length > 0 || accounts > 0 || quotes > 0 || files > 0 || gps > 0
      ? summarize(makes, accounts, quotes, files, gps)
      : undefined;
  });
}

async function hasLeaseQuotes(db: Db): Promise<boolean> {
  const [any] = await db.select({ id: leaseQuotes.id }).from(leaseQuotes).limit(1);
  return any !== undefined;
}

async function hasLeaseFiles(db: Db): Promise<boolean> {
  const [any] = await db.select({ id: leaseFiles.id }).from(leaseFiles).limit(1);
  return any !== undefined;
}

async function hasGpsDevices(db: Db): Promise<boolean> {
  const [any] = await db.select({ id: gpsDevices.id }).from(gpsDevices).limit(1);
  return any !== undefined;
}

/** Whether every default demo file is there (the GPS devices link to them). */
async function hasDemoFiles(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ files: count() })
    .from(leaseFiles)
    .where(
      inArray(
        leaseFiles.fileNo,
        Array.from({ length: DEMO_FILES }, (_, n) => demoFileNo(n)),
      ),
    );
  return row?.files === DEMO_FILES;
}

async function hasClients(db: Db): Promise<boolean> {
  const [any] = await db.select({ id: clientAccounts.id }).from(clientAccounts).limit(1);
  return any !== undefined;
}
