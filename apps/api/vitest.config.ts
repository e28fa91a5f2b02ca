import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // So `vitest --config apps/api/vitest.config.ts` finds the tests from any directory.
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'api',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // Each test file starts its own database; PGlite takes a few seconds to boot on a busy machine.
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
