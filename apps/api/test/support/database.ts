import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { loadEnv } from '../../src/env.ts';
import { openDatabase, type Database, type DatabaseOptions } from '../../src/db/client.ts';
import { migrateDatabase } from '../../src/db/migrate.ts';

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
