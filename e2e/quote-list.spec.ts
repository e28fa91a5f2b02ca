import type { Locator, Page } from '@playwright/test';
import { demo, expect, signInAsStaff, test } from './fixtures.ts';
import { expectAccessible } from './axe.ts';

// The lease-quote list (issue 9, doc 1 §2–§9): a dealer filters and searches it, creates a quote,
// finds it, keeps the filters over a reload and deletes the quote; staff see every dealership's
// quotes in the SFI statuses. Against the built product, its real server and its demo quotes.

const customer = { firstName: 'Zephyrine', lastName: 'Quoteworth' };
const customerName = `${customer.firstName} ${customer.lastName}`;
const year = String(new Date().getFullYear() - 1);

/** A success or error notice with this text. */
const notice = (page: Page, text: string) =>
  page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text });

/** Chooses `option` in the select named `label`. */
async function select(page: Page, label: string, option: string) {
  await page.getByRole('button', { name: new RegExp(`${label}$`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

/** Types into the combo box named `label` and chooses `option`. */
async function combo(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

/** The quote list, table or cards. */
const quoteList = (page: Page): Locator => page.getByRole('grid', { name: 'Lease quotes' });

test('a dealer filters and searches the list, creates a quote, finds it after a reload and deletes it', async ({
  page,
}) => {
  test.slow();
  await page.goto('/dealer/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(demo.dealer.username);
  await page.getByLabel('Password').fill(demo.dealer.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dealer\/portal$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Lease quotes' })).toBeVisible();
  await expect(quoteList(page)).toBeVisible();
  await expectAccessible(page);

  // A dealer has no owner filter and lists drafts only (doc 1 §4).
  await expect(page.getByRole('button', { name: /Owner$/ })).toHaveCount(0);
  await page.getByRole('button', { name: /Status$/ }).click();
  await expect(page.getByRole('option')).toHaveText(['All', 'Draft']);
  await page.getByRole('option', { name: 'Draft' }).click();
  await expect(page).toHaveURL(/[?&]status=DRAFT/);
  const rows = quoteList(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader') });
  await expect
    .poll(async () => (await rows.count()) - (await rows.filter({ hasText: 'Draft' }).count()))
    .toBe(0);

  // Create a quote: a car from the makes catalogue, valued beside the form.
  await page.getByRole('button', { name: 'New quote' }).click();
  await expect(page).toHaveURL(/\/dealer\/portal\/quotes\/new$/);
  await combo(page, 'Year', year);
  await combo(page, 'Make', 'Toyota');
  await combo(page, 'Model', 'RAV4');
  await combo(page, 'Trim', 'XLE');
  await page.getByRole('textbox', { name: 'Kilometres (km)' }).fill('42000');
  await page.getByRole('textbox', { name: 'VIN' }).fill('2T3P1RFV8RC12345');
  await select(page, 'Quote dealer', 'Harbourfront Motors');
  await page.getByRole('textbox', { name: 'First name' }).fill(customer.firstName);
  await page.getByRole('textbox', { name: 'Last name' }).fill(customer.lastName);
  const value = page.getByRole('region', { name: 'Vehicle value' });
  await expect(value.getByText('Demonstration values, not a market valuation.')).toBeVisible();
  await expect(value.getByText('Wholesale')).toBeVisible();
  await expectAccessible(page);

  // A VIN one character short is refused under its field, before anything is sent; then it is fixed.
  await page.getByRole('button', { name: 'Create quote' }).click();
  const vin = page.getByRole('textbox', { name: 'VIN' });
  await expect(vin).toHaveAccessibleDescription(/Enter the 17-character VIN/);
  await expect(page.getByRole('textbox', { name: 'Last name' })).toHaveValue(customer.lastName);
  await vin.fill('2T3P1RFV8RC123456');
  await page.getByRole('button', { name: 'Create quote' }).click();

  // The created quote opens.
  await expect(page).toHaveURL(/\/dealer\/portal\/quotes\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: customerName })).toBeVisible();
  await expect(notice(page, `Created the quote for ${customerName}.`)).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Car' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Kilometres (km)' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Revision 1: Initial' })).toBeVisible();
  await expectAccessible(page);

  // Back in the list, a search finds it; with the province filter, the address holds both.
  await page.getByRole('link', { name: 'Lease quotes' }).click();
  await page.getByRole('searchbox', { name: 'Search quotes' }).fill(customer.lastName);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${customer.lastName}`));
  await select(page, 'Province', 'Nova Scotia');
  await expect(page).toHaveURL(/[?&]province=NS/);
  await expect(page.getByText('1 quote', { exact: true })).toBeVisible();
  await expect(quoteList(page).getByRole('link', { name: customerName })).toBeVisible();

  // A reload keeps the list as it was.
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search quotes' })).toHaveValue(customer.lastName);
  await expect(page.getByRole('button', { name: /Province$/ })).toContainText('Nova Scotia');
  await expect(quoteList(page).getByRole('link', { name: customerName })).toBeVisible();
  await expectAccessible(page);

  // Delete it, after a confirmation; the list no longer has it.
  await quoteList(page).getByRole('link', { name: customerName }).click();
  await page.getByRole('button', { name: 'Delete quote' }).click();
  const question = page.getByRole('alertdialog', { name: `Delete the quote for ${customerName}?` });
  await question.getByRole('button', { name: 'Delete quote' }).click();
  await expect(notice(page, `Deleted the quote for ${customerName}.`)).toBeVisible();
  await expect(page).toHaveURL(/\/dealer\/portal$/);
  await page.getByRole('searchbox', { name: 'Search quotes' }).fill(customer.lastName);
  await expect(page.getByRole('heading', { name: 'No quotes match' })).toBeVisible();
  await expect(page.getByText('0 quotes', { exact: true })).toBeVisible();
});

test('staff see every dealership’s quotes in the SFI statuses', async ({ page, product }) => {
  await signInAsStaff(page, product);
  await page.getByRole('link', { name: 'Lease quotes' }).click();
  await expect(page).toHaveURL(/\/staff\/quotes$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Lease quotes' })).toBeVisible();
  await expect(quoteList(page)).toBeVisible();
  await expectAccessible(page);

  // The SFI statuses (doc 1 §4), and the owner filter of SFI mode.
  await page.getByRole('button', { name: /Status$/ }).click();
  await expect(page.getByRole('option')).toHaveText([
    'All',
    'Draft',
    'Quote Submitted',
    'Credit Submitted',
    'Quote Approved',
    'Credit Approved',
  ]);
  await page.getByRole('option', { name: 'Quote Submitted' }).click();
  await expect(page).toHaveURL(/[?&]status=QUOTE_SUBMITTED/);
  await expect(page.getByRole('button', { name: /Owner$/ })).toBeVisible();

  // Quotes of several quote dealers, each in the chosen state.
  const rows = quoteList(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader') });
  await expect(rows.first()).toBeVisible();
  // Once the filtered page has come, every row is in that state.
  await expect
    .poll(async () => (await rows.count()) - (await rows.filter({ hasText: 'Quote Submitted' }).count()))
    .toBe(0);
  const dealers = new Set(
    await rows.evaluateAll((cells) => cells.map((row) => row.children[2]?.textContent ?? '')),
  );
  expect(dealers.size).toBeGreaterThan(1);
  await expectAccessible(page);
});
