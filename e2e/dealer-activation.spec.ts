import type { Browser, Page } from '@playwright/test';
import { choosePassword, expect, hashing, signInAsStaff, test } from './fixtures.ts';
import { expectAccessible } from './axe.ts';

// Lease-quote dealer accounts (issue 26 item 7), against the built product: staff add an account
// with the dealer's e-mail and never a password; the dealer activates it from the link in the
// outbox, signs in, changes their password from the account menu (their other session ends), and
// later resets a forgotten one from the sign-in page's "Forgot your password?".

const dealer = {
  dealerName: 'Activation Motors',
  user: 'activation.dealer',
  email: 'kim@activation-motors.example',
  contactName: 'Kim Activate',
};

/** The screen as it is, on a phone (390 px) and a desktop (1280 px), for looking at. */
async function shoot(page: Page, name: string, outputPath: (name: string) => string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: outputPath(`dealer-activation-${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

async function dealerSignIn(page: Page, password: string) {
  await page.goto('/dealer/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(dealer.user);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dealer\/portal$/, hashing);
}

const newPage = async (browser: Browser) => (await browser.newContext()).newPage();

test('staff add a lease-quote dealer account; the dealer activates it, signs in, changes the password, and later resets a forgotten one', async ({
  page,
  product,
  browser,
}, testInfo) => {
  test.slow();
  const outputPath = (name: string) => testInfo.outputPath(name);

  // Staff: the account takes an e-mail, no password.
  await signInAsStaff(page, product);
  await page.goto('/staff/dealer-accounts');
  await expect(page.getByRole('heading', { level: 1, name: 'Dealer accounts' })).toBeVisible();
  await page.getByRole('button', { name: 'Add dealer account' }).click();
  const form = page.getByRole('dialog', { name: 'New dealer account' });
  await expect(form.getByLabel('Password')).toHaveCount(0);
  await form.getByRole('textbox', { name: 'Dealer name' }).fill(dealer.dealerName);
  await form.getByRole('textbox', { name: 'User name' }).fill(dealer.user);
  // An address that is not one: said on its field, what was typed stays.
  await form.getByRole('textbox', { name: 'E-mail' }).fill('kim at activation');
  await form.getByRole('textbox', { name: 'Contact name' }).fill(dealer.contactName);
  await form.getByRole('button', { name: 'Add dealer account' }).click();
  await expect(form.getByText('Enter an e-mail address, like name@example.com.')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'E-mail' })).toHaveValue('kim at activation');
  await expectAccessible(page);
  await shoot(page, 'new-account', outputPath);
  await form.getByRole('textbox', { name: 'E-mail' }).fill(dealer.email);
  await form.getByRole('button', { name: 'Add dealer account' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText(`Activation link sent to ${dealer.email}.`)).toBeVisible();

  // The account's details show the e-mail, where reset links go.
  await page.getByRole('button', { name: `Details of account ${dealer.user}` }).click();
  const details = page.getByRole('dialog', { name: `Account ${dealer.user}` });
  await expect(details.getByText(dealer.email)).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'details', outputPath);
  await details.getByRole('button', { name: 'Close' }).first().click();

  // The dealer activates the account from the link in the outbox, then signs in.
  await expect.poll(() => product.lastLinkTo(dealer.email)).toMatch(/^\/dealer\/password\?token=/);
  const activation = product.lastLinkTo(dealer.email)!;
  await choosePassword(page, activation, 'kim chose this 2026');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Go to sign-in' }).click();
  await expect(page).toHaveURL(/\/dealer\/login$/);
  await dealerSignIn(page, 'kim chose this 2026');
  // The link works once.
  const reused = await newPage(browser);
  await reused.goto(activation);
  await reused.getByLabel('New password').fill('someone else 2026');
  await reused.getByRole('button', { name: 'Save password' }).click();
  await expect(
    reused.getByText('This link has expired or was already used. Ask for a new one.'),
  ).toBeVisible();
  await reused.context().close();

  // A change of password from the account menu ends the dealer's other session.
  const elsewhere = await newPage(browser);
  await dealerSignIn(elsewhere, 'kim chose this 2026');
  await page.getByRole('link', { name: 'Change password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Change your password' })).toBeVisible();
  await page.getByLabel('Current password').fill('kim chose this 2026');
  await page.getByLabel('New password').fill('kim changed it 2026');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password is changed. Your other sessions have ended.')).toBeVisible(
    hashing,
  );
  await expect(elsewhere).toHaveURL(/\/dealer\/login$/);
  await elsewhere.context().close();

  // Later, signed out, the dealer forgot it: a reset link by e-mail from the sign-in page.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/dealer\/login$/);
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/dealer\/login\/forgot$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('textbox', { name: 'Username' }).fill(dealer.user.toUpperCase());
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(
    page.getByText('If this account exists and has an e-mail address, a link is on its way.', {
      exact: false,
    }),
  ).toBeVisible();
  await shoot(page, 'forgot', outputPath);
  await expect.poll(() => product.lastLinkTo(dealer.email)).not.toBe(activation);
  await choosePassword(page, product.lastLinkTo(dealer.email)!, 'kim reset it 2026');
  await dealerSignIn(page, 'kim reset it 2026');
  await expect(page.getByText(dealer.dealerName).first()).toBeVisible();
});
