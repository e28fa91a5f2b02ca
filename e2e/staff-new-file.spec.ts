import type { Locator, Page } from '@playwright/test';
import { expect, makesPageLoad as pageLoad, signInAsStaff, test } from './fixtures.ts';
import { expectAccessible } from './axe.ts';

// A new lease file from the console, filled in section by section (issue 25, items 6, 14 and 16): a
// member of staff creates a file, and its File section offers every attribute of the spec's file,
// the coded ones as lists of their labels (the province chosen by name, "Quebec", stored as QC);
// dates are written "Month D, YYYY" (doc 2 §3); each section gets its values and the file is saved.
// Its buyout quote, never saved, has Quebec's GST and QST and is saved as drafted. Reopened, the file
// still names its province, and its history says what the save changed. At 390 px the same screens
// hold, and pass axe.

const stamp = Date.now() % 1_000_000;
const fileNo = `NEW-${stamp}`;

const notice = (page: Page, text: string) =>
  page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text });
const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** Chooses an option of a list by its label; the list then shows it. */
async function choose(scope: Locator, label: RegExp, option: string) {
  await scope.getByRole('button', { name: label }).click();
  await scope.page().getByRole('option', { name: option, exact: true }).click();
  await expect(scope.getByRole('button', { name: label })).toContainText(option);
}

/** Types a date part by part, as it is written ("Month D, YYYY": month, day, year). */
async function typeDate(field: Locator, isoDay: string) {
  const [year, month, day] = isoDay.split('-');
  await field.getByRole('spinbutton').first().click();
  await field.page().keyboard.type(`${month}${day}${year}`);
}

/** Turns a switch on by keyboard. */
async function switchOn(scope: Locator, name: string) {
  const toggle = scope.getByRole('switch', { name });
  await toggle.focus();
  await scope.page().keyboard.press('Space');
  await expect(toggle).toBeChecked();
}

async function fillNumber(scope: Locator, name: string, value: string) {
  const field = scope.getByRole('textbox', { name, exact: true });
  await field.fill(value);
  await field.press('Tab');
}

test('staff create a new file, fill in every section and quote its buyout with Quebec’s taxes', async ({
  page,
  product,
}, testInfo) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsStaff(page, product);
  await page.goto('/staff/files');
  await page.getByRole('button', { name: 'New file' }).click();
  const dialog = page.getByRole('dialog', { name: 'New file' });
  await dialog.getByRole('textbox', { name: 'File number' }).fill(fileNo);
  await dialog.getByRole('button', { name: 'Create file' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `File ${fileNo}` })).toBeVisible();

  // The File section: every attribute of the file, not only its dates and two switches.
  const file = section(page, 'File');
  await file.getByRole('textbox', { name: 'Name', exact: true }).fill(`Imogen Newfile${stamp}`);
  await choose(file, /File Type/, 'Lease');
  await choose(file, /Lease Type/, 'Closed-end');
  await choose(file, /Province/, 'Quebec');
  await choose(file, /Customer Type/, 'Individual');
  await choose(file, /Vehicle Type/, 'Car');
  const delivery = file.getByRole('group', { name: 'Delivery Date' });
  await expect(delivery).toHaveText('Month DD, YYYY');
  await typeDate(delivery, '2025-01-15');
  await expect(delivery).toHaveText('January 15, 2025');
  await switchOn(file, 'Trade-In');
  await switchOn(file, 'Securitized');
  await file.getByRole('textbox', { name: 'Tranche' }).fill('T-2025-1');
  // The province list names all 13 provinces and territories.
  await file.getByRole('button', { name: /Province/ }).click();
  await expect(page.getByRole('option')).toHaveCount(13);
  await expect(page.getByRole('option', { name: 'Northwest Territories' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expectAccessible(page);

  // The lessee, the co-lessee, the vehicle, the lease, the insurance, the dealer and the status.
  const lessee = section(page, 'Lessee');
  await lessee.getByRole('textbox', { name: 'First Name' }).fill('Imogen');
  await lessee.getByRole('textbox', { name: 'Last Name' }).fill(`Newfile${stamp}`);
  await lessee.getByRole('textbox', { name: 'E-mail' }).fill(`imogen.${stamp}@example.com`);
  await lessee.getByRole('textbox', { name: 'City' }).fill('Montréal');
  await typeDate(lessee.getByRole('group', { name: 'Date of Birth' }), '1988-07-14');
  await choose(lessee, /Purpose of Stay/, 'Work');
  const colessee = section(page, 'Colessee');
  await colessee.getByRole('textbox', { name: 'First Name' }).fill('Rowan');
  await colessee.getByRole('textbox', { name: 'Last Name' }).fill(`Newfile${stamp}`);
  const vehicle = section(page, 'Vehicle');
  await fillNumber(vehicle, 'Year', '2024');
  await vehicle.getByRole('textbox', { name: 'Make' }).fill('Toyota');
  await vehicle.getByRole('textbox', { name: 'Model' }).fill('RAV4');
  await vehicle.getByRole('textbox', { name: 'VIN' }).fill(`2T3P1RFV8NC${String(stamp).padStart(6, '0')}`);
  const lease = section(page, 'Lease');
  await fillNumber(lease, 'Term', '48');
  await fillNumber(lease, 'Rate (%)', '5.49');
  await fillNumber(lease, 'Monthly Payment', '612.45');
  await fillNumber(lease, 'Residual Value', '14250');
  await typeDate(lease.getByRole('group', { name: 'First Payment Date' }), '2025-02-15');
  await fillNumber(lease, 'Outstanding Balance', '350');
  const insurance = section(page, 'Insurance');
  await insurance.getByRole('button', { name: /Insurance Referral Company/ }).click();
  await page.getByRole('option').first().click();
  await insurance.getByRole('textbox', { name: 'Policy Number' }).fill('CIS-448120');
  await section(page, 'Dealer').getByRole('textbox', { name: 'Salesperson' }).fill('Priya Sandhu');
  await choose(section(page, 'Status'), /Document state/, 'Quote approved');
  await expect(page.getByText('Changes not saved yet')).toBeVisible();
  await page.getByRole('button', { name: 'Save file' }).click();
  await expect(notice(page, `File ${fileNo} is saved.`)).toBeVisible();
  await expect(page.getByText('All changes saved')).toBeVisible();
  await testInfo.attach('file-1280', {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });

  // The buyout quote: never saved, it is drafted from the file and has Quebec's GST and QST.
  await page.getByRole('tab', { name: 'Buyout quote' }).click();
  await expect(page.getByText(/the sales taxes of Quebec on them/)).toBeVisible();
  await expect(page.getByText(/^GST \(/)).toBeVisible();
  await expect(page.getByText(/^QST \(/)).toBeVisible();
  await expect(page.getByTestId('buyout-total')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Quote date' })).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
  const saveQuote = page.getByRole('button', { name: 'Save buyout quote' });
  await expect(page.getByText('Not saved yet', { exact: true })).toBeVisible();
  await expect(saveQuote).toBeEnabled();
  await expectAccessible(page);
  await testInfo.attach('buyout-1280', {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });
  await saveQuote.click();
  await expect(notice(page, `The buyout quote of file ${fileNo} is saved.`)).toBeVisible();
  await expect(page.getByText('All changes saved')).toBeVisible();
  await expect(saveQuote).toBeDisabled();
  await expect(page.getByText(/Saved by /)).toBeVisible();

  // Reopened, the file names its province; its history says what the save changed, by the labels.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: `File ${fileNo}` })).toBeVisible(pageLoad);
  await expect(section(page, 'File').getByRole('button', { name: /Province/ })).toContainText('Quebec');
  await expect(section(page, 'File').getByRole('group', { name: 'Delivery Date' })).toHaveText(
    'January 15, 2025',
  );
  await page.getByRole('tab', { name: 'History' }).click();
  const changes = page.getByRole('table', { name: /What version \d+ changed/ });
  await expect(changes.getByRole('row', { name: /Province/ })).toContainText('Quebec');
  await expect(changes.getByRole('row', { name: /File Type/ })).toContainText('Lease');

  // At a phone's width, the file and its buyout quote.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('tab', { name: 'Fields' }).click();
  await expect(section(page, 'File').getByRole('button', { name: /Province/ })).toBeVisible();
  await expectAccessible(page);
  await testInfo.attach('file-390', {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });
  await page.getByRole('tab', { name: 'Buyout quote' }).click();
  await expect(page.getByText(/^QST \(/)).toBeVisible();
  await expectAccessible(page);
  await testInfo.attach('buyout-390', {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });
});
