import type { Page } from '@playwright/test';
import { createQuote, fillTerm, fillTerms, signInAsDealer } from './dealer-quotes.ts';
import { demo, expect as baseExpect, signInAsStaff, test } from './fixtures.ts';
import { expectAccessible } from './axe.ts';

// The counter-offer (issue 25; our reading of doc 1 §4, packages/domain/README.md): a dealer submits
// a quote; a super admin of staff answers with a revised quote (Revise Quote), changes its rate and
// shares it with the dealer; the dealer, in a browser of their own, accepts it (Approve Quote with
// Revision) and submits it for credit; staff approve the credit and the revision, and the quote is
// Approved only then, and Completed once staff mark it so. Each revision keeps its number when the
// order changes by keyboard, and the focus stays on the moved revision.

// Two browsers and a live socket on a loaded machine: each wait may take longer than the default 5 s.
const expect = baseExpect.configure({ timeout: 15_000 });

const customer = { firstName: 'Contre', lastName: `Offre${Date.now() % 100_000}` };
const customerName = `${customer.firstName} ${customer.lastName}`;

/** Presses a revision's next step, answers its question (unless it asks none), and waits for the notice. */
async function takeStep(page: Page, label: string, notice: string, asks = true) {
  await page
    .getByRole('group', { name: /Next steps for revision/ })
    .getByRole('button', { name: label, exact: true })
    .click();
  if (asks) await page.getByRole('alertdialog', { name: label }).getByRole('button', { name: label }).click();
  await expect(page.getByText(notice).first()).toBeVisible({ timeout: 15_000 });
}

/** Screenshots at the phone's width (390 px) and the desktop's (1280 px), for a person to look at. */
async function shoot(page: Page, name: string, path: (name: string) => string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path(`${name}-${width}.png`), fullPage: true });
  }
}

const saved = (page: Page) => expect(page.getByText('All changes saved')).toBeVisible({ timeout: 15_000 });
/** The quote's header status, as its badge reads (no revision's label reads the same). */
const headerStatus = (page: Page, label: string) => page.getByText(label, { exact: true });
const steps = (page: Page) =>
  page.getByRole('group', { name: /Next steps for revision/ }).getByRole('button');

test('a dealer submits, staff counter-offer, the dealer accepts, staff approve credit: All approved, then Completed', async ({
  browser,
  product,
}, testInfo) => {
  // Two browsers through the whole workflow, with screenshots at two widths.
  test.setTimeout(420_000);
  const shots = (name: string) => testInfo.outputPath(name);
  const dealerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const dealer = await dealerContext.newPage();

  await signInAsDealer(dealer);
  const quoteId = await createQuote(dealer, customer);

  await fillTerms(dealer);
  await saved(dealer);
  // The Add revision menu speaks correct English; a revised quote is never added from it.
  await dealer.getByRole('button', { name: 'Add revision' }).click();
  await expect(dealer.getByRole('menuitem')).toHaveText(['Add an Initial revision', 'Add a Draft revision']);
  await dealer.keyboard.press('Escape');
  await takeStep(dealer, 'Submit for Quote Approval', 'This quote is submitted for quote approval.');
  await expect(headerStatus(dealer, 'Pending Reviews')).toBeVisible();
  // Under review, the dealer is told why nothing is open, not offered a step.
  await expect(steps(dealer)).toHaveCount(0);

  // Staff (a super admin: the revision is the dealer's) answer with a revised quote.
  const staffContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const staff = await staffContext.newPage();
  await signInAsStaff(staff, product, demo.superAdmin);
  await staff.goto(`/staff/quotes/${quoteId}`);
  await expect(staff.getByRole('heading', { level: 1, name: customerName })).toBeVisible();
  await expect(steps(staff)).toHaveText(['Approve Quote', 'Revise Quote', 'Reject', 'Revert to Draft']);
  // Staff's revised quote comes from Revise Quote, not from the Add revision menu.
  await staff.getByRole('button', { name: 'Add revision' }).click();
  await expect(staff.getByRole('menuitem')).toHaveText(['Add an Initial revision', 'Add a Draft revision']);
  await staff.keyboard.press('Escape');
  await takeStep(
    staff,
    'Revise Quote',
    'A revised quote is added: change its terms, then share it with the dealer.',
    false,
  );
  const revised = staff.getByRole('region', { name: 'Revision 2: Adjusted' });
  await expect(revised).toContainText('Revised Quote');
  await expect(staff.getByRole('textbox', { name: 'Rate (%)', exact: true })).toHaveValue('5.99');
  await fillTerm(staff, 'Rate (%)', '6.99');
  await saved(staff);
  const rows = staff.getByRole('grid', { name: 'Revisions, in order' }).getByRole('row');
  await expect(rows).toHaveText([/Revision 1: Initial.*Reviewed/, /Revision 2: Adjusted.*Revised Quote/]);

  // By keyboard, the revised quote moves up: each keeps its number, and the focus stays on it.
  const moveUp = staff.getByRole('button', { name: 'Move Revision 2: Adjusted up' });
  await moveUp.focus();
  await staff.keyboard.press('Enter');
  await expect(rows).toHaveText([/Revision 2: Adjusted/, /Revision 1: Initial/]);
  await expect(staff.getByRole('button', { name: 'Move Revision 2: Adjusted down' })).toBeFocused();
  await saved(staff);
  await expect(staff.getByRole('button', { name: 'Move Revision 2: Adjusted down' })).toBeFocused();
  await expectAccessible(staff);

  await takeStep(staff, 'Share to Dealer', 'This revised quote is shared with the dealer.');
  await expect(revised).toContainText('Adjusted');
  await shoot(staff, 'staff-shared', shots);

  // The dealer's editor follows by itself; the revised quote is theirs to answer.
  await expect(dealer.getByRole('grid', { name: 'Revisions, in order' })).toContainText(
    'Revision 2: Adjusted',
    {
      timeout: 15_000,
    },
  );
  await dealer.getByRole('button', { name: 'Revision 1: Initial', exact: true }).click();
  await expect(
    dealer.getByText('This revision has a revised quote: the next steps are on the Adjusted revision.'),
  ).toBeVisible();
  await dealer.getByRole('button', { name: 'Revision 2: Adjusted', exact: true }).click();
  await expect(steps(dealer)).toHaveText(['Approve Quote with Revision', 'Submit for review']);
  // Its notes say what the dealer can do (accept it or send it back), never to revert it to a draft.
  await expect(
    dealer.getByText(
      'This is SFI’s revised quote, so its terms stay as offered. Accept them with Approve Quote with Revision, or send them back with Submit for review.',
    ),
  ).toBeVisible();
  await expect(
    dealer.getByText(
      'Revision 2 is SFI’s revised quote, so the vehicle, quote dealer, province and customer stay as offered. Accept it with Approve Quote with Revision, or send it back with Submit for review.',
    ),
  ).toBeVisible();
  await expect(dealer.getByText(/back to a draft|revert/i)).toHaveCount(0);
  await expectAccessible(dealer);
  await shoot(dealer, 'dealer-answer', shots);
  await takeStep(dealer, 'Approve Quote with Revision', 'This quote is approved.');
  await expect(dealer.getByRole('heading', { level: 3, name: 'Revision 2: Initial' })).toBeVisible();
  await expect(dealer.getByText('6.99').first()).toBeVisible();
  // Only the quote is approved, not the credit: the header still says Pending Reviews.
  await expect(headerStatus(dealer, 'Pending Reviews')).toBeVisible();
  await takeStep(dealer, 'Submit for Credit Approval', 'This quote is submitted for credit approval.');

  // Staff approve the credit and the revision: only then is the quote Approved.
  await expect(staff.getByRole('heading', { level: 3, name: 'Revision 2: Initial' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(steps(staff).first()).toHaveText('Approve Credit', { timeout: 15_000 });
  await takeStep(staff, 'Approve Credit', 'This quote is approved.');
  await expect(headerStatus(staff, 'Pending Reviews')).toBeVisible();
  await takeStep(staff, 'Approve Revision', 'This quote is approved.');
  await expect(staff.getByRole('heading', { level: 3, name: 'Revision 2: Final' })).toBeVisible();
  await expect(headerStatus(staff, 'Approved')).toBeVisible();

  // Staff mark it Completed; the dealer sees it, and is offered no header change.
  const status = staff.getByRole('group', { name: 'Status of this quote' });
  await status.getByRole('button', { name: 'Mark as Completed' }).click();
  const question = staff.getByRole('alertdialog', { name: 'Mark as Completed' });
  await expect(question).toContainText('Mark this quote Completed?');
  await question.getByRole('button', { name: 'Mark as Completed' }).click();
  await expect(staff.getByText('This quote is completed.').first()).toBeVisible();
  await expect(headerStatus(staff, 'Completed')).toBeVisible();
  await expectAccessible(staff);
  await shoot(staff, 'staff-completed', shots);
  await dealer.reload();
  await expect(headerStatus(dealer, 'Completed')).toBeVisible();
  await expect(dealer.getByRole('group', { name: 'Status of this quote' })).toHaveCount(0);

  // The step back from Completed has its own words: not "Approve Quote", which is the revisions' step.
  await expect(status.getByRole('button')).toHaveText(['Reopen as Approved']);
  await status.getByRole('button', { name: 'Reopen as Approved' }).click();
  const reopen = staff.getByRole('alertdialog', { name: 'Reopen as Approved' });
  await expect(reopen).toContainText('Reopen this quote as Approved? It is no longer Completed.');
  await reopen.getByRole('button', { name: 'Reopen as Approved' }).click();
  await expect(staff.getByText('This quote is Approved again.').first()).toBeVisible();
  await expect(headerStatus(staff, 'Approved')).toBeVisible();
  await expect(status.getByRole('button')).toHaveText(['Mark as Completed']);

  await staffContext.close();
  await dealerContext.close();
});
