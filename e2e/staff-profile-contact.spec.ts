import type { Page } from '@playwright/test';
import { demo, expect, signInAsStaff, test, type Product } from './fixtures.ts';
import { expectAccessible } from './axe.ts';

// Issue 26, item 5: a member of staff changes their own mobile (where the sign-in codes go) from
// their profile: the password, then a code texted to the current mobile; mistakes show on their
// field and keep what was typed; the old number is told, and their other sessions end.

const oldPhone = '+15555550101';
const newPhone = '+15555550142';

/** The newest "change your mobile" code the server texted to `phone`, once it is in the log. */
async function changeCode(product: Product, phone: string, after: number): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(() => {
      // In the account's language (another journey may have chosen French for it): its six digits.
      const pattern = new RegExp(`SMS to \\${phone}: [^\\n]*?\\b(\\d{6})\\b`, 'g');
      code = [...product.output().slice(after).matchAll(pattern)].at(-1)?.[1];
      return code;
    })
    .toBeDefined();
  return code!;
}

/** The screen as it is, on a phone (390 px) and a desktop (1280 px), for looking at: test-results/. */
async function shoot(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/staff-profile-${name}-${width}.png`, fullPage: true });
  }
}

test('a member of staff changes their own mobile with their password and a code from the current one', async ({
  page,
  product,
  browser,
}) => {
  // Two sign-ins, two codes and five accessibility checks: more than the default minute on a busy machine.
  test.setTimeout(180_000);
  // Another sign-in of the same member, elsewhere: it ends with the change.
  const elsewhere = await browser.newContext({ baseURL: product.origin });
  const other = await elsewhere.newPage();
  await signInAsStaff(other, product);

  await signInAsStaff(page, product);
  await page.getByRole('link', { name: 'My profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Alex Martin (You)' })).toBeVisible();
  const phone = page.getByRole('textbox', { name: 'Mobile phone' });
  await expect(phone).toHaveValue(oldPhone);
  // Nothing to confirm until the mobile or the e-mail changes.
  await expect(page.getByRole('group', { name: 'Confirm it is you' })).toHaveCount(0);

  await phone.fill('+1 555 555 0142');
  const confirm = page.getByRole('group', { name: 'Confirm it is you' });
  await expect(confirm).toBeVisible();
  const password = confirm.getByLabel('Your password');
  const code = confirm.getByRole('textbox', { name: 'Code from your current mobile' });

  // Saving with the session alone: each missing confirmation on its field, the new number kept.
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(password).toHaveAccessibleDescription(/Enter your password to change your e-mail or mobile\./);
  await expect(code).toHaveAccessibleDescription(/Enter the 6-digit code we sent to your current mobile\./);
  await expect(phone).toHaveValue('+1 555 555 0142');
  await expectAccessible(page);
  await shoot(page, 'missing');

  // A wrong password, by keyboard: refused on its field, and nothing texted.
  await password.fill('not-my-password-1');
  const before = product.output().length;
  await confirm.getByRole('button', { name: 'Send code to current mobile' }).focus();
  await page.keyboard.press('Enter');
  await expect(password).toHaveAccessibleDescription(/That password is not right\./);
  await expect(phone).toHaveValue('+1 555 555 0142');
  expect(product.output().slice(before)).not.toContain('change your mobile');

  // The right one: the code goes to the current mobile, never the new one.
  await password.fill(demo.staff.password);
  await confirm.getByRole('button', { name: 'Send code to current mobile' }).click();
  await expect(confirm.getByRole('status')).toHaveText(
    'We sent a code to your current mobile, ending in 0101. It expires in 10 minutes.',
  );
  const sent = await changeCode(product, oldPhone, before);
  expect(product.output().slice(before)).not.toContain(`SMS to ${newPhone}`);

  // A wrong code: on its field; what was typed stays.
  await code.fill(sent === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(code).toHaveAccessibleDescription(/That code is not right\./);
  await expect(password).toHaveValue(demo.staff.password);
  await expectAccessible(page);
  await shoot(page, 'wrong-code');

  await code.fill(sent);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(
    page.getByText('Your changes were saved. You were signed out on your other devices.'),
  ).toBeVisible();
  await expect(phone).toHaveValue(newPhone);
  await expect(page.getByRole('group', { name: 'Confirm it is you' })).toHaveCount(0);
  await expect
    .poll(() => product.output().slice(before))
    .toContain(
      `SMS to ${oldPhone}: The mobile of your SFI staff account was changed to the number ending in 0142.`,
    );
  await expectAccessible(page);
  await shoot(page, 'saved');

  // The other sign-in is over: its next page is the sign-in.
  await other.reload();
  await expect(other).toHaveURL(/\/staff\/login/);
  await elsewhere.close();

  // Found again after a reload; and back the same way, the code now going to the new number.
  await page.reload();
  await expect(phone).toHaveValue(newPhone, { timeout: 20_000 });
  await phone.fill(oldPhone);
  await password.fill(demo.staff.password);
  const back = product.output().length;
  await confirm.getByRole('button', { name: 'Send code to current mobile' }).click();
  await expect(confirm.getByRole('status')).toContainText('ending in 0142');
  await code.fill(await changeCode(product, newPhone, back));
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(phone).toHaveValue(oldPhone);
});
