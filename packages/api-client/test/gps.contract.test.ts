// The GPS calls of spec doc 2 §7 (issue 15), made by @sfi/api-client against the real reference
// server over its demo data (60 devices linked to the demo files), each answer exactly its contract
// in @sfi/domain; and a device's report, signed with its own key.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GpsDevicePageSchema,
  GpsDeviceSchema,
  GpsReportResultSchema,
  GpsTagSchema,
  GpsUnlinkedSchema,
  gpsMessage,
} from '@sfi/domain';
import type { ApiClient } from '../src/index.ts';
import {
  failure,
  sessionClient,
  signedInStaff,
  startReferenceServer,
  type ReferenceServer,
} from './reference-server.ts';

/** Demo device n's key, as the server's seed makes it (apps/api/src/seed/gps.ts; an app's code is not imported here). */
const demoDeviceKey = (n: number) => createHash('sha256').update(`sfi-demo-gps-key:${n}`).digest('base64url');

let server: ReferenceServer;
let staff: ApiClient;

beforeAll(async () => {
  server = await startReferenceServer();
  staff = await signedInStaff(server);
});
afterAll(() => server?.stop());

/** Parsing with the contract drops unknown fields: an answer that survives unchanged has exactly its fields. */
const exactly = <T>(schema: { parse(value: unknown): T }, answer: T) =>
  expect(schema.parse(answer)).toEqual(answer);

describe('GPS (/gps)', () => {
  it('pages every list: all, linked, test, searched, linked by tag, and the flagged mode', async () => {
    const all = await staff.gps.list({ limit: 100 });
    exactly(GpsDevicePageSchema, all);
    expect(all.count).toBe(60);
    const linked = await staff.gps.list({ filter: 'linked', limit: 100 });
    expect(linked.data.map((device) => device.id)).toEqual(
      all.data.filter((device) => device.fileNo).map((device) => device.id),
    );
    const test = await staff.gps.list({ filter: 'test', limit: 100 });
    expect(test.data.every((device) => device.tags.includes('test'))).toBe(true);
    const one = all.data[0]!;
    const searched = await staff.gps.list({ search: one.gpsNo });
    exactly(GpsDevicePageSchema, searched);
    expect(searched.data).toEqual([one]);
    const flagged = await staff.gps.list({ filter: 'linked', linkedMode: 'flagged', limit: 100 });
    exactly(GpsDevicePageSchema, flagged);
    expect(flagged.data.map((device) => device.id)).toEqual(
      all.data.filter((device) => device.problems.length > 0).map((device) => device.id),
    );
    const fleet = await staff.gps.list({ filter: 'linked', tag: 'fleet', limit: 100 });
    expect(fleet.data.every((device) => device.fileNo && device.tags.includes('fleet'))).toBe(true);
  });

  it('opens a device with its track, links, unlinks and tags it', async () => {
    const [listed] = (await staff.gps.list({ filter: 'linked', limit: 1 })).data;
    const device = await staff.gps.get(listed!.id);
    exactly(GpsDeviceSchema, device);
    expect(device.locations.length).toBeGreaterThan(1);

    const unlinked = await staff.gps.unlink(device.gpsNo);
    exactly(GpsUnlinkedSchema, unlinked);
    expect(unlinked.unlinkedGps).toMatchObject({ id: device.id, fileNo: null });

    const linked = await staff.gps.link(device.gpsNo, device.fileNo!);
    exactly(GpsDeviceSchema, linked);
    expect(linked).toMatchObject({ id: device.id, fileNo: device.fileNo, customer: device.customer });

    const tags = await staff.gps.tags();
    tags.forEach((tag) => exactly(GpsTagSchema, tag));
    expect(tags.map((tag) => tag.value)).toContain('test');
    const tagged = await staff.gps.addTag(device.id, 'tampered');
    exactly(GpsDeviceSchema, tagged);
    expect(tagged.tags).toContain('tampered');
    expect((await staff.gps.removeTag(device.id, 'tampered')).tags).not.toContain('tampered');
  });

  it('says what is wrong: no such file, device or tag', async () => {
    const [listed] = (await staff.gps.list({ limit: 1 })).data;
    expect((await failure(staff.gps.link(listed!.gpsNo, '0000000'))).message).toBe(
      gpsMessage('gps.fileNo.notFound', { fileNo: '0000000' }),
    );
    expect((await failure(staff.gps.unlink('GPS-1'))).message).toBe(
      gpsMessage('gps.gpsNo.notFound', { gpsNo: 'GPS-1' }),
    );
    expect((await failure(staff.gps.addTag(listed!.id, 'stolen'))).message).toBe(
      gpsMessage('gps.tag.notFound', { tag: 'stolen' }),
    );
    expect((await failure(staff.gps.get('00000000-0000-4000-8000-000000000000'))).status).toBe(404);
  });

  it('takes a device’s report signed with its key, and refuses a wrong key', async () => {
    const device = sessionClient(server).api;
    const result = await device.gps.report(demoDeviceKey(3), [
      { createdAt: new Date().toISOString(), coordinates: { lat: 45.42, lng: -75.7 }, speed: 40 },
    ]);
    exactly(GpsReportResultSchema, result);
    expect(result).toEqual({ gpsNo: 'GPS-100004', stored: 1, duplicates: 0 });
    const refused = await failure(
      device.gps.report('a-wrong-key', [
        { createdAt: new Date().toISOString(), coordinates: { lat: 45, lng: -75 } },
      ]),
    );
    expect({ status: refused.status, message: refused.message }).toEqual({
      status: 401,
      message: gpsMessage('gps.report.keyInvalid'),
    });
  });
});
