import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './tooling/browser.ts';

// The cluster journeys (issue 28), the "cluster journeys" step of `pnpm test`: existing journeys,
// unchanged, through nginx in front of two API nodes on PostgreSQL and an S3-compatible server
// (scripts/cluster; the `product` fixture starts it once for all of them when E2E_CLUSTER is set),
// and e2e/cluster/ for what only a cluster shows (which node served what, live across nodes).
process.env.E2E_CLUSTER = '1';

export default defineConfig({
  testDir: './e2e',
  testMatch: [
    'sign-in.spec.ts',
    'chat.spec.ts',
    'staff-reports.spec.ts',
    'quote-editor.spec.ts',
    'cluster/*.spec.ts',
  ],
  // Of sign-in.spec.ts, the staff sign-in; of the others, their one journey each.
  grep: [
    /staff sign in with a code/,
    /chat live; the dealer sends a PDF and a photo/,
    /staff download reports/,
    /staff approve it live; the dealer’s editor follows/,
    /node1|unpinned/,
  ],
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report-cluster' }]],
  outputDir: 'test-results-cluster',
  // Two nodes, a PostgreSQL server, s3rver, nginx and two browsers share the machine's cores: a
  // password hashed or a search answered may take longer than on one process.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  use: {
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    { name: 'cluster', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions } },
  ],
});
