/**
 * Set-up of the story tests only (vitest.storybook.config.ts), never of Storybook itself: it makes
 * the rendering deterministic and gives `preview.tsx`'s `afterEach` the visual comparison.
 *
 * Every story's root is compared with its baseline PNG, stored beside the stories in
 * `__screenshots__/`. After an intended visual change: `pnpm test:visual:update`.
 */
import { configure } from 'storybook/test';
import { expect, vi } from 'vitest';
import { page } from 'vitest/browser';

import type { VisualParameters } from './visual.ts';

// A fixed “today”, so calendars and relative dates render the same on every run (time still moves on,
// so timers and durations behave normally).
vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-06-15T14:00:00Z'), shouldAdvanceTime: true });

// The whole run shares two cores with the Node tests: a popover's exit or a dialog's fade could take
// longer than Testing Library's default second to end, and a check made once while a dialog faded in
// found its text not yet visible. So animations and transitions end as they start (the screenshots
// are taken at their end anyway, and react-aria still sees an exit animation end), except in a story
// that checks one (`keepMotion`, packages/ui/src/storybook/motion.ts); and `waitFor` and `findBy…`
// wait up to five seconds.
configure({ asyncUtilTimeout: 5000 });
const motion = document.createElement('style');
motion.textContent = `:root:not([data-story-motion]) :is(*, *::before, *::after) {
  animation-duration: 0s !important; animation-delay: 0s !important;
  transition-duration: 0s !important; transition-delay: 0s !important;
}`;
document.head.append(motion);

// One font on every machine: the brand stack falls back to whatever the system has, which differs
// between machines; Liberation Sans (fonts-liberation, metric-compatible with Arial) is the baseline.
const fonts = document.createElement('style');
fonts.textContent = `*, *::before, *::after { font-family: 'Liberation Sans', sans-serif !important; }`;
document.head.append(fonts);

interface VisualContext {
  id: string;
  canvasElement: HTMLElement;
  parameters: { visual?: VisualParameters };
}

/** Called by the preview's `afterEach`, after the play function, with animations paused at their end. */
async function compareWithBaseline({ id, canvasElement, parameters }: VisualContext) {
  const visual = parameters.visual ?? {};
  if (visual.disable) return;
  const target = visual.target === 'page' ? document.body : canvasElement;
  const { width, height } = target.getBoundingClientRect();
  if (width < 1 || height < 1) return;
  // Named after the story, so a renamed story gets a new baseline instead of another's.
  const name = id.split('--')[1] ?? id;
  await expect(page.elementLocator(target)).toMatchScreenshot(name);
}

(globalThis as { __sfiCompareWithBaseline?: typeof compareWithBaseline }).__sfiCompareWithBaseline =
  compareWithBaseline;
