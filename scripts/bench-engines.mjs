#!/usr/bin/env node
// The engines part of `pnpm bench`: the API calls of scripts/bench-api.mjs, with its seeding, on
// PGlite and on a PostgreSQL server side by side. Two servers (`src/cli/serve.ts`, each its own
// process on 127.0.0.1) over two fresh databases seeded alike: PGlite in a temporary folder, and a
// database of its own on the server DATABASE_URL names, or else on a throwaway PostgreSQL server
// (scripts/lib/postgres.mjs). Each call is measured on one engine and right after on the other,
// so that the machine's drift falls on both alike. Everything stops by itself.
//
// Options: those of scripts/bench-api.mjs (node scripts/bench-api.mjs --help), with smaller seeds
// by default (--quotes 20000, --files 20000, --gps 5000: both databases are seeded, one after the
// other) and --duration 3; the socket fan-outs are left out.
import { fileURLToPath } from 'node:url';
import {
  calls,
  freshDatabase,
  measure,
  prepareCall,
  readOptions,
  request,
  sessionHeaders,
  sessionsOf,
  startApi,
} from './bench-api.mjs';
import { startPostgres } from './lib/postgres.mjs';

/** The flag's value when given on the command line, else this script's own default. */
function ownDefaults(options) {
  const given = (flag) => process.argv.some((arg) => arg === `--${flag}` || arg.startsWith(`--${flag}=`));
  return {
    ...options,
    quotes: given('quotes') ? options.quotes : 20_000,
    files: given('files') ? options.files : 20_000,
    gps: given('gps') ? options.gps : 5_000,
    gpsFiles: given('gps-files') ? options.gpsFiles : 5_000,
    duration: given('duration') ? options.duration : 3,
  };
}

/** A seeded server on one engine, signed in, with the `api` a call's functions are given. */
async function engine(label, options, chosen) {
  const database = await freshDatabase({});
  const server = await startApi(database, options, chosen).catch(async (error) => {
    await database.remove();
    throw error;
  });
  const sessions = await sessionsOf(server);
  return {
    label,
    database,
    server,
    api: {
      staff: sessions.staff,
      dealer: sessions.dealer,
      sessionHeaders,
      request: (method, path, init) => request(server.origin, method, path, init),
      files: options.files,
      gps: options.gps,
    },
    stop: async () => {
      await server.stop();
      await database.remove();
    },
  };
}

async function main() {
  const options = ownDefaults(readOptions());
  const chosen = calls.filter((call) => !options.only || call.name.includes(options.only));
  const engines = [];
  let postgres;
  const serverUrl = process.env.DATABASE_URL;
  try {
    // freshDatabase makes PGlite's folder without DATABASE_URL, a database on that server with it.
    delete process.env.DATABASE_URL;
    engines.push(await engine('PGlite', options, chosen));
    if (!serverUrl) postgres = await startPostgres({ quiet: true });
    process.env.DATABASE_URL = serverUrl ?? postgres.url;
    engines.push(await engine('PostgreSQL', options, chosen));

    const rows = [];
    for (const call of chosen) {
      const measured = [];
      for (const { api, server } of engines)
        measured.push(await measure(server.origin, await prepareCall(call, api), options));
      const [pglite, pg] = measured;
      rows.push({
        call: call.name,
        conn: call.connections ?? options.connections,
        'PGlite req/s': Math.round(pglite.requests),
        'PGlite p50': Number(pglite.p50.toFixed(2)),
        'PGlite p99': Number(pglite.p99.toFixed(2)),
        'PG req/s': Math.round(pg.requests),
        'PG p50': Number(pg.p50.toFixed(2)),
        'PG p99': Number(pg.p99.toFixed(2)),
        'PG/PGlite req/s': `${(pg.requests / pglite.requests).toFixed(2)}×`,
      });
    }
    console.log(
      `The same API calls on PGlite (a temporary folder) and on ${engines[1].database.label}, 127.0.0.1: ` +
        `${options.makes} makes, ${options.quotes} quotes` +
        `${chosen.some((call) => call.files) ? `, ${options.files} files` : ''}` +
        `${chosen.some((call) => call.gps) ? `, ${options.gps} GPS devices` : ''} seeded in each; ` +
        `${options.duration} s each after ${options.warmup} s of warm-up; latencies in ms`,
    );
    console.table(rows);
  } finally {
    for (const running of engines) await running.stop();
    postgres?.remove();
    if (serverUrl === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = serverUrl;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  await main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
