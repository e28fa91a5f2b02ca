// The dealer's steps that many journeys share: signing in, creating a quote, filling its terms.
import { expect, type Page } from '@playwright/test';
import { demo } from './fixtures.ts';

/** Signs the demo dealer in, on their list. */
export async function signInAsDealer(page: Page, timeout?: number) {
  await page.goto('/dealer/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(demo.dealer.username);
  await page.getByLabel('Password').fill(demo.dealer.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dealer\/portal$/, { timeout });
}

/**
 * From the dealer's list, creates a quote for `customer` in Ontario and waits for its editor;
 * answers the new quote's id.
 */
export async function createQuote(
  page: Page,
  customer: { firstName: string; lastName: string },
  timeout?: number,
): Promise<string> {
  await page.getByRole('button', { name: 'New quote' }).click();
  await page.getByRole('textbox', { name: 'First name' }).fill(customer.firstName);
  await page.getByRole('textbox', { name: 'Last name' }).fill(customer.lastName);
  await page.getByRole('button', { name: /Province$/ }).click();
  await page.getByRole('option', { name: 'Ontario', exact: true }).click();
  await page.getByRole('button', { name: 'Create quote' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `${customer.firstName} ${customer.lastName}` }),
  ).toBeVisible({ timeout });
  return page.url().split('/').at(-1)!;
}

/** Fills a number field of a revision's terms and leaves it (the field commits on blur). */
export async function fillTerm(page: Page, label: string, value: string) {
  const field = page.getByRole('textbox', { name: label, exact: true });
  await field.fill(value);
  await field.press('Tab');
}

/** The terms the journeys quote: $35,000 over 48 months, 20,000 km a year, 55 % residual, 5.99 %. */
export async function fillTerms(page: Page) {
  await fillTerm(page, 'Selling price', '35000');
  await fillTerm(page, 'Term (months)', '48');
  await fillTerm(page, 'Kilometres per year', '20000');
  await fillTerm(page, 'Residual (%)', '55');
  await fillTerm(page, 'Rate (%)', '5.99');
}
