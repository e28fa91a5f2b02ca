import { readFile } from 'node:fs/promises';
import { firstSheetOf, headingsOf } from '../apps/api/test/support/workbook.ts';
import { expect, signInAsStaff, test } from './fixtures.ts';
import { expectAccessible } from './axe.ts';

// Reports in French (issue 29): a member of staff who reads French (the language kept in the
// `sfi_locale` cookie, as the switch keeps it) opens the reports, downloads a general report and
// opens it: its sheet and its headers are French, and the screen says so in French. Then the lease
// takeover list, whose cards say their facts in French. Against the built product, with axe.

test('staff download a general report with French headers', async ({ page, product }) => {
  test.slow();
  await signInAsStaff(page, product);
  const origin = new URL(page.url()).origin;
  await page.context().addCookies([{ name: 'sfi_locale', value: 'fr-CA', url: origin }]);
  await page.goto('/staff/reports');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(page.getByRole('heading', { level: 1, name: 'Rapports' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('radio', { name: 'Rapport général' })).toBeChecked();
  await expectAccessible(page);

  // Without days, the report asks for them, in French.
  await page.getByRole('button', { name: 'Télécharger', exact: true }).click();
  await expect(page.getByText('Choisissez le premier et le dernier jour.')).toBeVisible();

  // The date fields read in French put the day first, then the month (janvier), then the year.
  const range = page.getByRole('group', { name: 'Période' });
  await range.getByRole('spinbutton').first().click();
  await page.keyboard.type('0101202531122025');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Télécharger', exact: true }).click(),
  ]);
  // The download's name is the spec's (doc 2 §7), whatever the language.
  const name = download.suggestedFilename();
  expect(name).toBe('general-report-01-January-2025-to-31-December-2025.xlsx');
  await expect(
    page
      .getByRole('status')
      .or(page.getByRole('alert'))
      .filter({ hasText: `Fichier téléchargé : ${name}.` }),
  ).toBeVisible();

  const sheet = await firstSheetOf(await readFile((await download.path())!));
  expect(sheet.name).toBe('Rapport général');
  const headings = headingsOf(sheet);
  expect(headings).toEqual(
    expect.arrayContaining(['Client', 'Concession', 'NIV', 'Paiement mensuel', 'Date de fin du bail']),
  );
  expect(headings).not.toContain('Customer');
  expect(sheet.rowCount).toBeGreaterThan(1);

  // The lease takeover list says its cards' facts in French.
  await page.goto('/staff/lease-takeovers');
  await expect(page.getByRole('heading', { level: 1, name: 'Reprises de bail' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText(/^Identifiant du véhicule\u00a0: /).first()).toBeVisible();
  await expect(page.getByText(/^Ajoutée le \d{1,2} \p{L}+ \d{4}$/u).first()).toBeVisible();
  await expectAccessible(page);
});
