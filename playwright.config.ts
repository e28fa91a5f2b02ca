import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './tooling/browser.ts';

const port = Number(process.env.E2E_PORT ?? 4317);
// A fresh database for every run; the workers inherit the folder the main process chose.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'sfi-e2e-'));

/** End-to-end journeys in Chromium against the built product, started as `pnpm start` starts it. */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions } },
  ],
  webServer: {
    command: 'pnpm --filter @sfi/api-server start',
    url: `http://127.0.0.1:${port}/api/main/versions`,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'pipe',
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: process.env.E2E_DATA_DIR, DATABASE_URL: '' },
  },
});
