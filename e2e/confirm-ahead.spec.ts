import type { Page } from '@playwright/test';
import { demo, expect, signInAsStaff, test } from './fixtures.ts';
import { expectAccessible } from './axe.ts';

// The confirm dialog's code (react-aria's Modal, Button, ProgressBar…) is fetched ahead only by a
// screen that can ask a question, once it is idle, so that its question still shows offline; a page
// that never asks (a sign-in page) never downloads it (scripts/first-load.mjs measures the first loads).

/**
 * Whether this document has loaded the confirm dialog's own chunk (whatever its hash), from the
 * network or the browser's cache, once its idle callbacks have run and the network is idle.
 */
async function fetchedTheDialog(page: Page): Promise<boolean> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5000 })),
  );
  await page.waitForLoadState('networkidle');
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .some((entry) => /\/ConfirmDialog-[\w-]+\.js$/.test(new URL(entry.name).pathname)),
  );
}

test('a page fetches the confirm dialog ahead only when it can ask a question', async ({
  page,
  context,
  product,
}) => {
  // The staff sign-in page asks nothing: even once idle, it has not fetched the dialog.
  await page.goto('/staff/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await fetchedTheDialog(page)).toBe(false);

  // The dealers page asks before deleting a dealer: opened afresh, it fetches the dialog once idle…
  await signInAsStaff(page, product, demo.superAdmin);
  await page.goto('/staff/dealers');
  await expect(page.getByRole('heading', { level: 1, name: 'Dealers' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete Maple Leaf Motors' })).toBeVisible();
  expect(await fetchedTheDialog(page)).toBe(true);

  // …so that offline, the question still shows, and Cancel keeps the dealer.
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Delete Maple Leaf Motors' }).click();
  const question = page.getByRole('alertdialog', { name: 'Delete Maple Leaf Motors?' });
  await expect(question).toBeVisible();
  await expectAccessible(page);
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
  await expect(page.getByRole('button', { name: 'Delete Maple Leaf Motors' })).toBeVisible();
  await context.setOffline(false);
});
