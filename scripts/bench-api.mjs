#!/usr/bin/env node
// The API part of `pnpm bench`: how many requests per second chosen calls of the reference API
// server answer at a fixed concurrency, with their p50 and p99 latencies, each set against a bare
// Fastify route answering a fixed JSON body in the same run (the practical limit of this machine).
//
// The server runs as it does in production (`src/cli/serve.ts`, its own process, on 127.0.0.1) over
// a fresh database seeded with the sizes asked for: PGlite in a temporary folder, or, when
// DATABASE_URL names a PostgreSQL server, a database of its own there, dropped afterwards.
// autocannon is the client for every row. Everything stops by itself.
//
// To measure a new call, add an entry to `calls` below.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { tsImport } from 'tsx/esm/api';

const root = fileURLToPath(new URL('..', import.meta.url));
const apiDir = join(root, 'apps', 'api');
const fromApi = createRequire(join(apiDir, 'package.json'));

/**
 * The calls measured, in order. Each entry:
 * - `name`: the table's row; `method`, `path` (from the origin, `/api/main/…`; or an async
 *   function of `api` giving it, for a path that depends on the seeded data);
 * - `paths(api)`: optional, async, instead of `path`: the paths the requests ask for, each the next
 *   one in turn (to measure what an answer costs when no two requests in a row are the same);
 * - `status`: the status every answer must have (default 200); a run with any other fails;
 * - `headers(api)`, `body(api)`: optional, async, called once before the run. `api.staff()` and
 *   `api.dealer()` sign the demo staff admin and lease-quote dealer in (once each) and give their
 *   session; `api.sessionHeaders(session)` turns it into the headers a signed-in call sends;
 *   `api.request(method, path, { headers, body })` makes one call and gives `{ status, headers, body }`;
 * - `prepare(db)`: optional, async: writes what the call reads, on the run's database (the Drizzle
 *   `db` of apps/api/src/db/client.ts, migrated) before the server starts, also in a `--data-dir`
 *   folder; run once however many calls share it;
 * - `budget`: optional, `{ p99 }` in milliseconds, at `budget.connections` connections on PGlite: the
 *   table says whether the run met it, and the run fails when it did not (under those conditions).
 * For example, a staff call: `{ name: 'GET /members', method: 'GET', path: '/api/main/members',
 * headers: async (api) => api.sessionHeaders(await api.staff()) }`.
 */
const staffHeaders = async (api) => api.sessionHeaders(await api.staff());
/** The quote with twenty revisions, its timeline and messages (apps/api/src/seed/revised-quote.ts). */
const revisedQuote = () =>
  tsImport(new URL('../apps/api/src/seed/revised-quote.ts', import.meta.url).href, import.meta.url);
const writeRevisedQuote = async (db) => (await revisedQuote()).writeRevisedDemoQuote(db);
const revisedQuotePath = async () => `/api/main/lease-quotes/${(await revisedQuote()).REVISED_DEMO_QUOTE_ID}`;
/** More copies of it than the server keeps opened quotes (200): each open in turn is a first one. */
const REVISED_COPIES = 300;
const writeRevisedQuoteCopies = async (db) =>
  (await revisedQuote()).writeRevisedDemoQuote(db, REVISED_COPIES);
/**
 * The seeded lease files (`pnpm seed --files N`, apps/api/src/seed/lease-files.ts): the file search
 * and the file itself, over `--files` files (1,000,000 by default). Each search row asks, in turn,
 * for the values of 60 files spread over the whole set, as people look for a file they have in
 * front of them: its number, its lessee, phone, e-mail, the last 8 characters of its VIN, its
 * plate; makes, models, vehicles and dealerships match tens of thousands of files each. Issue 11's
 * budgets: search p99 ≤ 50 ms and GET /files/{fileNo} p99 ≤ 10 ms, at 10 connections on PGlite.
 */
const SEARCH_SAMPLES = 60;
const searchBudget = { p99: 50, connections: 10 };
const seededFiles = () =>
  tsImport(new URL('../apps/api/src/seed/lease-files.ts', import.meta.url).href, import.meta.url);
/** The seeded files whose values the searches ask for: spread evenly over the set. */
const sampleFiles = async (count) => {
  const { demoLeaseFiles } = await seededFiles();
  return Array.from({ length: SEARCH_SAMPLES }, (_, index) => {
    const number = Math.floor(((index + 0.5) * count) / SEARCH_SAMPLES);
    const [file] = demoLeaseFiles(number, number + 1);
    const { groups, fileNo } = file.row;
    return { fileNo, ...groups.lessee, ...groups.vehicle, ...groups.dealer, colessee: groups.colessee };
  });
};
/** What each search path asks for, from a sampled file. */
const searchQueries = {
  'search-by-file-no': (file) => file.fileNo,
  'company-name': (file) => file.companyName || `${file.lastName} Logistics`,
  'combined-name': (file) => `${file.firstName} ${file.lastName}`,
  'customer-phone': (file) => file.phone,
  'customer-email': (file) => file.email,
  'vehicle-info': (file) => `${file.make} ${file.model}`,
  vin: (file) => file.vin.slice(-8),
  make: (file) => file.make,
  model: (file) => file.model,
  'plate-number': (file) => file.plateNo,
  'originated-dealership': (file) => file.originatedDealership || 'Motors',
  // The single search box: whatever is at hand, in turn.
  everything: (file, index) =>
    [file.fileNo, `${file.firstName} ${file.lastName}`, file.vin.slice(-8), file.plateNo, file.phone][
      index % 5
    ],
};
const fileCalls = [
  ...Object.entries(searchQueries).map(([path, query]) => ({
    name: `GET /files/${path}/{query}`,
    method: 'GET',
    files: true,
    paths: async (api) =>
      (await sampleFiles(api.files)).map(
        (file, index) => `/api/main/files/${path}/${encodeURIComponent(query(file, index))}`,
      ),
    headers: staffHeaders,
    budget: searchBudget,
  })),
  {
    // A month of deliveries (some 8,000 files in a million): its first page, counted up to 1,000.
    name: 'POST /files/searchByDeliveryDate, a month',
    method: 'POST',
    files: true,
    path: '/api/main/files/searchByDeliveryDate',
    body: async () => ({ startDate: '2020-03-01', endDate: '2020-03-31' }),
    headers: staffHeaders,
    budget: searchBudget,
  },
  {
    name: 'GET /files/{fileNo}',
    method: 'GET',
    files: true,
    paths: async (api) =>
      (await sampleFiles(api.files)).map((file) => `/api/main/files/${encodeURIComponent(file.fileNo)}`),
    headers: staffHeaders,
    budget: { p99: 10, connections: 10 },
  },
  {
    // More files than the server keeps opened (500): each open in turn is a first one, what a
    // file costs the first time it is opened after the files changed.
    name: 'GET /files/{fileNo}, 600 files in turn (none kept)',
    method: 'GET',
    files: true,
    paths: async (api) => {
      const { demoFileNo } = await seededFiles();
      return Array.from(
        { length: 600 },
        (_, index) => `/api/main/files/${demoFileNo(Math.floor(((index + 0.5) * api.files) / 600))}`,
      );
    },
    headers: staffHeaders,
  },
];
/**
 * GPS tracking (issue 15), over `--gps` seeded devices (100,000 by default; apps/api/src/seed/gps.ts),
 * two in three linked to `--gps-files` seeded files (20,000 unless file calls are measured too).
 * The lists and the search have p99 ≤ 25 ms at 10 connections on PGlite; a device's report of 500
 * positions is stored with p99 ≤ 50 ms, one report at a time (a device sends its batches in turn).
 */
const gpsBudget = { p99: 25, connections: 10 };
const seededGps = () =>
  tsImport(new URL('../apps/api/src/seed/gps.ts', import.meta.url).href, import.meta.url);
/** Devices spread evenly over the seeded set. */
const sampleDevices = (count) =>
  Array.from({ length: SEARCH_SAMPLES }, (_, index) => Math.floor(((index + 0.5) * count) / SEARCH_SAMPLES));
/** Distinct batches of 500 positions of one device, each an older half-hour than the one before. */
const GPS_BATCHES = 400;
const gpsBatches = () => {
  const now = Date.now() - 60_000;
  return Array.from({ length: GPS_BATCHES }, (_, batch) => ({
    locations: Array.from({ length: 500 }, (_, index) => {
      const at = now - (batch * 500 + index) * 1000;
      return {
        createdAt: new Date(at).toISOString(),
        coordinates: { lat: 45.42 + Math.sin(at / 6e5) * 0.05, lng: -75.69 + Math.cos(at / 6e5) * 0.05 },
        speed: 40 + (index % 30),
        heading: (index * 7) % 360,
      };
    }),
  }));
};
const gpsCalls = [
  {
    name: 'GET /gps, first page',
    method: 'GET',
    gps: true,
    path: '/api/main/gps?skip=0&limit=20&filter=all',
    headers: staffHeaders,
    budget: gpsBudget,
  },
  {
    // All, linked and test devices, and the linked ones by tag, at pages 1 to 50.
    name: 'GET /gps, filtered pages in turn',
    method: 'GET',
    gps: true,
    paths: async () =>
      [
        'filter=all',
        'filter=linked',
        'filter=test',
        'filter=linked&tag=fleet',
        'filter=all&tag=low-battery',
      ].flatMap((filter) => [0, 20, 200, 980].map((skip) => `/api/main/gps?skip=${skip}&limit=20&${filter}`)),
    headers: staffHeaders,
    budget: gpsBudget,
  },
  {
    // A device's number, whole and its last five digits, in turn, for 60 devices over the set.
    name: 'GET /gps/search, GPS numbers',
    method: 'GET',
    gps: true,
    paths: async (api) => {
      const { demoGpsNo } = await seededGps();
      return sampleDevices(api.gps).flatMap((number) => {
        const gpsNo = demoGpsNo(number);
        return [gpsNo, gpsNo.slice(-5)].map(
          (param) => `/api/main/gps/search?skip=0&limit=20&filter=all&param=${encodeURIComponent(param)}`,
        );
      });
    },
    headers: staffHeaders,
    budget: gpsBudget,
  },
  {
    name: 'GET /gps/problematic-gps, first page',
    method: 'GET',
    gps: true,
    path: '/api/main/gps/problematic-gps?param=&skip=0&limit=20',
    headers: staffHeaders,
  },
  {
    name: 'POST /gps/locations, 500 positions',
    method: 'POST',
    gps: true,
    status: 201,
    connections: 1,
    path: '/api/main/gps/locations',
    headers: async () => ({ 'x-device-key': (await seededGps()).demoDeviceKey(0) }),
    bodies: async () => gpsBatches(),
    budget: { p99: 50, connections: 1 },
  },
];

const calls = [
  { name: 'GET /api/main/makes', method: 'GET', path: '/api/main/makes' },
  // The quote list over the seeded quotes (--quotes), as staff see it: every SFI status.
  {
    name: 'GET /lease-quotes, first page',
    method: 'GET',
    path: '/api/main/lease-quotes?skip=0&limit=20&sortBy=updatedAt',
    headers: staffHeaders,
  },
  {
    name: 'GET /lease-quotes, skip 10,000',
    method: 'GET',
    path: '/api/main/lease-quotes?skip=10000&limit=20&sortBy=updatedAt',
    headers: staffHeaders,
  },
  {
    // The list keeps answers until the quotes change (200 pages). The first three pages of every
    // province × status filter × sort, 504 pages asked in turn, are never kept when asked again:
    // this is what a page near the top costs to read.
    name: 'GET /lease-quotes, 504 filtered pages in turn (none kept)',
    method: 'GET',
    paths: async () => {
      const { provinceCodes, visibleListStatuses } = await tsImport(
        new URL('../packages/domain/src/index.ts', import.meta.url).href,
        import.meta.url,
      );
      const paths = [];
      for (const province of ['', ...provinceCodes])
        for (const status of ['', ...visibleListStatuses('SFI')])
          for (const sortBy of ['updatedAt', 'createdAt'])
            for (const skip of [0, 20, 40]) {
              const query = new URLSearchParams({ skip: String(skip), limit: '20', sortBy });
              if (province) query.set('ownerProvinceFilter', province);
              if (status) query.set('statusFilter', status);
              paths.push(`/api/main/lease-quotes?${query}`);
            }
      return paths;
    },
    headers: staffHeaders,
  },
  {
    name: 'GET /lease-quotes, two filters',
    method: 'GET',
    path: '/api/main/lease-quotes?skip=0&limit=20&sortBy=updatedAt&ownerProvinceFilter=ON&statusFilter=QUOTE_APPROVED',
    headers: staffHeaders,
  },
  {
    // A customer's full name, as someone looking for their quote types it: taken from the list.
    name: 'GET /lease-quotes/search, a customer',
    method: 'GET',
    path: async (api) => {
      const { body } = await api.request('GET', '/api/main/lease-quotes?limit=100', {
        headers: await staffHeaders(api),
      });
      const customer = body.data.map((quote) => quote.customer).find((each) => each?.lastName);
      if (!customer) throw new Error('No quote with a customer name in the first 100');
      const param = `${customer.firstName} ${customer.lastName}`;
      return `/api/main/lease-quotes/search?skip=0&limit=20&sortBy=updatedAt&param=${encodeURIComponent(param)}`;
    },
    headers: staffHeaders,
  },
  // Opening a quote that went back and forth for weeks: 20 revisions, each with its lease terms and
  // payment, a timeline of some 50 changes of state, documents and messages; as staff and as the
  // dealer who owns it. Issue 10's budget: p99 ≤ 25 ms at 10 connections on PGlite. The server keeps
  // an opened quote, all but its messages, until the quotes change (as a screen opens it again
  // when it regains focus or hears the quote changed); the third row opens a different copy each time.
  {
    name: 'GET /lease-quotes/{id}, 20 revisions, staff',
    method: 'GET',
    path: revisedQuotePath,
    headers: staffHeaders,
    prepare: writeRevisedQuote,
    budget: { p99: 25, connections: 10 },
  },
  {
    name: 'GET /lease-quotes/{id}, 20 revisions, its dealer',
    method: 'GET',
    path: revisedQuotePath,
    headers: async (api) => api.sessionHeaders(await api.dealer()),
    prepare: writeRevisedQuote,
    budget: { p99: 25, connections: 10 },
  },
  {
    name: `GET /lease-quotes/{id}, 20 revisions, ${REVISED_COPIES} quotes in turn (none kept)`,
    method: 'GET',
    paths: async () => {
      const { revisedDemoQuoteId } = await revisedQuote();
      return Array.from(
        { length: REVISED_COPIES },
        (_, copy) => `/api/main/lease-quotes/${revisedDemoQuoteId(copy)}`,
      );
    },
    headers: staffHeaders,
    prepare: writeRevisedQuoteCopies,
  },
  {
    name: 'GET /api/main/makes, If-None-Match',
    method: 'GET',
    path: '/api/main/makes',
    status: 304,
    headers: async (api) => {
      const { headers } = await api.request('GET', '/api/main/makes');
      if (!headers.etag) throw new Error('GET /api/main/makes answered without an ETag');
      return { 'if-none-match': headers.etag };
    },
  },
  ...fileCalls,
  ...gpsCalls,
];

const usage = `Usage: pnpm bench [-- options]   (the API part alone: node scripts/bench-api.mjs [options])

Measures API calls against a bare Fastify route, on 127.0.0.1, over a fresh database
(PGlite in a temporary folder; with DATABASE_URL, a new database on that PostgreSQL server).
  --makes N         makes to seed (see pnpm seed; default 12)
  --quotes N        lease quotes to seed (default 1000000; seeding a million takes minutes)
  --files N         lease files to seed, with their history, when a file call is measured
                    (default 1000000; a million take tens of minutes and some 6 GB)
  --gps N           GPS devices to seed, with their tracks, when a GPS call is measured (default 100000)
  --gps-files N     lease files the GPS devices link to, when no file call is measured (default 20000)
  --connections N   concurrent connections (default 10; a call may name its own)
  --duration S      seconds measured per call (default 5)
  --warmup S        seconds of warm-up before each call, not counted (default 1)
  --only TEXT       measure only the calls whose name contains TEXT (the bare route always runs)
  --data-dir DIR    measure on this PGlite folder as it is (seeded before with pnpm seed, kept
                    afterwards) instead of a fresh database: measure again without seeding again
                    (the calls that open the quote with 20 revisions write it there first, or
                    its copies, in place of those written before; give the --files it was
                    seeded with: the file searches ask for the values of its files)
  --profile DIR     write a CPU profile of the API server's run into DIR (node --cpu-prof), to see
                    where a call's time goes (open it in Chrome's DevTools)
  --sockets N       the live socket fan-out: socket clients connected (default 1000)
  --rooms N         the quote rooms they are spread over (default 100)
  --rate N          messages a second sent in each room (default 10); --duration and --warmup apply
  --chatters N      the chat fan-out: chat sockets connected, each sending (default 200)
  --chat-rooms N    the chat rooms they are spread over (default 50)
  --chat-rate N     messages a second each chatter sends (default 5)`;

function readOptions() {
  const { values } = parseArgs({
    args: process.argv.slice(2).filter((arg) => arg !== '--'),
    options: {
      makes: { type: 'string', default: '12' },
      quotes: { type: 'string', default: '1000000' },
      files: { type: 'string', default: '1000000' },
      gps: { type: 'string', default: '100000' },
      'gps-files': { type: 'string', default: '20000' },
      connections: { type: 'string', default: '10' },
      duration: { type: 'string', default: '5' },
      warmup: { type: 'string', default: '1' },
      only: { type: 'string' },
      'data-dir': { type: 'string' },
      profile: { type: 'string' },
      sockets: { type: 'string', default: '1000' },
      rooms: { type: 'string', default: '100' },
      rate: { type: 'string', default: '10' },
      chatters: { type: 'string', default: '200' },
      'chat-rooms': { type: 'string', default: '50' },
      'chat-rate': { type: 'string', default: '5' },
      help: { type: 'boolean', short: 'h' },
    },
    // `pnpm bench` passes its options to every part; the others' are theirs to read.
    strict: false,
  });
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  const number = (flag, min) => {
    const value = Number(values[flag]);
    if (!Number.isFinite(value) || value < min) throw new Error(`--${flag} must be a number ≥ ${min}`);
    return value;
  };
  const options = {
    makes: number('makes', 0),
    quotes: number('quotes', 0),
    files: number('files', 0),
    gps: number('gps', 0),
    gpsFiles: number('gps-files', 0),
    connections: number('connections', 1),
    duration: number('duration', 1),
    warmup: number('warmup', 0),
    only: typeof values.only === 'string' ? values.only : undefined,
    dataDir: typeof values['data-dir'] === 'string' ? values['data-dir'] : undefined,
    profile: typeof values.profile === 'string' ? values.profile : undefined,
    sockets: number('sockets', 1),
    rooms: number('rooms', 1),
    rate: number('rate', 0.1),
    chatters: number('chatters', 1),
    chatRooms: number('chat-rooms', 1),
    chatRate: number('chat-rate', 0.1),
  };
  if (
    !Number.isInteger(options.chatters) ||
    !Number.isInteger(options.chatRooms) ||
    options.chatRooms > options.chatters
  )
    throw new Error('--chatters and --chat-rooms must be whole numbers, with no more rooms than chatters');
  if (
    !Number.isInteger(options.sockets) ||
    !Number.isInteger(options.rooms) ||
    options.rooms > options.sockets
  )
    throw new Error('--sockets and --rooms must be whole numbers, with no more rooms than sockets');
  if (
    ![options.makes, options.quotes, options.files, options.gps, options.gpsFiles, options.connections].every(
      Number.isInteger,
    )
  )
    throw new Error('--makes, --quotes, --files, --gps, --gps-files and --connections must be whole numbers');
  return options;
}

/** The bare route: Fastify, no plugins, one fixed JSON body. Runs in a child process of its own. */
async function serveBare() {
  const Fastify = fromApi('fastify');
  const app = Fastify({ logger: false });
  const body = { ok: true, message: 'a fixed JSON body' };
  app.get('/bare', async () => body);
  await app.listen({ port: 0, host: '127.0.0.1' });
  console.log(`listening on http://127.0.0.1:${app.server.address().port}`);
  const stop = () => void app.close().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

/**
 * Starts a server process and waits for its `listening on <origin>` line. Every line it prints is
 * kept (the demo staff's SMS codes arrive as `[outbox] SMS …` lines) and shown if it fails.
 */
async function startProcess(args, env, cwd) {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines = [];
  const waiters = new Set();
  const collect = (chunk) => {
    for (const line of chunk.toString().split('\n')) if (line) lines.push(line);
    for (const waiter of waiters) waiter();
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = once(child, 'exit');

  /** The first line (from `from` on) that matches, waiting up to `ms` for it. */
  const waitForLine = (pattern, from = 0, ms = 60_000) =>
    new Promise((resolve, reject) => {
      const check = () => {
        const line = lines.slice(from).find((candidate) => pattern.test(candidate));
        if (line !== undefined) finish(() => resolve(line));
        else if (child.exitCode !== null) finish(() => reject(failure('exited')));
      };
      const failure = (what) =>
        new Error(`${args.join(' ')} ${what} before printing ${pattern}:\n${lines.join('\n')}`);
      const timer = setTimeout(() => finish(() => reject(failure(`took over ${ms / 1000} s`))), ms);
      const finish = (settle) => {
        clearTimeout(timer);
        waiters.delete(check);
        settle();
      };
      waiters.add(check);
      void exited.then(check);
      check();
    });

  const origin = (await waitForLine(/^listening on http:\/\//)).slice('listening on '.length);
  return {
    origin,
    pid: child.pid,
    lines,
    waitForLine,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(killer);
    },
  };
}

/** The database of the run: a folder given (kept), or a fresh one, with how to remove it. */
async function freshDatabase({ dataDir }) {
  if (dataDir)
    return {
      label: `PGlite at ${dataDir} (as it was)`,
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      existing: true,
      remove: async () => {},
    };
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const dir = mkdtempSync(join(tmpdir(), 'sfi-bench-'));
    return {
      label: 'PGlite in a temporary folder',
      env: { DATA_DIR: join(dir, 'pglite') },
      remove: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const pg = fromApi('pg');
  const onServer = async (sql) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  const name = `sfi_bench_${randomBytes(6).toString('hex')}`;
  await onServer(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    label: `PostgreSQL, database ${name} (dropped afterwards)`,
    env: { DATABASE_URL: url.toString() },
    remove: () => onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** One call outside the measurement, for setting a run up. */
async function request(origin, method, path, { headers = {}, body } = {}) {
  const response = await fetch(new URL(path, origin), {
    method,
    headers: { ...(body !== undefined && { 'content-type': 'application/json' }), ...headers },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: Object.fromEntries(response.headers),
    body: text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text,
  };
}

/** Signs the demo staff admin and lease-quote dealer in, once each, over HTTP as an app would. */
async function sessionsOf(server) {
  const demo = new URL('../apps/api/src/seed/demo-accounts.ts', import.meta.url).href;
  /** @type {typeof import('../apps/api/src/seed/demo-accounts.ts')} */
  const { demoAccounts } = await tsImport(demo, import.meta.url);
  const basic = (username, password) => `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;
  const memo = (signIn) => {
    let session;
    return () => (session ??= signIn());
  };
  const expectOk = (what, answer) => {
    if (answer.status !== 200)
      throw new Error(`${what} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return { id: answer.body.session.id, token: answer.body.token };
  };
  return {
    dealer: memo(async () => {
      const { username, password } = demoAccounts.dealer;
      const answer = await request(server.origin, 'POST', '/api/main/dealer-login', {
        body: { username, password },
      });
      return expectOk('POST /api/main/dealer-login', answer);
    }),
    // The second step needs the code texted to the staff member: without an SMS transport the
    // server prints it on its console, which this script reads, as a person trying it locally would.
    staff: memo(async () => {
      const { username, password, phone } = demoAccounts.staffAdmin;
      const printed = server.lines.length;
      const first = expectOk(
        'POST /api/main/login/sms',
        await request(server.origin, 'POST', '/api/main/login/sms', {
          headers: { authorization: basic(username, password) },
        }),
      );
      const sms = await server.waitForLine(new RegExp(`\\[outbox\\] SMS to \\${phone}:`), printed, 10_000);
      const code = /\b(\d{6})\b/.exec(sms.slice(sms.indexOf(':') + 1))?.[1];
      if (!code) throw new Error(`No code in the SMS: ${sms}`);
      const second = await request(server.origin, 'POST', '/api/main/login', {
        headers: sessionHeaders(first),
        body: { code },
      });
      // The verified session gets a new id and token (it does not keep the password step's).
      return expectOk('POST /api/main/login', second);
    }),
  };
}

/** The headers a signed-in call sends (spec: session id + bearer token). */
function sessionHeaders(session) {
  return { 'x-session-token': session.id, authorization: `Bearer ${session.token}` };
}

/** One autocannon run; `onLatency` gets each answer's time in milliseconds (fractions kept). */
function autocannonRun(options, onLatency) {
  return new Promise((resolve, reject) => {
    const tracker = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
    if (onLatency) tracker.on('response', (_client, _status, _bytes, ms) => onLatency(ms));
  });
}

/** The value below which a share `q` of the sorted values lie. */
const percentile = (sorted, q) => sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? NaN;

/** Runs autocannon against one call: a warm-up, then the measured run. */
async function measure(origin, call, { connections, duration, warmup }) {
  const options = {
    url: new URL(call.path, origin).toString(),
    method: call.method,
    headers: call.headers ?? {},
    ...(call.body !== undefined && { body: call.body }),
    connections: call.connections ?? connections,
  };
  if (call.paths) {
    let next = 0;
    options.requests = [
      { setupRequest: (request) => ({ ...request, path: call.paths[next++ % call.paths.length] }) },
    ];
  }
  if (call.bodies) {
    let next = 0;
    options.requests = [
      { setupRequest: (request) => ({ ...request, body: call.bodies[next++ % call.bodies.length] }) },
    ];
  }
  if (warmup > 0) await autocannonRun({ ...options, duration: warmup });
  // autocannon's own percentiles are whole milliseconds and leave out non-2xx answers (a 304).
  const latencies = [];
  const result = await autocannonRun({ ...options, duration }, (ms) => latencies.push(ms));
  const expected = call.status ?? 200;
  const answered = Object.entries(result.statusCodeStats ?? {});
  const others = answered.filter(([status]) => Number(status) !== expected);
  if (result.errors > 0 || result.timeouts > 0 || others.length > 0 || latencies.length === 0) {
    const statuses = answered.map(([status, { count }]) => `${status}×${count}`).join(', ');
    throw new Error(
      `${call.name}: expected only ${expected}; got ${statuses || 'no answer'}, ` +
        `${result.errors} errors, ${result.timeouts} timeouts`,
    );
  }
  latencies.sort((a, b) => a - b);
  return {
    requests: result.requests.average,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
  };
}

/**
 * Writes what the chosen calls read (their `prepare`, each once) into the run's database, before the
 * server opens it (PGlite allows one process per folder).
 */
async function prepareData(env, chosen) {
  const prepares = [...new Set(chosen.map((call) => call.prepare).filter(Boolean))];
  if (prepares.length === 0) return;
  const from = (path) =>
    tsImport(new URL(`../apps/api/src/db/${path}`, import.meta.url).href, import.meta.url);
  const [{ openDatabase }, { migrateDatabase }] = await Promise.all([from('client.ts'), from('migrate.ts')]);
  const database = await openDatabase(
    env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR },
  );
  try {
    await migrateDatabase(database);
    for (const prepare of prepares) await prepare(database.db);
  } finally {
    await database.close();
  }
}

/** Seeds a fresh database with the sizes asked for and starts the API on it, as `pnpm start` would. */
async function startApi(database, { makes, quotes, files, gps, gpsFiles, profile }, chosen = []) {
  const tsx = ['--import', 'tsx'];
  const profiling = profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [];
  const env = { ...database.env, LOG_LEVEL: 'warn' };
  const serve = () =>
    startProcess(
      [...profiling, ...tsx, 'src/cli/serve.ts'],
      { ...env, PORT: '0', HOST: '127.0.0.1', SEED_DEMO_DATA: 'false' },
      apiDir,
    );
  if (!database.existing) {
    const seed = spawnSync(
      process.execPath,
      [
        ...tsx,
        'src/cli/seed.ts',
        '--makes',
        String(makes),
        '--quotes',
        String(quotes),
        // The files only when a file call is measured: a million take far longer than the quotes.
        '--files',
        String(chosen.some((call) => call.files) ? files : chosen.some((call) => call.gps) ? gpsFiles : 0),
        // The GPS devices only when a GPS call is measured.
        '--gps',
        String(chosen.some((call) => call.gps) ? gps : 0),
      ],
      { cwd: apiDir, env: { ...process.env, ...env }, stdio: 'inherit' },
    );
    if (seed.status !== 0) throw new Error('pnpm seed failed (its output is above)');
  }
  await prepareData(env, chosen);
  return serve();
}

/**
 * The live socket's fan-out (issue 10): `sockets` socket.io clients signed in as the demo dealer,
 * spread evenly over `rooms` quote rooms (new quotes of the dealer's); in each room one client sends
 * a message (`quote:send-message`) `rate` times a second. The server stores each in its quote and
 * sends it to everyone in the room; the time from the send to each client's receipt of the
 * `quote:message` is one delivery's latency (all clients run in this process: one clock). Budget:
 * p99 ≤ 100 ms on PGlite at the defaults.
 */
const fanOut = { name: 'live socket fan-out', budget: { p99: 100 } };

async function measureFanOut(origin, api, { sockets: count, rooms: roomCount, rate, duration, warmup }) {
  const { io } = fromApi('socket.io-client');
  const session = await api.dealer();
  const headers = api.sessionHeaders(session);
  const quotes = [];
  for (let index = 0; index < roomCount; index += 1) {
    const { status, body } = await api.request('POST', '/api/main/lease-quotes', {
      headers,
      // A new quote names its province and customer (missingQuoteDetails).
      body: {
        vehicle: { type: 'CAR', make: 'Bench', model: `Room ${index}` },
        province: 'ON',
        customer: { lastName: `Bench ${index}` },
      },
    });
    if (status !== 201) throw new Error(`POST /lease-quotes answered ${status}: ${JSON.stringify(body)}`);
    quotes.push(body.id);
  }

  let phase = 'warm-up';
  const latencies = [];
  let listNews = 0;
  let sent = 0;
  let refused = 0;
  const open = (quoteId) =>
    new Promise((resolve, reject) => {
      const socket = io(origin, {
        path: '/api/main/socket.io',
        transports: ['websocket'],
        auth: { sessionToken: session.id, token: session.token },
        reconnection: false,
        forceNew: true,
      });
      socket.once('connect_error', reject);
      socket.once('connect', () => {
        socket.timeout(60_000).emit('quote:join', { quoteId }, (error, answer) => {
          if (error || !answer.ok) reject(error ?? new Error(answer.error));
          else resolve(socket);
        });
      });
      socket.on('quotes:changed', () => (listNews += 1));
      // "bench <sent at> <measured>": the send's time on this process's clock.
      socket.on('quote:message', ({ message }) => {
        const [, at, measured] = message.content.split(' ');
        if (measured === '1') latencies.push(performance.now() - Number(at));
      });
    });
  const clients = [];
  try {
    // Connected a few at a time, as people open the tool, not all in one instant.
    for (let index = 0; index < count; index += 50) {
      const batch = Array.from({ length: Math.min(50, count - index) }, (_, offset) =>
        open(quotes[(index + offset) % roomCount]),
      );
      clients.push(...(await Promise.all(batch)));
    }
    const senders = quotes.map((quoteId, room) => ({ quoteId, socket: clients[room] }));
    // Each room's first message marks its quote for SFI, which every list of the dealership (here
    // every client) hears once: sent and heard before the clock starts.
    await Promise.all(
      senders.map(({ quoteId, socket }) =>
        socket.timeout(60_000).emitWithAck('quote:send-message', { quoteId, text: 'bench 0 0' }),
      ),
    );
    const until = Date.now() + 60_000;
    while (listNews < count * roomCount && Date.now() < until)
      await new Promise((resolve) => setTimeout(resolve, 100));
    const send = ({ quoteId, socket }) => {
      const measured = phase === 'measure';
      if (measured) sent += 1;
      socket.emit(
        'quote:send-message',
        { quoteId, text: `bench ${performance.now()} ${measured ? 1 : 0}` },
        (answer) => {
          if (!answer.ok) refused += 1;
        },
      );
    };
    // Each room's sends spread evenly over the second, the rooms offset from one another.
    const every = 1000 / rate;
    const timers = senders.map((sender, room) =>
      setTimeout(
        () => {
          send(sender);
          timers[room] = setInterval(() => send(sender), every);
        },
        (every * room) / roomCount,
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, warmup * 1000));
    phase = 'measure';
    await new Promise((resolve) => setTimeout(resolve, duration * 1000));
    phase = 'done';
    for (const timer of timers) clearInterval(timer);
    // What is still on its way arrives (or counts as lost).
    await new Promise((resolve) => setTimeout(resolve, 2000));
  } finally {
    for (const socket of clients) socket.disconnect();
  }
  latencies.sort((a, b) => a - b);
  const perRoom = count / roomCount;
  return {
    sockets: count,
    rooms: roomCount,
    'messages/s': Math.round(sent / duration),
    'deliveries/s': Math.round(latencies.length / duration),
    lost: Math.round(sent * perRoom) - latencies.length,
    refused,
    'p50 (ms)': Number(percentile(latencies, 0.5).toFixed(2)),
    'p99 (ms)': Number(percentile(latencies, 0.99).toFixed(2)),
    'max (ms)': Number((latencies.at(-1) ?? NaN).toFixed(2)),
  };
}

/**
 * The chat's fan-out (issue 13): `chatters` sockets of the chat's namespace, signed in as the demo
 * staff admin, spread evenly over `chatRooms` rooms (one each for as many new file-tool dealers);
 * every chatter sends `chatRate` messages a second (`chat:send`). The server stores each and sends
 * it to everyone in the room (the sender too); the time from a send to each receipt of its
 * `chat:message` is one delivery's latency. Budget: p99 ≤ 100 ms on PGlite at the defaults.
 */
const chatFanOut = { name: 'chat fan-out', budget: { p99: 100 } };

async function measureChatFanOut(
  origin,
  api,
  { chatters: count, chatRooms: roomCount, chatRate: rate, duration, warmup },
) {
  const { io } = fromApi('socket.io-client');
  const session = await api.staff();
  const headers = api.sessionHeaders(session);
  const stamp = Date.now().toString(36);
  const rooms = [];
  for (let index = 0; index < roomCount; index += 1) {
    const dealer = await api.request('POST', '/api/main/dealers', {
      headers,
      body: {
        dealerNo: `B-${stamp}-${index}`,
        name: `Bench Dealer ${index}`,
        email: `bench${index}.${stamp}@example.com`,
        username: `bench-${stamp}-${index}`,
        password: `bench-password-${index}`,
      },
    });
    if (dealer.status !== 201)
      throw new Error(`POST /dealers answered ${dealer.status}: ${JSON.stringify(dealer.body)}`);
    const room = await api.request('POST', '/api/chat/chats', {
      headers,
      body: { dealerId: dealer.body.id },
    });
    if (room.status !== 201)
      throw new Error(`POST /chats answered ${room.status}: ${JSON.stringify(room.body)}`);
    rooms.push(room.body.id);
  }

  let phase = 'warm-up';
  const latencies = [];
  let sent = 0;
  let refused = 0;
  const open = (roomId) =>
    new Promise((resolve, reject) => {
      const socket = io(`${origin}/chat`, {
        path: '/api/main/socket.io',
        transports: ['websocket'],
        auth: { sessionToken: session.id, token: session.token },
        reconnection: false,
        forceNew: true,
      });
      socket.once('connect_error', reject);
      socket.once('connect', () => {
        socket.timeout(60_000).emit('chat:join', { roomId }, (error, answer) => {
          if (error || !answer.ok) reject(error ?? new Error(answer.error));
          else resolve({ socket, roomId });
        });
      });
      // "bench <sent at> <measured>": the send's time on this process's clock.
      socket.on('chat:message', ({ message }) => {
        const [, at, measured] = message.content.split(' ');
        if (measured === '1') latencies.push(performance.now() - Number(at));
      });
    });
  const clients = [];
  try {
    for (let index = 0; index < count; index += 50) {
      const batch = Array.from({ length: Math.min(50, count - index) }, (_, offset) =>
        open(rooms[(index + offset) % roomCount]),
      );
      clients.push(...(await Promise.all(batch)));
    }
    const send = ({ socket, roomId }) => {
      const measured = phase === 'measure';
      if (measured) sent += 1;
      socket.emit(
        'chat:send',
        { roomId, clientId: randomUUID(), text: `bench ${performance.now()} ${measured ? 1 : 0}` },
        (answer) => {
          if (!answer.ok) refused += 1;
        },
      );
    };
    // Each chatter's sends spread evenly over the second, the chatters offset from one another.
    const every = 1000 / rate;
    const timers = clients.map((client, index) =>
      setTimeout(
        () => {
          send(client);
          timers[index] = setInterval(() => send(client), every);
        },
        (every * index) / count,
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, warmup * 1000));
    phase = 'measure';
    await new Promise((resolve) => setTimeout(resolve, duration * 1000));
    phase = 'done';
    for (const timer of timers) clearInterval(timer);
    await new Promise((resolve) => setTimeout(resolve, 2000));
  } finally {
    for (const { socket } of clients) socket.disconnect();
  }
  latencies.sort((a, b) => a - b);
  const perRoom = count / roomCount;
  return {
    sockets: count,
    rooms: roomCount,
    'messages/s': Math.round(sent / duration),
    'deliveries/s': Math.round(latencies.length / duration),
    lost: Math.round(sent * perRoom) - latencies.length,
    refused,
    'p50 (ms)': Number(percentile(latencies, 0.5).toFixed(2)),
    'p99 (ms)': Number(percentile(latencies, 0.99).toFixed(2)),
    'max (ms)': Number((latencies.at(-1) ?? NaN).toFixed(2)),
  };
}

/** A call's path(s), headers and body, made for the run's server (`api`, see `calls`). */
async function prepareCall(call, api) {
  const prepared = {
    ...call,
    path: typeof call.path === 'function' ? await call.path(api) : (call.path ?? '/'),
    ...(call.paths && { paths: await call.paths(api) }),
    headers: { ...(await call.headers?.(api)) },
    ...(call.body && { body: JSON.stringify(await call.body(api)) }),
    ...(call.bodies && { bodies: (await call.bodies(api)).map((body) => JSON.stringify(body)) }),
  };
  if (prepared.body !== undefined || prepared.bodies) prepared.headers['content-type'] = 'application/json';
  return prepared;
}

async function main() {
  const options = readOptions();
  const chosen = calls.filter((call) => !options.only || call.name.includes(options.only));
  const bareCall = { name: 'bare', method: 'GET', path: '/bare' };
  const rows = [];
  const row = (name, { requests, p50, p99 }, bare) => ({
    call: name,
    connections: options.connections,
    'req/s': Math.round(requests),
    'p50 (ms)': Number(p50.toFixed(2)),
    'p99 (ms)': Number(p99.toFixed(2)),
    'bare req/s': Math.round(bare),
    'ratio to bare': `${(requests / bare).toFixed(2)}×`,
  });

  const database = await freshDatabase(options);
  const over = [];
  /** A budgeted call's column: met or over, or not applicable when the run is not under its conditions. */
  const budget = (call, { p99 }) => {
    if (!call.budget) return {};
    const text = `p99 ≤ ${call.budget.p99} ms`;
    if ((call.connections ?? options.connections) !== call.budget.connections || database.env.DATABASE_URL)
      return { budget: `${text} (at ${call.budget.connections} conn. on PGlite)` };
    if (p99 <= call.budget.p99) return { budget: `${text}: met` };
    over.push(call.name);
    return { budget: `${text}: OVER` };
  };
  const servers = [];
  const fanOutRows = [];
  try {
    const bareServer = await startProcess([fileURLToPath(import.meta.url), '--bare-server'], {}, root);
    servers.push(bareServer);
    const server = await startApi(database, options, chosen);
    servers.push(server);
    const sessions = await sessionsOf(server);
    const api = {
      staff: sessions.staff,
      dealer: sessions.dealer,
      sessionHeaders,
      request: (method, path, init) => request(server.origin, method, path, init),
      files: options.files,
      gps: options.gps,
    };
    const first = await measure(bareServer.origin, bareCall, options);
    rows.push(row('bare Fastify route (fixed JSON)', first, first.requests));
    for (const call of chosen) {
      const prepared = await prepareCall(call, api);
      // The machine's pace drifts (other work, heat): each call is set against a bare run just before it.
      const bare = await measure(bareServer.origin, bareCall, options);
      const measured = await measure(server.origin, prepared, options);
      rows.push({
        ...row(call.name, measured, bare.requests),
        ...(call.connections !== undefined && { connections: call.connections }),
        ...budget(call, measured),
      });
    }
    if (!options.only || fanOut.name.includes(options.only)) {
      const measured = await measureFanOut(server.origin, api, options);
      const text = `p99 ≤ ${fanOut.budget.p99} ms`;
      const defaults = options.sockets === 1000 && options.rooms === 100 && options.rate === 10;
      const met = measured['p99 (ms)'] <= fanOut.budget.p99 && measured.lost === 0 && measured.refused === 0;
      if (defaults && !database.env.DATABASE_URL && !met) over.push(fanOut.name);
      fanOutRows.push({
        fan: fanOut.name,
        ...measured,
        budget:
          !defaults || database.env.DATABASE_URL
            ? `${text} (at the defaults on PGlite)`
            : `${text}, none lost: ${met ? 'met' : 'OVER'}`,
      });
    }
    if (!options.only || chatFanOut.name.includes(options.only)) {
      const measured = await measureChatFanOut(server.origin, api, options);
      const text = `p99 ≤ ${chatFanOut.budget.p99} ms`;
      const defaults = options.chatters === 200 && options.chatRooms === 50 && options.chatRate === 5;
      const met =
        measured['p99 (ms)'] <= chatFanOut.budget.p99 && measured.lost === 0 && measured.refused === 0;
      if (defaults && !database.env.DATABASE_URL && !met) over.push(chatFanOut.name);
      fanOutRows.push({
        fan: chatFanOut.name,
        ...measured,
        budget:
          !defaults || database.env.DATABASE_URL
            ? `${text} (at the defaults on PGlite)`
            : `${text}, none lost: ${met ? 'met' : 'OVER'}`,
      });
    }
  } finally {
    for (const server of servers) await server.stop();
    await database.remove();
  }

  console.log(
    `API calls on 127.0.0.1, ${database.existing ? database.label : `${options.makes} makes, ${options.quotes} quotes${chosen.some((call) => call.files) ? ` and ${options.files} files` : ''} seeded, ${database.label}`}; ` +
      `${options.duration} s each after ${options.warmup} s of warm-up, ` +
      'each against a bare-route run just before it',
  );
  console.table(rows);
  if (fanOutRows.length > 0) {
    console.log(
      `\nThe live socket's fan-out (quote rooms) and the chat's (chat rooms): socket clients in rooms, messages sent, the time from a send ` +
        `to each client's receipt; ${options.duration} s after ${options.warmup} s of warm-up`,
    );
    console.table(fanOutRows);
  }
  if (over.length > 0) {
    console.error(`Over budget: ${over.join('; ')} (budgets: the calls in scripts/bench-api.mjs)`);
    process.exitCode = 1;
  }
}

// The report benchmark (scripts/bench-reports.mjs) starts its server and signs in as this does; the
// engines' (scripts/bench-engines.mjs) measures these calls on PGlite and PostgreSQL side by side.
export {
  calls,
  freshDatabase,
  measure,
  percentile,
  prepareCall,
  readOptions,
  request,
  sessionHeaders,
  sessionsOf,
  startApi,
  startProcess,
};

if (process.argv[2] === '--bare-server') await serveBare();
else if (process.argv[1] === fileURLToPath(import.meta.url))
  await main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
