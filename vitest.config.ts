import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** Paths from the repository root, whatever folder Vitest is started in. */
const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Every Vitest suite of the workspace. `pnpm test:unit` runs them all; `--project <name>` runs one.
 * The stories run in Chromium, in English (vitest.storybook.config.ts) and in French
 * (vitest.storybook-fr.config.ts); everything else runs in Node.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          root: fromRoot('./packages/domain'),
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api-client',
          root: fromRoot('./packages/api-client'),
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'contract',
          root: fromRoot('./packages/api-client'),
          include: ['test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'quote-tool',
          root: fromRoot('./packages/quote-tool'),
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'file-tool',
          root: fromRoot('./packages/file-tool'),
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'chat',
          root: fromRoot('./packages/chat'),
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'apps',
          root: fromRoot('.'),
          include: [
            'apps/{public,client,dealer,staff}/src/**/*.test.ts',
            'packages/app-kit/src/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'tooling',
          root: fromRoot('.'),
          include: ['tooling/test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      fromRoot('./apps/api/vitest.config.ts'),
      {
        // The API's fault tests (issue 28): they start their own PostgreSQL server and storage, stop
        // and start them under load, and run once (not in the api project's PGlite and PostgreSQL runs).
        test: {
          name: 'faults',
          root: fromRoot('./apps/api'),
          include: ['faults/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      fromRoot('./vitest.storybook.config.ts'),
      // Every story again, in French (issue 29): no English message of the catalogue left on it.
      fromRoot('./vitest.storybook-fr.config.ts'),
    ],
  },
});
