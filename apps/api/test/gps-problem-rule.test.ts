// The GPS "problematic" rule (doc 2 §4's flagged list, issue 15) is written twice on purpose, and
// this file runs the two against each other row by row, on PGlite and on PostgreSQL:
// - `gpsProblems` of @sfi/domain says why a device is flagged: every record the API answers shows
//   it, and the staff console words it;
// - the flagged list (`GET /gps/problematic-gps`, `listProblematicGps`) asks the same in SQL, one
//   partial index per reason (migration 0028), so that it pages and counts thousands of devices
//   without reading each one through the domain's function; and the database keeps each linked
//   device's lease end (`gps_lease_end_day`, by triggers from its file) as `leaseEndDay` reads a file.
// The rows are the domain's own (packages/domain/src/gps-rules.rows.ts; its gps.test.ts runs them
// too): the SQL flags a device exactly when the domain finds a problem, and the record shows the
// domain's reasons.
import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gpsProblems, leaseEndDay, type GpsProblemFacts } from '@sfi/domain';
import {
  gpsProblemRows,
  gpsRuleNow as now,
  leaseEndRows,
  reportingDevice,
} from '../../../packages/domain/src/gps-rules.rows.ts';
import type { Db } from '../src/db/client.ts';
import { findGps, listGps, listProblematicGps } from '../src/db/gps.ts';
import { gpsDevices, leaseFiles } from '../src/db/schema.ts';
import { demoFileNo, replaceDemoLeaseFiles } from '../src/seed/lease-files.ts';
import { createTestDatabase, type TestDatabase } from './support/database.ts';

const fileNo = demoFileNo(0);

let test: TestDatabase;
let db: Db;
beforeAll(async () => {
  test = await createTestDatabase();
  db = test.database.db;
  await replaceDemoLeaseFiles(db, 1);
});
afterAll(() => test.drop());

/** The only device: one with these facts (its lease end as the database keeps it), linked to the demo file if it has a file. */
async function deviceWith(facts: GpsProblemFacts): Promise<{ id: string; gpsNo: string }> {
  await db.delete(gpsDevices);
  const gpsNo = `RULE-${randomUUID().slice(0, 8)}`;
  const [device] = await db
    .insert(gpsDevices)
    .values({
      gpsNo,
      keyHash: randomBytes(32).toString('hex'),
      fileNo: facts.fileNo ? fileNo : null,
      lastAt: facts.lastPositionAt ? new Date(facts.lastPositionAt) : null,
      ...(facts.lastPositionAt && { lastLat: 49.28, lastLng: -123.12 }),
      lastInCanada: facts.lastPositionInCanada ?? null,
    })
    .returning({ id: gpsDevices.id });
  // The file's own lease end is the trigger's; the row's is set over it (the trigger keeps it until the link changes).
  if (facts.fileNo)
    await db
      .update(gpsDevices)
      .set({ leaseEndDay: facts.leaseEndDay ?? null })
      .where(eq(gpsDevices.id, device!.id));
  return { id: device!.id, gpsNo };
}

describe('gpsProblems and the flagged list’s SQL agree', () => {
  it.each(gpsProblemRows)('%s', async (_, facts, problems) => {
    expect(gpsProblems(facts, now)).toEqual(problems);
    const { id, gpsNo } = await deviceWith(facts);
    const flagged = problems.length > 0 ? [gpsNo] : [];
    // The flagged list, unsearched (the reasons' indexes) and searched (the same reasons as conditions).
    const page = await listProblematicGps(db, { skip: 0, limit: 10 }, now);
    expect(page.data.map((device) => device.gpsNo)).toEqual(flagged);
    expect(page.count).toBe(flagged.length);
    const searched = await listProblematicGps(db, { param: gpsNo, skip: 0, limit: 10 }, now);
    expect(searched.data.map((device) => device.gpsNo)).toEqual(flagged);
    // The record, wherever it is answered, shows the domain's reasons.
    expect((await findGps(db, id, now))?.problems).toEqual(problems);
    expect((await listGps(db, { skip: 0, limit: 10 }, now)).data.map((device) => device.problems)).toEqual([
      problems,
    ]);
    for (const device of page.data) expect(device.problems).toEqual(problems);
  });
});

describe('leaseEndDay and the database’s lease end of a linked device agree', () => {
  it.each(leaseEndRows)('%s', async (_, file, day) => {
    expect(leaseEndDay(file)).toBe(day);
    const { id } = await deviceWith(reportingDevice);
    const [stored] = await db
      .select({ groups: leaseFiles.groups })
      .from(leaseFiles)
      .where(eq(leaseFiles.fileNo, fileNo));
    const { lease: _lease, ...others } = stored!.groups as Record<string, unknown>;
    // The file saved: its trigger passes the lease end on to its device.
    await db
      .update(leaseFiles)
      .set({
        groups: {
          ...others,
          ...(file.lease !== undefined && { lease: file.lease }),
        } as typeof leaseFiles.$inferInsert.groups,
        isTerminated: file.isTerminated === true,
        terminationDate: typeof file.terminationDate === 'string' ? new Date(file.terminationDate) : null,
      })
      .where(eq(leaseFiles.fileNo, fileNo));
    const [device] = await db
      .select({ leaseEndDay: gpsDevices.leaseEndDay })
      .from(gpsDevices)
      .where(eq(gpsDevices.id, id));
    expect(device?.leaseEndDay ?? undefined).toBe(day);
    // And linked again: the device's own trigger reads the file the same way.
    await db.update(gpsDevices).set({ fileNo: null }).where(eq(gpsDevices.id, id));
    await db.update(gpsDevices).set({ fileNo }).where(eq(gpsDevices.id, id));
    const [relinked] = await db
      .select({ leaseEndDay: gpsDevices.leaseEndDay })
      .from(gpsDevices)
      .where(eq(gpsDevices.id, id));
    expect(relinked?.leaseEndDay ?? undefined).toBe(day);
  });
});
