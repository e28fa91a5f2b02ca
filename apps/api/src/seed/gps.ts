import { createHash } from 'node:crypto';
import { isInCanada, leaseEndDay, utcDay } from '@sfi/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { deviceKeyHash } from '../db/gps.ts';
import { gpsDevices, gpsDeviceTags, gpsPositions } from '../db/schema.ts';
import { demoFileNo, demoLeaseFiles, insertRows } from './lease-files.ts';
import { createRandom, pick, randomInt, stableUuid } from './random.ts';

/**
 * Demo GPS devices (`pnpm seed --gps N`): deterministic, device n depending only on n and on the
 * number of seeded files. Each has a hardware name, a key (`demoDeviceKey(n)`, so a demo device can
 * report), a track of {@link TRACK_POINTS} positions five minutes apart, driving through a Canadian
 * city, and tags for some. About two in three are linked to a seeded lease file on a running lease.
 * Some are problematic, as the flagged list shows them: silent for days, last seen across the US
 * border, or linked to a file whose lease has ended. Times are relative to `now` (the seeding's
 * hour by default): the same N gives the same devices, tracks and tags, shifted in time.
 */

/** The positions of each demo device's track. */
export const TRACK_POINTS = 16;
const STEP_MS = 5 * 60 * 1000;
const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Where the demo vehicles drive: cities across Canada, by weight (latitude, longitude). */
const cities = [
  { name: 'Toronto', lat: 43.6532, lng: -79.3832, weight: 16 },
  { name: 'Montréal', lat: 45.5019, lng: -73.5674, weight: 11 },
  { name: 'Vancouver', lat: 49.2827, lng: -123.1207, weight: 8 },
  { name: 'Calgary', lat: 51.0447, lng: -114.0719, weight: 6 },
  { name: 'Edmonton', lat: 53.5461, lng: -113.4938, weight: 5 },
  { name: 'Ottawa', lat: 45.4215, lng: -75.6972, weight: 5 },
  { name: 'Mississauga', lat: 43.589, lng: -79.6441, weight: 4 },
  { name: 'Winnipeg', lat: 49.8951, lng: -97.1384, weight: 4 },
  { name: 'Québec', lat: 46.8139, lng: -71.208, weight: 4 },
  { name: 'Hamilton', lat: 43.2557, lng: -79.8711, weight: 3 },
  { name: 'Surrey', lat: 49.1913, lng: -122.849, weight: 3 },
  { name: 'Laval', lat: 45.6066, lng: -73.7124, weight: 3 },
  { name: 'Halifax', lat: 44.6488, lng: -63.5752, weight: 3 },
  { name: 'London', lat: 42.9849, lng: -81.2453, weight: 2 },
  { name: 'Vaughan', lat: 43.8361, lng: -79.4983, weight: 2 },
  { name: 'Saskatoon', lat: 52.1332, lng: -106.67, weight: 2 },
  { name: 'Regina', lat: 50.4452, lng: -104.6189, weight: 2 },
  { name: 'Kelowna', lat: 49.888, lng: -119.496, weight: 1 },
  { name: 'Richmond', lat: 49.1666, lng: -123.1336, weight: 2 },
  { name: 'Kitchener', lat: 43.4516, lng: -80.4925, weight: 2 },
  { name: 'Victoria', lat: 48.4284, lng: -123.3656, weight: 1 },
  { name: 'Moncton', lat: 46.0878, lng: -64.7782, weight: 1 },
  { name: "St. John's", lat: 47.5615, lng: -52.7126, weight: 1 },
  { name: 'Sherbrooke', lat: 45.4042, lng: -71.8929, weight: 1 },
  { name: 'Thunder Bay', lat: 48.3809, lng: -89.2477, weight: 1 },
  { name: 'Whitehorse', lat: 60.7212, lng: -135.0568, weight: 1 },
] as const;

/** Just across the border: where a vehicle taken out of Canada is last seen. */
const abroad = [
  { name: 'Seattle', lat: 47.6062, lng: -122.3321 },
  { name: 'Bellingham', lat: 48.7519, lng: -122.4787 },
  { name: 'Detroit', lat: 42.3314, lng: -83.0458 },
  { name: 'Buffalo', lat: 42.8864, lng: -78.8784 },
  { name: 'Plattsburgh', lat: 44.6995, lng: -73.4529 },
  { name: 'Great Falls', lat: 47.5053, lng: -111.3008 },
  { name: 'Minneapolis', lat: 44.9778, lng: -93.265 },
] as const;

const hardware = ['Geotab GO9', 'CalAmp LMU-2630', 'Queclink GV500', 'Teltonika FMC130', 'Spireon GoldStar'];

function weighted<T extends { weight: number }>(random: () => number, items: readonly T[]): T {
  const total = items.reduce((sum, item) => sum + item.weight, 0);
  let left = random() * total;
  for (const item of items) if ((left -= item.weight) < 0) return item;
  return items.at(-1)!;
}

/** The GPS number of demo device n: `GPS-100001` on. */
export const demoGpsNo = (number: number) => `GPS-${100_001 + number}`;

/**
 * The key demo device n reports with (its hash is what the database keeps). Public, like the demo
 * accounts' passwords: anyone who reads this formula can report for a demo device, so demo devices
 * are written only by the demo seed into the demo's database (`seedIfEmpty`, `pnpm seed`).
 */
export const demoDeviceKey = (number: number) =>
  createHash('sha256').update(`sfi-demo-gps-key:${number}`).digest('base64url');

/** What made a demo device problematic, if anything (besides a lease that ended on its own). */
export type DemoGpsTrouble = 'silent' | 'abroad' | undefined;

/** A demo device as the seed writes it. */
export interface DemoGpsDevice {
  row: typeof gpsDevices.$inferInsert;
  tags: string[];
  positions: (typeof gpsPositions.$inferInsert)[];
  trouble: DemoGpsTrouble;
}

/** Whether demo file k's lease has ended by `now`. */
function leaseEnded(fileNumber: number, now: Date): boolean {
  const [file] = demoLeaseFiles(fileNumber, fileNumber + 1);
  const fields = { ...file!.row, ...file!.row.groups } as Record<string, unknown>;
  const terminationDate = file!.row.terminationDate;
  const end = leaseEndDay({
    ...fields,
    terminationDate: terminationDate instanceof Date ? terminationDate.toISOString() : terminationDate,
  });
  return end !== undefined && end < utcDay(now);
}

/** Demo device n, over `files` seeded files, at `now`. */
export function demoGpsDevice(number: number, files: number, now: Date): DemoGpsDevice {
  const random = createRandom(51_000_000 + number);
  const id = stableUuid(`gps-device:${number}`);
  const gpsNo = demoGpsNo(number);
  const roll = random();
  const trouble: DemoGpsTrouble = roll < 0.04 ? 'silent' : roll < 0.06 ? 'abroad' : undefined;
  const isTest = random() < 0.05;

  // Two in three are on a leased vehicle: a file on a running lease, most of the time (one in
  // twenty is left on a file whose lease ended, as happens when a device is not taken back).
  let fileNo: string | null = null;
  if (files > 0 && !isTest && random() < 0.67) {
    const keepEnded = random() < 0.05;
    let candidate = randomInt(random, 0, files - 1);
    for (let tries = 0; tries < 8 && !keepEnded && leaseEnded(candidate, now); tries += 1)
      candidate = randomInt(random, 0, files - 1);
    fileNo = demoFileNo(candidate);
  }

  const tags = [
    ...(isTest ? ['test'] : []),
    ...(random() < 0.03 ? ['low-battery'] : []),
    ...(random() < 0.02 ? ['tampered'] : []),
    ...(fileNo !== null && random() < 0.04 ? ['fleet'] : []),
    ...(trouble !== undefined && fileNo !== null && random() < 0.5 ? ['recovery'] : []),
  ];

  // The track: a drive of TRACK_POINTS positions five minutes apart, ending at the last report.
  const place = trouble === 'abroad' ? pick(random, abroad) : weighted(random, cities);
  const lastAt =
    trouble === 'silent'
      ? now.getTime() - randomInt(random, 50, 24 * 20) * HOUR
      : now.getTime() - randomInt(random, 0, 40) * MINUTE;
  let lat = place.lat + (random() - 0.5) * 0.16;
  let lng = place.lng + (random() - 0.5) * 0.24;
  let heading = random() * 360;
  const points: { at: number; lat: number; lng: number; speed: number; heading: number }[] = [];
  for (let index = 0; index < TRACK_POINTS; index += 1) {
    const speed = index === 0 ? 0 : randomInt(random, 15, 70);
    heading = (heading + (random() - 0.5) * 80 + 360) % 360;
    const km = (speed * STEP_MS) / HOUR;
    const radians = (heading * Math.PI) / 180;
    lat += (km * Math.cos(radians)) / 111;
    lng += (km * Math.sin(radians)) / (111 * Math.cos((lat * Math.PI) / 180));
    points.push({
      at: lastAt - (TRACK_POINTS - 1 - index) * STEP_MS,
      lat: Math.round(lat * 1e6) / 1e6,
      lng: Math.round(lng * 1e6) / 1e6,
      speed,
      heading: Math.round(heading * 10) / 10,
    });
  }
  const last = points.at(-1)!;
  return {
    row: {
      id,
      gpsNo,
      name: pick(random, hardware),
      keyHash: deviceKeyHash(demoDeviceKey(number)),
      fileNo,
      notes:
        trouble === 'abroad'
          ? `Seen near ${place.name}.`
          : random() < 0.2
            ? pick(random, [
                'Installed under the dash.',
                'Installed behind the glovebox.',
                'Battery replaced.',
              ])
            : '',
      lastAt: new Date(last.at),
      lastLat: last.lat,
      lastLng: last.lng,
      lastInCanada: isInCanada(last.lat, last.lng),
      createdAt: new Date(lastAt - randomInt(random, 30, 900) * DAY),
      updatedAt: new Date(lastAt),
    },
    tags,
    positions: points.map((point) => ({
      deviceId: id,
      at: new Date(point.at),
      lat: point.lat,
      lng: point.lng,
      speed: point.speed,
      heading: point.heading,
    })),
    trouble,
  };
}

const INSERT_BATCH = 2_000;
/** From this many devices on, the tables are vacuumed after the seeding. */
const BULK_VACUUM = 20_000;

/**
 * Replaces every GPS device (their positions and tags) with `count` demo devices over `files`
 * seeded files, at `now`. The counts of the lists are kept by the triggers as the rows go in.
 */
export async function replaceDemoGps(
  db: Db,
  count: number,
  files: number,
  now = new Date(Math.floor(Date.now() / HOUR) * HOUR),
  onProgress?: (written: number) => void,
): Promise<void> {
  await db.execute(sql`truncate gps_positions, gps_device_tags, gps_devices, gps_counts`);
  for (let from = 0; from < count; from += INSERT_BATCH) {
    const to = Math.min(count, from + INSERT_BATCH);
    const devices = Array.from({ length: to - from }, (_, index) => demoGpsDevice(from + index, files, now));
    await insertRows(
      db,
      gpsDevices,
      devices.map((device) => device.row),
    );
    await insertRows(
      db,
      gpsPositions,
      devices.flatMap((device) => device.positions),
    );
    const tags = devices.flatMap((device) =>
      device.tags.map((tag) => ({ tag, gpsNo: device.row.gpsNo, deviceId: device.row.id! })),
    );
    if (tags.length > 0) await insertRows(db, gpsDeviceTags, tags);
    onProgress?.(to);
  }
  // A large set is vacuumed and analyzed (outside a transaction: `pnpm seed`, the bench): the name's
  // trigram index takes in its pending entries, and the lists read their indexes alone.
  if (count >= BULK_VACUUM)
    for (const table of ['gps_devices', 'gps_device_tags', 'gps_positions', 'gps_counts'])
      await db.execute(sql`vacuum analyze ${sql.identifier(table)}`);
}
