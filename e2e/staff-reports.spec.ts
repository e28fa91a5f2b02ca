import { readFile } from 'node:fs/promises';
import type { Download, Locator } from '@playwright/test';
import { unzip } from '../apps/api/test/support/unzip.ts';
import { expect, signInAsStaff, test } from './fixtures.ts';
import { expectAccessible } from './axe.ts';

// Reports (issue 12, doc 2 §7): a member of staff opens the reports from the console's navigation,
// downloads a general report over a range of delivery days (its name carries the days, doc 2 §7, and
// it is a real workbook), then opens a demo file and downloads its documents pack, `{fileNo}.zip`,
// one PDF per template chosen (a file-tool dealer's own pack, opened PDF by PDF, is in
// staff-money.spec.ts). Against the built product, with axe on each screen.

/** The names of a zip's entries (an .xlsx is a zip too), read with its structure and CRCs checked. */
const zipEntries = async (bytes: Buffer) => (await unzip(bytes)).map((entry) => entry.name);

const bytesOf = async (download: Download) => readFile((await download.path())!);

/** Types a range into a date range field, part by part as it is written ("Month D, YYYY": month, day, year). */
async function typeRange(field: Locator, from: string, to: string) {
  const written = (isoDay: string) => {
    const [year, month, day] = isoDay.split('-');
    return `${month}${day}${year}`;
  };
  await field.getByRole('spinbutton').first().click();
  await field.page().keyboard.type(`${written(from)}${written(to)}`);
}

test('staff download reports and a file’s documents pack', async ({ page, product }) => {
  test.slow();
  await signInAsStaff(page, product);
  await page
    .getByRole('navigation', { name: 'Staff console' })
    .getByRole('link', { name: 'Reports' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await expectAccessible(page);

  // Without days, the report asks for them.
  await expect(page.getByRole('radio', { name: 'General report' })).toBeChecked();
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  await expect(page.getByText('Choose the first and the last day.')).toBeVisible();

  // The demo files were delivered over the ten years before November 2026.
  await typeRange(page.getByRole('group', { name: 'Days' }), '2025-01-01', '2025-12-31');
  const [general] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download', exact: true }).click(),
  ]);
  expect(general.suggestedFilename()).toBe('general-report-01-January-2025-to-31-December-2025.xlsx');
  expect(await zipEntries(await bytesOf(general))).toEqual(
    expect.arrayContaining(['xl/workbook.xml', 'xl/worksheets/sheet1.xml']),
  );
  await expect(
    page
      .getByRole('status')
      .or(page.getByRole('alert'))
      .filter({ hasText: 'Downloaded general-report-01-January-2025-to-31-December-2025.xlsx.' }),
  ).toBeVisible();

  // A month-end report by lease end date: a zip of one workbook per month.
  // Chosen with the keyboard: arrows move through a radio group.
  await page.getByRole('radio', { name: 'General report' }).focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'Month-end report' })).toBeChecked();
  await page.getByRole('radiogroup', { name: 'Date type' }).getByText('Lease end date').click();
  await expect(page.getByRole('radio', { name: 'Lease end date' })).toBeChecked();
  const [monthEnd] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download', exact: true }).click(),
  ]);
  expect(monthEnd.suggestedFilename()).toBe(
    'month-end-lease-end-date-01-January-2025-to-31-December-2025.zip',
  );
  expect(await zipEntries(await bytesOf(monthEnd))).toHaveLength(12);

  // A demo file's documents pack, chosen in a dialog.
  await page.goto('/staff/files/1000001');
  await expect(page.getByRole('heading', { level: 1, name: 'File 1000001' })).toBeVisible();
  await page.getByRole('button', { name: 'Documents pack' }).click();
  const dialog = page.getByRole('dialog', { name: 'Documents pack for file 1000001' });
  await expect(dialog.getByRole('checkbox', { name: 'Lease summary' })).toBeChecked();
  await expectAccessible(page);
  await dialog.getByText('Pre-authorized debit form').click();
  await expect(dialog.getByRole('checkbox', { name: 'Pre-authorized debit form' })).not.toBeChecked();
  const [pack] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download zip' }).click(),
  ]);
  expect(pack.suggestedFilename()).toBe('1000001.zip');
  expect(await zipEntries(await bytesOf(pack))).toEqual([
    'lease-summary-1000001.pdf',
    'buyout-quote-1000001.pdf',
    'insurance-letter-1000001.pdf',
  ]);
  await expect(dialog).toBeHidden();
});
