import { expect, signInAsStaff, test } from './fixtures.ts';
import { expectAccessible } from './axe.ts';

// The staff administration's searches by e-mail and by file number (doc 2 §7: "e-mail and fileno
// searches under /users/search/criteria"; issue 25). By keyboard: "Search by" E-mail finds a member
// by any part of their address; File number finds the staff assigned to a conversation about that
// lease file (the seed assigns the demo room, about lease file 1000004, to Alex Martin); a file no
// one talks about finds none ("No staffs found"). The search lives in the address.

test('staff search the staff by e-mail and by file number, by keyboard', async ({ page, product }) => {
  test.setTimeout(120_000);
  await signInAsStaff(page, product);
  await page.goto('/staff/staff');
  const member = (name: string) => page.getByRole('link', { name: `Open ${name}` });
  await expect(member('Sam Gagnon')).toBeVisible();

  // By e-mail: the radio by keyboard (arrow keys move the choice), then the search.
  await page.getByRole('radio', { name: 'Name' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'E-mail' })).toBeChecked();
  await page.keyboard.press('Tab');
  const searchbox = page.getByRole('searchbox', { name: 'Search staff' });
  await expect(searchbox).toBeFocused();
  await expect(searchbox).toHaveAccessibleDescription('Any part of the e-mail address.');
  await page.keyboard.type('SAM.GAGNON');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/staff\/staff\?by=email&q=SAM\.GAGNON$/);
  await expect(member('Sam Gagnon')).toBeVisible();
  await expect(member('Alex Martin')).toHaveCount(0);
  await expectAccessible(page);

  // By file number: the staff assigned to a conversation about the lease file.
  await page.getByRole('radio', { name: 'E-mail' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'File number' })).toBeChecked();
  await searchbox.focus();
  await page.keyboard.press('Escape');
  await expect(searchbox).toHaveValue('');
  await page.keyboard.type('1000004');
  await expect(searchbox).toHaveValue('1000004');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/staff\/staff\?by=fileno&q=1000004$/);
  await expect(member('Alex Martin')).toBeVisible();
  await expect(member('Sam Gagnon')).toHaveCount(0);

  // A file no one talks about: none. The address brings the search back after a reload.
  await page.goto('/staff/staff?by=fileno&q=1000012');
  await expect(page.getByRole('radio', { name: 'File number' })).toBeChecked();
  await expect(searchbox).toHaveValue('1000012');
  await expect(page.getByText('No staffs found')).toBeVisible();
  await expectAccessible(page);
});
