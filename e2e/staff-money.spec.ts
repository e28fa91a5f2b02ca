import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { pdfTextOf } from '../apps/api/test/support/pdf.ts';
import { unzip } from '../apps/api/test/support/unzip.ts';
import { demo, expect, signInAsStaff, test } from './fixtures.ts';
import { expectAccessible } from './axe.ts';

// Buyout quotes, banking info and loan receivables (issue 12, doc 2 §7–§8): a member of staff opens a
// seeded British Columbia file's buyout quote, marks it PST exempt and sees the total drop as the
// PST leaves it, saves a fee and downloads the quote as its PDF; adds banking info, a transit number of two digits refused under its field with
// what was typed kept, then deletes it; and reads the file's receivable schedule and its balance
// chart. A file-tool dealer does the same on a file of their own dealership, saves the quote, reads
// its PDF, and downloads the file's documents pack (a zip of PDFs, each opened); another
// dealership's file does not exist for them, on screen or through the API.

/** A demo file in British Columbia, its lease running (src/seed/lease-files.ts: file number 2). */
const fileNo = '1000003';
/**
 * A demo file of Maple Leaf Motors, the demo file-tool dealer's dealership: in British Columbia,
 * its lease running (number 114).
 */
const dealerFileNo = '1000115';

const notice = (page: Page, text: string) =>
  page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text });

test('staff quote a buyout PST exempt, add banking info and read the loan receivables', async ({
  page,
  product,
}) => {
  test.slow();
  await signInAsStaff(page, product);
  await page.goto(`/staff/files/${fileNo}`);
  await expect(page.getByRole('heading', { level: 1, name: `File ${fileNo}` })).toBeVisible();

  // The buyout quote: British Columbia's GST and PST on the amounts, then the PST left out.
  await page.getByRole('tab', { name: 'Buyout quote' }).click();
  const total = page.getByTestId('buyout-total');
  await expect(total).toBeVisible();
  await expect(page.getByText(/^PST \(\d+ %\)$/)).toBeVisible();
  const withPst = await total.textContent();
  await expectAccessible(page);
  const exempt = page.getByRole('switch', { name: 'PST exempt' });
  await exempt.focus();
  await page.keyboard.press('Space');
  await expect(notice(page, `File ${fileNo} is now PST exempt.`)).toBeVisible();
  await expect(exempt).toBeChecked();
  await expect(page.getByText(/^PST \(\d+ %\)$/)).toHaveCount(0);
  await expect(total).not.toHaveText(withPst!);

  // A fee typed in moves the total at once; saved, it stays.
  // The PDF prints the quote as saved: while the fee is not saved, its button waits for the save.
  const exemptTotal = await total.textContent();
  const pdf = page.getByRole('button', { name: 'Download PDF' });
  await page.getByRole('textbox', { name: 'Fees' }).fill('250.00');
  await expect(total).not.toHaveText(exemptTotal!);
  await expect(pdf).toBeDisabled();
  await expect(page.getByText('Save your changes first: the PDF prints the quote as saved.')).toBeVisible();
  await page.getByRole('button', { name: 'Save buyout quote' }).click();
  await expect(notice(page, `The buyout quote of file ${fileNo} is saved.`)).toBeVisible();
  await expect(page.getByText('All changes saved')).toBeVisible();

  // Saved, the quote downloads as its PDF, named by its date (DD-MMMM-YYYY); the field writes it
  // "Month D, YYYY".
  const quoteDate = (await page.getByRole('group', { name: 'Quote date' }).textContent()) ?? '';
  const [, monthName, dayOfMonth, year] = /^(\w+) (\d{1,2}), (\d{4})$/.exec(quoteDate.trim()) ?? [];
  const day = dayOfMonth?.padStart(2, '0');
  const [download] = await Promise.all([page.waitForEvent('download'), pdf.click()]);
  expect(download.suggestedFilename()).toBe(`buyout-quote-${fileNo}-${day}-${monthName}-${year}.pdf`);
  expect((await readFile((await download.path())!)).subarray(0, 4).toString()).toBe('%PDF');
  await expect(notice(page, `${download.suggestedFilename()} is downloaded.`)).toBeVisible();

  // Banking info: a bad transit stays as typed with its error; corrected, the record is added, masked.
  await page.getByRole('tab', { name: 'Banking info' }).click();
  await page.getByRole('button', { name: 'Add banking info' }).click();
  const form = page.getByRole('region', { name: 'New banking info' });
  await form.getByRole('textbox', { name: 'Payee' }).fill('Mina Payee');
  await form.getByRole('textbox', { name: 'Institution number' }).fill('004');
  await form.getByRole('textbox', { name: 'Transit number' }).fill('12');
  await form.getByRole('textbox', { name: 'Account number' }).fill('98765432');
  await form.getByRole('textbox', { name: 'Amount' }).fill('412.50');
  await form.getByRole('button', { name: 'Add' }).click();
  await expect(form.getByText('A transit number is exactly 5 digits, such as 12345.')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Transit number' })).toHaveValue('12');
  await expectAccessible(page);
  await form.getByRole('textbox', { name: 'Transit number' }).fill('12345');
  await form.getByRole('button', { name: 'Add' }).click();
  await expect(notice(page, 'The banking info of Mina Payee is added.')).toBeVisible();
  const records = page.getByRole('list', { name: `Banking info of file ${fileNo}` });
  await expect(records.getByRole('listitem').filter({ hasText: 'Mina Payee' })).toContainText('••••5432');
  await expect(page.getByText('98765432')).toHaveCount(0);
  const trail = page.getByRole('region', { name: 'Changes to this file’s banking info' });
  await expect(trail).toContainText('added banking info');
  await page.getByRole('button', { name: 'Delete the banking info of Mina Payee' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(notice(page, 'The banking info of Mina Payee is deleted.')).toBeVisible();
  await expect(records.getByRole('listitem').filter({ hasText: 'Mina Payee' })).toHaveCount(0);
  await expect(trail).toContainText('deleted banking info');

  // The loan receivables: the schedule, month by month, and the balance over time.
  await page.getByRole('tab', { name: 'Loan receivables' }).click();
  const schedule = page.getByRole('grid', { name: `Receivable schedule of file ${fileNo}` });
  await expect(schedule.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('img', { name: /Balance over time/ })).toBeVisible();
  await expectAccessible(page);
});

test('a file-tool dealer quotes a buyout, keeps banking info and downloads the pack of their own file, not another’s', async ({
  page,
}) => {
  test.slow();
  await page.goto('/dealer/chat/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(demo.fileDealer.username);
  await page.getByLabel('Password').fill(demo.fileDealer.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('link', { name: 'Your files' })).toBeVisible();
  // The dealer's session, as their own calls send it: to ask the API for another dealership's file below.
  const ownFile = page.waitForRequest((request) => request.url().endsWith(`/api/main/files/${dealerFileNo}`));
  await page.goto(`/dealer/files/${dealerFileNo}`);
  const sent = await (await ownFile).allHeaders();
  const session = { 'x-session-token': sent['x-session-token']!, authorization: sent.authorization! };
  await expect(page.getByRole('heading', { level: 1, name: `File ${dealerFileNo}` })).toBeVisible();

  // The buyout quote: British Columbia's GST and PST, then PST exempt; saved, it downloads as its PDF.
  await page.getByRole('tab', { name: 'Buyout quote' }).click();
  const total = page.getByTestId('buyout-total');
  await expect(total).toBeVisible();
  await expect(page.getByText(/^PST \(\d+ %\)$/)).toBeVisible();
  const withPst = await total.textContent();
  await expectAccessible(page);
  const exempt = page.getByRole('switch', { name: 'PST exempt' });
  await exempt.focus();
  await page.keyboard.press('Space');
  await expect(notice(page, `File ${dealerFileNo} is now PST exempt.`)).toBeVisible();
  await expect(exempt).toBeChecked();
  await expect(page.getByText(/^PST \(\d+ %\)$/)).toHaveCount(0);
  await expect(total).not.toHaveText(withPst!);
  const exemptTotal = await total.textContent();
  await page.getByRole('textbox', { name: 'Fees' }).fill('125.00');
  await expect(total).not.toHaveText(exemptTotal!);
  await page.getByRole('button', { name: 'Save buyout quote' }).click();
  await expect(notice(page, `The buyout quote of file ${dealerFileNo} is saved.`)).toBeVisible();
  await expect(page.getByText('All changes saved')).toBeVisible();
  const savedTotal = (await total.textContent())!;
  const [quotePdf] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(quotePdf.suggestedFilename()).toMatch(
    new RegExp(`^buyout-quote-${dealerFileNo}-\\d{2}-[A-Z][a-z]+-\\d{4}\\.pdf$`),
  );
  const printed = (await pdfTextOf(await readFile((await quotePdf.path())!))).text;
  expect(printed).toContain(dealerFileNo);
  expect(printed).toContain(savedTotal);
  await expect(notice(page, `${quotePdf.suggestedFilename()} is downloaded.`)).toBeVisible();

  // Banking info: a record added, shown masked, then deleted; both changes in the trail.
  await page.getByRole('tab', { name: 'Banking info' }).click();
  await page.getByRole('button', { name: 'Add banking info' }).click();
  const form = page.getByRole('region', { name: 'New banking info' });
  await form.getByRole('textbox', { name: 'Payee' }).fill('Rowan Payee');
  await form.getByRole('textbox', { name: 'Institution number' }).fill('003');
  await form.getByRole('textbox', { name: 'Transit number' }).fill('54321');
  await form.getByRole('textbox', { name: 'Account number' }).fill('1234567890');
  await form.getByRole('textbox', { name: 'Amount' }).fill('389.10');
  await form.getByRole('button', { name: 'Add' }).click();
  await expect(notice(page, 'The banking info of Rowan Payee is added.')).toBeVisible();
  const records = page.getByRole('list', { name: `Banking info of file ${dealerFileNo}` });
  await expect(records.getByRole('listitem').filter({ hasText: 'Rowan Payee' })).toContainText('••••7890');
  await expect(page.getByText('1234567890')).toHaveCount(0);
  const trail = page.getByRole('region', { name: 'Changes to this file’s banking info' });
  await expect(trail).toContainText('added banking info');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Delete the banking info of Rowan Payee' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(notice(page, 'The banking info of Rowan Payee is deleted.')).toBeVisible();
  await expect(records.getByRole('listitem').filter({ hasText: 'Rowan Payee' })).toHaveCount(0);
  await expect(trail).toContainText('deleted banking info');

  // The documents pack: {fileNo}.zip, one PDF per template, each of this file; the buyout as saved.
  await page.getByRole('button', { name: 'Documents pack' }).click();
  const dialog = page.getByRole('dialog', { name: `Documents pack for file ${dealerFileNo}` });
  await expect(dialog.getByRole('checkbox', { name: 'Buyout quote' })).toBeChecked();
  await expectAccessible(page);
  const [pack] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download zip' }).click(),
  ]);
  expect(pack.suggestedFilename()).toBe(`${dealerFileNo}.zip`);
  const entries = await unzip(await readFile((await pack.path())!));
  expect(entries.map((entry) => entry.name)).toEqual([
    `lease-summary-${dealerFileNo}.pdf`,
    `buyout-quote-${dealerFileNo}.pdf`,
    `pre-authorized-debit-${dealerFileNo}.pdf`,
    `insurance-letter-${dealerFileNo}.pdf`,
  ]);
  const texts = await Promise.all(entries.map(async (entry) => (await pdfTextOf(entry.bytes)).text));
  for (const text of texts) expect(text).toContain(dealerFileNo);
  expect(texts[1]).toContain(savedTotal);
  await expect(dialog).toBeHidden();

  // Another dealership's file does not exist for this dealer: not on screen, nor through the API.
  await page.goto(`/dealer/files/${fileNo}`);
  await expect(page.getByRole('heading', { level: 1, name: 'The file does not exist' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Buyout quote' })).toHaveCount(0);
  await expectAccessible(page);
  for (const [method, path, data] of [
    ['GET', `/api/main/files/${fileNo}`],
    ['GET', `/api/main/buyout-quotes/${fileNo}`],
    ['GET', `/api/main/buyout-quotes/${fileNo}/pdf`],
    ['PUT', `/api/main/buyout-quotes/pstExempt/${fileNo}`, { fileNo }],
    ['GET', `/api/main/banking-info/${fileNo}`],
    ['GET', `/api/main/loan-receivable-reports/${fileNo}`],
    ['POST', '/api/main/reports', { fileNo, templates: ['buyout-quote'] }],
  ] as const) {
    const answer = await page.request.fetch(path, { method, headers: session, ...(data && { data }) });
    expect(answer.status(), `${method} ${path}`).toBe(404);
    expect(await answer.json(), `${method} ${path}`).toMatchObject({ message: 'The file does not exist' });
  }
});
