import type { Page } from '@playwright/test';
import { createQuote, fillTerm, signInAsDealer } from './dealer-quotes.ts';
import { demo, expect, signInAsStaff, test } from './fixtures.ts';
import { expectAccessible } from './axe.ts';

// The quote editor (issue 10, doc 1 §2–§8): a dealer builds a quote with two revisions, puts them in
// order by keyboard, edits offline and submits; a super admin of staff, with the list open, sees the
// submission arrive live, approves the quote, the credit and the revision, and the dealer's open
// editor follows by itself. Against the built product, its real server and socket.

const customer = { firstName: 'Ottoline', lastName: `Revisionne${Date.now() % 100_000}` };
const customerName = `${customer.firstName} ${customer.lastName}`;

/** A success or error notice with this text. */
const notice = (page: Page, text: string) =>
  page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text });

/** Presses a revision's next step and answers its question. */
async function takeStep(page: Page, label: string, notice: string) {
  await page
    .getByRole('group', { name: /Next steps for revision/ })
    .getByRole('button', { name: label })
    .click();
  const question = page.getByRole('alertdialog');
  await question.getByRole('button', { name: label }).click();
  await expect(page.getByText(notice).first()).toBeVisible();
}

/** The rest of a revision's terms: 48 months, 20,000 km a year, 55 % residual, 5.99 %. */
async function fillTerms(page: Page) {
  await fillTerm(page, 'Term (months)', '48');
  await fillTerm(page, 'Kilometres per year', '20000');
  await fillTerm(page, 'Residual (%)', '55');
  await fillTerm(page, 'Rate (%)', '5.99');
}

const saved = (page: Page) => expect(page.getByText('All changes saved')).toBeVisible({ timeout: 15_000 });

test('a dealer builds and submits a quote; staff approve it live; the dealer’s editor follows', async ({
  browser,
  product,
}) => {
  test.slow();
  const dealerContext = await browser.newContext();
  const dealer = await dealerContext.newPage();

  // The dealer creates the quote and opens it in the editor.
  await signInAsDealer(dealer);
  const quoteId = await createQuote(dealer, customer);
  const quoteUrl = dealer.url();

  // The first revision's terms; the payment shows as they are entered, and they are saved.
  await fillTerm(dealer, 'Selling price', '35000');
  await expect(dealer.getByText(/Not saved yet/)).toBeVisible();
  await fillTerms(dealer);
  await saved(dealer);
  const payment = dealer.getByRole('region', { name: 'Monthly payment' });
  // $35,000 over 48 months at 5.99 %, 55 % residual, in Ontario: $463.53 and $60.26 of HST.
  await expect(payment).toContainText('$523.79');

  // A second revision, then moved up by keyboard (Alt + ↑ on its row); the order is the server's.
  await dealer.getByRole('button', { name: 'Add revision' }).click();
  await dealer.getByRole('menuitem', { name: 'Add a Draft revision' }).click();
  await expect(notice(dealer, 'Revision 2 is added.')).toBeVisible();
  const rows = dealer.getByRole('grid', { name: 'Revisions, in order' }).getByRole('row');
  await expect(rows).toHaveText([/Revision 1: Initial/, /Revision 2: Draft/]);
  await rows.nth(1).click({ position: { x: 5, y: 5 } });
  await dealer.keyboard.press('Alt+ArrowUp');
  // Each revision keeps its own number when the order changes.
  await expect(rows).toHaveText([/Revision 2: Draft/, /Revision 1: Initial/]);
  await expect(dealer.getByText('Revision 2: Draft moved to position 1 of 2.')).toBeAttached();
  await saved(dealer);
  await expectAccessible(dealer);

  // An edit made offline is kept, said to be unsaved, and saved when the connection returns.
  await dealer.getByRole('button', { name: 'Revision 2: Draft', exact: true }).click();
  await dealerContext.setOffline(true);
  await fillTerm(dealer, 'Selling price', '28000');
  await fillTerms(dealer);
  await expect(dealer.getByText(/You are offline/)).toBeVisible({ timeout: 15_000 });
  // Leaving by a link while offline asks first; staying keeps the editor and what was typed.
  const crumb = dealer
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: 'Lease quotes' });
  await crumb.click();
  const leave = dealer.getByRole('alertdialog', { name: 'Leave this quote?' });
  await expect(leave).toContainText('You are offline.');
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(leave).toBeHidden();
  await expect(dealer).toHaveURL(quoteUrl);
  await expect(dealer.getByRole('textbox', { name: 'Selling price', exact: true })).toHaveValue('$28,000.00');
  await dealerContext.setOffline(false);
  await saved(dealer);
  // Online, a link sends the edit being typed and goes without asking; the edit is saved.
  await fillTerm(dealer, 'Selling price', '29000');
  await crumb.click();
  await expect(dealer).toHaveURL(/\/dealer\/portal$/);
  await dealer.goto(quoteUrl);
  await dealer.getByRole('button', { name: 'Revision 2: Draft', exact: true }).click();
  await expect(dealer.getByRole('textbox', { name: 'Selling price', exact: true })).toHaveValue('$29,000.00');

  // Staff open the list on this customer; a super admin can act on the dealer's revision.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signInAsStaff(staff, product, demo.superAdmin);
  await staff.goto(`/staff/quotes?q=${customer.lastName}`);
  const row = staff.getByRole('row').filter({ hasText: customerName });
  await expect(row).toContainText('Draft');

  // The dealer submits the initial revision for quote approval.
  await dealer.getByRole('button', { name: 'Revision 1: Initial', exact: true }).click();
  await takeStep(dealer, 'Submit for Quote Approval', 'This quote is submitted for quote approval.');

  // The staff list follows without a reload.
  await expect(row).toContainText('Pending Reviews', { timeout: 15_000 });

  // A dealer's own call to approve is refused by the server, whatever the screen offers.
  const refused = await dealer.evaluate(async (id) => {
    const stored = JSON.parse(localStorage.getItem('dealerQuoteToken') ?? '{}');
    const credentials = stored.value ?? stored;
    const revisions = await fetch(`/api/main/lease-quotes/${id}`, {
      headers: { 'X-Session-Token': credentials.session.id, Authorization: `Bearer ${credentials.token}` },
    }).then((answer) => answer.json());
    const initial = revisions.quoteData.find(
      (revision: { revisionType: string }) => revision.revisionType === 'INITIAL',
    );
    const answer = await fetch(`/api/main/lease-quotes/${id}/status?revision=${initial.revisionId}`, {
      method: 'PUT',
      headers: {
        'Content-Type': 'application/json',
        'X-Session-Token': credentials.session.id,
        Authorization: `Bearer ${credentials.token}`,
      },
      body: JSON.stringify({ status: 'QUOTE_APPROVED' }),
    });
    return { status: answer.status, body: await answer.json() };
  }, quoteId);
  expect(refused).toEqual({
    status: 403,
    body: expect.objectContaining({ message: 'An admin must review and approve this quote.' }),
  });

  // Staff approve the quote, the credit and the revision.
  await row.getByRole('link').first().click();
  await expect(staff.getByRole('heading', { level: 1, name: customerName })).toBeVisible();
  await staff.getByRole('button', { name: 'Revision 1: Initial', exact: true }).click();
  // Meanwhile the dealer has an edit that cannot be saved yet (a figure cleared): staff's approval
  // does not overwrite it silently; the dealer chooses, and takes staff's version.
  await dealer.getByRole('button', { name: 'Revision 2: Draft', exact: true }).click();
  await fillTerm(dealer, 'Rate (%)', '');
  await expect(dealer.getByText(/Not saved yet/)).toBeVisible();
  await takeStep(staff, 'Approve Quote', 'This quote is approved.');
  const conflict = dealer.getByRole('dialog', { name: 'This quote changed while you were editing' });
  await expect(conflict).toContainText('Sam Gagnon');
  await conflict.getByRole('button', { name: 'Use their version' }).click();
  await expect(dealer.getByRole('textbox', { name: 'Rate (%)', exact: true })).toHaveValue('5.99');
  await expect(dealer.getByText('All changes saved')).toBeVisible();
  await takeStep(staff, 'Approve Credit', 'This quote is approved.');
  await takeStep(staff, 'Approve Revision', 'This quote is approved.');
  await expect(staff.getByRole('heading', { level: 3, name: 'Revision 1: Final' })).toBeVisible();

  // The dealer's editor, open all along, shows the final revision by itself, and says who changed it
  // (a notice of 5 s: looked for before the staff page's scan, which a busy machine takes longer over).
  await expect(dealer.getByRole('grid', { name: 'Revisions, in order' })).toContainText('Revision Approved', {
    timeout: 15_000,
  });
  await expect(dealer.getByText(/changed this quote/).first()).toBeVisible();
  await expectAccessible(staff);

  await staffContext.close();
  await dealerContext.close();
});
