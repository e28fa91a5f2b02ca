import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BankingInfoSchema,
  BuyoutQuoteTermsSchema,
  buyoutTotals,
  fieldDisplayType,
  fieldDisplayTypes,
  LeaseFileFieldsSchema,
  leaseFileSearchKeys,
  searchKey,
} from '@sfi/domain';
import { asc, count, eq } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import { leaseFileFields } from '../src/db/lease-file-rows.ts';
import {
  bankingInfo,
  bankingInfoChanges,
  buyoutQuotes,
  leaseFileRevisions,
  leaseFiles,
} from '../src/db/schema.ts';
import { demoAccounts } from '../src/seed/demo-accounts.ts';
import { demoLeaseFiles, replaceDemoLeaseFiles, vinCheckDigit } from '../src/seed/lease-files.ts';
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

describe('demo lease files (pnpm seed --files N)', () => {
  it('are the same files, ids included, for the same numbers, whatever slice they are made in', () => {
    const whole = demoLeaseFiles(0, 60);
    expect(demoLeaseFiles(0, 60)).toEqual(whole);
    expect([...demoLeaseFiles(0, 25), ...demoLeaseFiles(25, 60)]).toEqual(whole);
    expect(new Set(whole.map((file) => file.row.fileNo)).size).toBe(60);
  });

  it('look real: VINs with their check digit, Canadian phones, postal codes and plates', () => {
    for (const { row } of demoLeaseFiles(0, 300)) {
      const fields = leaseFileFields({ ...row, createdAt: new Date(), updatedAt: new Date() } as never);
      const lessee = fields['lessee'] as Record<string, string>;
      const vehicle = fields['vehicle'] as Record<string, string>;
      expect(vehicle['vin']).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
      expect(vinCheckDigit(vehicle['vin']!)).toBe(vehicle['vin']![8]);
      expect(lessee['phone']).toMatch(/^\([2-9]\d\d\) [2-9]\d\d-\d{4}$/);
      expect(lessee['postalCode']).toMatch(/^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] \d[ABCEGHJ-NPRSTV-Z]\d$/);
      expect(lessee['email']).toMatch(/^[a-z0-9.]+@[a-z0-9.]+\.[a-z]+$/);
      expect(vehicle['plateNo']).toMatch(/^[A-Z0-9 -]{6,8}$/);
      expect(LeaseFileFieldsSchema.safeParse(fields).success).toBe(true);
    }
  });

  it('the check digit is the one of a known VIN', () => {
    expect(vinCheckDigit('1M8GDM9AXKP042788')).toBe('X');
    expect(vinCheckDigit('11111111111111111')).toBe('1');
  });

  it('fill every display type of field, spread over the demo file dealer and other dealerships, ten years of deliveries', () => {
    const files = demoLeaseFiles(0, 500);
    const types = new Set<string>();
    for (const { row } of files)
      for (const group of Object.values(row.groups ?? {}))
        for (const [name, value] of Object.entries(group)) types.add(fieldDisplayType(name, value));
    expect([...types].sort()).toEqual([...fieldDisplayTypes].sort());
    const dealers = new Set(files.map(({ row }) => row.dealerNo));
    expect(dealers).toContain(demoAccounts.fileDealer.dealerNo);
    expect(dealers).toContain(null);
    expect(dealers.size).toBeGreaterThan(10);
    const years = new Set(files.map(({ row }) => row.deliveryDate?.getUTCFullYear()));
    expect(Math.min(...(years as Set<number>))).toBeLessThanOrEqual(2017);
    expect(Math.max(...(years as Set<number>))).toBe(2026);
    expect(files.some(({ row }) => row.companyKey !== '')).toBe(true);
    expect(files.some(({ row }) => row.colesseeKey !== '')).toBe(true);
    expect(files.some(({ row }) => /[éèôçë]/i.test(JSON.stringify(row.groups)))).toBe(true);
  });

  it('each have one to three revisions, the last one the file as it is', () => {
    for (const { row, revisions } of demoLeaseFiles(0, 100)) {
      expect(revisions.length).toBeGreaterThanOrEqual(1);
      expect(revisions.length).toBeLessThanOrEqual(3);
      expect(revisions.map((revision) => revision.version)).toEqual(revisions.map((_, index) => index + 1));
      expect(row.version).toBe(revisions.length);
      const last = revisions.at(-1)!;
      expect(last.updatedAt).toEqual(row.updatedAt);
      expect(leaseFileSearchKeys(last.fields as never).vin).toBe(row.vinKey);
    }
  });

  it('are written with their history and search keys; the same N writes the same files', async () => {
    await replaceDemoLeaseFiles(database.db, 40);
    const first = await database.db.select().from(leaseFiles).orderBy(asc(leaseFiles.fileNo));
    const [revisions] = await database.db.select({ n: count() }).from(leaseFileRevisions);
    await replaceDemoLeaseFiles(database.db, 40);
    const second = await database.db.select().from(leaseFiles).orderBy(asc(leaseFiles.fileNo));
    expect(second).toEqual(first);
    expect(first).toHaveLength(40);
    expect(revisions!.n).toBe(demoLeaseFiles(0, 40).flatMap((file) => file.revisions).length);
    const [one] = first;
    expect(one!.phoneKey).toBe(searchKey('phone', (one!.groups['lessee'] as { phone: string }).phone));
    const history = await database.db
      .select()
      .from(leaseFileRevisions)
      .where(eq(leaseFileRevisions.fileId, one!.id));
    expect(history.length).toBe(one!.version);
  });

  it('come with a buyout quote when bought out early, and the banking info of a running lease', async () => {
    const files = demoLeaseFiles(0, 400);
    const boughtOut = files.filter((file) => file.buyoutQuote);
    const running = files.filter((file) => file.row.isTerminated === false);
    expect(boughtOut.length).toBeGreaterThan(0);
    for (const { row, buyoutQuote } of boughtOut) {
      expect(row.terminationType).toBe('EARLY_BUYOUT');
      // A quote the editor could have saved, whose figures the domain computes.
      const terms = BuyoutQuoteTermsSchema.parse(buyoutQuote!.terms);
      expect(buyoutTotals(terms, row.province as 'ON', buyoutQuote!.pstExempt ?? false)).toBeDefined();
    }
    expect(files.filter((file) => file.banking).map((file) => file.row.id)).toEqual(
      running.map((file) => file.row.id),
    );
    for (const { row, banking } of running) {
      const { record } = banking!;
      expect(
        BankingInfoSchema.safeParse({
          ...record,
          amount: record.amountCents / 100,
          fileNo: row.fileNo,
          createdAt: new Date().toISOString(),
          updatedAt: new Date().toISOString(),
        }).success,
      ).toBe(true);
    }

    await replaceDemoLeaseFiles(database.db, 400);
    const [quotes] = await database.db.select({ n: count() }).from(buyoutQuotes);
    const [records] = await database.db.select({ n: count() }).from(bankingInfo);
    const [changes] = await database.db.select({ n: count() }).from(bankingInfoChanges);
    expect({ quotes: quotes!.n, records: records!.n, changes: changes!.n }).toEqual({
      quotes: boughtOut.length,
      records: running.length,
      changes: running.length,
    });
  });
});
