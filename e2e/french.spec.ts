import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectAccessible } from './axe.ts';
import { loadFrench, t } from './french.ts';

// A client in French (issue 29), as a French-speaking visitor meets the product: a browser whose
// language is French gets the client area and the identity provider's pages in French on the first
// visit; the client signs up, reads their dashboard (amounts and dates as French writes them),
// switches to English and back (kept after a reload), and downloads their lease summary in French.
// Every page is scanned for English left behind. Screenshots at 390 and 1280 px.

test.use({ locale: 'fr-CA' });
test.beforeAll(loadFrench);

async function shoot(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a client on a French browser signs up, reads their dashboard and lease summary in French, and switches language', async ({
  page,
  product,
}) => {
  test.slow();
  const email = `ines.${Date.now()}@example.com`;

  // Signing up at the identity provider, in French.
  await page.goto('/client/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expectAccessible(page);
  await page.getByRole('button', { name: t('client.login.signUp') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('idp.signUp.title') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await page.getByLabel(t('idp.name')).fill('Inès Preneuse');
  await page.getByLabel(t('idp.agency')).fill('Agence du Port');
  await page.getByLabel(t('idp.email')).fill(email);
  await page.getByLabel(t('idp.password')).fill('ines-preneuse-2026');
  await page.getByRole('button', { name: t('idp.signUp.submit') }).click();
  await expect(page.getByRole('status')).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'client-sign-up-fr');
  // The confirmation e-mail goes out in the language the client signed up in.
  await expect.poll(() => product.lastLinkTo(email)).toBeTruthy();
  const mail = product
    .output()
    .split('\n')
    .filter((line) => line.startsWith(`[outbox] E-mail to ${email}:`))
    .at(-1)!;
  expect(mail).toContain(t('idp.mail.confirm.subject'));

  // The demo client's dashboard, in French: amounts as French writes them. (The demo account may
  // keep the language another journey chose for it, which a browser with no choice adopts: this
  // one chooses French first, with the sign-in page's switch.)
  await page.goto('/client/login');
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('button', { name: 'Français' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await page.getByRole('button', { name: t('client.login.start') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('idp.login.title') })).toBeVisible();
  await page.getByLabel(t('idp.email')).fill('client@example.com');
  await page.getByLabel(t('idp.password')).fill('client-demo-2026');
  await page.getByRole('button', { name: t('idp.login.submit') }).click();
  await expect(page).toHaveURL(/\/client\/dashboard$/);
  const leases = page.getByRole('region', { name: t('clientDashboard.files.title') });
  await expect(leases.getByRole('table')).toBeVisible();
  await expect(leases.getByRole('table')).toContainText(/\d,\d\d\s\$/);
  await expectAccessible(page);
  await shoot(page, 'client-dashboard-fr');

  // English and back: every word changes at once, and the choice is kept for the next visit.
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
  await expect(page.getByRole('region', { name: 'Your leases' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Your leases' })).toBeVisible();
  await page.getByRole('button', { name: 'Français' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(leases).toBeVisible();
  await expectAccessible(page);

  // The lease summary PDF, by keyboard, in French.
  const button = leases.getByRole('button', { name: /PDF/ }).first();
  await button.focus();
  const downloading = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  const pdf = await readFile((await (await downloading).path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdf.toString('latin1')).toMatch(/\/Lang \(fr-CA\)/);
});
