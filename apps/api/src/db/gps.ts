import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import {
  GPS_SILENT_AFTER_MS,
  GPS_TRACK_LIMIT,
  gpsProblems,
  isInCanada,
  utcDay,
  type GpsDevice,
  type GpsDevicePage,
  type GpsFilter,
  type GpsLocation,
  type GpsReportedLocation,
  type GpsTag,
} from '@sfi/domain';
import type { Db } from './client.ts';
import { literal, pageBounds } from './patterns.ts';
import { isRowId } from './rows.ts';

/**
 * GPS devices (spec doc 2 §3, §7; issue 15): the lists (all, linked, test, by tag; searched; the
 * flagged ones), a device with its track, linking to a lease file, tags, and the positions devices
 * report. The lists read a page in GPS-number order and their counts from `gps_counts` (migration
 * 0028); every device answered carries its problems (`gpsProblems` of @sfi/domain), judged at `now`.
 */

/** A device key as the database keeps it: its SHA-256, in hex. */
export const deviceKeyHash = (key: string) => createHash('sha256').update(key, 'utf8').digest('hex');

/** What a GPS list shows: a filter, a tag, the search words, and the page. */
export interface GpsListCriteria {
  filter?: GpsFilter | undefined;
  tag?: string | undefined;
  /** The search words (GPS number, file number or name hold each), or none. */
  param?: string | undefined;
  skip: number;
  limit: number;
}

interface DeviceRow {
  id: string;
  gps_no: string;
  name: string;
  file_no: string | null;
  notes: string;
  last_at: string | null;
  last_lat: number | null;
  last_lng: number | null;
  last_in_canada: boolean | null;
  lease_end_day: string | null;
  tags: string[];
  file_name: string | null;
  file_start: string | null;
  /** The file's search result (a list's row). */
  summary?: Record<string, unknown> | null;
  /** The file's vehicle and lessee groups (one device's row). */
  vehicle?: Record<string, unknown> | null;
  lessee?: Record<string, unknown> | null;
}

const rowsOf = async <Row>(db: Db, query: SQL): Promise<Row[]> =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

const iso = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The columns of a device as it is answered, from `d` (gps_devices) and `f` (its file). */
const commonColumns = sql`d.id, d.gps_no, d.name, d.file_no, d.notes, ${iso(sql`d.last_at`)} as last_at,
  d.last_lat, d.last_lng, d.last_in_canada, d.lease_end_day,
  coalesce((select jsonb_agg(t.tag order by t.tag) from gps_device_tags t where t.device_id = d.id), '[]'::jsonb) as tags,
  f.name as file_name, to_char(f.delivery_date at time zone 'UTC', 'YYYY-MM-DD') as file_start`;

/**
 * A list's devices take their file's vehicle and customer from its search result (`summary`, a few
 * hundred bytes): its groups are kilobytes of JSON, stored compressed, which each reading of them
 * decompresses again.
 */
const listColumns = sql`${commonColumns}, f.summary as summary`;

/** One device (its detail, the answer of a change) reads its file's groups: the customer's address too. */
const detailColumns = sql`${commonColumns},
  case when jsonb_typeof(f.groups -> 'vehicle') = 'object' then f.groups -> 'vehicle' end as vehicle,
  case when jsonb_typeof(f.groups -> 'lessee') = 'object' then f.groups -> 'lessee' end as lessee`;

/** The file of each device in `d`, by its index (LATERAL, kept from being flattened into a hash join). */
const fileOf = sql`left join lateral (select * from lease_files where file_no = d.file_no limit 1) f on true`;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** A device as the wire has it, its problems judged at `now`. */
function deviceOf(row: DeviceRow, now: Date, locations?: GpsLocation[]): GpsDevice {
  const last: GpsLocation[] =
    row.last_at !== null && row.last_lat !== null && row.last_lng !== null
      ? [{ coordinates: { lat: row.last_lat, lng: row.last_lng }, createdAt: row.last_at }]
      : [];
  const linked = row.file_no !== null;
  const summary = row.summary ?? undefined;
  const vehicle = row.vehicle ?? {};
  const lessee = row.lessee ?? {};
  const year = Number(vehicle['year']);
  const make = text(summary ? summary['make'] : vehicle['make']);
  const model = text(summary ? summary['model'] : vehicle['model']);
  const vin = text(summary ? summary['vinNo'] : vehicle['vin']);
  const vehicleName = summary
    ? text(summary['vehicleInfo'])
    : [Number.isInteger(year) && year > 0 ? String(year) : undefined, make, model].filter(Boolean).join(' ');
  return {
    id: row.id,
    gpsNo: row.gps_no,
    name: row.name,
    fileNo: row.file_no,
    locations: locations ?? last,
    tags: row.tags,
    notes: row.notes,
    lastPositionAt: row.last_at,
    problems: gpsProblems(
      {
        fileNo: row.file_no,
        lastPositionAt: row.last_at,
        lastPositionInCanada: row.last_in_canada,
        leaseEndDay: row.lease_end_day,
      },
      now,
    ),
    ...(linked && {
      vehicle: {
        ...(vehicleName && { name: vehicleName }),
        ...(make && { make }),
        ...(model && { model }),
        ...(Number.isInteger(year) && year > 0 && { year }),
        ...(vin && { vin }),
      },
      lease: {
        ...(row.file_start && { startDate: row.file_start }),
        ...(row.lease_end_day && { endDate: row.lease_end_day }),
      },
      customer: {
        ...(text(row.file_name) && { name: text(row.file_name) }),
        ...(text(lessee['address']) && { address: text(lessee['address']) }),
        ...(text(lessee['city']) && { city: text(lessee['city']) }),
        ...(text(lessee['postalCode']) && { postal: text(lessee['postalCode']) }),
      },
    }),
  };
}

/**
 * The devices one search word finds: a GPS number by its start (`GPS-1500`) or its end (its last
 * digits, `50001`), a lease file by the start of its number, a device by any part of its name. Each
 * is an index of its own (migration 0028), read together.
 */
function wordCondition(word: string): SQL {
  const lower = word.toLowerCase();
  return sql`(d.gps_no_key like ${`${literal(lower)}%`}
    or d.gps_no_reversed like ${`${literal([...lower].reverse().join(''))}%`}
    or d.file_no like ${`${literal(word)}%`}
    or lower(d.name) like ${`%${literal(lower)}%`})`;
}

/**
 * The flagged devices' ids and numbers (`gpsProblems` of @sfi/domain): one partial index for each
 * reason (migration 0028), read together. The same rule as the domain's, in SQL so that the list
 * pages and counts without reading every device; test/gps-problem-rule.test.ts runs the two against
 * each other, row by row.
 */
function flaggedRows(at: Date): SQL {
  const cutoff = new Date(at.getTime() - GPS_SILENT_AFTER_MS).toISOString();
  return sql`select id, gps_no from gps_devices
      where file_no is not null and (last_at is null or last_at < ${cutoff}::timestamptz)
    union select id, gps_no from gps_devices where file_no is not null and last_in_canada = false
    union select id, gps_no from gps_devices where file_no is not null and lease_end_day < ${utcDay(at)}`;
}

/** The conditions on `d` of a list's criteria and of its kind (the flagged list's reasons). */
function conditions(criteria: GpsListCriteria, flaggedAt?: Date): SQL[] {
  const where: SQL[] = [];
  if (criteria.filter === 'linked' || flaggedAt) where.push(sql`d.file_no is not null`);
  if (criteria.filter === 'test')
    where.push(sql`exists (select 1 from gps_device_tags t where t.device_id = d.id and t.tag = 'test')`);
  if (criteria.tag !== undefined)
    where.push(
      sql`exists (select 1 from gps_device_tags t where t.device_id = d.id and t.tag = ${criteria.tag})`,
    );
  for (const word of (criteria.param ?? '').split(/\s+/).filter(Boolean)) where.push(wordCondition(word));
  if (flaggedAt) where.push(sql`d.id in (select id from (${flaggedRows(flaggedAt)}) flagged)`);
  return where;
}

const whereOf = (where: SQL[]) => (where.length === 0 ? sql`` : sql`where ${sql.join(where, sql` and `)}`);

/**
 * A page of devices with their files, and how many the list holds, in one statement and one row
 * (PGlite answers one statement at a time, and reads each value of an answer on its own: a count
 * of its own waited its turn, and twenty rows of fifteen columns cost more to read than one JSON
 * text). `page` selects the page's devices; `total` counts the list, once; `common` is a WITH
 * clause both may read.
 */
async function pageAndCount(
  db: Db,
  { page, total, common = sql`` }: { page: SQL; total: SQL; common?: SQL },
  now: Date,
): Promise<GpsDevicePage> {
  const [row] = await rowsOf<{ total: string | number | null; devices: DeviceRow[] }>(
    db,
    sql`${common} select (${total}) as total,
      coalesce((select json_agg(listed order by listed.gps_no)
        from (select ${listColumns} from (${page}) d ${fileOf}) listed), '[]'::json) as devices`,
  );
  return {
    count: Number(row?.total ?? 0),
    data: (row?.devices ?? []).map((device) => deviceOf(device, now)),
  };
}

/** The page and the count of the devices matching `where`. */
function matching(where: SQL[], skip: number, limit: number): { page: SQL; total: SQL } {
  const condition = whereOf(where);
  return {
    page: sql`select * from gps_devices d ${condition} order by d.gps_no ${pageBounds(skip, limit)}`,
    total: sql`select count(*) from gps_devices d ${condition}`,
  };
}

/**
 * A page of a GPS list (`GET /gps`, `GET /gps/search`): every device, the linked ones or the test
 * ones, with a tag if one is given, holding the search words if any, in GPS-number order.
 */
export async function listGps(db: Db, criteria: GpsListCriteria, now: Date): Promise<GpsDevicePage> {
  const { skip, limit } = criteria;
  const searched = (criteria.param ?? '').trim() !== '';
  const tags = [...new Set([criteria.filter === 'test' ? 'test' : undefined, criteria.tag].filter(Boolean))];
  const linkedOnly = criteria.filter === 'linked';
  if (searched || tags.length > 1) return pageAndCount(db, matching(conditions(criteria), skip, limit), now);
  // Unsearched, with at most one tag: the page's devices in GPS-number order from an index (a tag's
  // from its rows alone, linked or not), the count kept in gps_counts.
  const tag = tags[0];
  const page =
    tag === undefined
      ? sql`select * from gps_devices d ${linkedOnly ? sql`where d.file_no is not null` : sql``}
          order by d.gps_no ${pageBounds(skip, limit)}`
      : sql`select d.* from (select t.device_id from gps_device_tags t
            where t.tag = ${tag} ${linkedOnly ? sql`and t.linked` : sql``}
            order by t.gps_no ${pageBounds(skip, limit)}) p
          join gps_devices d on d.id = p.device_id`;
  const total = sql`select coalesce(sum(devices), 0) from gps_counts
    where tag = ${tag ?? ''} ${linkedOnly ? sql`and linked` : sql``}`;
  return pageAndCount(db, { page, total }, now);
}

/**
 * A page of the flagged devices (`GET /gps/problematic-gps`): linked, and silent for 48 hours, last
 * seen outside Canada, or on a lease that ended (`gpsProblems`, judged at `now`); searched and by tag.
 */
export async function listProblematicGps(
  db: Db,
  criteria: GpsListCriteria,
  now: Date,
): Promise<GpsDevicePage> {
  const { skip, limit } = criteria;
  if ((criteria.param ?? '').trim() !== '' || criteria.tag !== undefined)
    return pageAndCount(db, matching(conditions({ ...criteria, filter: 'linked' }, now), skip, limit), now);
  // Unsearched: the flagged devices' ids and numbers from the reasons' indexes, found once, sorted
  // and counted without reading the devices; then the page's devices.
  return pageAndCount(
    db,
    {
      common: sql`with flagged as materialized (${flaggedRows(now)})`,
      page: sql`select d.* from (select id from flagged order by gps_no ${pageBounds(skip, limit)}) p
        join gps_devices d on d.id = p.id`,
      total: sql`select count(*) from flagged`,
    },
    now,
  );
}

/** The device with this id, with its latest {@link GPS_TRACK_LIMIT} positions oldest first; or undefined. */
export async function findGps(db: Db, id: string, now: Date): Promise<GpsDevice | undefined> {
  if (!isRowId(id)) return undefined;
  const [row] = await rowsOf<DeviceRow>(
    db,
    sql`select ${detailColumns} from gps_devices d ${fileOf} where d.id = ${id}`,
  );
  if (!row) return undefined;
  const track = await rowsOf<{ at: string; lat: number; lng: number }>(
    db,
    sql`select ${iso(sql`at`)} as at, lat, lng from (
      select at, lat, lng from gps_positions where device_id = ${id} order by at desc limit ${GPS_TRACK_LIMIT}
    ) latest order by at`,
  );
  return deviceOf(
    row,
    now,
    track.map((point) => ({ coordinates: { lat: point.lat, lng: point.lng }, createdAt: point.at })),
  );
}

/** The device numbered `gpsNo` (without its track), or undefined. */
async function findByGpsNo(db: Db, gpsNo: string, now: Date): Promise<GpsDevice | undefined> {
  const [row] = await rowsOf<DeviceRow>(
    db,
    sql`select ${detailColumns} from gps_devices d ${fileOf} where d.gps_no = ${gpsNo}`,
  );
  return row && deviceOf(row, now);
}

/** Why a link or a tag change could not be made. */
export type GpsChangeRefusal = 'noDevice' | 'noFile' | 'noTag';

const isForeignKeyViolation = (error: unknown): boolean => {
  for (let current = error; current instanceof Error; current = current.cause)
    if ((current as { code?: unknown }).code === '23503') return true;
  return false;
};

/** Links device `gpsNo` to lease file `fileNo` (`PUT /gps/gps-no/{gpsNo}/file-no/{fileNo}`): the device as linked. */
export async function linkGps(
  db: Db,
  gpsNo: string,
  fileNo: string,
  now: Date,
): Promise<GpsDevice | GpsChangeRefusal> {
  const [file] = await rowsOf<{ found: number }>(
    db,
    sql`select 1 as found from lease_files where file_no = ${fileNo}`,
  );
  if (!file) return 'noFile';
  try {
    const [updated] = await rowsOf<{ id: string }>(
      db,
      sql`update gps_devices set file_no = ${fileNo}, updated_at = ${now.toISOString()}::timestamptz
        where gps_no = ${gpsNo} returning id`,
    );
    if (!updated) return 'noDevice';
  } catch (error) {
    // The file was deleted between the look and the link.
    if (isForeignKeyViolation(error)) return 'noFile';
    throw error;
  }
  return (await findByGpsNo(db, gpsNo, now)) ?? 'noDevice';
}

/** Unlinks device `gpsNo` from its file (`DELETE /gps/gps-no/{gpsNo}`): the device as unlinked. */
export async function unlinkGps(db: Db, gpsNo: string, now: Date): Promise<GpsDevice | undefined> {
  const [updated] = await rowsOf<{ id: string }>(
    db,
    sql`update gps_devices set file_no = null, updated_at = ${now.toISOString()}::timestamptz
      where gps_no = ${gpsNo} returning id`,
  );
  return updated ? findByGpsNo(db, gpsNo, now) : undefined;
}

/** Every GPS tag, by label (`GET /gps/tags`). */
export async function listGpsTags(db: Db): Promise<GpsTag[]> {
  return rowsOf<GpsTag>(db, sql`select label, value from gps_tags order by lower(label), value`);
}

/** Puts tag `tag` on device `id`, or takes it off (`POST` / `DELETE /gps/id/{id}/tag/{tag}`): the device as it is then. */
export async function changeGpsTag(
  db: Db,
  id: string,
  tag: string,
  add: boolean,
  now: Date,
): Promise<GpsDevice | GpsChangeRefusal> {
  if (!isRowId(id)) return 'noDevice';
  const [known] = await rowsOf<{ found: number }>(
    db,
    sql`select 1 as found from gps_tags where value = ${tag}`,
  );
  if (!known) return 'noTag';
  const [device] = await rowsOf<{ gps_no: string }>(db, sql`select gps_no from gps_devices where id = ${id}`);
  if (!device) return 'noDevice';
  try {
    await db.execute(
      add
        ? sql`insert into gps_device_tags (tag, gps_no, device_id) values (${tag}, ${device.gps_no}, ${id})
            on conflict do nothing`
        : sql`delete from gps_device_tags where tag = ${tag} and gps_no = ${device.gps_no}`,
    );
  } catch (error) {
    // The tag or the device was deleted meanwhile.
    if (isForeignKeyViolation(error)) return 'noTag';
    throw error;
  }
  return (await findByGpsNo(db, device.gps_no, now)) ?? 'noDevice';
}

/** The device a key signs for, or undefined. */
export async function deviceForKey(db: Db, key: string): Promise<{ id: string; gpsNo: string } | undefined> {
  const [row] = await rowsOf<{ id: string; gps_no: string }>(
    db,
    sql`select id, gps_no from gps_devices where key_hash = ${deviceKeyHash(key)}`,
  );
  return row && { id: row.id, gpsNo: row.gps_no };
}

/**
 * A speed or heading as its column (`real`, single precision) can hold it: a value nearer 0 than the
 * smallest normal one is 0 (PostgreSQL refuses such a number as out of range rather than round it).
 */
const asReal = (value: number | undefined): number | null =>
  value === undefined ? null : Math.abs(value) < FLOAT4_MIN_NORMAL ? 0 : value;
const FLOAT4_MIN_NORMAL = 1.1754943508222875e-38;

/**
 * Stores a device's reported positions in one transaction (`POST /gps/locations`): those it had
 * sent before (same moment) are left as they were; the device's latest position moves to the
 * newest one reported if it is newer, judged in or outside Canada (`isInCanada`).
 */
export async function storeGpsPositions(
  db: Db,
  deviceId: string,
  locations: readonly GpsReportedLocation[],
): Promise<{ stored: number; duplicates: number }> {
  const points = locations.map((location) => ({
    at: location.createdAt,
    lat: location.coordinates.lat,
    lng: location.coordinates.lng,
    speed: asReal(location.speed),
    heading: asReal(location.heading),
  }));
  const newest = points.reduce((latest, point) =>
    Date.parse(point.at) > Date.parse(latest.at) ? point : latest,
  );
  return db.transaction(async (tx) => {
    const [inserted] = await rowsOf<{ stored: string | number }>(
      tx,
      sql`with added as (
        insert into gps_positions (device_id, at, lat, lng, speed, heading)
        select ${deviceId}::uuid, p.at, p.lat, p.lng, p.speed, p.heading
        from jsonb_to_recordset(${JSON.stringify(points)}::jsonb)
          as p(at timestamptz, lat double precision, lng double precision, speed real, heading real)
        on conflict (device_id, at) do nothing
        returning 1
      ) select count(*) as stored from added`,
    );
    await tx.execute(
      sql`update gps_devices set last_at = ${newest.at}::timestamptz, last_lat = ${newest.lat},
        last_lng = ${newest.lng}, last_in_canada = ${isInCanada(newest.lat, newest.lng)}
        where id = ${deviceId} and (last_at is null or last_at < ${newest.at}::timestamptz)`,
    );
    const stored = Number(inserted?.stored ?? 0);
    return { stored, duplicates: points.length - stored };
  });
}
