import type { Page } from '@playwright/test';
import { demo, expect, signInAsStaff, test } from './fixtures.ts';
import { expectAccessible } from './axe.ts';

// A super admin administers the file-system dealers (spec doc 2 §3, §7): adds one (a taken user
// name is refused under its field, keeping what was typed; the dealer is e-mailed an activation
// link, nobody types their password), changes it, imports dealers from a CSV (seeing each row's
// problems first; an import sets passwords, so it is a super admin's, issue 26 item 6) and deletes
// one after a confirmation, against the built product and its real server and database.

const notice = (page: Page, text: string) =>
  page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text });
const table = (page: Page) => page.getByRole('grid', { name: 'Dealers' });
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

test('a staff member adds, changes, imports and deletes file-system dealers', async ({
  page,
  product,
}, testInfo) => {
  test.slow();
  await signInAsStaff(page, product, demo.superAdmin);
  await page.getByRole('navigation').getByRole('link', { name: 'Dealers', exact: true }).click();
  await expect(page).toHaveURL(/\/staff\/dealers$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dealers' })).toBeVisible();
  await expect(table(page).getByRole('rowheader', { name: 'D-1001' })).toBeVisible();
  await expectAccessible(page);

  // Add a dealer: the demo dealer's user name is refused under its field, and what was typed stays.
  await page.getByRole('button', { name: 'Add dealer' }).click();
  const form = dialog(page, 'New dealer');
  await form.getByRole('textbox', { name: 'Dealer number' }).fill('E2E-1');
  await form.getByRole('textbox', { name: 'Company name' }).fill('Harbourfront Motors');
  await form.getByRole('textbox', { name: 'E-mail' }).fill('files@harbourfront.example');
  await form.getByRole('textbox', { name: 'User name' }).fill('FileDealer');
  await expect(
    form.getByText('We e-mail them a link to choose their own password.', { exact: false }),
  ).toBeVisible();
  await form.getByRole('button', { name: 'Add dealer' }).click();
  const userName = form.getByRole('textbox', { name: 'User name' });
  await expect(form.getByText('The user name FileDealer is taken. Choose another one.')).toBeVisible();
  await expect(userName).toBeFocused();
  await expect(form.getByRole('textbox', { name: 'Company name' })).toHaveValue('Harbourfront Motors');
  await expectAccessible(page);
  await userName.fill('harbourfront');
  await form.getByRole('button', { name: 'Add dealer' }).click();
  await expect(notice(page, 'Harbourfront Motors was added.')).toBeVisible();
  await expect(form).toBeHidden();
  await expect(table(page).getByRole('row', { name: /E2E-1/ })).toContainText('files@harbourfront.example');
  await expect
    .poll(() => product.lastLinkTo('files@harbourfront.example'))
    .toMatch(/^\/dealer\/password\?token=/);

  // Change it: a new name; the dialog offers a reset link, never a password field.
  await page.getByRole('button', { name: 'Edit Harbourfront Motors' }).click();
  const edit = dialog(page, 'Edit Harbourfront Motors');
  await expect(edit.getByRole('textbox', { name: 'Dealer number' })).toHaveValue('E2E-1');
  await expect(edit.getByLabel('Password')).toHaveCount(0);
  await expect(edit.getByRole('button', { name: 'Send a password reset link' })).toBeVisible();
  await edit.getByRole('textbox', { name: 'Company name' }).fill('Harbourfront Auto Group');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, 'Changes to Harbourfront Auto Group were saved.')).toBeVisible();
  await expect(table(page).getByRole('row', { name: /E2E-1/ })).toContainText('Harbourfront Auto Group');

  // Import a CSV (a byte-order mark, quoted commas, headers in other words): its rows and problems first.
  await page.getByRole('button', { name: 'Import dealers' }).click();
  const importer = dialog(page, 'Import dealers');
  await expectAccessible(page);
  await importer.locator('input[type="file"]').setInputFiles({
    name: 'dealers.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      '\uFEFFDealer No,E-mail,User Name,Company Name,Password\r\n' +
        'E2E-2,files@north.example,north.star,"North Star Motors, Ltd.",north star 2026\r\n' +
        'E2E-3,files@south.example,south.cross,South Cross Motors,south cross 2026\r\n' +
        'E2E-4,not-an-email,harbourfront,Clash Motors,short\r\n',
    ),
  });
  const rows = importer.getByRole('region', { name: 'Rows of dealers.csv' });
  await expect(rows.getByRole('row', { name: /North Star Motors, Ltd\./ })).toContainText('Ready');
  const clash = rows.getByRole('row', { name: /Clash Motors/ });
  await expect(clash).toContainText('E-mail: Enter an e-mail address, like name@example.com.');
  await expect(clash).toContainText('User name: The user name harbourfront is taken. Choose another one.');
  await expect(clash).toContainText('Password: Choose a password of 12 to 128 characters.');
  await expect(
    importer.getByText('2 dealers are ready to import. 1 row has problems and will be skipped.'),
  ).toBeVisible();
  await expectAccessible(page);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`staff-dealers-import-${width}.png`) });
  }
  await importer.getByRole('button', { name: 'Import 2 dealers' }).click();
  await expect(notice(page, '2 dealers were imported.')).toBeVisible();
  await expect(importer).toBeHidden();
  await expect(page.getByText('4 dealers')).toBeVisible();

  // The search is on the server, and kept in the address.
  await page.getByRole('searchbox', { name: 'Search dealers' }).fill('north star');
  await expect(page).toHaveURL(/q=north\+star/);
  await expect(table(page).getByRole('row')).toHaveCount(2);
  await expect(table(page).getByRole('row', { name: /E2E-2/ })).toContainText('North Star Motors, Ltd.');
  await page.getByRole('searchbox', { name: 'Search dealers' }).fill('');
  await expect(page.getByText('4 dealers')).toBeVisible();

  // Screens at a phone's and a desktop's width, to look at.
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: testInfo.outputPath(`staff-dealers-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });

  // Delete, after a confirmation; Cancel keeps the dealer.
  await page.getByRole('button', { name: 'Delete Harbourfront Auto Group' }).click();
  const question = page.getByRole('alertdialog', { name: 'Delete Harbourfront Auto Group?' });
  await expect(question).toContainText('dealer number E2E-1');
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(table(page).getByRole('row', { name: /E2E-1/ })).toBeVisible();
  await page.getByRole('button', { name: 'Delete Harbourfront Auto Group' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete dealer' }).click();
  await expect(notice(page, 'Harbourfront Auto Group was deleted.')).toBeVisible();
  await expect(table(page).getByRole('row', { name: /E2E-1/ })).toBeHidden();
  await expect(page.getByText('3 dealers')).toBeVisible();
  await expectAccessible(page);
});
