// GPS tracking (spec doc 2 §7, issue 15): the lists and their counts, the search, the flagged list
// (the same devices as the domain's rule flags), a device with its track, linking and unlinking,
// tags, and the positions devices report with their own key: bad input gets a clear 400, 401 or 404
// and leaves nothing half-written.
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  gpsMessage,
  gpsProblems,
  leaseEndDay,
  MAX_GPS_BATCH,
  message,
  type GpsDevice,
  type GpsDevicePage,
  type GpsReportResult,
} from '@sfi/domain';
import { gpsDevices, gpsPositions, leaseFiles } from '../src/db/schema.ts';
import { demoDeviceKey, demoGpsNo, replaceDemoGps, TRACK_POINTS } from '../src/seed/gps.ts';
import { demoFileNo, secondaryIndexes } from '../src/seed/lease-files.ts';
import { HOUR, office } from './support/auth.ts';
import { createGpsTestApi, DEVICES, FILES } from './support/gps.ts';

const { api, call, get } = await createGpsTestApi();

/** Every device, as the list answers them. */
const everyDevice = async () => (await get<GpsDevicePage>('/gps?limit=100')).data;

const report = (key: string | undefined, body: unknown) =>
  api.app.inject({
    method: 'POST',
    url: '/api/main/gps/locations',
    remoteAddress: office,
    headers: key === undefined ? {} : { 'x-device-key': key },
    payload: body as object,
  });

/** The status and message of an error answer; a validation error's message names the field, then says this. */
const errorOf = (response: { statusCode: number; json: () => unknown }) => ({
  status: response.statusCode,
  message: (response.json() as { message: string }).message.replace(
    /^What was sent is not valid: [\w.]+: /,
    '',
  ),
});

describe('the lists', () => {
  it('pages every device in GPS-number order, counted', async () => {
    const first = await get<GpsDevicePage>('/gps?skip=0&limit=20&filter=all');
    expect(first.count).toBe(DEVICES);
    expect(first.data.map((device) => device.gpsNo)).toEqual(
      Array.from({ length: 20 }, (_, n) => demoGpsNo(n)),
    );
    const third = await get<GpsDevicePage>('/gps?skip=40&limit=20');
    expect(third.data.map((device) => device.gpsNo)).toEqual(
      Array.from({ length: 20 }, (_, n) => demoGpsNo(40 + n)),
    );
  });

  /** The devices each list should hold, from the whole list. */
  const expected: Record<string, (device: GpsDevice) => boolean> = {
    'filter=all': () => true,
    'filter=linked': (device) => Boolean(device.fileNo),
    'filter=test': (device) => device.tags.includes('test'),
    'filter=linked&tag=fleet': (device) => Boolean(device.fileNo) && device.tags.includes('fleet'),
    'filter=all&tag=low-battery': (device) => device.tags.includes('low-battery'),
    'filter=test&tag=low-battery': (device) =>
      device.tags.includes('test') && device.tags.includes('low-battery'),
  };

  it.each(Object.keys(expected))(
    '%s holds the devices it names, and counts them (also after links and tags change)',
    async (query) => {
      const check = async () => {
        const all = await everyDevice();
        const page = await get<GpsDevicePage>(`/gps?limit=100&${query}`);
        const want = all.filter(expected[query]!).map((device) => device.gpsNo);
        expect(page.data.map((device) => device.gpsNo)).toEqual(want);
        expect(page.count).toBe(want.length);
        // A page past the end still counts the list.
        expect(await get<GpsDevicePage>(`/gps?skip=100000&limit=20&${query}`)).toEqual({
          count: want.length,
          data: [],
        });
      };
      await check();
      // Tag an unlinked device then link it, unlink a tagged device (its tags stay), untag another:
      // the lists by tag and the kept counts follow.
      const all = await everyDevice();
      const unlinked = all.find((device) => !device.fileNo)!;
      const [linked, other] = all.filter((device) => device.fileNo);
      for (const tag of ['fleet', 'low-battery', 'test'])
        expect((await call('POST', `/gps/id/${unlinked.id}/tag/${tag}`)).statusCode).toBe(200);
      expect((await call('PUT', `/gps/gps-no/${unlinked.gpsNo}/file-no/${demoFileNo(3)}`)).statusCode).toBe(
        200,
      );
      expect((await call('POST', `/gps/id/${linked!.id}/tag/fleet`)).statusCode).toBe(200);
      expect((await call('DELETE', `/gps/gps-no/${linked!.gpsNo}`)).statusCode).toBe(200);
      expect((await call('DELETE', `/gps/id/${other!.id}/tag/fleet`)).statusCode).toBe(200);
      await check();
    },
  );

  it('finds devices by GPS number, file number or name, in every list', async () => {
    const all = await everyDevice();
    const linked = all.find((device) => device.fileNo)!;
    const byNumber = await get<GpsDevicePage>(
      `/gps/search?param=${linked.gpsNo.toLowerCase()}&skip=0&limit=20&filter=all`,
    );
    expect(byNumber).toMatchObject({ count: 1, data: [{ gpsNo: linked.gpsNo }] });
    const byFile = await get<GpsDevicePage>(`/gps/search?param=${linked.fileNo}&filter=linked`);
    expect(byFile.data.map((device) => device.gpsNo)).toEqual(
      all.filter((device) => device.fileNo?.startsWith(linked.fileNo!)).map((device) => device.gpsNo),
    );
    const byName = await get<GpsDevicePage>('/gps/search?param=geotab%20go9&filter=all');
    expect(byName.count).toBe(all.filter((device) => device.name === 'Geotab GO9').length);
    expect(byName.count).toBeGreaterThan(0);
    // By the last digits of its number; by its start.
    const digits = linked.gpsNo.slice(-4);
    expect(
      (await get<GpsDevicePage>(`/gps/search?param=${digits}`)).data.map((device) => device.gpsNo),
    ).toContain(linked.gpsNo);
    expect((await get<GpsDevicePage>('/gps/search?param=gps-10001&limit=100')).count).toBe(
      all.filter((device) => device.gpsNo.startsWith('GPS-10001')).length,
    );
    // LIKE's own characters match themselves.
    expect((await get<GpsDevicePage>('/gps/search?param=%25')).count).toBe(0);
  });

  it('answers each linked device with its vehicle, lease and customer from the file', async () => {
    const linked = (await everyDevice()).find((device) => device.fileNo)!;
    const [file] = await api.db.select().from(leaseFiles).where(eq(leaseFiles.fileNo, linked.fileNo!));
    const groups = file!.groups as unknown as {
      vehicle: { year: number; make: string; model: string; vin: string };
      lessee: { address: string; city: string; postalCode: string };
    };
    const { vehicle, lessee } = groups;
    // The list: the vehicle as the file's search result says it, the customer's name.
    expect(linked).toMatchObject({
      vehicle: {
        name: file!.summary.vehicleInfo,
        make: vehicle.make,
        model: vehicle.model,
        vin: vehicle.vin,
      },
      lease: { startDate: file!.deliveryDate!.toISOString().slice(0, 10) },
      customer: { name: file!.name },
    });
    // The device: its year and the customer's address too.
    expect(await get<GpsDevice>(`/gps/id/${linked.id}`)).toMatchObject({
      vehicle: {
        name: `${vehicle.year} ${vehicle.make} ${vehicle.model}`,
        year: vehicle.year,
        vin: vehicle.vin,
      },
      customer: { name: file!.name, address: lessee.address, city: lessee.city, postal: lessee.postalCode },
    });
    const unlinked = (await everyDevice()).find((device) => !device.fileNo)!;
    expect(unlinked).not.toHaveProperty('vehicle');
    expect(unlinked.problems).toEqual([]);
  });
});

describe('the flagged list (GET /gps/problematic-gps)', () => {
  it('holds exactly the linked devices the domain flags, each with its reasons, also by tag and search', async () => {
    // A linked device reports from Seattle.
    const abroad = (await everyDevice()).find((device) => device.fileNo && device.problems.length === 0)!;
    const number = Number(abroad.gpsNo.slice('GPS-'.length)) - 100_001;
    const seattle = { createdAt: api.clock.now().toISOString(), coordinates: { lat: 47.61, lng: -122.33 } };
    expect((await report(demoDeviceKey(number), { locations: [seattle] })).statusCode).toBe(201);
    // Another one's file was terminated last week.
    const ended = (await everyDevice()).find((device) => device.fileNo && device.problems.length === 0)!;
    await api.db
      .update(leaseFiles)
      .set({ isTerminated: true, terminationDate: new Date(api.clock.now().getTime() - 7 * 24 * HOUR) })
      .where(eq(leaseFiles.fileNo, ended.fileNo!));
    const all = await everyDevice();
    const flagged = all.filter((device) => device.problems.length > 0);
    expect(all.find((device) => device.id === abroad.id)!.problems).toEqual(['outsideCanada']);
    expect(all.find((device) => device.id === ended.id)!.problems).toContain('leaseEnded');
    for (const reason of ['silent', 'outsideCanada', 'leaseEnded'] as const)
      expect(
        flagged.some((device) => device.problems.includes(reason)),
        reason,
      ).toBe(true);
    const page = await get<GpsDevicePage>('/gps/problematic-gps?param=&skip=0&limit=100');
    expect(page.data.map((device) => device.gpsNo)).toEqual(flagged.map((device) => device.gpsNo));
    expect(page.count).toBe(flagged.length);
    const recovery = await get<GpsDevicePage>('/gps/problematic-gps?limit=100&tag=recovery');
    expect(recovery.data.map((device) => device.gpsNo)).toEqual(
      flagged.filter((device) => device.tags.includes('recovery')).map((device) => device.gpsNo),
    );
    const one = flagged[0]!;
    expect((await get<GpsDevicePage>(`/gps/problematic-gps?param=${one.gpsNo}`)).data).toEqual([one]);
  });

  it('follows the clock: a device turns silent 48 hours after its last position', async () => {
    const before = (await get<GpsDevicePage>('/gps/problematic-gps?limit=100')).count;
    // The same devices, their tracks 49 hours older.
    await replaceDemoGps(api.db, DEVICES, FILES, new Date(api.clock.now().getTime() - 49 * HOUR));
    const after = await get<GpsDevicePage>('/gps/problematic-gps?limit=100');
    expect(after.count).toBe((await everyDevice()).filter((device) => device.fileNo).length);
    expect(after.count).toBeGreaterThan(before);
    expect(after.data.every((device) => device.problems.includes('silent'))).toBe(true);
  });

  it('keeps each linked device’s lease end from its file, as the domain reads it, as the file changes', async () => {
    const files = await api.db.select().from(leaseFiles);
    const endOf = (fileNo: string) => {
      const file = files.find((each) => each.fileNo === fileNo)!;
      return leaseEndDay({
        ...file.groups,
        isTerminated: file.isTerminated,
        terminationDate: file.terminationDate?.toISOString(),
      });
    };
    const rows = await api.db.select().from(gpsDevices);
    for (const row of rows)
      expect(row.leaseEndDay ?? undefined, row.gpsNo).toBe(row.fileNo ? endOf(row.fileNo) : undefined);

    // A file terminated last week: its device is flagged.
    const device = (await everyDevice()).find(
      (each) => each.fileNo && !each.problems.includes('leaseEnded'),
    )!;
    const lastWeek = new Date(api.clock.now().getTime() - 7 * 24 * HOUR);
    await api.db
      .update(leaseFiles)
      .set({ isTerminated: true, terminationDate: lastWeek })
      .where(eq(leaseFiles.fileNo, device.fileNo!));
    const changed = await get<GpsDevice>(`/gps/id/${device.id}`);
    expect(changed.lease?.endDate).toBe(lastWeek.toISOString().slice(0, 10));
    expect(changed.problems).toContain('leaseEnded');
    expect(gpsProblems({ ...changed, leaseEndDay: changed.lease?.endDate }, api.clock.now())).toEqual(
      changed.problems,
    );

    // A renumbered file keeps its devices; a deleted one unlinks them.
    await api.db
      .update(leaseFiles)
      .set({ fileNo: 'RENUMBERED-1' })
      .where(eq(leaseFiles.fileNo, device.fileNo!));
    expect((await get<GpsDevice>(`/gps/id/${device.id}`)).fileNo).toBe('RENUMBERED-1');
    expect(
      (await get<GpsDevicePage>('/gps/search?param=RENUMBERED-1')).data.map((each) => each.id),
    ).toContain(device.id);
    await api.db
      .update(leaseFiles)
      .set({ fileNo: device.fileNo! })
      .where(eq(leaseFiles.fileNo, 'RENUMBERED-1'));
  });
});

describe('a device', () => {
  it('answers with its track, oldest first, ending at its last position', async () => {
    const [listed] = (await get<GpsDevicePage>('/gps?limit=1')).data;
    const device = await get<GpsDevice>(`/gps/id/${listed!.id}`);
    expect(device.locations).toHaveLength(TRACK_POINTS);
    const times = device.locations.map((location) => location.createdAt);
    expect(times).toEqual([...times].sort());
    expect(device.locations.at(-1)).toEqual(listed!.locations[0]);
    expect(device.lastPositionAt).toBe(times.at(-1));
  });

  it.each([
    ['an id no device has', '00000000-0000-4000-8000-000000000000'],
    ['not an id', 'GPS-100001'],
  ])('is not found by %s', async (_, id) => {
    expect(errorOf(await call('GET', `/gps/id/${id}`))).toEqual({
      status: 404,
      message: gpsMessage('gps.notFound'),
    });
  });
});

describe('linking and unlinking', () => {
  it('links a device to a file, and unlinks it, answering the device as it then is', async () => {
    const gpsNo = demoGpsNo(0);
    const linked = await call('PUT', `/gps/gps-no/${gpsNo}/file-no/${demoFileNo(5)}`);
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json<GpsDevice>()).toMatchObject({
      gpsNo,
      fileNo: demoFileNo(5),
      vehicle: expect.any(Object),
    });
    const unlinked = await call('DELETE', `/gps/gps-no/${gpsNo}`);
    expect(unlinked.statusCode).toBe(200);
    expect(unlinked.json<{ unlinkedGps: GpsDevice }>().unlinkedGps).toMatchObject({
      gpsNo,
      fileNo: null,
      problems: [],
    });
    expect(unlinked.json<{ unlinkedGps: GpsDevice }>().unlinkedGps).not.toHaveProperty('vehicle');
  });

  it.each<[string, 'PUT' | 'DELETE', string, number, string]>([
    [
      'a file that does not exist',
      'PUT',
      `/gps/gps-no/${demoGpsNo(0)}/file-no/9999999`,
      404,
      gpsMessage('gps.fileNo.notFound', { fileNo: '9999999' }),
    ],
    [
      'a device that does not exist',
      'PUT',
      `/gps/gps-no/GPS-999/file-no/${demoFileNo(1)}`,
      404,
      gpsMessage('gps.gpsNo.notFound', { gpsNo: 'GPS-999' }),
    ],
    [
      'unlinking a device that does not exist',
      'DELETE',
      '/gps/gps-no/GPS-999',
      404,
      gpsMessage('gps.gpsNo.notFound', { gpsNo: 'GPS-999' }),
    ],
    [
      'a GPS number with a space',
      'PUT',
      `/gps/gps-no/GPS%20100001/file-no/${demoFileNo(1)}`,
      400,
      gpsMessage('gps.gpsNo.invalid'),
    ],
  ])('refuses %s, changing nothing', async (_, method, path, status, text) => {
    const before = await api.db.select().from(gpsDevices).orderBy(gpsDevices.gpsNo);
    expect(errorOf(await call(method, path))).toEqual({ status, message: text });
    expect(await api.db.select().from(gpsDevices).orderBy(gpsDevices.gpsNo)).toEqual(before);
  });

  it('says a file that does not exist on the file number’s field', async () => {
    const response = await call('PUT', `/gps/gps-no/${demoGpsNo(0)}/file-no/9999999`);
    const text = gpsMessage('gps.fileNo.notFound', { fileNo: '9999999' });
    expect(response.json()).toMatchObject({ statusCode: 404, message: text, fieldErrors: { fileNo: text } });
  });
});

describe('tags', () => {
  it('lists the tags, the test tag among them', async () => {
    expect(await get('/gps/tags')).toEqual([
      { label: 'Fleet', value: 'fleet' },
      { label: 'Low battery', value: 'low-battery' },
      { label: 'Recovery', value: 'recovery' },
      { label: 'Tampered', value: 'tampered' },
      { label: 'Test', value: 'test' },
    ]);
  });

  it('puts a tag on a device once, and takes it off', async () => {
    const [device] = (await get<GpsDevicePage>('/gps?limit=1')).data;
    const path = `/gps/id/${device!.id}/tag/tampered`;
    for (let time = 0; time < 2; time += 1) {
      const added = await call('POST', path);
      expect(added.statusCode).toBe(200);
      expect(added.json<GpsDevice>().tags.filter((tag) => tag === 'tampered')).toEqual(['tampered']);
    }
    const removed = await call('DELETE', path);
    expect(removed.json<GpsDevice>().tags).not.toContain('tampered');
  });

  it.each<[string, string, number, string]>([
    ['a tag that does not exist', 'stolen', 404, gpsMessage('gps.tag.notFound', { tag: 'stolen' })],
    ['a tag that cannot be one', 'Not%20A%20Tag', 400, gpsMessage('gps.tag.invalid')],
  ])('refuses %s', async (_, tag, status, text) => {
    const [device] = (await get<GpsDevicePage>('/gps?limit=1')).data;
    expect(errorOf(await call('POST', `/gps/id/${device!.id}/tag/${tag}`))).toEqual({
      status,
      message: text,
    });
  });

  it('refuses a tag on a device that does not exist', async () => {
    expect(errorOf(await call('POST', '/gps/id/00000000-0000-4000-8000-000000000000/tag/test'))).toEqual({
      status: 404,
      message: gpsMessage('gps.notFound'),
    });
  });
});

describe('bad list queries', () => {
  it.each<[string, string]>([
    ['/gps?limit=0', gpsMessage('gps.query.limit', { max: 100 })],
    ['/gps?limit=101', gpsMessage('gps.query.limit', { max: 100 })],
    ['/gps?skip=-1', gpsMessage('gps.query.wholeNumber')],
    ['/gps?filter=stolen', gpsMessage('gps.query.filter')],
    ['/gps?tag=Not%20a%20tag', gpsMessage('gps.tag.invalid')],
    [`/gps/search?param=${'x'.repeat(101)}`, gpsMessage('gps.query.paramTooLong', { max: 100 })],
  ])('%s → 400', async (path, text) => {
    expect(errorOf(await call('GET', path))).toEqual({ status: 400, message: text });
  });
});

describe('devices report their positions (POST /gps/locations)', () => {
  const now = () => api.clock.now().getTime();
  const at = (minutesAgo: number) => new Date(now() - minutesAgo * 60_000).toISOString();
  const key = demoDeviceKey(7);
  const positionsOf = async (gpsNo: string) =>
    (
      await api.db
        .select({ at: gpsPositions.at })
        .from(gpsPositions)
        .innerJoin(gpsDevices, eq(gpsDevices.id, gpsPositions.deviceId))
        .where(eq(gpsDevices.gpsNo, gpsNo))
    ).length;

  it('stores a batch once, moves the device to its newest position, and judges it in or outside Canada', async () => {
    const batch = {
      locations: [
        { createdAt: at(2), coordinates: { lat: 49.2, lng: -123.0 }, speed: 50, heading: 10 },
        { createdAt: at(1), coordinates: { lat: 48.9, lng: -122.7 } },
        { createdAt: at(0), coordinates: { lat: 47.61, lng: -122.33 }, speed: 90 },
      ],
    };
    const first = await report(key, batch);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<GpsReportResult>()).toEqual({ gpsNo: demoGpsNo(7), stored: 3, duplicates: 0 });
    // Sent again (an answer lost): nothing new.
    expect((await report(key, batch)).json<GpsReportResult>()).toEqual({
      gpsNo: demoGpsNo(7),
      stored: 0,
      duplicates: 3,
    });
    expect(await positionsOf(demoGpsNo(7))).toBe(TRACK_POINTS + 3);

    const [listed] = (await get<GpsDevicePage>(`/gps/search?param=${demoGpsNo(7)}`)).data;
    expect(listed!.locations).toEqual([{ createdAt: at(0), coordinates: { lat: 47.61, lng: -122.33 } }]);
    expect(listed!.lastPositionAt).toBe(at(0));
    if (listed!.fileNo) expect(listed!.problems).toContain('outsideCanada');

    // An older position sent late is kept in the track but does not move the device back.
    expect(
      (await report(key, { locations: [{ createdAt: at(30), coordinates: { lat: 45.5, lng: -73.6 } }] }))
        .statusCode,
    ).toBe(201);
    expect((await get<GpsDevice>(`/gps/id/${listed!.id}`)).lastPositionAt).toBe(at(0));
  });

  it('takes 500 positions in one batch', async () => {
    const locations = Array.from({ length: 500 }, (_, index) => ({
      createdAt: new Date(now() - (500 - index) * 1000).toISOString(),
      coordinates: { lat: 45 + index / 1000, lng: -75 },
    }));
    const response = await report(key, { locations });
    expect(response.json<GpsReportResult>()).toMatchObject({ stored: 500, duplicates: 0 });
  });

  it.each<[string, string | undefined, unknown, number, string]>([
    ['no key', undefined, { locations: [] }, 401, gpsMessage('gps.report.keyMissing')],
    ['a wrong key', 'not-the-key', { locations: [] }, 401, gpsMessage('gps.report.keyInvalid')],
    ['a key far too long', 'k'.repeat(5000), { locations: [] }, 401, gpsMessage('gps.report.keyInvalid')],
    ['no positions', key, { locations: [] }, 400, gpsMessage('gps.report.empty')],
    [
      'too many positions',
      key,
      {
        locations: Array.from({ length: MAX_GPS_BATCH + 1 }, () => ({
          createdAt: '2026-03-02T13:00:00.000Z',
          coordinates: { lat: 45, lng: -75 },
        })),
      },
      400,
      gpsMessage('gps.report.tooMany', { max: MAX_GPS_BATCH }),
    ],
    [
      'a latitude of 91',
      key,
      {
        locations: [
          { createdAt: '2026-03-02T13:00:00.000Z', coordinates: { lat: 45, lng: -75 } },
          { createdAt: '2026-03-02T13:01:00.000Z', coordinates: { lat: 91, lng: -75 } },
        ],
      },
      400,
      gpsMessage('gps.report.latitude'),
    ],
    [
      'a longitude of 200',
      key,
      { locations: [{ createdAt: '2026-03-02T13:00:00.000Z', coordinates: { lat: 45, lng: 200 } }] },
      400,
      gpsMessage('gps.report.longitude'),
    ],
    [
      'a position an hour from now',
      key,
      {
        locations: [
          { createdAt: '2026-03-02T13:00:00.000Z', coordinates: { lat: 45, lng: -75 } },
          { createdAt: '2026-03-02T15:00:00.000Z', coordinates: { lat: 45, lng: -75 } },
        ],
      },
      400,
      gpsMessage('gps.report.future', { at: '2026-03-02T15:00:00.000Z' }),
    ],
    [
      'a position from 1970',
      key,
      { locations: [{ createdAt: '1970-01-01T00:00:00.000Z', coordinates: { lat: 45, lng: -75 } }] },
      400,
      gpsMessage('gps.report.tooOld', { at: '1970-01-01T00:00:00.000Z' }),
    ],
    [
      'a time that is not one',
      key,
      { locations: [{ createdAt: 'yesterday', coordinates: { lat: 45, lng: -75 } }] },
      400,
      message('validation.date'),
    ],
  ])('refuses %s, storing nothing of the batch', async (_, deviceKey, body, status, text) => {
    const before = await positionsOf(demoGpsNo(7));
    const [device] = await api.db
      .select()
      .from(gpsDevices)
      .where(eq(gpsDevices.gpsNo, demoGpsNo(7)));
    const response = await report(deviceKey, body);
    expect(errorOf(response)).toEqual({ status, message: text });
    expect(await positionsOf(demoGpsNo(7))).toBe(before);
    expect(
      (
        await api.db
          .select()
          .from(gpsDevices)
          .where(eq(gpsDevices.gpsNo, demoGpsNo(7)))
      )[0],
    ).toEqual(device);
  });

  it('never answers a hostile report with a 5xx', async () => {
    const value = fc.oneof(
      fc.double(),
      fc.string(),
      fc.constant(null),
      fc.integer(),
      fc.constantFrom(1e308, -1e308, Number.MAX_SAFE_INTEGER * 1024),
    );
    const location = fc.record(
      {
        createdAt: fc.oneof(
          fc.string(),
          fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
        ),
        coordinates: fc.oneof(fc.record({ lat: value, lng: value }), value),
        speed: value,
        heading: value,
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(fc.array(location, { maxLength: 5 }), async (locations) => {
        const response = await report(key, { locations });
        expect(response.statusCode).toBeLessThan(500);
      }),
      { seed: 20_261_127, numRuns: 60 },
    );
  });
});

describe('the seed', () => {
  it('keeps the file-number index that devices link through when a bulk load drops the others', async () => {
    const names = (await secondaryIndexes(api.db, 'lease_files')).map((index) => index.name);
    expect(names).not.toContain('lease_files_file_no_unique');
    expect(names).toContain('lease_files_dealer_no_idx');
  });

  it('writes the same devices for the same sizes, some linked, some tagged, some flagged', async () => {
    const first = await everyDevice();
    await replaceDemoGps(api.db, DEVICES, FILES, api.clock.now());
    expect(await everyDevice()).toEqual(first);
    expect(first.filter((device) => device.fileNo).length).toBeGreaterThan(DEVICES / 2);
    expect(first.some((device) => device.tags.includes('test'))).toBe(true);
    expect(first.some((device) => device.problems.length > 0)).toBe(true);
  });
});
