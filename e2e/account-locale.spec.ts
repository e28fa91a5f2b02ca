import { demo, expect, signInAsStaff, test } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import type { Browser, Page } from '@playwright/test';

// A signed-in person's language kept on their account (issue 29): the switch of each signed-in
// frame stores the choice, a browser that never chose adopts it at the next sign-in, and the
// identity provider's pages follow the client app's language.

/** The page's language as its `<html lang>` says it. */
const langOf = (page: Page) => page.evaluate(() => document.documentElement.lang);

/** Another browser on the page's origin, in English, where no language was ever chosen. */
const neverChosen = (browser: Browser, page: Page) =>
  browser.newContext({
    locale: 'en-CA',
    baseURL: new URL(page.url()).origin,
    storageState: { cookies: [], origins: [] },
  });

test('a dealer’s choice follows them to a browser that never chose', async ({ browser, page }) => {
  await page.goto('/dealer/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(demo.dealer.username);
  await page.getByLabel('Password').fill(demo.dealer.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dealer\/portal$/);
  expect(await langOf(page)).toBe('en-CA');

  const stored = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/main/session/locale') && response.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: 'Français' }).click();
  expect((await stored).status()).toBe(204);
  await expect(page.getByRole('button', { name: 'English' })).toBeVisible();
  expect(await langOf(page)).toBe('fr-CA');
  await expectNoAxeViolations(page);

  // Another browser, in English and with no choice of its own: signing in adopts the account's.
  const elsewhere = await neverChosen(browser, page);
  const other = await elsewhere.newPage();
  await other.goto('/dealer/login');
  expect(await langOf(other)).toBe('en-CA');
  await other.getByRole('textbox', { name: 'Username' }).fill(demo.dealer.username);
  await other.getByLabel('Password').fill(demo.dealer.password);
  await other.getByRole('button', { name: 'Sign in' }).click();
  await expect(other).toHaveURL(/\/dealer\/portal$/);
  await expect.poll(() => langOf(other)).toBe('fr-CA');
  await expect(other.getByRole('button', { name: 'English' })).toBeVisible();
  // Its own choice then stays its own: back to English here keeps English on the account too.
  await other.getByRole('button', { name: 'English' }).click();
  await expect.poll(() => langOf(other)).toBe('en-CA');
  await elsewhere.close();
});

test('a member of staff keeps their language from the console', async ({ browser, page, product }) => {
  await signInAsStaff(page, product, demo.superAdmin);
  const stored = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/main/session/locale') && response.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: 'Français' }).click();
  expect((await stored).status()).toBe(204);
  await expect.poll(() => langOf(page)).toBe('fr-CA');
  // Loaded again, the console restores the session: its answer carries the account's language.
  const restored = page.waitForResponse(
    (response) => response.url().endsWith('/api/main/login') && response.request().method() === 'POST',
  );
  await page.reload();
  const answer = (await (await restored).json()) as { user: { locale: string | null } };
  expect(answer.user.locale).toBe('fr-CA');
  await expect.poll(() => langOf(page)).toBe('fr-CA');
  await expectNoAxeViolations(page);

  // On another computer that never chose, the console opens in the account's language after the code.
  const elsewhere = await neverChosen(browser, page);
  const other = await elsewhere.newPage();
  await other.goto('/staff/login');
  expect(await langOf(other)).toBe('en-CA');
  await other.getByRole('textbox', { name: 'Username' }).fill(demo.superAdmin.username);
  await other.getByLabel('Password').fill(demo.superAdmin.password);
  const before = product.lastCode();
  await other.getByRole('button', { name: 'Sign in' }).click();
  await expect.poll(() => product.lastCode()).not.toBe(before);
  await other.getByRole('textbox', { name: 'Verification code' }).fill(product.lastCode()!);
  await other.getByRole('button', { name: 'Verify' }).click();
  await expect(other).toHaveURL(/\/staff\/quotes$/);
  await expect.poll(() => langOf(other)).toBe('fr-CA');
  await expect(other.getByRole('navigation', { name: 'Console du personnel' })).toBeVisible();
  await elsewhere.close();

  // Back to English, kept on the account too: the demo super admin is every other journey's.
  const restoredEnglish = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/main/session/locale') && response.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: 'English' }).click();
  expect((await restoredEnglish).status()).toBe(204);
  await expect.poll(() => langOf(page)).toBe('en-CA');
});

test('a client’s sign-in pages speak the app’s language, and the dashboard keeps the choice', async ({
  page,
}) => {
  await page.goto('/client/login');
  await page.getByRole('button', { name: 'Français' }).click();
  await expect.poll(() => langOf(page)).toBe('fr-CA');
  await page.getByRole('button', { name: /^(sign in|se connecter|connexion)$/i }).click();
  await expect(page).toHaveURL(/\/oidc\/interaction\//);
  expect(await langOf(page)).toBe('fr-CA');
  await expectNoAxeViolations(page);

  await page.locator('input[name="email"]').fill('client@example.com');
  await page.locator('input[name="password"]').fill('client-demo-2026');
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/client\/dashboard$/, { timeout: 15_000 });
  await expect.poll(() => langOf(page)).toBe('fr-CA');
  const stored = page.waitForResponse(
    (response) => response.url().endsWith('/api/public/me/locale') && response.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: 'English' }).click();
  expect((await stored).status()).toBe(204);
  await expect.poll(() => langOf(page)).toBe('en-CA');
  await expectNoAxeViolations(page);
});
