/**
 * Every story as a test: Vitest renders each story of `.storybook/main.ts` in headless Chromium, runs
 * its `play` function, then the accessibility checks (the a11y addon is in error mode) and a
 * comparison of the story's screenshot with its baseline (`__screenshots__/` beside the stories).
 *
 *   npx vitest run --project storybook
 *   pnpm test:visual:update              # re-take the baselines after an intended visual change
 *
 * Screenshots are deterministic: a fixed viewport per story (1200 × 900 unless the story picks one),
 * one font (Liberation Sans), a fixed date, locale and time zone, animations and transitions that end
 * as they start (`.storybook/vitest.setup.ts`), and Debian's Chromium without GPU. They are compared
 * with a small tolerance for anti-aliasing.
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
  define: {
    // Under NODE_ENV=test, react-stately's Virtualizer renders every row (for jsdom, which has no
    // layout) unless VIRT_ON is set. These tests run in a real browser: virtualize as in production.
    'process.env.VIRT_ON': JSON.stringify('1'),
  },
  test: {
    name: 'storybook',
    setupFiles: [path.join(dirname, '.storybook', 'vitest.setup.ts')],
    // The 100,000-row table builds its collection for several seconds in development mode.
    testTimeout: 60_000,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: chromiumLaunchOptions,
        contextOptions: {
          locale: 'en-CA',
          timezoneId: 'America/Toronto',
          deviceScaleFactor: 1,
          // Larger than any story's viewport, so the test frame is never scaled down to fit.
          viewport: { width: 1920, height: 1280 },
        },
      }),
      instances: [{ browser: 'chromium' }],
      // Failures are reported in the terminal; no stray PNGs beside the stories.
      screenshotFailures: false,
      expect: {
        toMatchScreenshot: {
          comparatorName: 'pixelmatch',
          comparatorOptions: {
            // Per-pixel colour tolerance (0–1), and the share of pixels allowed to differ beyond it.
            threshold: 0.2,
            allowedMismatchedPixelRatio: 0.002,
          },
          screenshotOptions: { animations: 'disabled', caret: 'hide', scale: 'css' },
          // The diff and the actual image of a failed comparison go to the ignored test-results folder.
          resolveDiffPath: ({ arg, browserName, ext, root, testFileDirectory, testFileName }) =>
            path.join(
              root,
              'test-results',
              'visual',
              testFileDirectory,
              testFileName,
              `${arg}-${browserName}${ext}`,
            ),
        },
      },
    },
  },
});
