/**
 * Set-up of the French story tests (vitest.storybook-fr.config.ts), after `vitest.setup.ts`: the
 * stories start in French, and each story's end checks that none of its words is left in English.
 */
import { expect } from 'vitest';

import { englishLeftovers } from '../tooling/english-leftovers.ts';

(globalThis as { __sfiStoryLocale?: string }).__sfiStoryLocale = 'fr-CA';

interface StoryContext {
  canvasElement: HTMLElement;
  parameters: { visual?: { target?: 'story' | 'page' } };
}

(
  globalThis as { __sfiCompareWithBaseline?: (context: StoryContext) => Promise<void> }
).__sfiCompareWithBaseline = async ({ canvasElement, parameters }) => {
  const root = parameters.visual?.target === 'page' ? document.body : canvasElement;
  expect(englishLeftovers(root), 'English words on a French story').toEqual([]);
};
