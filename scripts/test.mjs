#!/usr/bin/env node
// `pnpm test`: everything CI checks, in order: types, lint, the Vitest projects (unit, server,
// contract, tooling and the stories in Chromium), the build, the first-load budgets, the
// end-to-end journeys in Chromium, and some of them again through nginx in front of two API nodes
// on PostgreSQL and an S3-compatible server (the cluster journeys, playwright.cluster.config.ts).
// It stops at the first step that fails and ends with one line counting the steps.
import { spawnSync } from 'node:child_process';

const steps = [
  ['types', 'pnpm', ['typecheck']],
  ['lint', 'pnpm', ['lint']],
  ['unit, server (PGlite), contract and story tests', 'pnpm', ['exec', 'vitest', 'run']],
  [
    'server tests on PostgreSQL',
    'node',
    ['scripts/with-postgres.mjs', 'pnpm', 'exec', 'vitest', 'run', '--project', 'api'],
  ],
  ['build', 'pnpm', ['build']],
  ['first-load budgets', 'node', ['scripts/first-load.mjs']],
  ['end-to-end tests', 'pnpm', ['exec', 'playwright', 'test']],
  ['cluster journeys', 'pnpm', ['exec', 'playwright', 'test', '-c', 'playwright.cluster.config.ts']],
];

let passed = 0;
for (const [name, command, args] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const { status } = spawnSync(command, args, { stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  if (status !== 0) {
    console.error(`\n✖ ${name} failed after ${seconds} s`);
    console.log(`steps: ${passed} passed, 1 failed`);
    process.exit(status ?? 1);
  }
  passed += 1;
  console.log(`✔ ${name} (${seconds} s)`);
}
console.log(`steps: ${passed} passed, 0 failed`);
