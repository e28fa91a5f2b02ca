import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import { drizzle as drizzleNodePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { PreparedPglite } from './pglite-statements.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;

/** The query API both drivers share. Data access code takes this, so it runs on either. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** Where the data lives: a PostgreSQL server (`url`), or PGlite in a folder or in memory. */
export interface DatabaseOptions {
  /** A `postgres://` URL. When set, `dataDir` is ignored. */
  url?: string;
  /** PGlite's data folder, or `'memory'` for a database that lives as long as the process. @default 'memory' */
  dataDir?: string | 'memory';
  /** A tarball of a data folder (PGlite's `dumpDataDir`) to make a new `dataDir` from (`pnpm db:restore`). */
  loadDataDir?: Blob;
}

/** An open database: the Drizzle instance, the driver under it, and how to close it. */
export type Database =
  | { driver: 'pglite'; db: PgliteDatabase<Schema>; client: PGlite; close(): Promise<void> }
  | { driver: 'node-postgres'; db: NodePgDatabase<Schema>; pool: pg.Pool; close(): Promise<void> };

/**
 * The pool's settings for a server that may go away (a restart, a failover): a request waits at
 * most `connectionTimeoutMillis` for a connection (from the pool or a new one) and a statement runs
 * at most `statement_timeout`, so that an outage answers fast 503s (`sendError`), never hangs;
 * dead connections leave the pool on their first error, and new ones are opened as the server
 * returns, without a restart. Migrations lift the statement timeout on their connection.
 */
export const POOL_SETTINGS = {
  max: 10,
  // Long enough for a busy pool (fifty requests sharing ten connections), short enough to never hang.
  connectionTimeoutMillis: 5_000,
  statement_timeout: 30_000,
  // A connection whose server vanished without a word (a network partition) is found out.
  keepAlive: true,
  keepAliveInitialDelayMillis: 10_000,
  idleTimeoutMillis: 30_000,
} satisfies pg.PoolConfig;

/**
 * The pool as the live socket's adapter (`@socket.io/postgres-adapter`) takes it. The adapter keeps
 * one connection for LISTEN and, when it dies, connects again without releasing the dead one:
 * each outage would keep one of the pool's connections forever. Here a connection it holds goes
 * back to the pool (to be removed) when it ends.
 */
export function adapterPool(pool: pg.Pool): pg.Pool {
  const connect = async () => {
    const client = await pool.connect();
    const release = client.release;
    let released = false;
    const finish = (error?: Error | boolean) => {
      if (released) return;
      released = true;
      client.off('end', onEnd);
      release(error);
    };
    const onEnd = () => finish(new Error('The connection ended'));
    client.once('end', onEnd);
    client.release = finish;
    return client;
  };
  // The adapter calls `connect()` and `query()` only.
  return { connect, query: pool.query.bind(pool) } as unknown as pg.Pool;
}

/** Opens the database the options name. The schema is not touched; see `migrateDatabase`. */
export async function openDatabase(options: DatabaseOptions = {}): Promise<Database> {
  if (options.url !== undefined) {
    const pool = new pg.Pool({ connectionString: options.url, ...POOL_SETTINGS });
    // An idle connection can drop (server restart, network). Without a listener, pg rethrows that
    // as an uncaught error and ends the process; the pool opens a new connection on the next query.
    pool.on('error', (error) => console.error('PostgreSQL connection lost:', error.message));
    // So can one checked out for long (the live socket adapter's LISTEN connection), and the pool's
    // listener covers idle connections only: its user hears of it through its query or `end`.
    pool.on('connect', (client) => client.on('error', () => undefined));
    // Fail now, with the server's own message, rather than on the first request.
    const probe = await pool.connect().catch(async (error: unknown) => {
      await pool.end();
      throw error;
    });
    probe.release();
    return {
      driver: 'node-postgres',
      db: drizzleNodePg({ client: pool, schema }),
      pool,
      close: () => pool.end(),
    };
  }

  const dataDir = options.dataDir ?? 'memory';
  if (dataDir !== 'memory') await mkdir(dirname(dataDir), { recursive: true });
  // pg_trgm backs the quote search's trigram index (migration 0008 creates the extension).
  const client = await PGlite.create({
    ...(dataDir !== 'memory' && { dataDir }),
    ...(options.loadDataDir && { loadDataDir: options.loadDataDir }),
    extensions: { pg_trgm },
  });
  return {
    driver: 'pglite',
    // Drizzle calls PGlite through PreparedPglite: one call into PGlite per query, each statement
    // parsed once.
    db: drizzlePglite({ client: new PreparedPglite(client) as unknown as PGlite, schema }),
    client,
    close: () => client.close(),
  };
}
