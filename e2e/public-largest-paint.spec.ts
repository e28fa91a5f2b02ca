import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// A public page shows from its document alone; its code only brings it to life. The code is asked
// for once the page's largest paint (its main picture) is on the screen, so that the largest paint
// never waits on the code's download and run, however slow the picture or busy the phone
// (apps/public/src/prerender.tsx; Lighthouse counts the code in the largest paint otherwise).

/** The page's main pictures (`fetchpriority="high"`): the home page's hero, the takeover list's hero. */
const mainPicture = /\/_apps\/public\/images\/(home|client-benefits)-\d+\.(avif|webp)$/;

/** When the page's largest paint was, and when its module script was asked for (ms from the start). */
function timings(page: Page) {
  return page.evaluate(async () => {
    const largest = await new Promise<PerformanceEntry>((resolve) =>
      new PerformanceObserver((list) => resolve(list.getEntries().at(-1)!)).observe({
        type: 'largest-contentful-paint',
        buffered: true,
      }),
    );
    const script = performance
      .getEntriesByType('resource')
      .find((entry) => /\/_apps\/public\/assets\/index-[\w-]+\.js$/.test(entry.name));
    return {
      largestPaint: largest.startTime,
      element: (largest as PerformanceEntry & { element: Element | null }).element?.tagName,
      scriptAskedAt: script?.startTime,
    };
  });
}

test.use({ viewport: { width: 390, height: 844 } });

for (const path of ['/', '/lease-takeover']) {
  test(`${path}: the code is asked for after the main picture is on the screen, however late it comes`, async ({
    page,
  }) => {
    // The picture comes a second and a half late: the first frame, without it, is long painted.
    await page.route(mainPicture, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto(path);
    await expect(page.locator('html[data-live]')).toBeAttached({ timeout: 15_000 });
    const { largestPaint, element, scriptAskedAt } = await timings(page);
    expect(element).toBe('IMG');
    expect(largestPaint).toBeGreaterThan(1500);
    expect(scriptAskedAt).toBeGreaterThan(largestPaint);
  });
}

test('a page whose main picture never comes still comes alive within a few seconds', async ({ page }) => {
  await page.route(mainPicture, (route) => route.abort());
  await page.goto('/');
  // The starter waits three seconds at most (`waitMs`), then asks for the code all the same.
  await expect(page.locator('html[data-live]')).toBeAttached({ timeout: 8_000 });
});
