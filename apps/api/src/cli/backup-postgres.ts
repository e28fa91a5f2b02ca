/**
 * Backups of a PostgreSQL database with PostgreSQL's own tools: `pg_dump --format=custom` and
 * `pg_restore`. The tools come from the newest server installed under /usr/lib/postgresql (Debian's
 * packages; a pg_dump at least as new as the server it dumps), else from the PATH.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';

/** The path of a PostgreSQL client tool (`pg_dump`, `pg_restore`). */
export function postgresTool(tool: 'pg_dump' | 'pg_restore'): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root) : [];
  for (const version of versions.sort((a, b) => Number(b) - Number(a))) {
    const path = join(root, version, 'bin', tool);
    if (existsSync(path)) return path;
  }
  return tool;
}

/**
 * Runs a tool on the database at `url`; rejects with what it printed when it fails. The password
 * goes in PGPASSWORD, not on the command line, where any user of the machine could read it.
 */
function run(tool: 'pg_dump' | 'pg_restore', url: string, args: string[]): Promise<void> {
  const database = new URL(url);
  const password = decodeURIComponent(database.password);
  database.password = '';
  return new Promise((resolve, reject) => {
    const child = spawn(postgresTool(tool), [...args, `--dbname=${database.toString()}`], {
      stdio: ['ignore', 'inherit', 'pipe'],
      env: { ...process.env, ...(password && { PGPASSWORD: password }) },
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error(`${tool} was not found: install PostgreSQL's client tools (Debian: postgresql-client).`)
          : error,
      ),
    );
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${tool} failed (exit ${code}):\n${errors.trim()}`)),
    );
  });
}

/** Dumps the database at `url` into `file`, in pg_dump's custom format. */
export const dumpPostgres = (url: string, file: string): Promise<void> =>
  run('pg_dump', url, ['--format=custom', `--file=${file}`]);

/**
 * The tables the database at `url` holds outside PostgreSQL's own schemas; creates the database
 * first (from the server's `postgres` database) when it does not exist yet.
 */
export async function tablesIn(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (error) {
    if ((error as { code?: string }).code !== '3D000') throw error;
    const name = decodeURIComponent(new URL(url).pathname.slice(1));
    const server = new URL(url);
    server.pathname = '/postgres';
    const admin = new pg.Client({ connectionString: server.toString() });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
    } finally {
      await admin.end();
    }
    return 0;
  }
  try {
    const { rows } = await client.query<{ tables: number }>(
      `select count(*)::int as tables from pg_tables
        where schemaname not in ('pg_catalog', 'information_schema')`,
    );
    return rows[0]!.tables;
  } finally {
    await client.end();
  }
}

/**
 * Restores `file` (a `dumpPostgres` dump) into the database at `url`, in one transaction: every
 * object of the dump is dropped first where it exists (`--clean --if-exists`), and the objects
 * belong to the user of `url` (`--no-owner`), whoever owned them where the dump was taken.
 */
export const restorePostgres = (url: string, file: string): Promise<void> =>
  run('pg_restore', url, ['--clean', '--if-exists', '--no-owner', '--single-transaction', file]);
