import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './tooling/browser.ts';

/**
 * End-to-end journeys in Chromium against the built product, started as `pnpm start` starts it
 * with a fresh database (the `product` fixture in e2e/fixtures.ts, which also reads its log).
 */
export default defineConfig({
  testDir: './e2e',
  // The cluster's own journeys run in playwright.cluster.config.ts.
  testIgnore: 'cluster/**',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 60_000,
  use: {
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions } },
  ],
});
