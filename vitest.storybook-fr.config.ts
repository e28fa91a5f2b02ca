/**
 * Every story again, in French (issue 29): the stories of `vitest.storybook.config.ts` rendered with
 * the toolbar's language set to Français, their play functions and accessibility checks run, and
 * then, in place of the screenshot comparison, a scan that fails on any English message of the
 * catalogue the story shows or says (`tooling/english-leftovers.ts`).
 *
 *   pnpm test:stories:fr        (vitest run -c vitest.storybook-fr.config.ts)
 *
 * A project of the root `vitest.config.ts`, so a step of `pnpm test`. A play function that fails
 * fails the story here too. So every story says its words through the catalogue when it renders or
 * plays (`message()`, or `storyWords(context)` in the design system's stories), never at a module's
 * top level, and its mock server answers in the story's language.
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
