#!/usr/bin/env node
// `pnpm bench`: what a visitor downloads before each app's first route shows: the entry chunk,
// everything it imports statically, the first route's own code-split chunk and their CSS,
// gzipped, and what Chromium downloads there until the network is idle. Builds the apps first when they are not built. Then the public site in Lighthouse, the
// cost of each @sfi/ui component, the API calls (scripts/bench-api.mjs), the reports
// (scripts/bench-reports.mjs) and an upload to the local bucket (scripts/bench-upload.mjs).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { firstLoadReport, firstLoadsInChromium, isBuilt } from './first-load.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

if (!isBuilt()) {
  const { status } = spawnSync('node', [join(root, 'scripts', 'build-apps.mjs')], { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}

console.log(
  'First load of each app’s initial route, manifest and Chromium (budgets: scripts/first-load.mjs)',
);
console.table(firstLoadReport(await firstLoadsInChromium()).rows);

// The public site in Lighthouse, as a phone sees it: scores, LCP and CLS (scripts/bench-lighthouse.mjs).
console.log('');
const lighthouse = spawnSync('node', [join(root, 'scripts', 'bench-lighthouse.mjs')], { stdio: 'inherit' });
if (lighthouse.status !== 0) process.exit(lighthouse.status ?? 1);

// What each design-system component costs an app that imports it alone (tree-shaking at work).
console.log('');
const ui = spawnSync('node', [join(root, 'scripts', 'bench-ui.mjs')], { stdio: 'inherit' });
if (ui.status !== 0) process.exit(ui.status ?? 1);

// The API: chosen calls against a bare Fastify route, on a fresh database (its options: node scripts/bench-api.mjs --help).
console.log('');
const api = spawnSync('node', [join(root, 'scripts', 'bench-api.mjs'), ...process.argv.slice(2)], {
  stdio: 'inherit',
});
if (api.status !== 0) process.exit(api.status ?? 1);

// The reports: the general report of every file, a documents pack and a month-end zip, their time
// and the server's peak memory, over 100,000 seeded files by default (node scripts/bench-reports.mjs).
console.log('');
const reports = spawnSync('node', [join(root, 'scripts', 'bench-reports.mjs'), ...process.argv.slice(2)], {
  stdio: 'inherit',
});
if (reports.status !== 0) process.exit(reports.status ?? 1);

// An upload: a 10 MB file to the local bucket through the presigned-POST flow, its time and
// throughput over a few runs, on a fresh database with the demo data (node scripts/bench-upload.mjs).
console.log('');
const upload = spawnSync('node', [join(root, 'scripts', 'bench-upload.mjs'), ...process.argv.slice(2)], {
  stdio: 'inherit',
});
if (upload.status !== 0) process.exit(upload.status ?? 1);

// Production (issue 28): the API calls on PGlite and on a PostgreSQL server side by side
// (scripts/bench-engines.mjs), then one node against two behind nginx on PostgreSQL, with the CPU
// each process used (scripts/bench-cluster.mjs). docs/deploy.md quotes their tables.
for (const part of ['bench-engines.mjs', 'bench-cluster.mjs']) {
  console.log('');
  const run = spawnSync('node', [join(root, 'scripts', part), ...process.argv.slice(2)], {
    stdio: 'inherit',
  });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
