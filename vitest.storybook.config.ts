/**
 * Every story as a test: Vitest renders each story of `.storybook/main.ts` in headless Chromium, runs
 * its `play` function and then the accessibility checks (the a11y addon is in error mode).
 *
 *   npx vitest run --config vitest.storybook.config.ts
 *
 * A single project named `storybook`, so the root `vitest.config.ts` can list this file in
 * `test.projects`.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

import { chromiumLaunchOptions } from './tooling/browser.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
  test: {
    name: 'storybook',
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: chromiumLaunchOptions }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
