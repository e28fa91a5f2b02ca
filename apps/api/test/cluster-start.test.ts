import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { migrateDatabase, migrationsFolder } from '../src/db/migrate.ts';
import { gpsDevices, leaseFiles, leaseQuotes, makes } from '../src/db/schema.ts';
import { loadEnv } from '../src/env.ts';
import { curatedMakes } from '../src/seed/makes.ts';
import { DEMO_FILES, DEMO_GPS, DEMO_QUOTES, seedIfEmpty } from '../src/seed/index.ts';
import { createServer, type Server } from '../src/server.ts';
import { provisionTestDatabase, type TestDatabaseTarget } from './support/database.ts';

// Two nodes are two servers, each with its own pool, on one PostgreSQL database. PGlite belongs to
// one process, so no second node can start on it: this runs on PostgreSQL only.
const onServer = loadEnv().database.url !== undefined;

describe.skipIf(!onServer)('two nodes starting together on a brand-new database (PostgreSQL)', () => {
  let target: TestDatabaseTarget;
  let servers: Server[] = [];

  beforeAll(async () => {
    target = await provisionTestDatabase();
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
    await target.dispose();
  });

  it('migrate once and seed the demo data once, and both answer', { timeout: 180_000 }, async () => {
    const start = (node: string) =>
      createServer({ database: target.options, buildId: node, seedDemoData: true });
    // Both start at the same instant: neither fails.
    const started = await Promise.allSettled([start('node-a'), start('node-b')]);
    servers = started.flatMap((each) => (each.status === 'fulfilled' ? [each.value] : []));
    expect(started.filter((each) => each.status === 'rejected')).toEqual([]);
    const { db } = servers[0]!;

    // drizzle's table holds each migration once.
    const journal = JSON.parse(await readFile(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    const applied = (await db.execute(
      sql`select hash, count(*)::int as times from drizzle.__drizzle_migrations group by hash`,
    )) as unknown as { rows: { hash: string; times: number }[] };
    expect(applied.rows).toHaveLength(journal.entries.length);
    expect(applied.rows.filter((row) => row.times !== 1)).toEqual([]);

    // The demo data is there once: not twice, not half.
    const rows = async (table: typeof makes | typeof leaseFiles | typeof leaseQuotes | typeof gpsDevices) =>
      (await db.select({ n: count() }).from(table))[0]!.n;
    expect({
      makes: await rows(makes),
      quotes: await rows(leaseQuotes),
      files: await rows(leaseFiles),
      gps: await rows(gpsDevices),
    }).toEqual({ makes: curatedMakes.length, quotes: DEMO_QUOTES, files: DEMO_FILES, gps: DEMO_GPS });

    for (const [index, server] of servers.entries()) {
      const response = await server.app.inject({ method: 'GET', url: '/api/main/makes' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toHaveLength(curatedMakes.length);
      expect((await server.app.inject({ method: 'GET', url: '/api/main/versions' })).json()).toEqual({
        frontEnd: index === 0 ? 'node-a' : 'node-b',
      });
    }
  });

  it(
    'seed the demo data once when both find the database empty at the same instant',
    { timeout: 180_000 },
    async () => {
      const fresh = await provisionTestDatabase();
      const nodes = [await openDatabase(fresh.options), await openDatabase(fresh.options)];
      try {
        await migrateDatabase(nodes[0]!);
        const seeded = await Promise.all(nodes.map((node) => seedIfEmpty(node.db)));
        // One node wrote the demo data; the other waited for it and wrote nothing.
        expect(seeded.filter((summary) => summary !== undefined)).toEqual([
          expect.objectContaining({ makes: curatedMakes.length, quotes: DEMO_QUOTES, files: DEMO_FILES }),
        ]);
      } finally {
        await Promise.all(nodes.map((node) => node.close()));
        await fresh.dispose();
      }
    },
  );
});
