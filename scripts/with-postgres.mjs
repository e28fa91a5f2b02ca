#!/usr/bin/env node
// Runs a command against a real PostgreSQL server: the one DATABASE_URL names, or else a
// throwaway cluster of Debian's `postgresql` package, made in a temporary folder, listening on
// loopback only, and removed afterwards.   Usage: node scripts/with-postgres.mjs <command> [args…]
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const [command, ...args] = process.argv.slice(2);
if (!command) throw new Error('usage: with-postgres.mjs <command> [args…]');

function run(url) {
  const { status } = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: url },
  });
  return status ?? 1;
}

if (process.env.DATABASE_URL) process.exit(run(process.env.DATABASE_URL));

const versions = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql') : [];
const newest = versions.sort((a, b) => Number(a) - Number(b)).at(-1);
const bin = newest && join('/usr/lib/postgresql', newest, 'bin');
if (!bin) {
  console.error('with-postgres: no PostgreSQL server found; run scripts/setup.sh or set DATABASE_URL.');
  process.exit(1);
}
const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
const port = await freePort();
const dir = mkdtempSync(join(tmpdir(), 'sfi-pg-'));
chmodSync(dir, 0o777);
// initdb refuses to run as root; as root, run the server as the package's postgres user.
const asPostgres = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--'] : [];
const pg = (tool, ...rest) => {
  const [exe, ...pre] = [...asPostgres, join(bin, tool)];
  execFileSync(exe, [...pre, ...rest], { stdio: ['ignore', 'ignore', 'inherit'] });
};
let status;
try {
  pg('initdb', '-D', join(dir, 'data'), '-A', 'trust', '-U', 'postgres', '--no-sync');
  pg(
    'pg_ctl',
    '-D',
    join(dir, 'data'),
    '-l',
    join(dir, 'log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
    'start',
  );
  console.log(`with-postgres: PostgreSQL on 127.0.0.1:${port}`);
  status = run(`postgres://postgres@127.0.0.1:${port}/postgres`);
} finally {
  try {
    pg('pg_ctl', '-D', join(dir, 'data'), '-m', 'fast', '-w', 'stop');
  } catch {
    // It did not start; nothing to stop.
  }
  rmSync(dir, { recursive: true, force: true });
}
process.exit(status);
