import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { expect, signInAsStaff, test } from './fixtures.ts';
import { expectAccessible } from './axe.ts';

// Lease takeover administration (issue 15): a staff member adds a takeover, uploads a real photo
// (a JPEG made here), moves it to the top of the display order by keyboard on the ordering screen
// and saves; the public site's list shows the new order. One signed-in page throughout.

// sharp is the API server's: the photo is made with the same library that reads it there (loaded
// through the API's package: the root has neither sharp nor its types).
interface Sharp {
  (options: { create: { width: number; height: number; channels: 3; background: string } }): {
    jpeg(options: { quality: number }): { toBuffer(): Promise<Buffer> };
  };
}
const sharp = createRequire(new URL('../apps/api/package.json', import.meta.url))('sharp') as Sharp;

/** The vehicles of the ordering screen's rows, in order: each row's drag handle is named after its vehicle. */
const rowNames = async (page: Page) =>
  (
    await page
      .getByRole('grid', { name: 'Lease takeovers in the order the public site shows them' })
      .getByRole('button', { name: /^Drag / })
      .evaluateAll((handles) => handles.map((handle) => handle.getAttribute('aria-label') ?? ''))
  ).map((label) => label.replace(/^Drag /, ''));

/** The screen as it is, on a phone (390 px) and a desktop (1280 px), for looking at: test-results/. */
async function shoot(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/takeover-admin-${name}-${width}.png`, fullPage: true });
  }
}

test('staff reorder takeovers by keyboard and the public list follows', async ({ page, product }) => {
  test.slow();
  await signInAsStaff(page, product);
  await page
    .getByRole('navigation', { name: 'Staff console' })
    .getByRole('link', { name: 'Lease takeovers' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lease takeovers' })).toBeVisible();
  // The seed's 12, and any another journey on the shared product added.
  const total = page.getByText(/^\d+ lease takeovers$/);
  await expect(total).toBeVisible();
  const whole = (await total.textContent())!;
  expect(Number.parseInt(whole, 10)).toBeGreaterThanOrEqual(12);

  // A search that finds nothing says so in the spec's words.
  await page.getByRole('searchbox', { name: 'Search lease takeovers' }).fill('Lada Niva');
  await expect(page.getByText('No leases found')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search lease takeovers' }).fill('');
  await expect(page.getByText(whole, { exact: true })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'list');

  // A new takeover, filled in.
  await page.getByRole('button', { name: 'Add lease takeover' }).click();
  await page.getByRole('dialog').getByRole('textbox', { name: 'Vehicle id' }).fill('TKO-E2E');
  await page.getByRole('dialog').getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vehicle TKO-E2E' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Make' }).fill('Subaru');
  await page.getByRole('textbox', { name: 'Model' }).fill('Forester');
  await page.getByRole('textbox', { name: 'Trim' }).fill('Touring');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Subaru Forester Touring' })).toBeVisible();

  // A real photo: a JPEG, uploaded with its progress, then given its alt text.
  const jpeg = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#1d6f42' } })
    .jpeg({ quality: 80 })
    .toBuffer();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'forester.jpg', mimeType: 'image/jpeg', buffer: jpeg });
  await expect(page.getByRole('status').filter({ hasText: 'forester.jpg was uploaded.' })).toBeVisible();
  const alt = page.getByRole('textbox', { name: 'Alternative text of photo 1' });
  await expect(alt).toHaveValue('Subaru Forester Touring');
  await alt.fill('The green Forester from the front');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Changes to Subaru Forester Touring were saved.').last()).toBeVisible();
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);
  // A draft until published (issue 25 item 17).
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Subaru Forester Touring is on the public site.').last()).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'takeover');

  // The ordering screen: the new takeover is last; Alt + ↑ moves the focused row up, one place a press.
  await page.getByRole('link', { name: 'Lease takeovers' }).first().click();
  await page.getByRole('button', { name: 'Order on the public site' }).click();
  const list = page.getByRole('grid', { name: 'Lease takeovers in the order the public site shows them' });
  // Every takeover, drafts included (other journeys add drafts): the list's whole count and this one.
  const rows = Number.parseInt(whole, 10) + 1;
  await expect(list.getByRole('row')).toHaveCount(rows);
  await expect(list.getByRole('row').last()).toContainText('Subaru Forester Touring');
  await list.getByRole('row').last().focus();
  for (let move = 1; move < rows; move += 1) await page.keyboard.press('Alt+ArrowUp');
  await expect(list.getByRole('row').first()).toContainText('Subaru Forester Touring');
  await expect(page.getByRole('status').filter({ hasText: `moved to position 1 of ${rows}` })).toBeAttached();
  // And the second row down one place, by keyboard on its own button.
  const secondName = (await rowNames(page))[1]!;
  await list
    .getByRole('row')
    .nth(1)
    .getByRole('button', { name: `Move ${secondName} down` })
    .press('Enter');
  await expect(list.getByRole('row').nth(2)).toContainText(secondName);
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'order');
  await page.getByRole('button', { name: 'Save order' }).click();
  await expect(page.getByText('The new order was saved. The public site shows it now.')).toBeVisible();
  await expect(page.getByText('This is the order the public site shows.')).toBeVisible();
  const order = await rowNames(page);
  expect(order[0]).toBe('Subaru Forester Touring');
  expect(order[2]).toBe(secondName);

  // The public site's list follows, with the new takeover and its photo first.
  await page.goto('/lease-takeover');
  const cards = page
    .getByRole('list', { name: 'Vehicles available for lease takeover' })
    .getByRole('listitem');
  await expect(cards.first()).toContainText('Subaru Forester Touring');
  await expect(cards.first().getByRole('img', { name: 'The green Forester from the front' })).toBeVisible();
  // The published ones (the seed's 12 and this one), in the saved order; drafts are not shown.
  const shown = await cards.getByRole('link').allTextContents();
  expect(shown.length).toBeGreaterThanOrEqual(13);
  expect(shown).toEqual(order.filter((name) => shown.includes(name)));
});

test('a new takeover is a draft the public site does not show until staff publish it', async ({
  page,
  product,
}) => {
  test.slow();
  await signInAsStaff(page, product);
  await page.goto('/staff/lease-takeovers');
  await page.getByRole('button', { name: 'Add lease takeover' }).click();
  await page.getByRole('dialog').getByRole('textbox', { name: 'Vehicle id' }).fill('TKO-DRAFT');
  await page.getByRole('dialog').getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vehicle TKO-DRAFT' })).toBeVisible();
  await expect(page.getByText('Vehicle TKO-DRAFT was added as a draft.').last()).toBeVisible();
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();
  await expect(page.getByText('A draft: only staff see it.')).toBeVisible();
  // A draft has no public page to link to.
  await expect(page.getByRole('link', { name: /See it on the public site/ })).toHaveCount(0);
  await expectAccessible(page);
  await shoot(page, 'draft');
  const detail = page.url();
  const leaseId = detail.split('/').at(-1)!;

  // Not on the public list, and its page is "not available" (a 404), as the public API says.
  const visitor = await page.context().newPage();
  await visitor.goto('/lease-takeover');
  const cards = visitor.getByRole('list', { name: 'Vehicles available for lease takeover' });
  await expect(cards.getByRole('listitem').first()).toBeVisible();
  await expect(cards).not.toContainText('TKO-DRAFT');
  const missing = await visitor.goto(`/lease-takeover/${leaseId}`);
  expect(missing?.status()).toBe(404);
  await expect(visitor.getByText('This lease takeover is not available.')).toBeVisible();

  // The staff list says which is which.
  await page.getByRole('link', { name: 'Lease takeovers' }).first().click();
  const row = page
    .getByRole('list', { name: 'Lease takeovers, newest first' })
    .getByRole('listitem')
    .filter({ hasText: 'Vehicle TKO-DRAFT' });
  await expect(row.getByText('Draft', { exact: true })).toBeVisible();
  await expect(
    page
      .getByRole('list', { name: 'Lease takeovers, newest first' })
      .getByRole('listitem')
      .filter({ hasText: 'Honda Civic' })
      .getByText('Published', { exact: true }),
  ).toBeVisible();

  // Published: on the public list and its page; then taken off again.
  await page.goto(detail);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Vehicle TKO-DRAFT is on the public site.').last()).toBeVisible();
  await expect(page.getByText('Published', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /See it on the public site/ })).toBeVisible();
  await visitor.goto('/lease-takeover');
  await expect(cards).toContainText('Vehicle TKO-DRAFT');
  expect((await visitor.goto(`/lease-takeover/${leaseId}`))?.status()).toBe(200);
  await expect(visitor.getByRole('heading', { level: 2, name: 'Vehicle TKO-DRAFT' })).toBeVisible();

  await page.getByRole('button', { name: 'Take off the public site' }).click();
  await expect(
    page.getByText('Vehicle TKO-DRAFT is a draft again: the public site no longer shows it.').last(),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publish' })).toBeFocused();
  await visitor.goto('/lease-takeover');
  await expect(cards.getByRole('listitem').first()).toBeVisible();
  await expect(cards).not.toContainText('TKO-DRAFT');
  await expectAccessible(page);
});
