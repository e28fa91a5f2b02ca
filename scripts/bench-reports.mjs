#!/usr/bin/env node
// The reports part of `pnpm bench` (issue 12): how long the reports take to download whole and how
// much memory the server holds while it makes them, over a fresh database of `--files` seeded lease
// files (100,000 by default): the general report of every file, one file's documents pack (its four
// PDFs, asked for in turn), and a month-end zip over a year of deliveries. The server runs as in
// production (`src/cli/serve.ts`, its own process, on 127.0.0.1); its memory is its resident set,
// read from /proc every 20 ms while a report downloads (Linux), the highest reading kept.
//
// Options: --files N (files to seed), --data-dir DIR (a PGlite folder seeded before with
// `pnpm seed --files N`, measured as it is), --pack-runs N (documents packs asked for, default 20),
// --only TEXT (only the reports whose name holds it; another part's --only skips them all).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { freshDatabase, sessionHeaders, sessionsOf, startProcess } from './bench-api.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const apiDir = join(root, 'apps', 'api');

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    files: { type: 'string', default: '100000' },
    'data-dir': { type: 'string' },
    'pack-runs': { type: 'string', default: '20' },
    only: { type: 'string' },
  },
  strict: false,
});
const files = Number(values.files);
const packRuns = Number(values['pack-runs']);
if (!Number.isInteger(files) || files < 1) throw new Error('--files must be a whole number ≥ 1');
if (!Number.isInteger(packRuns) || packRuns < 1) throw new Error('--pack-runs must be a whole number ≥ 1');

/** The reports measured: every seeded file is delivered between 2016 and 2026. */
const reports = [
  {
    name: 'GET /general-reports, every file',
    method: 'GET',
    path: '/api/main/general-reports?startDate=1900-01-01&endDate=2200-12-31',
    runs: 1,
  },
  {
    name: 'POST /reports, one file, four templates',
    method: 'POST',
    path: '/api/main/reports',
    body: {
      fileNo: '1000001',
      templates: ['lease-summary', 'buyout-quote', 'pre-authorized-debit', 'insurance-letter'],
    },
    runs: packRuns,
  },
  {
    name: 'GET /month-end-reports/delivery-date, a year',
    method: 'GET',
    path: '/api/main/month-end-reports/delivery-date?startdate=2025-01-01&enddate=2025-12-31',
    runs: 1,
  },
].filter((report) => typeof values.only !== 'string' || report.name.includes(values.only));

/** The resident set of a process, in bytes (0 where /proc is not there). */
function residentBytes(pid) {
  try {
    const kilobytes = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return Number(kilobytes ?? 0) * 1024;
  } catch {
    return 0;
  }
}

/** Downloads a report whole: the time to its first byte and to its last, its size, the server's highest memory meanwhile. */
async function download(server, headers, report) {
  let peak = residentBytes(server.pid);
  const sampler = setInterval(() => (peak = Math.max(peak, residentBytes(server.pid))), 20);
  const started = performance.now();
  try {
    const response = await fetch(new URL(report.path, server.origin), {
      method: report.method,
      headers: { ...headers, ...(report.body && { 'content-type': 'application/json' }) },
      ...(report.body && { body: JSON.stringify(report.body) }),
    });
    if (response.status !== 200)
      throw new Error(`${report.name} answered ${response.status}: ${await response.text()}`);
    let firstByte;
    let bytes = 0;
    for await (const chunk of response.body) {
      firstByte ??= performance.now() - started;
      bytes += chunk.byteLength;
    }
    return { firstByte, total: performance.now() - started, bytes, peak };
  } finally {
    clearInterval(sampler);
    peak = Math.max(peak, residentBytes(server.pid));
  }
}

const megabytes = (bytes) => (bytes / 1_000_000).toFixed(1);
const ms = (value) => Math.round(value);

async function main() {
  if (reports.length === 0) return;
  const database = await freshDatabase({ dataDir: values['data-dir'] });
  const env = { ...database.env, LOG_LEVEL: 'warn' };
  let server;
  try {
    if (!database.existing) {
      console.log(`Seeding ${files} lease files for the reports…`);
      const seed = spawnSync(
        process.execPath,
        ['--import', 'tsx', 'src/cli/seed.ts', '--makes', '12', '--quotes', '0', '--files', String(files)],
        { cwd: apiDir, env: { ...process.env, ...env }, stdio: 'inherit' },
      );
      if (seed.status !== 0) throw new Error('pnpm seed failed (its output is above)');
    }
    server = await startProcess(
      ['--import', 'tsx', 'src/cli/serve.ts'],
      { ...env, PORT: '0', HOST: '127.0.0.1', SEED_DEMO_DATA: 'false' },
      apiDir,
    );
    const headers = sessionHeaders(await (await sessionsOf(server)).staff());
    const idle = residentBytes(server.pid);
    const rows = [];
    for (const report of reports) {
      const runs = [];
      for (let run = 0; run < report.runs; run += 1) runs.push(await download(server, headers, report));
      const totals = runs.map((each) => each.total).sort((a, b) => a - b);
      rows.push({
        report: report.name,
        runs: runs.length,
        'first byte (ms)': ms(runs[0].firstByte),
        'whole, p50 (ms)': ms(totals[Math.floor((totals.length - 1) / 2)]),
        'whole, max (ms)': ms(totals.at(-1)),
        'size (kB)': Math.round(runs[0].bytes / 1000),
        'server peak RSS (MB)': megabytes(Math.max(...runs.map((each) => each.peak))),
      });
    }
    console.log(
      `\nReports over ${database.existing ? database.label : `${files} seeded lease files, ${database.label}`}; ` +
        `the server's resident set before them: ${megabytes(idle)} MB`,
    );
    console.table(rows);
  } finally {
    await server?.stop();
    await database.remove();
  }
}

await main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
