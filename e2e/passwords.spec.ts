import { type Browser, type Page } from '@playwright/test';
import { demo, expect, hashing, test } from './fixtures.ts';
import { expectAccessible } from './axe.ts';

// Passwords (issue 26 item 7), against the built product: a dealer changes their own password from
// their account menu, and their session in another browser ends at once; a forgotten password is
// asked for without saying whether the account exists. Each journey leaves the data as it found it.

const notice = (page: Page, text: string) =>
  page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text });

async function fileDealerSignIn(browser: Browser, password: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/dealer/chat/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(demo.fileDealer.username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dealer\/chat$/);
  return page;
}

test('a dealer changes their password, and their other sessions end', async ({ browser, page }, testInfo) => {
  test.slow();
  const elsewhere = await fileDealerSignIn(browser, demo.fileDealer.password);

  await page.goto('/dealer/chat/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(demo.fileDealer.username);
  await page.getByLabel('Password').fill(demo.fileDealer.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dealer\/chat$/);
  await page.getByRole('link', { name: 'Change password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Change your password' })).toBeVisible();
  await expectAccessible(page);

  // A new password outside the rule: said on its field, what was typed stays.
  await page.getByLabel('Current password').fill(demo.fileDealer.password);
  await page.getByLabel('New password').fill('too short');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Choose a password of 12 to 128 characters.')).toBeVisible();
  await expect(page.getByLabel('New password')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('New password')).toHaveValue('too short');
  await expectAccessible(page);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`dealer-password-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });

  const changed = 'filedealer changed 2026';
  await page.getByLabel('New password').fill(changed);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password is changed. Your other sessions have ended.')).toBeVisible(
    hashing,
  );
  await expectAccessible(page);

  // The other browser's chat ends at once; this one goes on.
  await expect(elsewhere).toHaveURL(/\/dealer\/chat\/login$/);
  await expect(notice(elsewhere, 'Your session has ended')).toBeVisible();
  await elsewhere.context().close();
  await page.getByRole('link', { name: 'Chat', exact: true }).click();
  await expect(page).toHaveURL(/\/dealer\/chat$/);

  // The new password signs in elsewhere; then back to the demo one, for the journeys after this.
  const again = await fileDealerSignIn(browser, changed);
  await again.context().close();
  await page.getByRole('link', { name: 'Change password' }).click();
  await page.getByLabel('Current password').fill(changed);
  await page.getByLabel('New password').fill(demo.fileDealer.password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password is changed. Your other sessions have ended.')).toBeVisible(
    hashing,
  );
});

test('a forgotten password: the same answer whether or not the account exists', async ({
  page,
}, testInfo) => {
  for (const [login, forgot] of [
    ['/staff/login', '/staff/login/forgot'],
    ['/dealer/chat/login', '/dealer/chat/login/forgot'],
  ] as const) {
    await page.goto(login);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(new RegExp(`${forgot}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('textbox', { name: 'Username' }).fill('nobody.at.all');
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expect(
      page.getByText('If this account exists and has an e-mail address, a link is on its way.', {
        exact: false,
      }),
    ).toBeVisible();
    await expectAccessible(page);
    await page.setViewportSize({ width: 390, height: 800 });
    await page.screenshot({ path: testInfo.outputPath(`forgot${forgot.replaceAll('/', '-')}-390.png`) });
    await page.setViewportSize({ width: 1280, height: 720 });
  }
});
