import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { expectNoEnglish, loadFrench } from './french.ts';

/**
 * Runs axe on the page as it is now (WCAG 2.2 A and AA) and expects no violations; a page in French
 * is also scanned for English messages left on it (issue 29), so every journey in French checks it.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  if ((await page.locator('html').getAttribute('lang'))?.startsWith('fr')) {
    await loadFrench();
    await expectNoEnglish(page);
  }
  const { violations } = await new AxeBuilder({ page })
    // react-aria's live announcer: after a pending button has announced itself, its entries point
    // at a label that is gone. The region is hidden and transient; the page itself is what we check.
    .exclude('[data-live-announcer]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(
    violations.map(({ id, help, nodes }) => ({ id, help, targets: nodes.map((n) => n.target) })),
  ).toEqual([]);
}

/**
 * Axe on the page once nothing moves: a notice sliding in is half transparent, which axe would
 * read as too little contrast.
 */
export async function expectAccessible(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  await expectNoAxeViolations(page);
}
