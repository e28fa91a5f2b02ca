/**
 * Every story again, in French (issue 29): the stories of `vitest.storybook.config.ts` rendered with
 * the toolbar's language set to Français, their play functions and accessibility checks run, and
 * then, in place of the screenshot comparison, a scan that fails on any English message of the
 * catalogue the story shows or says (`tooling/english-leftovers.ts`).
 *
 *   pnpm test:stories:fr        (vitest run -c vitest.storybook-fr.config.ts)
 *
 * Not yet a step of `pnpm test`: many stories still write their own English (their args, their play
 * functions' queries), which the scan rightly reports.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';

import base from './vitest.storybook.config.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

export default mergeConfig(
  base,
  defineConfig({
    test: {
      name: 'storybook-fr',
      setupFiles: [path.join(dirname, '.storybook', 'vitest.setup-fr.ts')],
    },
  }),
);
