import { demo, expect, signInAsStaff, test } from './fixtures.ts';
import { expectAccessible } from './axe.ts';

// The client and staff administration (issue 15): staff add a client and see the password once (it
// is gone once the dialog closes, and after a reload), then link a lease file ("The file does not
// exist" for one that does not); a super admin adds a staff member; an admin has no such control,
// and the call answers 403.

test('staff create a client, see the password once, and link a file', async ({ page, product, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
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
  await form.getByRole('textbox', { name: 'E-mail' }).fill('e2e.client@example.com');
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Eve Tooey');
  await form.getByRole('button', { name: 'Add client' }).click();

  const shown = page.getByRole('dialog', { name: 'Password for Eve Tooey' });
  await expect(shown.getByText('It is shown only once')).toBeVisible();
  const password = await shown.getByRole('textbox', { name: 'Password' }).inputValue();
  expect(password).toMatch(/^[A-Za-z2-9]{5}(-[A-Za-z2-9]{5}){3}$/);
  await shown.getByRole('button', { name: 'Copy password' }).click();
  await expect(shown.getByRole('status')).toHaveText('Password copied.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(password);
  await expectAccessible(page);
  await shown.getByRole('button', { name: 'I have copied it' }).first().click();
  await expect(shown).toBeHidden();
  expect(await page.content()).not.toContain(password);

  // The newest client comes first; their detail never shows the password, after a reload neither.
  const row = page.getByRole('row').filter({ hasText: 'e2e.client@example.com' });
  await expect(page.getByRole('row').nth(1)).toContainText('e2e.client@example.com');
  await row.getByRole('link', { name: 'Open e2e.client@example.com' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'e2e.client@example.com' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'e2e.client@example.com' })).toBeVisible();
  expect(await page.content()).not.toContain(password);

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

test('a super admin creates a staff member, and an admin is refused', async ({ page, product }) => {
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
  const headers = await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('staffSession') ?? 'null') as {
      session: { id: string };
    } | null;
    const token = JSON.parse(localStorage.getItem('staffToken') ?? 'null') as string | null;
    return { session: stored?.session.id ?? '', token: token ?? '' };
  });
  const refused = await page.request.post('/api/main/auth/create', {
    headers: { 'x-session-token': headers.session, authorization: `Bearer ${headers.token}` },
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
  const shown = page.getByRole('dialog', { name: `Password for ${member.name}` });
  const password = await shown.getByRole('textbox', { name: 'Password' }).inputValue();
  expect(password).toHaveLength(23);
  await shown.getByRole('button', { name: 'I have copied it' }).first().click();
  await expect(page.getByRole('link', { name: `Open ${member.name}` })).toBeVisible();
  await page.getByRole('link', { name: `Open ${member.name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: member.name })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Mobile phone' })).toHaveValue('+15555550177');
  await expectAccessible(page);

  // The new member signs in with that password and the code sent to their mobile.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await signInAsStaff(page, product, { username: member.username, password });
});
