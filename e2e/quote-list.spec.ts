import type { Locator, Page } from '@playwright/test';
import { fillTerm, signInAsDealer } from './dealer-quotes.ts';
import { demo, expect, signInAsStaff, test } from './fixtures.ts';
import { expectAccessible } from './axe.ts';

// The lease-quote list (issue 9, doc 1 §2–§9): a dealer filters and searches it, creates a quote,
// finds it, keeps the filters over a reload and deletes the quote; staff see every dealership's
// quotes and filter them by the SFI statuses. Issue 25: the list holds every quote in every state (a
// dealer's submitted quote, staff's fully approved one, in the list, the search and the export), and
// a filter chosen just before a search is never dropped. Against the built product, its real server
// and its demo quotes.

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

/** The status filter's choices for staff (doc 1 §4, issue 25). */
const staffStatuses = [
  'All',
  'Draft',
  'Under Quote Review',
  'Under Credit Review',
  'Quote Approved',
  'Credit Approved',
  'Approved',
  'Completed',
];

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

  // A dealer has no owner filter, and Draft is their status filter's choice (doc 1 §4).
  await expect(page.getByRole('button', { name: /Owner$/ })).toHaveCount(0);
  await page.getByRole('button', { name: /Status$/ }).click();
  await expect(page.getByRole('option')).toHaveText(['All', 'Draft']);
  await page.getByRole('option', { name: 'Draft' }).click();
  await expect(page).toHaveURL(/[?&]status=DRAFT/);
  const rows = quoteList(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader') });
  // The Draft state reads "Draft", or "Revised Quote" on a revised quote SFI are writing (doc 1 §4).
  await expect
    .poll(async () => (await rows.count()) - (await rows.filter({ hasText: /Draft|Revised Quote/ }).count()))
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

test('staff see every dealership’s quotes and filter them by the SFI statuses', async ({ page, product }) => {
  await signInAsStaff(page, product);
  await page.getByRole('link', { name: 'Lease quotes' }).click();
  await expect(page).toHaveURL(/\/staff\/quotes$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Lease quotes' })).toBeVisible();
  await expect(quoteList(page)).toBeVisible();
  await expectAccessible(page);

  // The SFI statuses (doc 1 §4) and the header's Approved and Completed, labelled as the rows label
  // them, and the owner filter of SFI mode.
  await page.getByRole('button', { name: /Status$/ }).click();
  await expect(page.getByRole('option')).toHaveText(staffStatuses);
  await page.getByRole('option', { name: 'Under Quote Review' }).click();
  await expect(page).toHaveURL(/[?&]status=QUOTE_SUBMITTED/);
  await expect(page.getByRole('button', { name: /Owner$/ })).toBeVisible();

  // Quotes of several quote dealers, each in the chosen state.
  const rows = quoteList(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader') });
  await expect(rows.first()).toBeVisible();
  // Once the filtered page has come, every row is in that state.
  await expect
    .poll(async () => (await rows.count()) - (await rows.filter({ hasText: 'Under Quote Review' }).count()))
    .toBe(0);
  const dealers = new Set(
    await rows.evaluateAll((cells) => cells.map((row) => row.children[2]?.textContent ?? '')),
  );
  expect(dealers.size).toBeGreaterThan(1);
  await expectAccessible(page);
});

/** The short number a quote is shown and found by (its id's first eight hex digits). */
const quoteNumber = (id: string) => id.replaceAll('-', '').slice(0, 8).toUpperCase();

// Issue 25, item 1: a submitted quote stayed in the dealer's list only while it was a draft.
test('a dealer submits a quote for quote approval and finds it in their list by name and number, with its state', async ({
  page,
}) => {
  test.slow();
  const lastName = `Submitson${Date.now() % 100_000}`;
  const name = `Quill ${lastName}`;
  await signInAsDealer(page);
  await page.getByRole('button', { name: 'New quote' }).click();
  await select(page, 'Quote dealer', 'Harbourfront Motors');
  await page.getByRole('textbox', { name: 'First name' }).fill('Quill');
  await page.getByRole('textbox', { name: 'Last name' }).fill(lastName);
  await page.getByRole('button', { name: 'Create quote' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const id = page.url().split('/').at(-1)!;

  // Its terms, then Submit for Quote Approval.
  await fillTerm(page, 'Selling price', '32000');
  await fillTerm(page, 'Term (months)', '48');
  await fillTerm(page, 'Kilometres per year', '20000');
  await fillTerm(page, 'Residual (%)', '55');
  await fillTerm(page, 'Rate (%)', '5.99');
  await expect(page.getByText('All changes saved')).toBeVisible({ timeout: 15_000 });
  await page
    .getByRole('group', { name: /Next steps for revision/ })
    .getByRole('button', { name: 'Submit for Quote Approval' })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Submit for Quote Approval' }).click();
  await expect(page.getByText('This quote is submitted for quote approval.').first()).toBeVisible();

  // Back in Lease quotes, found by its name, in its state with the editor's label for it.
  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: 'Lease quotes' })
    .click();
  await expect(page).toHaveURL(/\/dealer\/portal$/);
  const search = page.getByRole('searchbox', { name: 'Search quotes' });
  await search.fill(lastName);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${lastName}`));
  await expect(page.getByText('1 quote', { exact: true })).toBeVisible();
  const row = quoteList(page).getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Pending Reviews');
  await expect(row).toContainText('Under Quote Review');
  await expectAccessible(page);

  // And by its number.
  await search.fill(quoteNumber(id));
  await expect(page).toHaveURL(new RegExp(`[?&]q=${quoteNumber(id)}`));
  await expect(page.getByText('1 quote', { exact: true })).toBeVisible();
  await expect(row).toContainText('Under Quote Review');

  // The status filter chooses: not a draft any more; All (the default) has it.
  await select(page, 'Status', 'Draft');
  await expect(page.getByRole('heading', { name: 'No quotes match' })).toBeVisible();
  await select(page, 'Status', 'All');
  await expect(row).toContainText('Under Quote Review');
});

// Issue 25, item 2: a fully approved quote was in no staff list, search or export.
test('staff find a fully approved quote by the Approved filter, by search and in the CSV', async ({
  page,
  product,
}) => {
  test.slow();
  await signInAsStaff(page, product);
  await page.goto('/staff/quotes');
  await expect(quoteList(page)).toBeVisible();
  const total = page.getByText(/^[\d,]+ quotes?$/);
  const everyQuote = await total.textContent();

  await select(page, 'Status', 'Approved');
  await expect(page).toHaveURL(/[?&]status=APPROVED/);
  // The filtered page has come when the total has changed.
  await expect(total).not.toHaveText(everyQuote!);
  const rows = quoteList(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader') });
  // Fully approved: its FINAL revision all approved, "Revision Approved".
  const approved = rows.filter({ hasText: 'Revision Approved' }).first();
  await expect(approved).toContainText('Approved');
  await expect
    .poll(async () => (await rows.count()) - (await rows.filter({ hasText: 'Approved' }).count()))
    .toBe(0);
  const link = approved.getByRole('rowheader').getByRole('link');
  const title = (await link.textContent())!;
  const id = (await link.getAttribute('href'))!.split('/').at(-1)!;
  await expectAccessible(page);

  // In the CSV of the Approved filter, with its labels.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const csv = await (await download.createReadStream()).toArray();
  const lines = Buffer.concat(csv).toString('utf8').split('\r\n');
  expect(lines.find((line) => line.startsWith(id))).toContain(',Approved,Revision Approved,');

  // Found by search, with every status, and the list's total is every quote.
  await select(page, 'Status', 'All');
  await expect(total).toHaveText(everyQuote!);
  await page.getByRole('searchbox', { name: 'Search quotes' }).fill(quoteNumber(id));
  await expect(page.getByText('1 quote', { exact: true })).toBeVisible();
  await expect(quoteList(page).getByRole('row').filter({ hasText: title })).toContainText(
    'Revision Approved',
  );

  // Completed quotes have a choice of their own.
  await page.getByRole('searchbox', { name: 'Search quotes' }).fill('');
  await select(page, 'Status', 'Completed');
  await expect(total).not.toHaveText(everyQuote!);
  await expect(rows.first()).toContainText('Completed');
  await expect
    .poll(async () => (await rows.count()) - (await rows.filter({ hasText: 'Completed' }).count()))
    .toBe(0);
});

// Issue 25, item 12: Owner then a search typed at once reset Owner to Any, one try in five.
test('a filter chosen just before a search is typed is kept, however fast the search comes', async ({
  page,
  product,
}) => {
  test.slow();
  await signInAsStaff(page, product);
  await page.goto('/staff/quotes');
  await expect(quoteList(page)).toBeVisible({ timeout: 15_000 });
  const owner = page.getByRole('button', { name: /Owner$/ });
  const search = page.getByRole('searchbox', { name: 'Search quotes' });
  const words = ['honda', 'toyota', 'ford', 'kia', 'mazda', 'subaru', 'nissan', 'hyundai', 'jeep', 'audi'];
  for (const [index, word] of words.entries()) {
    const [choice, value] = index % 2 === 0 ? ['SFI', 'SFI'] : ['Non-SFI', 'NON_SFI'];
    await owner.click();
    await page.getByRole('option', { name: choice, exact: true }).click();
    // The search at once: typed letter by letter, or filled and sent with Enter.
    if (index % 3 === 0) await search.pressSequentially(word);
    else await search.fill(word);
    if (index % 3 === 1) await search.press('Enter');
    await expect(page).toHaveURL(new RegExp(`[?&]q=${word}(&|$)`));
    await expect(page).toHaveURL(new RegExp(`[?&]owner=${value}(&|$)`));
    await expect(owner).toContainText(choice);
    await search.clear();
    await search.press('Enter');
    await expect(page).not.toHaveURL(/[?&]q=/);
    await expect(page).toHaveURL(new RegExp(`[?&]owner=${value}(&|$)`));
  }
});
