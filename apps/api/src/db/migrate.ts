import { fileURLToPath } from 'node:url';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { advisoryLocks } from './advisory-locks.ts';
import type { Database } from './client.ts';

/** The SQL migrations `pnpm db:generate` writes from the schema, kept in the repo. */
export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Applies every migration the database has not had yet. Safe to run on every start. */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.driver === 'pglite') {
    await migratePglite(database.db, { migrationsFolder });
    return;
  }
  // Several processes may start at once against one server. A session-level advisory lock on one
  // connection makes them migrate one after another; closing the connection drops the lock.
  const connection = await database.pool.connect();
  try {
    // A migration (or the wait for another process's) may outlast the pool's statement timeout.
    await connection.query('SET statement_timeout = 0');
    await connection.query('SELECT pg_advisory_lock($1)', [advisoryLocks.migrations]);
    await migrateNodePg(drizzleNodePg({ client: connection }), { migrationsFolder });
    await connection.query('SELECT pg_advisory_unlock($1)', [advisoryLocks.migrations]);
    await connection.query('RESET statement_timeout');
    connection.release();
  } catch (error) {
    connection.release(true);
    throw error;
  }
}
