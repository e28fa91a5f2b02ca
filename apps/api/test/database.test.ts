import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { createMake, findMake, listMakes } from '../src/db/makes.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import * as schema from '../src/db/schema.ts';

let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'sfi-pglite-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('PGlite in a data folder', () => {
  it('keeps the data after the database is closed and opened again, and migrating twice is harmless', async () => {
    // A folder whose parent does not exist yet, as on a first `pnpm start`.
    const dataDir = join(folder, 'not-yet', 'pglite');

    const first = await openDatabase({ dataDir });
    await migrateDatabase(first);
    const make = await createMake(first.db, { name: 'Toyota' });
    await first.close();

    const second = await openDatabase({ dataDir });
    try {
      await migrateDatabase(second);
      expect(await findMake(second.db, make.id)).toEqual(make);
      expect(await listMakes(second.db)).toEqual([make]);
    } finally {
      await second.close();
    }
  });
});

describe('the migrations', () => {
  it('make every table and index the schema declares', async () => {
    // 0018 once lost its statements in an edit and kept only its comments: the schema (and so
    // drizzle's snapshot) declared the search indexes, the databases had none, and every search read
    // the whole table.
    const database = await openDatabase();
    try {
      await migrateDatabase(database);
      const tables = Object.values(schema)
        .filter((value) => is(value, PgTable))
        .map((table) => getTableConfig(table));
      const found = (await database.db.execute(
        sql`select tablename as table, indexname as index from pg_indexes where schemaname = current_schema()`,
      )) as unknown as { rows: { table: string; index: string }[] };
      const made = new Set(found.rows.map((row) => `${row.table}.${row.index}`));
      const declared = tables.flatMap((table) =>
        table.indexes.map((index) => `${table.name}.${index.config.name}`),
      );
      expect(declared.length).toBeGreaterThan(20);
      expect(declared.filter((name) => !made.has(name))).toEqual([]);
      const madeTables = new Set(found.rows.map((row) => row.table));
      expect(tables.map((table) => table.name).filter((name) => !madeTables.has(name))).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
