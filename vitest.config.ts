import { defineConfig } from 'vitest/config';

/**
 * Every Vitest suite of the workspace. `pnpm test:unit` runs them all; `--project <name>` runs one.
 * The stories run in Chromium (vitest.storybook.config.ts); everything else runs in Node.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          root: './packages/domain',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'contract',
          root: './packages/api-client',
          include: ['test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'apps',
          include: ['apps/{public,client,dealer,staff}/src/**/*.test.ts', 'packages/app-kit/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: { name: 'tooling', include: ['tooling/test/**/*.test.ts'], environment: 'node', testTimeout: 30_000 },
      },
      './apps/api/vitest.config.ts',
      './vitest.storybook.config.ts',
    ],
  },
});
