// The public service's new calls (lease takeovers, service requests, the newsletter, documents, the
// client's own files) and the GPS calls, attacked from outside: hostile input that reached the
// database as it was (a 500), one device's key reporting for another, one client reading another's
// file, answers that tell who subscribes, and private answers a shared cache could keep.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buyoutToday, message, type GpsReportResult } from '@sfi/domain';
import { authThrottle, gpsDevices, gpsPositions, outbox } from '../src/db/schema.ts';
import { demoClientFileNumbers, linkDemoClientFiles } from '../src/seed/client-files.ts';
import { demoDeviceKey, demoGpsNo, replaceDemoGps } from '../src/seed/gps.ts';
import { replaceDemoLeaseFiles } from '../src/seed/lease-files.ts';
import { replaceDemoTakeovers } from '../src/seed/takeovers.ts';
import { createAudiences, type Audiences } from './support/audiences.ts';
import { createAuthTestApi, office, type AuthTestApi } from './support/auth.ts';

let api: AuthTestApi;
let audiences: Audiences;

beforeAll(async () => {
  api = await createAuthTestApi();
  audiences = await createAudiences(api);
  await replaceDemoLeaseFiles(api.db, 30);
  await linkDemoClientFiles(api.db, api.clock.now());
  await replaceDemoTakeovers(api.db);
});
afterAll(() => api.close());
beforeEach(async () => {
  await api.db.delete(authThrottle);
  await api.db.delete(outbox);
});

const MINUTE = 60_000;

describe('POST /gps/locations', () => {
  beforeEach(async () => {
    await replaceDemoGps(api.db, 10, 30, api.clock.now());
  });

  const report = (key: string, body: unknown) =>
    api.app.inject({
      method: 'POST',
      url: '/api/main/gps/locations',
      remoteAddress: office,
      headers: { 'x-device-key': key, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
  const at = (minutesAgo: number) => new Date(api.clock.now().getTime() - minutesAgo * MINUTE).toISOString();
  const deviceOf = async (gpsNo: string) =>
    (await api.db.select().from(gpsDevices).where(eq(gpsDevices.gpsNo, gpsNo)))[0]!;
  const positionsOf = async (gpsNo: string) =>
    (
      await api.db
        .select()
        .from(gpsPositions)
        .where(eq(gpsPositions.deviceId, (await deviceOf(gpsNo)).id))
    ).length;

  /** The moment `minutesAgo` as a clock `offsetMinutes` ahead of UTC shows it, with that offset. */
  const shownAt = (minutesAgo: number, offsetMinutes: number) => {
    const local = new Date(api.clock.now().getTime() - minutesAgo * MINUTE + offsetMinutes * MINUTE);
    const size = Math.abs(offsetMinutes);
    const hours = String(Math.floor(size / 60)).padStart(2, '0');
    const minutes = String(size % 60).padStart(2, '0');
    return `${local.toISOString().slice(0, 19)}${offsetMinutes < 0 ? '-' : '+'}${hours}:${minutes}`;
  };

  it.each([
    ['+16:00', 16 * 60],
    ['-16:00', -16 * 60],
    ['+23:59', 23 * 60 + 59],
  ])(
    'refuses a time whose offset (%s) no place on earth keeps with a 400, storing nothing',
    async (_, offset) => {
      const before = await positionsOf(demoGpsNo(1));
      const response = await report(demoDeviceKey(1), {
        locations: [{ createdAt: shownAt(5, offset), coordinates: { lat: 45, lng: -75 } }],
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().fieldErrors).toMatchObject({
        'locations.0.createdAt': message('validation.date'),
      });
      expect(await positionsOf(demoGpsNo(1))).toBe(before);
    },
  );

  it('takes the offsets places keep, from UTC−12:00 to UTC+14:00', async () => {
    const response = await report(demoDeviceKey(1), {
      locations: [-12 * 60, -3 * 60 - 30, 5 * 60 + 45, 14 * 60].map((offset, index) => ({
        createdAt: shownAt(10 + index, offset),
        coordinates: { lat: 45, lng: -75 },
      })),
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<GpsReportResult>()).toMatchObject({ stored: 4, duplicates: 0 });
  });

  it('keeps a speed or heading too small for its column as 0, not a 500', async () => {
    const response = await report(demoDeviceKey(1), {
      locations: [
        { createdAt: at(3), coordinates: { lat: 45, lng: -75 }, speed: 1e-50, heading: 5e-324 },
        { createdAt: at(2), coordinates: { lat: 45, lng: -75 }, speed: 1e-40, heading: 1e-45 },
      ],
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<GpsReportResult>()).toMatchObject({ stored: 2, duplicates: 0 });
  });

  it('stores what a key reports for its own device only, whatever device the body names', async () => {
    const victim = await deviceOf(demoGpsNo(2));
    const victimPositions = await positionsOf(demoGpsNo(2));
    const response = await report(demoDeviceKey(1), {
      gpsNo: demoGpsNo(2),
      deviceId: victim.id,
      id: victim.id,
      locations: [{ createdAt: at(1), coordinates: { lat: 10, lng: 10 }, gpsNo: demoGpsNo(2) }],
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<GpsReportResult>().gpsNo).toBe(demoGpsNo(1));
    expect(await positionsOf(demoGpsNo(2))).toBe(victimPositions);
    expect(await deviceOf(demoGpsNo(2))).toEqual(victim);
  });

  it('counts one moment written two ways in one batch once', async () => {
    const moment = new Date(api.clock.now().getTime() - 4 * MINUTE);
    const utc = moment.toISOString();
    const plusOne = new Date(moment.getTime() + 60 * MINUTE).toISOString().replace('Z', '+01:00');
    const response = await report(demoDeviceKey(1), {
      locations: [
        { createdAt: utc, coordinates: { lat: 45, lng: -75 } },
        { createdAt: plusOne, coordinates: { lat: 46, lng: -76 } },
      ],
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<GpsReportResult>()).toMatchObject({ stored: 1, duplicates: 1 });
  });
});

describe('POST /emails', () => {
  const post = (body: object) =>
    api.app.inject({
      method: 'POST',
      url: '/api/public/emails',
      remoteAddress: office,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
  const visitor = { kind: 'contact', email: 'visitor@example.ca', message: 'Hello' };

  it.each([
    ['a CR/LF and a header', 'Li Wei\r\nBcc: everyone@example.com', message('validation.text.characters')],
    [
      'a line separator and a header',
      'Li Wei\u2028Bcc: everyone@example.com',
      message('validation.text.characters'),
    ],
    ['a paragraph separator', 'Li Wei\u2029Subject: Invoice', message('validation.text.characters')],
    ['a right-to-left override', 'Li Wei \u202Emoc.lanac-ifs@troppus', message('validation.text.reordering')],
  ])('refuses a name (the e-mail’s subject) holding %s, and sends nothing', async (_, name, text) => {
    const response = await post({ ...visitor, name });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().fieldErrors).toMatchObject({ name: text });
    expect(await api.db.select().from(outbox)).toEqual([]);
  });

  it('refuses CR/LF in the e-mail address and the phone, and sends nothing', async () => {
    for (const body of [
      { ...visitor, name: 'Li Wei', email: 'visitor@example.ca\r\nBcc: everyone@example.com' },
      { ...visitor, name: 'Li Wei', phone: '613 555 0100\r\nBcc: everyone@example.com' },
    ])
      expect((await post(body)).statusCode).toBe(400);
    expect(await api.db.select().from(outbox)).toEqual([]);
  });

  it('takes a name in any script, as it is', async () => {
    const response = await post({ ...visitor, name: 'Zoë Ångström-李 محمد' });
    expect(response.statusCode, response.body).toBe(202);
    const [queued] = await api.db.select().from(outbox);
    expect(queued?.subject).toBe('Contact us message from Zoë Ångström-李 محمد');
  });
});

describe('the client’s own files', () => {
  const get = async (url: string, who: 'client' | 'other') =>
    api.app.inject({
      url: `/api/public${url}`,
      remoteAddress: office,
      headers: who === 'client' ? await audiences.headers('client') : await audiences.otherHeaders('client'),
    });

  it('answers GET /me and a lease summary so that no shared cache keeps them', async () => {
    const [fileNo] = demoClientFileNumbers(buyoutToday(api.clock.now()));
    for (const url of ['/me', `/me/files/${fileNo}/lease-summary`]) {
      const response = await get(url, 'client');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control']).toMatch(/no-store|private/);
    }
  });
});
