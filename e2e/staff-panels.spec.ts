import type { Page } from '@playwright/test';
import { demo, expect, signInAsStaff, test } from './fixtures.ts';
import { expectAccessible } from './axe.ts';

// The console's panels (doc 2 §2–4; issue 25): the dealers manager panel (open or closed), the
// config panel (its open flag) and the beta notice (shown or hidden, by its switch in the config
// panel or its own button). Each stays as the member of staff left it, in this browser, across
// reloads; another member has their own. Everything by keyboard.

/** A reload restores the staff session first (doc 2 §4: its code is sent again), which takes a while on a busy machine. */
const afterReload = { timeout: 30_000 };

const header = (page: Page) => page.getByRole('banner');
const betaNotice = (page: Page) => page.getByText('This console is in beta', { exact: false });

test('the dealers manager panel, by keyboard, stays open across a reload and opens a dealer', async ({
  page,
  product,
}) => {
  test.setTimeout(120_000);
  await signInAsStaff(page, product);
  await page.goto('/staff/chat');
  const open = header(page).getByRole('button', { name: 'Dealers manager' });
  await open.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Dealers manager' });
  await expect(panel).toBeVisible();
  const dealers = panel.getByRole('list', { name: 'Dealers found' });
  await expect(dealers.getByRole('link', { name: 'Maple Leaf Motors (D-1001)' })).toBeVisible();
  await expectAccessible(page);

  // Open it stays, after a reload; the search narrows the list as it is typed.
  await page.reload();
  await expect(panel).toBeVisible(afterReload);
  await panel.getByRole('searchbox', { name: 'Search dealers' }).focus();
  await page.keyboard.type('no such dealership');
  await expect(panel.getByRole('status')).toHaveText('No dealers found');
  await page.keyboard.press('Escape'); // clears the search
  await expect(panel.getByRole('searchbox', { name: 'Search dealers' })).toHaveValue('');
  await page.keyboard.type('maple');
  const maple = dealers.getByRole('link', { name: 'Maple Leaf Motors (D-1001)' });
  await expect(maple).toBeVisible();
  await maple.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/staff\/dealers\/[0-9a-f-]{36}$/);
  await expect(panel).toBeHidden();

  // Closed (by opening a dealer) it stays closed; Escape closes it too, and focus goes back.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(afterReload);
  await expect(panel).toBeHidden();
  await open.focus();
  await page.keyboard.press('Enter');
  await expect(panel).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(open).toBeFocused();
});

test('the config panel and the beta notice stay as each member left them', async ({ page, product }) => {
  test.setTimeout(150_000);
  await signInAsStaff(page, product);
  await page.goto('/staff/chat');
  await expect(betaNotice(page)).toBeVisible(afterReload);

  // Settings, by keyboard: who is signed in, the mode and version, and the beta notice's switch.
  await header(page).getByRole('button', { name: 'Settings' }).focus();
  await page.keyboard.press('Enter');
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await expect(settings).toContainText('Signed in as Alex Martin (admin)');
  await expect(settings).toContainText('SFI (staff)');
  const beta = settings.getByRole('switch', { name: 'Show the beta notice' });
  await expect(beta).toBeChecked();
  await expectAccessible(page);
  await beta.focus();
  await page.keyboard.press('Space');
  await expect(beta).not.toBeChecked();

  // The panel stays open across a reload, and the notice hidden.
  await page.reload();
  await expect(settings).toBeVisible(afterReload);
  await expect(settings.getByRole('switch', { name: 'Show the beta notice' })).not.toBeChecked();
  await page.keyboard.press('Escape');
  await expect(settings).toBeHidden();
  await expect(betaNotice(page)).toHaveCount(0);

  // Another member of staff, in this browser: their own. The notice shows for them; they hide it
  // with its own button, and show it again with the switch.
  await header(page).getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/staff\/login$/);
  await signInAsStaff(page, product, demo.superAdmin);
  await page.goto('/staff/chat');
  await expect(betaNotice(page)).toBeVisible(afterReload);
  await expect(settings).toHaveCount(0);
  await page.getByRole('button', { name: 'Hide the beta notice' }).click();
  await expect(betaNotice(page)).toHaveCount(0);
  await header(page).getByRole('button', { name: 'Settings' }).click();
  // The switch's label takes the click (the input itself is hidden under its track).
  await settings.getByText('Show the beta notice', { exact: true }).click();
  await expect(settings.getByRole('switch', { name: 'Show the beta notice' })).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(betaNotice(page)).toBeVisible();
});
