import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { loadEnv } from '../../src/env.ts';
import { openDatabase, type Database, type DatabaseOptions } from '../../src/db/client.ts';
import { migrateDatabase, migrationsFolder } from '../../src/db/migrate.ts';

/** Where a test file's data lives, and how to get rid of it. */
export interface TestDatabaseTarget {
  options: DatabaseOptions;
  dispose(): Promise<void>;
}

async function onServer(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A new, empty database for one test file: in-memory PGlite, or, when `DATABASE_URL` is set, a
 * database of its own on that PostgreSQL server (created here, dropped by `dispose`).
 */
export async function provisionTestDatabase(): Promise<TestDatabaseTarget> {
  const serverUrl = loadEnv().database.url;
  if (serverUrl === undefined) return { options: { dataDir: 'memory' }, dispose: async () => {} };

  const name = `sfi_test_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    options: { url: url.toString() },
    dispose: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

export interface TestDatabase {
  database: Database;
  /** Closes the database and disposes of it. */
  drop(): Promise<void>;
}

/** A fresh, migrated, open database for one test file (see `provisionTestDatabase`). */
export async function createTestDatabase(): Promise<TestDatabase> {
  const target = await provisionTestDatabase();
  const database = await openDatabase(target.options);
  await migrateDatabase(database);
  return {
    database,
    drop: async () => {
      await database.close();
      await target.dispose();
    },
  };
}

/**
 * Applies every migration before the first whose journal tag `stopAt` matches (from a copy of the
 * migrations folder whose journal ends there), on either driver: a database as it was before that
 * migration, to test what the migration does to the rows already there.
 */
export async function migrateBefore(database: Database, stopAt: (tag: string) => boolean): Promise<void> {
  const folder = await mkdtemp(join(tmpdir(), 'sfi-migrations-'));
  try {
    await cp(migrationsFolder, folder, { recursive: true });
    const journalPath = join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
    const index = journal.entries.findIndex((entry) => stopAt(entry.tag));
    if (index <= 0) throw new Error('No migration before the one asked for.');
    journal.entries = journal.entries.slice(0, index);
    await writeFile(journalPath, JSON.stringify(journal));
    if (database.driver === 'pglite') await migratePglite(database.db, { migrationsFolder: folder });
    else await migrateNodePg(drizzleNodePg({ client: database.pool }), { migrationsFolder: folder });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * Two nodes on one database: two pools (`openDatabase` each) on a migrated database of the test
 * file's own, opened before its tests and closed after them. Call it in a `describe`; the array is
 * filled when its tests run.
 */
export function twoNodesOnOneDatabase(): Database[] {
  const nodes: Database[] = [];
  let target: TestDatabaseTarget;
  beforeAll(async () => {
    target = await provisionTestDatabase();
    nodes.push(await openDatabase(target.options), await openDatabase(target.options));
    await migrateDatabase(nodes[0]!);
  });
  afterAll(async () => {
    await Promise.all(nodes.map((node) => node.close()));
    await target?.dispose();
  });
  return nodes;
}
