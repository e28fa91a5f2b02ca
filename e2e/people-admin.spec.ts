import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { demo, expect, hashing, signInAsStaff, test } from './fixtures.ts';
import { expectAccessible } from './axe.ts';

// sharp is the API server's (as in takeover-admin.spec.ts): the photo is made with the library that
// reads it there.
interface Sharp {
  (options: { create: { width: number; height: number; channels: 3; background: string } }): {
    jpeg(options: { quality: number }): { toBuffer(): Promise<Buffer> };
  };
}
const sharp = createRequire(new URL('../apps/api/package.json', import.meta.url))('sharp') as Sharp;

/** The signed-in staff session's headers, for calls made beside the screens. */
const staffHeaders = (page: Page) =>
  page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('staffSession') ?? 'null') as {
      session: { id: string };
    } | null;
    const token = JSON.parse(localStorage.getItem('staffToken') ?? 'null') as string | null;
    return { 'x-session-token': stored?.session.id ?? '', authorization: `Bearer ${token ?? ''}` };
  });

/** The screen as it is, on a phone (390 px) and a desktop (1280 px), for looking at: test-results/. */
async function shoot(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/people-photos-${name}-${width}.png`, fullPage: true });
  }
}

// The client and staff administration (issue 15): staff add a client, who gets an activation link
// by e-mail (issue 26 item 7: no password is shown to staff), can be sent a new one, and activates
// their account from the link in the outbox, then signs in; staff link a lease file ("The file does
// not exist" for one that does not); a super admin adds a staff member; an admin has no such
// control, and the call answers 403.

test('staff add a client, who activates their account from the e-mailed link and signs in; staff link a file', async ({
  page,
  product,
  browser,
}, testInfo) => {
  test.slow();
  await signInAsStaff(page, product);
  await page
    .getByRole('navigation', { name: 'Staff console' })
    .getByRole('link', { name: 'Clients' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Clients, newest first' })).toBeVisible();
  await expectAccessible(page);

  // A search that finds no one: the spec's words.
  await page.getByRole('searchbox', { name: 'Search clients' }).fill('nobody-at-all');
  await expect(page.getByText('No clients found')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search clients' }).clear();
  await expect(page.getByRole('grid', { name: 'Clients, newest first' })).toBeVisible();

  await page.getByRole('button', { name: 'Add client' }).click();
  const form = page.getByRole('dialog', { name: 'New client' });
  await expect(form.getByText('We e-mail the client a link to choose their password.')).toBeVisible();
  await form.getByRole('textbox', { name: 'E-mail' }).fill('e2e.client@example.com');
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Eve Tooey');
  await form.getByRole('button', { name: 'Add client' }).click();
  await expect(form).toBeHidden();
  // No password anywhere: staff are told where the activation link went.
  await expect(page.getByText('Activation link sent to e2e.client@example.com.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect.poll(() => product.lastLinkTo('e2e.client@example.com')).toMatch(/^\/oidc\/account\/reset\?/);
  const firstLink = product.lastLinkTo('e2e.client@example.com')!;

  // The newest client comes first; their detail says they have not activated, and sends a new link.
  const row = page.getByRole('row').filter({ hasText: 'e2e.client@example.com' });
  await expect(page.getByRole('row').nth(1)).toContainText('e2e.client@example.com');
  await row.getByRole('link', { name: 'Open e2e.client@example.com' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'e2e.client@example.com' })).toBeVisible();
  const activation = page.getByRole('region', { name: 'Account activation' });
  await expect(activation.getByText('Not activated yet: they have not chosen a password.')).toBeVisible();
  await activation.getByRole('button', { name: 'Send a new activation link' }).click();
  await expect(activation.getByText('Activation link sent to e2e.client@example.com.')).toBeVisible();
  await expectAccessible(page);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`client-activation-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
  await expect.poll(() => product.lastLinkTo('e2e.client@example.com')).not.toBe(firstLink);
  const link = product.lastLinkTo('e2e.client@example.com')!;

  // The client, in their own browser: the first link no longer works, the newest sets the password.
  const client = await (await browser.newContext()).newPage();
  await client.goto(firstLink);
  await expect(client.getByText('This link is not valid or has expired.')).toBeVisible();
  await client.goto(link);
  await expect(client.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await expectAccessible(client);
  await client.getByLabel('New password').fill('eve chose this 2026');
  await client.getByRole('button', { name: 'Save the new password' }).click();
  await expect(client.getByText('Your password was changed. You can now sign in with it.')).toBeVisible(
    hashing,
  );
  await client.getByRole('link', { name: 'Go to sign-in' }).click();
  await expect(client).toHaveURL(/\/client\/login$/);
  await client.getByRole('button', { name: 'Sign in' }).click();
  await client.getByLabel('E-mail').fill('e2e.client@example.com');
  await client.getByLabel('Password').fill('eve chose this 2026');
  await client.getByRole('button', { name: 'Sign in' }).click();
  await expect(client).toHaveURL(/\/client\/dashboard$/, hashing);
  await expect(client.getByRole('heading', { level: 1, name: 'Welcome, Eve Tooey' })).toBeVisible();
  await client.context().close();

  // Activated: the e-mail counts as confirmed, and there is no link to send any more.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'e2e.client@example.com' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Account activation' })).toHaveCount(0);

  // Link a file: one that does not exist first.
  const fileNo = page.getByRole('textbox', { name: 'File number' });
  await fileNo.fill('NO-SUCH-FILE');
  await page.getByRole('button', { name: 'Link file' }).click();
  await expect(page.getByText('The file does not exist')).toBeVisible();
  await fileNo.fill('1000001');
  await page.getByRole('button', { name: 'Link file' }).click();
  await expect(page.getByRole('link', { name: '1000001' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unlink lease file 1000001' })).toBeVisible();
  await expectAccessible(page);

  // Found by the file number.
  await page.getByRole('link', { name: 'Back to the list' }).click();
  await page.getByRole('radiogroup', { name: 'Search by' }).getByText('File number').click();
  await page.getByRole('searchbox', { name: 'Search clients' }).fill('1000001');
  await expect(page.getByRole('link', { name: 'Open e2e.client@example.com' })).toBeVisible();
});

test('a super admin creates a staff member, who activates their account from the e-mailed link and changes their password; an admin is refused', async ({
  page,
  product,
}, testInfo) => {
  test.slow();
  const member = {
    name: 'Eddie Tester',
    email: 'eddie.tester@sfi.example',
    username: 'etester',
    phone: '+1 555 555 0177',
    roles: ['LEASE_QUOTES_ADMIN'],
  };

  // An admin: no create control, and the call itself is refused.
  await signInAsStaff(page, product, demo.staff);
  await page.getByRole('navigation', { name: 'Staff console' }).getByRole('link', { name: 'Staff' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open Sam Gagnon' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add staff member' })).toHaveCount(0);
  const refused = await page.request.post('/api/main/auth/create', {
    headers: await staffHeaders(page),
    data: member,
  });
  expect(refused.status()).toBe(403);
  await page.getByRole('searchbox', { name: 'Search staff' }).fill('nobody-at-all');
  await expect(page.getByText('No staffs found')).toBeVisible();
  await expectAccessible(page);

  // A super admin.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await signInAsStaff(page, product, demo.superAdmin);
  await page.goto('/staff/staff');
  await page.getByRole('button', { name: 'Add staff member' }).click();
  const form = page.getByRole('dialog', { name: 'New staff member' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(member.name);
  await form.getByRole('textbox', { name: 'E-mail' }).fill(member.email);
  await form.getByRole('textbox', { name: 'User name' }).fill('admin');
  await form.getByRole('textbox', { name: 'Mobile phone' }).fill(member.phone);
  await form.getByRole('button', { name: 'Add staff member' }).click();
  // The server's message, under its field.
  await expect(form.getByText('The user name admin is already taken.')).toBeVisible();
  await form.getByRole('textbox', { name: 'User name' }).fill(member.username);
  await form.getByRole('button', { name: 'Add staff member' }).click();
  // No password shown (issue 26 item 7): the member is e-mailed a one-time activation link.
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: `A link to choose a password is on its way to ${member.email}.` }),
  ).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('link', { name: `Open ${member.name}` })).toBeVisible();
  await page.getByRole('link', { name: `Open ${member.name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: member.name })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Mobile phone' })).toHaveValue('+15555550177');
  await expectAccessible(page);

  // The new member opens the link from the outbox, chooses their password, and signs in with it and
  // the code sent to their mobile.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect.poll(() => product.lastLinkTo(member.email)).toMatch(/^\/staff\/password\?token=/);
  const link = product.lastLinkTo(member.email)!;
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your password' })).toBeVisible();
  await page.getByLabel('New password').fill('short');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('Choose a password of 12 to 128 characters.')).toBeVisible();
  await expect(page.getByLabel('New password')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('New password')).toHaveValue('short');
  await expectAccessible(page);
  const password = 'eddie chose this one';
  await page.getByLabel('New password').fill(password);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('Your password is saved. Sign in with it now.')).toBeVisible(hashing);
  await expectAccessible(page);
  await page.setViewportSize({ width: 390, height: 800 });
  await page.screenshot({ path: testInfo.outputPath('staff-activated-390.png') });
  await page.setViewportSize({ width: 1280, height: 720 });
  // The link works once.
  await page.goto(link);
  await page.getByLabel('New password').fill('someone else’s try');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('This link has expired or was already used. Ask for a new one.')).toBeVisible(
    hashing,
  );
  await signInAsStaff(page, product, { username: member.username, password });

  // They change their own password from the account menu: a wrong current one is said on its field.
  await page.getByRole('link', { name: 'Change password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Change your password' })).toBeVisible();
  await page.getByLabel('Current password').fill('not my password');
  await page.getByLabel('New password').fill('eddie changed it again');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('This is not your current password.')).toBeVisible(hashing);
  await expectAccessible(page);
  await page.getByLabel('Current password').fill(password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password is changed. Your other sessions have ended.')).toBeVisible(
    hashing,
  );
  await expectAccessible(page);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`staff-password-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
  // The new one signs in; the old one no longer does.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.goto('/staff/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(member.username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Please try logging in again.')).toBeVisible();
  await signInAsStaff(page, product, { username: member.username, password: 'eddie changed it again' });
});

test('staff give a client a photo, shown at once; a renamed program is refused in the server’s words', async ({
  page,
  product,
}) => {
  await signInAsStaff(page, product);
  const headers = await staffHeaders(page);
  const created = await page.request.post('/api/main/users', {
    headers,
    data: { email: 'pia.photo@example.com', name: 'Pia Photo' },
  });
  expect(created.status()).toBe(201);
  const { user } = (await created.json()) as { user: { id: string } };

  await page.goto(`/staff/clients/${user.id}`);
  const section = page.getByRole('region', { name: 'Photo' });
  const avatar = section.getByRole('img', { name: 'Pia Photo' });
  await expect(avatar).toHaveText('PP');
  await expect(section.getByText('No photo yet')).toBeVisible();
  const chooser = section.locator('input[type="file"]');

  // A program renamed as a photo: the server reads its bytes and says why.
  await chooser.setInputFiles({
    name: 'holiday.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510, 0x90)]),
  });
  await expect(section.getByRole('alert')).toHaveText(
    'This file is not a photo. Upload a JPEG, PNG, WebP, GIF, AVIF, HEIC or TIFF image.',
  );
  await expect(avatar).toHaveText('PP');

  // A real photo: stored, and shown at once in place of the initials.
  const jpeg = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#1d6f42' } })
    .jpeg({ quality: 80 })
    .toBuffer();
  await chooser.setInputFiles({ name: 'pia.jpg', mimeType: 'image/jpeg', buffer: jpeg });
  await expect(section.getByRole('status')).toHaveText('pia.jpg was uploaded.');
  await expect(section.getByRole('alert')).toHaveCount(0);
  await expect(avatar.locator('img')).toHaveJSProperty('naturalWidth', 480);
  await expect(section.getByRole('button', { name: 'Choose another photo' })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'client');

  // Kept: after a reload it is read back from the server.
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Photo' }).getByRole('img', { name: 'Pia Photo' }).locator('img'),
  ).toHaveJSProperty('naturalWidth', 480);

  // An admin sees another member's photo without a control to change it; a dealer's may be changed.
  await page.goto('/staff/staff');
  await page.getByRole('link', { name: 'Open Sam Gagnon' }).click();
  const staffPhoto = page.getByRole('region', { name: 'Photo' });
  await expect(staffPhoto.getByRole('img', { name: 'Sam Gagnon' })).toBeVisible();
  await expect(page.getByText('Only a super admin can change another staff member.')).toBeVisible();
  await expect(staffPhoto.getByRole('button')).toHaveCount(0);
  await shoot(page, 'staff');
  const [dealer] = (await (await page.request.get('/api/dealer/users', { headers })).json()) as {
    id: string;
  }[];
  await page.goto(`/staff/dealers/${dealer!.id}`);
  await expect(
    page.getByRole('region', { name: 'Photo' }).getByRole('button', { name: 'Add a photo' }),
  ).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'dealer');

  // The data as it was found.
  expect((await page.request.delete(`/api/main/users/${user.id}`, { headers })).status()).toBe(200);
});
