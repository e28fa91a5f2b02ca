import { readFile } from 'node:fs/promises';
import type { Download, Locator } from '@playwright/test';
import { demo, expect, signInAsStaff, test } from './fixtures.ts';
import { expectAccessible } from './axe.ts';

// Reports (issue 12, doc 2 §7): a member of staff opens the reports from the console's navigation,
// downloads a general report over a range of delivery days (its name carries the days, doc 2 §7, and
// it is a real workbook), then opens a demo file and downloads its documents pack, `{fileNo}.zip`,
// one PDF per template chosen; a file-tool dealer downloads their own file's pack. Against the built
// product, with axe on each screen.

/** The names of a zip's entries, from its central directory (an .xlsx is a zip too). */
function zipEntries(bytes: Buffer): string[] {
  expect(bytes.readUInt32LE(0)).toBe(0x04034b50);
  let end = bytes.length - 22;
  while (end >= 0 && bytes.readUInt32LE(end) !== 0x06054b50) end--;
  expect(end).toBeGreaterThanOrEqual(0);
  const names: string[] = [];
  let at = bytes.readUInt32LE(end + 16);
  for (let index = bytes.readUInt16LE(end + 10); index > 0; index--) {
    expect(bytes.readUInt32LE(at)).toBe(0x02014b50);
    const length = bytes.readUInt16LE(at + 28);
    names.push(bytes.subarray(at + 46, at + 46 + length).toString('utf8'));
    at += 46 + length + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return names;
}

const bytesOf = async (download: Download) => readFile((await download.path())!);

/** Types a range into a date range field, segment by segment (en-CA: year, month, day). */
async function typeRange(field: Locator, from: string, to: string) {
  await field.getByRole('spinbutton').first().click();
  await field.page().keyboard.type(`${from}${to}`.replaceAll('-', ''));
}

test('staff download reports and a file’s documents pack; a file-tool dealer their own file’s pack', async ({
  page,
  product,
  browser,
}) => {
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
  expect(zipEntries(await bytesOf(general))).toEqual(
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
  expect(zipEntries(await bytesOf(monthEnd))).toHaveLength(12);

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
  expect(zipEntries(await bytesOf(pack))).toEqual([
    'lease-summary-1000001.pdf',
    'buyout-quote-1000001.pdf',
    'insurance-letter-1000001.pdf',
  ]);
  await expect(dialog).toBeHidden();

  // A file-tool dealer: the pack of their dealership's file (demo file 1000004, of Maple Leaf Motors).
  const dealerContext = await browser.newContext();
  const dealer = await dealerContext.newPage();
  await dealer.goto('/dealer/chat/login');
  await dealer.getByRole('textbox', { name: 'Username' }).fill(demo.fileDealer.username);
  await dealer.getByLabel('Password').fill(demo.fileDealer.password);
  await dealer.getByRole('button', { name: 'Sign in' }).click();
  await dealer.getByRole('link', { name: 'Your files' }).click();
  await dealer.goto('/dealer/files/1000004');
  await expect(dealer.getByRole('heading', { level: 1, name: 'File 1000004' })).toBeVisible();
  await dealer.getByRole('button', { name: 'Documents pack' }).click();
  const dealerDialog = dealer.getByRole('dialog', { name: 'Documents pack for file 1000004' });
  await expectAccessible(dealer);
  const [own] = await Promise.all([
    dealer.waitForEvent('download'),
    dealerDialog.getByRole('button', { name: 'Download zip' }).click(),
  ]);
  expect(own.suggestedFilename()).toBe('1000004.zip');
  expect(zipEntries(await bytesOf(own))).toHaveLength(4);
  await dealerContext.close();
});
