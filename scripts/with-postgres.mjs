#!/usr/bin/env node
// Runs a command against a real PostgreSQL server: the one DATABASE_URL names, or else a
// throwaway cluster of Debian's `postgresql` package, made in a temporary folder, listening on
// loopback only, and removed afterwards.   Usage: node scripts/with-postgres.mjs <command> [args…]
import { spawnSync } from 'node:child_process';
import { startPostgres } from './lib/postgres.mjs';

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

let server;
try {
  server = await startPostgres({ quiet: true });
} catch (error) {
  console.error(`with-postgres: ${error.message}`);
  process.exit(1);
}
let status;
try {
  console.log(`with-postgres: PostgreSQL on 127.0.0.1:${server.port}`);
  status = run(server.url);
} finally {
  server.remove();
}
process.exit(status);
