import type { Page } from '@playwright/test';
import { choosePassword, expect, signInAsStaff, test } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';

// Staff keep the quote tool's reference data (issue 9, doc 1 §3, §5, §7): the quote dealers, and
// the dealer accounts that sign in to the dealer portal. One signed-in journey, against the built
// product and its real server and database.

const dealer = {
  name: 'Aurora Auto Credit',
  renamed: 'Aurora Auto Credit North',
  contact: 'Casey Moreau',
  email: 'casey.moreau@example.com',
  phone: '867 555 0150',
  province: 'Yukon',
};
const account = {
  dealerName: 'Aurora Motors',
  renamed: 'Aurora Motors North',
  user: 'aurora-casey',
  email: 'casey@aurora-motors.example',
  password: 'correct horse battery',
  contactName: 'Casey Moreau',
};

/** A success notice or error notice with this text. */
const notice = (page: Page, text: string) =>
  page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text });

test('a staff member manages quote dealers and dealer accounts, and the new dealer signs in', async ({
  page,
  context,
  product,
}) => {
  test.slow();
  await signInAsStaff(page, product);

  // Quote dealers: sorted by name, and readable with axe.
  await page.getByRole('link', { name: 'Quote dealers' }).click();
  await expect(page).toHaveURL(/\/staff\/quote-dealers$/);
  const dealers = page.getByRole('list', { name: 'Quote dealers' });
  await expect(dealers.getByRole('article').first()).toBeVisible();
  const names = await dealers.getByRole('heading', { level: 2 }).allInnerTexts();
  expect(names).toEqual(
    [...names].sort((a, b) => a.localeCompare(b, 'en-CA', { sensitivity: 'base', numeric: true })),
  );
  await expectNoAxeViolations(page);

  // Add one; the form is checked before it is sent.
  await page.getByRole('button', { name: 'Add quote dealer' }).click();
  let dialog = page.getByRole('dialog', { name: 'New quote dealer' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(dealer.name);
  await dialog.getByRole('textbox', { name: 'Contact' }).fill(dealer.contact);
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(dealer.email);
  await dialog.getByRole('textbox', { name: 'Phone' }).fill('555 01');
  await dialog.getByRole('button', { name: 'Add quote dealer' }).click();
  await expect(dialog.getByText('Enter a phone number with 10 to 15 digits.')).toBeVisible();
  await expect(dialog.getByText('Choose a province or territory.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Phone' }).fill(dealer.phone);
  // The province by keyboard: open the list, type to jump, choose.
  await dialog.getByRole('button', { name: /Province/ }).press('Enter');
  await page.getByRole('listbox').press('y');
  await expect(page.getByRole('option', { name: dealer.province })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: /Province/ })).toContainText(dealer.province);
  await dialog.getByRole('button', { name: 'Add quote dealer' }).click();
  await expect(dialog).toBeHidden();
  await expect(notice(page, `${dealer.name} was added.`)).toBeVisible();
  const card = page.getByRole('article', { name: dealer.name });
  await expect(card).toContainText(dealer.email);
  await expect(card).toContainText(dealer.province);

  // A name another dealer has is the name field's error, and what was typed stays.
  await card.getByRole('button', { name: `Edit quote dealer ${dealer.name}` }).click();
  dialog = page.getByRole('dialog', { name: `Edit ${dealer.name}` });
  const name = dialog.getByRole('textbox', { name: 'Name' });
  await name.fill('fraser valley auto credit');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(
    dialog.getByText('A quote dealer named fraser valley auto credit already exists.'),
  ).toBeVisible();
  await expect(name).toHaveValue('fraser valley auto credit');
  await expect(name).toBeFocused();
  await expectNoAxeViolations(page);
  await name.fill(dealer.renamed);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('article', { name: dealer.renamed })).toBeVisible();

  // Delete it after confirming.
  await page.getByRole('button', { name: `Delete quote dealer ${dealer.renamed}` }).click();
  const question = page.getByRole('alertdialog', { name: `Delete ${dealer.renamed}?` });
  await question.getByRole('button', { name: 'Delete quote dealer' }).click();
  await expect(notice(page, `${dealer.renamed} was deleted.`)).toBeVisible();
  await expect(page.getByRole('article', { name: dealer.renamed })).toHaveCount(0);

  // Dealer accounts: add one with the dealer's e-mail (never a password: issue 26 item 7).
  await page.getByRole('link', { name: 'Dealer accounts' }).click();
  await expect(page).toHaveURL(/\/staff\/dealer-accounts$/);
  await expect(page.getByRole('list', { name: 'Dealer accounts' })).toBeVisible();
  await page.getByRole('button', { name: 'Add dealer account' }).click();
  dialog = page.getByRole('dialog', { name: 'New dealer account' });
  await expect(dialog.getByLabel('Password')).toHaveCount(0);
  await dialog.getByRole('textbox', { name: 'Dealer name' }).fill(account.dealerName);
  await dialog.getByRole('textbox', { name: 'User name' }).fill(account.user);
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(account.email);
  await dialog.getByRole('textbox', { name: 'Contact name' }).fill(account.contactName);
  await dialog.getByRole('button', { name: 'Add dealer account' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    notice(
      page,
      `The account ${account.user} of ${account.dealerName} was added. Activation link sent to ${account.email}.`,
    ),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: account.dealerName })).toContainText(account.user);
  await expectNoAxeViolations(page);

  // Rename its dealership.
  await page.getByRole('button', { name: `Rename dealership ${account.dealerName}` }).click();
  dialog = page.getByRole('dialog', { name: `Rename ${account.dealerName}` });
  await dialog.getByRole('textbox', { name: 'New dealer name' }).fill(account.renamed);
  await dialog.getByRole('button', { name: 'Rename dealership' }).click();
  await expect(dialog).toBeHidden();
  await expect(notice(page, `${account.dealerName} is now named ${account.renamed}.`)).toBeVisible();
  const dealership = page.getByRole('region', { name: account.renamed });
  await expect(dealership).toContainText(account.user);

  // The dealer chooses a password from the e-mailed link, then signs in to the dealer portal, under
  // the new dealer name.
  const dealerPage = await context.newPage();
  await expect.poll(() => product.lastLinkTo(account.email)).toMatch(/^\/dealer\/password\?token=/);
  await choosePassword(dealerPage, product.lastLinkTo(account.email)!, account.password);
  await dealerPage.goto('/dealer/login');
  await dealerPage.getByRole('textbox', { name: 'Username' }).fill(account.user);
  await dealerPage.getByLabel('Password').fill(account.password);
  await dealerPage.getByRole('button', { name: 'Sign in' }).click();
  await expect(dealerPage).toHaveURL(/\/dealer\/portal$/);
  await expect(dealerPage.getByRole('heading', { level: 1, name: 'Lease quotes' })).toBeVisible();
  await expect(dealerPage.getByRole('main').getByText(account.renamed, { exact: true })).toBeVisible();
  await dealerPage.close();

  // Delete the account: the question says the dealer is signed out.
  await dealership.getByRole('button', { name: `Delete account ${account.user}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Delete the account ${account.user}?` });
  await expect(confirm).toContainText(`${account.user} of ${account.renamed} is signed out at once`);
  await confirm.getByRole('button', { name: 'Delete account' }).click();
  await expect(notice(page, `The account ${account.user} was deleted.`)).toBeVisible();
  await expect(page.getByRole('region', { name: account.renamed })).toHaveCount(0);
});
