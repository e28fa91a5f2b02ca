import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { unzip } from '../apps/api/test/support/unzip.ts';
import { demo, expect, signInAsStaff, test } from './fixtures.ts';
import { expectAccessible } from './axe.ts';
import { expectNoEnglish, loadFrench, t } from './french.ts';

// The product in French (issue 29), as a French-speaking user meets it: a browser whose language is
// French gets every app in French on the first visit, and each journey's pages are scanned for
// English left behind. A client signs up and reads their dashboard and lease summary; a dealer
// builds and submits a quote; staff save a file with a bad field (the error in French, the typed
// value kept) and download a report with French headers. Screenshots at 390 and 1280 px.

test.use({ locale: 'fr-CA' });
test.beforeAll(loadFrench);

async function shoot(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
}

const money = (dollars: number) =>
  new Intl.NumberFormat('fr-CA', { style: 'currency', currency: 'CAD' }).format(dollars);

test('a French browser gets the client area in French; the client signs up, switches language and back, and reads their lease summary', async ({
  page,
  product,
}) => {
  test.slow();
  const email = `ines.${Date.now()}@example.com`;
  await page.goto('/client/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await page.getByRole('button', { name: t('Create an account') }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await page.getByLabel(t('idp.signUp.name')).fill('Inès Preneuse');
  await page.getByLabel(t('idp.signUp.agency')).fill('Agence du Port');
  await page.getByLabel(t('idp.email')).fill(email);
  await page.getByLabel(t('idp.password')).fill('ines-preneuse-2026');
  await page.getByRole('button', { name: t('idp.signUp.submit') }).click();
  await expect(page.getByRole('status')).toBeVisible();
  await expectNoEnglish(page);
  await expect.poll(() => product.lastLinkTo(email)).toBeTruthy();

  // The demo client's dashboard, in French: amounts and dates as French writes them.
  await page.goto('/client/login');
  await page.getByRole('button', { name: t('action.signIn') }).click();
  await page.getByLabel(t('idp.email')).fill('client@example.com');
  await page.getByLabel(t('idp.password')).fill('client-demo-2026');
  await page.getByRole('button', { name: t('action.signIn') }).click();
  await expect(page).toHaveURL(/\/client\/dashboard$/);
  const leases = page.getByRole('region', { name: t('clientDashboard.files.title') });
  await expect(leases).toBeVisible();
  await expect(leases).toContainText(/\d\s\$/);
  await expectNoEnglish(page);
  await expectAccessible(page);
  await shoot(page, 'client-dashboard-fr');

  // English and back: the switch changes every word at once and is kept for the next visit.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
  await expect(page.getByRole('region', { name: 'Your leases' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Your leases' })).toBeVisible();
  await page.getByRole('button', { name: 'Français' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(leases).toBeVisible();

  // The lease summary PDF, in French.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    leases.getByRole('button', { name: /PDF/ }).first().click(),
  ]);
  const pdf = await readFile((await download.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdf.toString('latin1')).toMatch(/\/Lang \(fr-CA\)/);
});

test('a dealer on a French browser builds a quote and submits it for quote approval, all in French', async ({
  page,
}) => {
  test.slow();
  const lastName = `Soumission${Date.now() % 100_000}`;
  await page.goto('/dealer/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await page.getByRole('textbox', { name: t('Username') }).fill(demo.dealer.username);
  await page.getByLabel(t('Password')).fill(demo.dealer.password);
  await page.getByRole('button', { name: t('action.signIn') }).click();
  await expect(page).toHaveURL(/\/dealer\/portal$/);
  await expectNoEnglish(page);
  await shoot(page, 'dealer-list-fr');

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: t('quotes.new') }).click();
  await page.getByRole('textbox', { name: t('First name') }).fill('Élodie');
  await page.getByRole('textbox', { name: t('Last name') }).fill(lastName);
  await page.getByRole('button', { name: new RegExp(`${t('Province')}$`) }).click();
  await page.getByRole('option', { name: 'Québec', exact: true }).click();
  await page.getByRole('button', { name: t('quotes.new.create') }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Élodie ${lastName}` })).toBeVisible();

  for (const [label, value] of [
    ['Selling price', '35000'],
    ['Term (months)', '48'],
    ['Kilometres per year', '20000'],
    ['Residual (%)', '55'],
    ['Rate (%)', '5,99'],
  ] as const) {
    const field = page.getByRole('textbox', { name: t(label), exact: true });
    await field.fill(value);
    await field.press('Tab');
  }
  await expect(page.getByText(t('All changes saved'))).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(money(35_000)).first()).toBeVisible();
  await expectNoEnglish(page);
  await expectAccessible(page);
  await shoot(page, 'dealer-quote-fr');

  await page.setViewportSize({ width: 1280, height: 900 });
  const submit = t('Submit for Quote Approval');
  await page.getByRole('button', { name: submit }).first().click();
  await page.getByRole('alertdialog').getByRole('button', { name: submit }).click();
  await expect(page.getByText(t('quote.notice.submittedForQuoteApproval')).first()).toBeVisible();
  await expectNoEnglish(page);
});

test('staff on a French browser save a file with a bad field, read why in French, keep what they typed, and download a report with French headers', async ({
  page,
  product,
}) => {
  test.slow();
  await page.goto('/staff/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  // Signed in as every journey does (its labels read in English, hence the switch first).
  await page.getByRole('button', { name: 'English' }).click();
  await signInAsStaff(page, product);
  await page.getByRole('button', { name: 'Français' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');

  await page.goto('/staff/files/1000001');
  await expect(page.getByRole('heading', { level: 1, name: t('fileTool.file.title', { fileNo: '1000001' }) })).toBeVisible();
  const rate = page
    .getByRole('region', { name: t('leaseFile.group.lease'), exact: true })
    .getByRole('textbox', { name: new RegExp(`^${t('leaseFile.field.rate')}`) });
  await rate.fill('150');
  await rate.press('Tab');
  await page.getByRole('button', { name: t('action.save'), exact: true }).click();
  await expect(page.getByText(t('files.field.percentage')).first()).toBeVisible();
  await expect(rate).toHaveValue('150');
  await expectNoEnglish(page);
  await expectAccessible(page);
  await shoot(page, 'staff-file-error-fr');

  // A general report: its headers in French.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/staff/reports');
  const days = page.getByRole('group', { name: t('reports.days') });
  await days.getByRole('spinbutton').first().click();
  await page.keyboard.type('2025010120251231');
  const [report] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: t('reports.download'), exact: true }).click(),
  ]);
  const entries = await unzip(await readFile((await report.path())!));
  const sheets = entries
    .filter((entry) => /^xl\/(sharedStrings|worksheets\/sheet1)\.xml$/.test(entry.name))
    .map((entry) => entry.bytes.toString('utf8'))
    .join('');
  expect(sheets).toContain(t('reports.column.fileNo'));
  await expectNoEnglish(page);
});
