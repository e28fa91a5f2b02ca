import type { Page } from '@playwright/test';
import { demo, expect, hashing, signInAsStaff, test } from './fixtures.ts';
import { expectAccessible } from './axe.ts';

// The dealer administration of the dealer API (spec doc 2 §4, §7, §8; issue 15), against the built
// product: a super admin takes the demo chat room from the staff admin and assigns it back, and the
// admin's open chat loses it and gets it back without a reload; a member of staff adds a dealer, who
// chooses their password from the activation link e-mailed to them, opens their detail, sends them a
// reset link (staff never choose a dealer's password, issue 26 item 6), whose use signs the dealer
// out of their open chat, and deletes them. Each journey leaves the data as it found it, for the journeys after it.

const notice = (page: Page, text: string) =>
  page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text });
const conversations = (page: Page) => page.getByRole('list', { name: 'Conversations' });
/** The seed's room: the demo dealer's, tied to lease file 1000004, assigned to the staff admin. */
const demoRoom = 'Maple Leaf Motors · file 1000004';
/** The seed's room in a chat's list: other journeys may have started rooms with the same dealer. */
const demoRoomLink = (page: Page) =>
  conversations(page).getByRole('link', { name: /^Maple Leaf Motors .*File 1000004\b/ });

test('a super admin assigns a room to a member of staff, whose chat then shows it', async ({
  browser,
  page,
  product,
}) => {
  test.slow();
  // The staff admin has the chat open.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsStaff(admin, product);
  await admin.goto('/staff/chat');
  await expect(demoRoomLink(admin)).toBeVisible();

  await signInAsStaff(page, product, demo.superAdmin);
  await page.getByRole('navigation').getByRole('link', { name: 'Room assignment', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Room assignment' })).toBeVisible();
  const alex = page.getByRole('region', { name: 'Alex Martin' });
  const rooms = alex.getByRole('list', { name: 'Rooms of Alex Martin' });
  await expect(rooms.getByRole('listitem').filter({ hasText: demoRoom })).toBeVisible();
  await expectAccessible(page);

  // Removed: gone from the card and from the admin's open chat.
  await alex.getByRole('button', { name: `Remove ${demoRoom} from Alex Martin` }).click();
  await expect(notice(page, `${demoRoom} was removed from Alex Martin.`)).toBeVisible();
  // Gone from the card (other journeys may have given Alex rooms of their own).
  await expect(rooms.getByRole('listitem').filter({ hasText: demoRoom })).toHaveCount(0);
  await expect(demoRoomLink(admin)).toHaveCount(0);

  // Assigned, by keyboard: back on the card, and in the admin's chat without a reload.
  await alex.getByRole('button', { name: /Room to assign/ }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('option', { name: demoRoom }).press('Enter');
  await alex.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(notice(page, `${demoRoom} was assigned to Alex Martin.`)).toBeVisible();
  await expect(rooms.getByRole('listitem').filter({ hasText: demoRoom })).toBeVisible();
  await expectAccessible(page);
  const link = demoRoomLink(admin);
  await expect(link).toBeVisible();
  await link.click();
  await expect(admin).toHaveURL(/\/staff\/chat\/[0-9a-f-]{36}$/);
  await expect(admin.getByRole('textbox', { name: 'Message' })).toBeVisible();
  await adminContext.close();
});

test('a dealer’s password reset, sent by staff, signs the dealer out', async ({ browser, page, product }) => {
  test.slow();
  const stamp = Date.now() % 100_000;
  const dealer = {
    dealerNo: `E2E-P${stamp}`,
    name: `Password Motors ${stamp}`,
    email: `files${stamp}@password-motors.example`,
    username: `password.motors.${stamp}`,
    password: 'password motors 2026',
  };
  /** The dealer opens the newest link e-mailed to them and chooses a password with it. */
  const choosePassword = async (on: Page, password: string) => {
    await expect.poll(() => product.lastLinkTo(dealer.email)).toBeTruthy();
    await on.goto(product.lastLinkTo(dealer.email)!);
    await on.getByLabel('New password').fill(password);
    await on.getByRole('button', { name: 'Save password' }).click();
    await expect(on.getByText('Your password is saved. Sign in with it now.')).toBeVisible(hashing);
  };

  // Staff add the dealer.
  await signInAsStaff(page, product);
  await page.getByRole('navigation').getByRole('link', { name: 'Dealers', exact: true }).click();
  await page.getByRole('button', { name: 'Add dealer' }).click();
  const form = page.getByRole('dialog', { name: 'New dealer' });
  await form.getByRole('textbox', { name: 'Dealer number' }).fill(dealer.dealerNo);
  await form.getByRole('textbox', { name: 'Company name' }).fill(dealer.name);
  await form.getByRole('textbox', { name: 'E-mail' }).fill(dealer.email);
  await form.getByRole('textbox', { name: 'User name' }).fill(dealer.username);
  await expect(form.getByLabel('Password')).toHaveCount(0);
  await form.getByRole('button', { name: 'Add dealer' }).click();
  await expect(notice(page, `${dealer.name} was added.`)).toBeVisible();

  // The dealer chooses their password from the activation link, then signs in to their chat.
  const dealerContext = await browser.newContext();
  const dealerPage = await dealerContext.newPage();
  await choosePassword(dealerPage, dealer.password);
  await expectAccessible(dealerPage);
  await dealerPage.getByRole('link', { name: 'Go to sign-in' }).click();
  await expect(dealerPage).toHaveURL(/\/dealer\/chat\/login$/);
  await dealerPage.getByRole('textbox', { name: 'Username' }).fill(dealer.username);
  await dealerPage.getByLabel('Password').fill(dealer.password);
  await dealerPage.getByRole('button', { name: 'Sign in' }).click();
  await expect(dealerPage).toHaveURL(/\/dealer\/chat$/);

  // The dealer of a lease file: none for a number no file has, the demo dealer for theirs.
  const finder = page.getByRole('searchbox', { name: 'Find the dealer of a lease file' });
  await finder.fill('NO-SUCH-FILE');
  await finder.press('Enter');
  await expect(page.getByText('No dealers found')).toBeVisible();
  await finder.fill('1000004');
  await finder.press('Enter');
  await expect(page.getByRole('link', { name: 'Maple Leaf Motors (D-1001)' })).toBeVisible();

  // Their detail: assign a file that does not exist, then change their password.
  await page.getByRole('link', { name: dealer.name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: dealer.name })).toBeVisible();
  await expect(page.getByText('0 lease files', { exact: true })).toBeVisible();
  const assign = page.getByRole('region', { name: 'Assign a lease file' });
  await assign.getByRole('textbox', { name: 'File number' }).fill('NO-SUCH-FILE');
  await assign.getByRole('button', { name: 'Assign file' }).click();
  await expect(assign.getByText('The file does not exist')).toBeVisible();
  await expectAccessible(page);

  const reset = page.getByRole('region', { name: 'Send a password reset link' });
  await expect(reset.getByLabel('New password')).toHaveCount(0);
  const activation = product.lastLinkTo(dealer.email);
  await reset.getByRole('button', { name: 'Send a password reset link' }).click();
  await expect(notice(page, `A link to choose a password is on its way to ${dealer.email}.`)).toBeVisible();
  await expect.poll(() => product.lastLinkTo(dealer.email)).not.toBe(activation);

  // The dealer resets it from another browser: their open chat ends at once, with a notice.
  const resetContext = await browser.newContext();
  await choosePassword(await resetContext.newPage(), 'a brand new password');
  await resetContext.close();
  await expect(dealerPage).toHaveURL(/\/dealer\/chat\/login$/);
  await expect(notice(dealerPage, 'Your session has ended')).toBeVisible();
  await dealerContext.close();

  // Deleted after a confirmation: back on the list, which no longer has them.
  await page.getByRole('button', { name: 'Delete dealer' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete dealer' }).click();
  await expect(notice(page, `${dealer.name} was deleted.`)).toBeVisible();
  await expect(page).toHaveURL(/\/staff\/dealers$/);
  await expect(page.getByRole('link', { name: dealer.name, exact: true })).toHaveCount(0);
});
