import type { Page } from '@playwright/test';
import { fillTerm, signInAsDealer } from './dealer-quotes.ts';
import { expect, test } from './fixtures.ts';
import { expectAccessible } from './axe.ts';

// Issue 25, items 4, 7 and 8, as a dealer meets them: an empty create form says what is missing on
// its fields and creates nothing; the draft's province can be changed in the editor and the
// payment follows; once submitted, the vehicle is read-only (saying why), the server refuses a
// crafted change of it, and the quote can no longer be deleted by the dealer.

const lastName = `Lockwood${Date.now() % 100_000}`;

/** A call of the dealer's own, with the session the dealer app keeps: status and body. */
function dealerCall(
  page: Page,
  method: string,
  path: string,
  body?: (quote: Record<string, unknown>) => unknown,
) {
  return page.evaluate(
    async ({ method, path, withBody }) => {
      const stored = JSON.parse(localStorage.getItem('dealerQuoteToken') ?? '{}');
      const credentials = stored.value ?? stored;
      const headers = {
        'Content-Type': 'application/json',
        'X-Session-Token': credentials.session.id,
        Authorization: `Bearer ${credentials.token}`,
      };
      const id = path.split('/').at(-1)!;
      const quote = await fetch(`/api/main/lease-quotes/${id}`, { headers }).then((answer) => answer.json());
      const { id: _id, timeline: _t, edits: _e, messages: _m, ...rest } = quote;
      const sent = withBody ? { ...rest, vehicle: { ...rest.vehicle, vin: '1HGCM82633A004352' } } : undefined;
      const answer = await fetch(`/api/main${path}`, {
        method,
        headers,
        ...(sent && { body: JSON.stringify(sent) }),
      });
      return { status: answer.status, body: await answer.json().catch(() => null) };
    },
    { method, path, withBody: body !== undefined },
  );
}

test('a dealer’s new quote: required fields first, the province fixed in the draft, locked once submitted', async ({
  page,
}) => {
  test.slow();
  await signInAsDealer(page);

  // An empty form: the errors are on the fields, nothing is created, and what was typed stays.
  await page.getByRole('button', { name: 'New quote' }).click();
  const newUrl = page.url();
  await page.getByRole('textbox', { name: 'First name' }).fill('Ada');
  await page.getByRole('button', { name: 'Create quote' }).click();
  await expect(page.getByText('Enter the customer’s last name, or a company name.')).toBeVisible();
  await expect(
    page.getByText('Choose the quote’s province or territory: its taxes and payment depend on it.'),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Ada');
  expect(page.url()).toBe(newUrl);
  await expectAccessible(page);

  await page.getByRole('textbox', { name: 'Last name' }).fill(lastName);
  await page.getByRole('button', { name: /Province$/ }).click();
  await page.getByRole('option', { name: 'Ontario', exact: true }).click();
  await page.getByRole('button', { name: 'Create quote' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Ada ${lastName}` })).toBeVisible();
  const quoteUrl = page.url();
  const quoteId = quoteUrl.split('/').at(-1)!;

  // The terms, then the province changed in the draft's details: the payment follows (QST in Quebec).
  await fillTerm(page, 'Selling price', '35000');
  await fillTerm(page, 'Term (months)', '48');
  await fillTerm(page, 'Kilometres per year', '20000');
  await fillTerm(page, 'Residual (%)', '55');
  await fillTerm(page, 'Rate (%)', '5.99');
  const payment = page.getByRole('region', { name: 'Monthly payment' });
  await expect(payment).toContainText('$523.79');
  const details = page.getByRole('region', { name: 'Details' });
  await details.getByRole('button', { name: /Province$/ }).click();
  await page.getByRole('option', { name: 'Quebec', exact: true }).click();
  await expect(payment).toContainText('QST');
  await expect(page.getByText('All changes saved')).toBeVisible({ timeout: 15_000 });
  await page.getByRole('textbox', { name: 'VIN', exact: true }).fill('2HGFC2F59PH000777');
  await page.getByRole('textbox', { name: 'VIN', exact: true }).press('Tab');
  await expect(page.getByText('All changes saved')).toBeVisible({ timeout: 15_000 });
  const history = page.getByRole('list', { name: 'History' });
  await expect(history).toContainText('Vehicle and details changed');
  await expect(history).toContainText('Province: Ontario → Quebec');

  // Submitted: the vehicle is read-only and says why; the server refuses a crafted change; no Delete.
  await page
    .getByRole('group', { name: /Next steps for revision/ })
    .getByRole('button', { name: 'Submit for Quote Approval' })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Submit for Quote Approval' }).click();
  await expect(page.getByText('This quote is submitted for quote approval.').first()).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'VIN', exact: true })).toBeDisabled();
  await expect(page.getByText(/Revision 1 is Under Quote Review, so the vehicle/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete quote' })).toHaveCount(0);
  await expectAccessible(page);

  const save = await dealerCall(page, 'PUT', `/lease-quotes/v2/${quoteId}`, () => true);
  expect(save.status).toBe(409);
  const remove = await dealerCall(page, 'DELETE', `/lease-quotes/${quoteId}`);
  expect(remove).toMatchObject({
    status: 409,
    body: { message: expect.stringMatching(/Under Quote Review/) },
  });
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'VIN', exact: true })).toHaveValue('2HGFC2F59PH000777');
});
