import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  MakeSchema,
  nameKey,
  provinceCodes,
  quoteListState,
  quoteStatuses,
  revisionStates,
  revisionTypes,
  VehicleSchema,
} from '@sfi/domain';
import type { Database } from '../src/db/client.ts';
import { listTakeoversByPermutation } from '../src/db/lease-takeovers.ts';
import { createMake, listMakes } from '../src/db/makes.ts';
import { deviceKeyHash } from '../src/db/gps.ts';
import { getMeta } from '../src/db/meta.ts';
import {
  appMeta,
  dealerAccounts,
  fileDealers,
  gpsDevices,
  leaseFiles,
  leaseQuoteCounts,
  leaseQuotes,
  leaseTakeovers,
  makes,
  staffUsers,
} from '../src/db/schema.ts';
import {
  DEMO_FILES,
  DEMO_GPS,
  DEMO_QUOTES,
  demoAccountsSeededKey,
  demoDataSeededKey,
  seedDemoData,
  seedIfEmpty,
} from '../src/seed/index.ts';
import { demoDeviceKey, demoGpsNo } from '../src/seed/gps.ts';
import { demoQuoteRows } from '../src/seed/lease-quotes.ts';
import { DEMO_TAKEOVERS } from '../src/seed/takeovers.ts';
import { demoQuoteDealers } from '../src/seed/quote-dealers.ts';
import { curatedMakes, demoMakes } from '../src/seed/makes.ts';
import { createTestDatabase, type TestDatabase } from './support/database.ts';

let test: TestDatabase;
let database: Database;

beforeAll(async () => {
  test = await createTestDatabase();
  database = test.database;
});
afterAll(async () => {
  await test.drop();
});
beforeEach(async () => {
  await database.db.delete(makes);
  await database.db.delete(leaseQuotes);
  await database.db.delete(leaseFiles);
  await database.db.delete(gpsDevices);
  await database.db.delete(appMeta);
  for (const table of [dealerAccounts, fileDealers, staffUsers]) await database.db.delete(table);
});

async function usernames(): Promise<string[]> {
  const rows = [
    ...(await database.db.select({ username: dealerAccounts.username }).from(dealerAccounts)),
    ...(await database.db.select({ username: fileDealers.username }).from(fileDealers)),
    ...(await database.db.select({ username: staffUsers.username }).from(staffUsers)),
  ];
  return rows.map((row) => row.username).sort();
}

describe('seedDemoData', () => {
  it('writes the curated Canadian makes, the same ones, ids included, on every run', async () => {
    const summary = await seedDemoData(database.db);
    const first = await listMakes(database.db);
    await seedDemoData(database.db);
    const second = await listMakes(database.db);

    expect(second).toEqual(first);
    expect(summary).toEqual({
      accounts: 4,
      quotes: DEMO_QUOTES,
      files: DEMO_FILES,
      gps: DEMO_GPS,
      makes: 12,
      models: first.flatMap((make) => make.models).length,
      trims: first.flatMap((make) => make.models.flatMap((model) => model.trims)).length,
    });
    expect(first.map((make) => make.name)).toEqual(
      [...curatedMakes.map((make) => make.name)].sort((a, b) => a.localeCompare(b, 'en-CA')),
    );
    const toyota = first.find((make) => make.name === 'Toyota');
    expect(toyota?.models.find((model) => model.name === 'RAV4')?.trims.map((trim) => trim.name)).toContain(
      'XLE',
    );
  });

  it('replaces every make that was there', async () => {
    await createMake(database.db, { name: 'Lada' });
    await seedDemoData(database.db);
    expect((await listMakes(database.db)).map((make) => make.name)).not.toContain('Lada');
  });

  it('writes as many makes as asked, inventing valid, uniquely named ones past the curated set', async () => {
    expect(await seedDemoData(database.db, { makes: 40 })).toMatchObject({ makes: 40 });
    const written = await listMakes(database.db);
    expect(written).toHaveLength(40);
    expect(new Set(written.map((make) => nameKey(make.name))).size).toBe(40);
    for (const make of written) expect(MakeSchema.safeParse(make).success).toBe(true);

    expect(await seedDemoData(database.db, { makes: 3 })).toMatchObject({ makes: 3 });
    expect(await listMakes(database.db)).toHaveLength(3);
  });

  it('makes a smaller set the start of a larger one', () => {
    expect(demoMakes(30)).toEqual(demoMakes(45).slice(0, 30));
    expect(demoMakes(5)).toEqual(curatedMakes.slice(0, 5));
  });
});

describe('demo lease quotes (pnpm seed --quotes N)', () => {
  const sources = { makes: curatedMakes, dealers: demoQuoteDealers() };

  it('are the same on every run, a smaller set being the start of a larger one', () => {
    expect(demoQuoteRows(0, 40, sources)).toEqual(demoQuoteRows(0, 80, sources).slice(0, 40));
    expect(demoQuoteRows(40, 80, sources)).toEqual(demoQuoteRows(0, 80, sources).slice(40));
  });

  it('cover every revision type and state, every province and both owners, with valid vehicles', () => {
    const rows = demoQuoteRows(0, 3000, sources);
    const revisions = rows.flatMap((row) => row.quoteData ?? []);
    expect(new Set(revisions.map((revision) => revision.revisionType))).toEqual(new Set(revisionTypes));
    expect(new Set(revisions.map((revision) => revision.revisionState))).toEqual(new Set(revisionStates));
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(quoteStatuses));
    expect(new Set(rows.map((row) => row.province))).toEqual(new Set(provinceCodes));
    expect(new Set(rows.map((row) => row.ownerType))).toEqual(new Set(['DEALER', 'SFI']));
    for (const row of rows.slice(0, 200)) {
      expect(VehicleSchema.safeParse(row.vehicle).error).toBeUndefined();
      expect(row.listState).toBe(
        quoteListState({ quoteData: row.quoteData ?? [], selectedRevisionNumber: null }),
      );
    }
  });

  it('are written as asked, with the list’s counts to match', async () => {
    expect(await seedDemoData(database.db, { quotes: 2500 })).toMatchObject({ quotes: 2500 });
    const written = await database.db.select({ state: leaseQuotes.listState }).from(leaseQuotes);
    expect(written).toHaveLength(2500);
    const counts = await database.db.select().from(leaseQuoteCounts);
    expect(counts.reduce((sum, row) => sum + row.quotes, 0)).toBe(2500);
    expect(await seedDemoData(database.db, { quotes: 10 })).toMatchObject({ quotes: 10 });
    expect(await database.db.select({ id: leaseQuotes.id }).from(leaseQuotes)).toHaveLength(10);
  });
});

describe('seedIfEmpty', () => {
  it('seeds a brand-new database once, and not again after every make was deleted', async () => {
    expect(await seedIfEmpty(database.db)).toMatchObject({ makes: 12, accounts: 4 });
    expect(await listMakes(database.db)).toHaveLength(12);
    expect(await getMeta(database.db, demoDataSeededKey)).toBeDefined();

    await database.db.delete(makes);
    expect(await seedIfEmpty(database.db)).toBeUndefined();
    expect(await listMakes(database.db)).toEqual([]);
  });

  it('leaves alone a database that already holds makes, but gives it the demo accounts once', async () => {
    const make = await createMake(database.db, { name: 'Lada' });
    expect(await seedIfEmpty(database.db)).toEqual({
      makes: 0,
      models: 0,
      trims: 0,
      accounts: 4,
      quotes: DEMO_QUOTES,
      files: DEMO_FILES,
      gps: DEMO_GPS,
    });
    expect(await listMakes(database.db)).toEqual([make]);
    expect(await usernames()).toEqual(['admin', 'dealer', 'filedealer', 'superadmin']);
    expect(await getMeta(database.db, demoAccountsSeededKey)).toBeDefined();

    for (const table of [dealerAccounts, fileDealers, staffUsers]) await database.db.delete(table);
    expect(await seedIfEmpty(database.db)).toBeUndefined();
    expect(await usernames()).toEqual([]);
  });

  it('never writes the demo GPS devices, whose keys anyone can derive, into a database holding other lease files', async () => {
    // An installation with its own files (none of the demo's) that starts with demo seeding on.
    await seedDemoData(database.db, { quotes: 0, files: 1, gps: 0 });
    await database.db.update(leaseFiles).set({ fileNo: '7000001' });
    await database.db.delete(appMeta);
    const summary = await seedIfEmpty(database.db);
    expect(summary?.gps ?? 0).toBe(0);
    expect(await database.db.select({ id: gpsDevices.id }).from(gpsDevices)).toEqual([]);
    const [{ keys } = { keys: 0 }] = await database.db
      .select({ keys: count() })
      .from(gpsDevices)
      .where(eq(gpsDevices.keyHash, deviceKeyHash(demoDeviceKey(0))));
    expect(keys).toBe(0);
  });

  it('writes the demo GPS devices into the demo database, with every demo file', async () => {
    expect(await seedIfEmpty(database.db)).toMatchObject({ files: DEMO_FILES, gps: DEMO_GPS });
    const [device] = await database.db
      .select({ gpsNo: gpsDevices.gpsNo })
      .from(gpsDevices)
      .where(eq(gpsDevices.keyHash, deviceKeyHash(demoDeviceKey(0))));
    expect(device).toEqual({ gpsNo: demoGpsNo(0) });
  });

  it('writes the demo accounts again on pnpm seed, with the same ids', async () => {
    await seedDemoData(database.db);
    const first = await database.db.select().from(staffUsers);
    await seedDemoData(database.db);
    const second = await database.db.select().from(staffUsers);
    expect(second.map((row) => row.id).sort()).toEqual(first.map((row) => row.id).sort());
    expect(await usernames()).toEqual(['admin', 'dealer', 'filedealer', 'superadmin']);
  });

  it('writes the demo lease takeovers once, in display order, and not again after they were deleted', async () => {
    await database.db.delete(leaseTakeovers);
    await seedIfEmpty(database.db);
    const written = await listTakeoversByPermutation(database.db, 'public');
    expect(written).toHaveLength(DEMO_TAKEOVERS);
    expect(written.map((takeover) => takeover.permutation)).toEqual([...written.keys()]);
    expect(written.every((takeover) => takeover.images.length === 3)).toBe(true);

    await database.db.delete(leaseTakeovers);
    await seedIfEmpty(database.db);
    expect(await listTakeoversByPermutation(database.db, 'public')).toEqual([]);
    await seedDemoData(database.db, { quotes: 0, files: 0 });
    expect(await listTakeoversByPermutation(database.db, 'public')).toHaveLength(DEMO_TAKEOVERS);
  });

  it('does not seed over data written with pnpm seed', async () => {
    await seedDemoData(database.db, { makes: 15 });
    expect(await seedIfEmpty(database.db)).toBeUndefined();
    expect(await listMakes(database.db)).toHaveLength(15);
  });
});
