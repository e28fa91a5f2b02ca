// The GPS lists attacked from outside (issue 15): page bounds written into the SQL as literals
// (`pageBounds`), a page and its count from one statement, and each tag row's `linked` state kept
// from its device by triggers (migration 0032), checked against a from-scratch computation.
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { GPS_PAGE_MAX, gpsMessage, type GpsDevicePage } from '@sfi/domain';
import { openDatabase, type Db } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { loadEnv } from '../src/env.ts';
import { demoGpsNo, replaceDemoGps } from '../src/seed/gps.ts';
import { demoFileNo, replaceDemoLeaseFiles } from '../src/seed/lease-files.ts';
import { office } from './support/auth.ts';
import { migrateBefore, provisionTestDatabase } from './support/database.ts';
import { createGpsTestApi, DEVICES, FILES } from './support/gps.ts';

const { api, audiences, call, get } = await createGpsTestApi();

const rowsIn = async <Row>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
const rows = <Row>(query: ReturnType<typeof sql>) => rowsIn<Row>(api.db, query);

const lists = ['/gps', '/gps/search', '/gps/problematic-gps'];

describe('page bounds', () => {
  const skipMessage = gpsMessage('gps.query.wholeNumber');
  const limitMessage = gpsMessage('gps.query.limit', { max: GPS_PAGE_MAX });

  it.each([
    ['-1'],
    ['1.5'],
    ['1e20'],
    ['9007199254740993'],
    ['10000001'],
    ['Infinity'],
    ['NaN'],
    ['0;drop table gps_devices'],
    ['0 union select 1'],
    ['0)--'],
    ['%D9%A3'], // ٣, an Arabic-Indic digit
    ['%EF%BC%95'], // ５, a full-width digit
    ['1&skip=2'],
    ['true'],
    ['1n'],
  ])('refuses skip=%s with a 400 naming skip, on every list', async (skip) => {
    for (const list of lists) {
      const response = await call('GET', `${list}?skip=${skip}`);
      expect(response.statusCode, `${list} ${response.body}`).toBe(400);
      expect(response.json<{ message: string }>().message, list).toContain(skipMessage);
    }
    expect((await rows<{ n: number }>(sql`select count(*)::int as n from gps_devices`))[0]?.n).toBe(DEVICES);
  });

  it.each([
    ['0'],
    ['-1'],
    ['1.5'],
    ['1e3'],
    [''],
    ['101'],
    ['0x1000'],
    ['1;select pg_sleep(5)'],
    ['1&limit=2'],
  ])('refuses limit=%s with a 400 naming limit, on every list', async (limit) => {
    for (const list of lists) {
      const response = await call('GET', `${list}?limit=${limit}`);
      expect(response.statusCode, `${list} ${response.body}`).toBe(400);
      expect(response.json<{ message: string }>().message, list).toContain(limitMessage);
    }
  });

  it.each([
    ['skip=', 0],
    ['skip=%20', 0],
    ['skip=%205%20', 5],
    ['skip=5.0', 5],
    ['skip=-0', 0],
    ['skip=1e1', 10],
    ['skip=0x10', 16],
  ])('reads %s as the whole number it is', async (query, skip) => {
    const all = await get<GpsDevicePage>('/gps?limit=100');
    for (const list of ['/gps', '/gps/search']) {
      const page = await get<GpsDevicePage>(`${list}?${query}&limit=3`);
      expect(page.data.map((device) => device.gpsNo)).toEqual(
        all.data.slice(skip, skip + 3).map((device) => device.gpsNo),
      );
      expect(page.count).toBe(DEVICES);
    }
  });
});

describe('tags and search words', () => {
  it.each([
    ["fleet'--"],
    ['fleet%25'],
    ['flee_'],
    ['%25'],
    ['Fleet'],
    ['FLEET'],
    ['fleet%00'],
    ['fleet%5C'],
    ['x'.repeat(41)],
    ['-fleet'],
    [''],
  ])('refuses tag=%s with a 400, on every list', async (tag) => {
    for (const list of lists) {
      const response = await call('GET', `${list}?tag=${tag}`);
      expect(response.statusCode, `${list} ${response.body}`).toBe(400);
      expect(response.json<{ message: string }>().message, list).toContain(gpsMessage('gps.tag.invalid'));
    }
  });

  it('answers a tag no device has (or that does not exist) with an empty page, counted 0', async () => {
    for (const list of [...lists, '/gps?filter=linked&', '/gps?filter=test&'])
      for (const tag of ['no-such-tag', 'x'.repeat(40)])
        expect(await get<GpsDevicePage>(`${list}${list.includes('?') ? '' : '?'}tag=${tag}`), list).toEqual({
          count: 0,
          data: [],
        });
  });

  it.each([
    ["' or 1=1 --"],
    ['%25'],
    ['_'],
    ['%5C'],
    ['%5C%25'],
    ['GPS_100001'],
    ['GPS%25'],
    ["'; drop table gps_devices; --"],
    ['%E2%80%AE'],
  ])('matches param=%s literally (LIKE’s own characters too), never a 500', async (param) => {
    for (const list of ['/gps/search', '/gps/problematic-gps']) {
      const response = await call('GET', `${list}?param=${param}`);
      expect([200, 400], `${list} ${response.body}`).toContain(response.statusCode);
      if (response.statusCode === 200)
        expect(response.json<GpsDevicePage>(), list).toEqual({ count: 0, data: [] });
    }
  });

  it('refuses a NUL byte and a search past 100 characters with a 400', async () => {
    for (const list of ['/gps/search', '/gps/problematic-gps']) {
      expect((await call('GET', `${list}?param=GPS%00`)).statusCode, list).toBe(400);
      const long = await call('GET', `${list}?param=${'a'.repeat(101)}`);
      expect(long.statusCode, list).toBe(400);
      expect(long.json<{ message: string }>().message).toContain(
        gpsMessage('gps.query.paramTooLong', { max: 100 }),
      );
      // 50 words of one character: 200 LIKE conditions, answered.
      expect((await call('GET', `${list}?param=${'a%20'.repeat(50)}`)).statusCode, list).toBe(200);
    }
  });
});

describe('a page past the end', () => {
  it.each([
    '/gps?filter=all',
    '/gps?filter=linked',
    '/gps?filter=test',
    '/gps?filter=all&tag=fleet',
    '/gps?filter=linked&tag=fleet',
    '/gps?filter=test&tag=fleet',
    '/gps/search?param=gps',
    '/gps/search?param=gps&filter=linked&tag=fleet',
    '/gps/problematic-gps?param=',
    '/gps/problematic-gps?tag=fleet',
    '/gps/problematic-gps?param=gps&tag=fleet',
  ])('%s: is empty and still counts the list', async (query) => {
    const whole = await get<GpsDevicePage>(`${query}&limit=100`);
    expect(whole.data.length).toBe(whole.count);
    for (const skip of [whole.count, whole.count + 1, 10_000_000])
      expect(await get<GpsDevicePage>(`${query}&skip=${skip}&limit=100`), `skip ${skip}`).toEqual({
        count: whole.count,
        data: [],
      });
    if (whole.count > 1)
      expect(await get<GpsDevicePage>(`${query}&skip=${whole.count - 1}&limit=100`)).toEqual({
        count: whole.count,
        data: whole.data.slice(-1),
      });
  });
});

describe('who reaches the lists', () => {
  it.each(['none', 'client', 'dealer', 'fileDealer', 'fileDealerToken', 'staffPending'] as const)(
    '%s does not',
    async (who) => {
      for (const list of [...lists, '/gps?filter=linked&tag=fleet', '/gps/tags']) {
        const response = await call('GET', list, who);
        expect([401, 403], `${list} ${response.body}`).toContain(response.statusCode);
        expect(response.body).not.toContain('GPS-');
      }
    },
  );
});

/**
 * Every tag row's `linked` is its device's state, every kept count is what counting the devices
 * from scratch gives, and each tag's linked list and count are those devices.
 */
async function expectConsistent(when: string, db = api.db) {
  const rows = <Row>(query: ReturnType<typeof sql>) => rowsIn<Row>(db, query);
  const stale = await rows<{ tag: string; gps_no: string; linked: boolean }>(sql`
    select t.tag, t.gps_no, t.linked from gps_device_tags t join gps_devices d on d.id = t.device_id
    where t.linked <> (d.file_no is not null) or t.gps_no <> d.gps_no`);
  expect(stale, `${when}: tag rows out of step with their devices`).toEqual([]);
  const kept = await rows<{ tag: string; linked: boolean; devices: number }>(sql`
    select tag, linked, devices::int as devices from gps_counts where devices <> 0 order by tag, linked`);
  const counted = await rows<{ tag: string; linked: boolean; devices: number }>(sql`
    select tag, linked, count(*)::int as devices from (
      select '' as tag, file_no is not null as linked from gps_devices
      union all
      select t.tag, d.file_no is not null from gps_device_tags t join gps_devices d on d.id = t.device_id
    ) every group by tag, linked order by tag, linked`);
  expect(kept, `${when}: gps_counts`).toEqual(counted);
  if (db !== api.db) return;
  const tags = await rows<{ value: string }>(sql`select value from gps_tags order by value`);
  for (const { value } of tags) {
    const want = await rows<{ gps_no: string }>(sql`
      select d.gps_no from gps_devices d join gps_device_tags t on t.device_id = d.id
      where t.tag = ${value} and d.file_no is not null order by d.gps_no`);
    const page = await get<GpsDevicePage>(`/gps?filter=linked&tag=${value}&limit=100`);
    expect(
      { count: page.count, gpsNos: page.data.map((device) => device.gpsNo) },
      `${when}: filter=linked&tag=${value}`,
    ).toEqual({ count: want.length, gpsNos: want.map((row) => row.gps_no) });
  }
}

describe('each tag row’s linked state', () => {
  const idOf = async (gpsNo: string) =>
    (await rows<{ id: string }>(sql`select id from gps_devices where gps_no = ${gpsNo}`))[0]!.id;
  const ok = async (method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) => {
    const response = await api.app.inject({
      method,
      url: `/api/main${path}`,
      remoteAddress: office,
      headers: await audiences.headers('staffAdmin'),
      ...(body !== undefined && { payload: body as object }),
    });
    expect(response.statusCode, `${method} ${path}: ${response.body}`).toBeLessThan(300);
  };

  it('follows linking, unlinking and relinking, tags put on before and after', async () => {
    await expectConsistent('seeded');
    const gpsNo = demoGpsNo(7);
    const id = await idOf(gpsNo);
    await ok('DELETE', `/gps/gps-no/${gpsNo}`);
    await ok('POST', `/gps/id/${id}/tag/fleet`);
    await expectConsistent('tagged while unlinked');
    await ok('PUT', `/gps/gps-no/${gpsNo}/file-no/${demoFileNo(2)}`);
    await expectConsistent('linked');
    await ok('POST', `/gps/id/${id}/tag/recovery`);
    await ok('PUT', `/gps/gps-no/${gpsNo}/file-no/${demoFileNo(3)}`);
    await expectConsistent('relinked to another file');
    await ok('DELETE', `/gps/gps-no/${gpsNo}`);
    await expectConsistent('unlinked');
    await ok('DELETE', `/gps/id/${id}/tag/fleet`);
    await ok('PUT', `/gps/gps-no/${gpsNo}/file-no/${demoFileNo(2)}`);
    await ok('DELETE', `/gps/id/${id}/tag/recovery`);
    await expectConsistent('untagged');
  });

  it('follows a file renumbered and a file deleted under linked, tagged devices', async () => {
    const [linked] = await rows<{ id: string; gps_no: string; file_no: string }>(sql`
      select id, gps_no, file_no from gps_devices where file_no is not null order by gps_no limit 1`);
    for (const tag of ['fleet', 'recovery']) await ok('POST', `/gps/id/${linked!.id}/tag/${tag}`);
    await ok('PUT', `/files/fileNo/${linked!.file_no}`, { fileNo: 'RENUMBERED-9' });
    expect(
      (await rows<{ file_no: string }>(sql`select file_no from gps_devices where id = ${linked!.id}`))[0],
    ).toEqual({ file_no: 'RENUMBERED-9' });
    await expectConsistent('file renumbered');
    await ok('DELETE', '/files/RENUMBERED-9');
    expect(
      (await rows<{ file_no: string }>(sql`select file_no from gps_devices where id = ${linked!.id}`))[0],
    ).toEqual({ file_no: null });
    await expectConsistent('file deleted');
    const [page] = [await get<GpsDevicePage>(`/gps/search?param=${linked!.gps_no}`)];
    expect(page.data[0]).toMatchObject({ fileNo: null, problems: [] });
    await replaceDemoLeaseFiles(api.db, FILES);
  });

  it('follows a device deleted with its tags, and a tag deleted from every device', async () => {
    const [linked] = await rows<{ id: string }>(sql`
      select d.id from gps_devices d where d.file_no is not null
        and exists (select 1 from gps_device_tags t where t.device_id = d.id) order by d.gps_no limit 1`);
    await api.db.execute(sql`delete from gps_devices where id = ${linked!.id}`);
    await expectConsistent('device deleted');
    await api.db.execute(sql`delete from gps_tags where value = 'fleet'`);
    await expectConsistent('tag deleted');
    await api.db.execute(
      sql`insert into gps_tags (value, label) values ('fleet', 'Fleet') on conflict do nothing`,
    );
  });

  it('follows hand-written writes: a tag row’s state set by hand, a device moved between files', async () => {
    await api.db.execute(sql`update gps_device_tags set linked = not linked`);
    await expectConsistent('linked flipped by hand');
    await api.db.execute(sql`update gps_devices set file_no = null where file_no = ${demoFileNo(1)}`);
    await api.db.execute(
      sql`update gps_devices set file_no = ${demoFileNo(1)} where file_no is null and gps_no < ${demoGpsNo(20)}`,
    );
    await expectConsistent('bulk relinked');
  });
});

describe.skipIf(loadEnv().database.url === undefined)(
  'two writers at once (skipped on PGlite, which has one connection; set DATABASE_URL)',
  () => {
    const pool = () => (api.db as unknown as { $client: pg.Pool }).$client;
    /** Waits until `n` other sessions wait for a lock. */
    const waiting = async (n: number) => {
      for (let tries = 0; tries < 200; tries += 1) {
        const [row] = await rows<{ n: number }>(
          sql`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock'`,
        );
        if (row!.n >= n) return;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error(`${n} sessions never waited for a lock`);
    };
    const pair = async () => {
      const [unlinked, linked] = await Promise.all(
        ['is null', 'is not null'].map(
          async (state) =>
            (
              await rows<{ id: string; gps_no: string }>(
                sql.raw(`select id, gps_no from gps_devices d where file_no ${state}
                  and not exists (select 1 from gps_device_tags t where t.device_id = d.id) order by gps_no limit 1`),
              )
            )[0]!,
        ),
      );
      return { unlinked: unlinked!, linked: linked! };
    };
    const tagRow = (device: { id: string; gps_no: string }): pg.QueryConfig<string[]> => ({
      text: 'insert into gps_device_tags (tag, gps_no, device_id) values ($1, $2, $3)',
      values: ['fleet', device.gps_no, device.id],
    });

    it('a tag put on while its device is linked, or unlinked, in another transaction takes its final state', async () => {
      const { unlinked, linked } = await pair();
      const tagger = await pool().connect();
      const linker = await pool().connect();
      try {
        // The tag first, its transaction still open; the link meanwhile.
        await tagger.query('begin');
        await tagger.query(tagRow(unlinked));
        const linking = linker.query('update gps_devices set file_no = $1 where id = $2', [
          demoFileNo(4),
          unlinked.id,
        ]);
        await Promise.race([waiting(1), linking]);
        await tagger.query('commit');
        await linking;
        await expectConsistent('tagged, then linked meanwhile');
        // The unlink first, its transaction still open; the tag meanwhile.
        await linker.query('begin');
        await linker.query('update gps_devices set file_no = null where id = $1', [linked.id]);
        const tagging = tagger.query(tagRow(linked));
        await Promise.race([waiting(1), tagging]);
        await linker.query('commit');
        await tagging;
        await expectConsistent('unlinked, then tagged meanwhile');
      } finally {
        tagger.release();
        linker.release();
      }
    });

    it('a tag taken off while its device is linked in another transaction is counted out once', async () => {
      const { unlinked } = await pair();
      await pool().query(tagRow(unlinked));
      const untagger = await pool().connect();
      const linker = await pool().connect();
      try {
        await untagger.query('begin');
        await untagger.query('delete from gps_device_tags where device_id = $1', [unlinked.id]);
        const linking = linker.query('update gps_devices set file_no = $1 where id = $2', [
          demoFileNo(4),
          unlinked.id,
        ]);
        await Promise.race([waiting(1), linking]);
        await untagger.query('commit');
        await linking;
        await expectConsistent('untagged, then linked meanwhile');
      } finally {
        untagger.release();
        linker.release();
      }
    });

    it('a link and an unlink at once both happen, neither a deadlock', async () => {
      const { unlinked, linked } = await pair();
      const holder = await pool().connect();
      const clients = [await pool().connect(), await pool().connect()];
      try {
        // Someone holds one of the counts both need (a slow writer): the link waits for it, the
        // unlink takes the other count first and waits too; then both go on.
        await holder.query('begin');
        await holder.query(`select * from gps_counts where tag = '' and not linked for update`);
        const link = clients[0]!.query('update gps_devices set file_no = $1 where id = $2', [
          demoFileNo(4),
          unlinked.id,
        ]);
        await waiting(1);
        const unlink = clients[1]!.query('update gps_devices set file_no = null where id = $1', [linked.id]);
        await waiting(2);
        await holder.query('commit');
        const results = await Promise.allSettled([link, unlink]);
        expect(
          results.map((result) => (result.status === 'rejected' ? String(result.reason) : 'done')),
        ).toEqual(['done', 'done']);
        await expectConsistent('linked and unlinked at once');
      } finally {
        holder.release();
        for (const client of clients) client.release();
      }
    });
  },
);

describe('migration 0033', () => {
  it('puts right the tag rows and counts a race left off', async () => {
    const target = await provisionTestDatabase();
    const database = await openDatabase(target.options);
    try {
      await migrateBefore(database, (tag) => tag === '0033_gps_tags_concurrent');
      const { db } = database;
      await replaceDemoLeaseFiles(db, FILES);
      await replaceDemoGps(db, DEVICES, FILES, api.clock.now());
      // What the races left: a linked device's tag row unlinked, counts off.
      await db.execute(sql`alter table gps_device_tags disable trigger user`);
      await db.execute(sql`update gps_device_tags t set linked = not linked
        where t.gps_no = (select min(gps_no) from gps_device_tags)`);
      await db.execute(sql`alter table gps_device_tags enable trigger user`);
      await db.execute(sql`update gps_counts set devices = devices - 1 where tag = 'fleet'`);
      await migrateDatabase(database);
      await expectConsistent('migrated', db);
    } finally {
      await database.close();
      await target.dispose();
    }
    // A new database migrated twice: a minute's room when the machine is busy.
  }, 90_000);
});
