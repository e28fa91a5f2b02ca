import type { Page } from '@playwright/test';
import { demo, expect, signInAsStaff, test } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';

// Issue 25, item 15: the server's field errors show on the form's fields, in the catalogue's words,
// never as "What was sent is not valid: ‹field path›: …", and "Try again" shows only where trying
// again can succeed (the sign-in code "abc" is in sign-in.spec.ts).

/** Nothing of the raw request reaches the page, and no "Try again" that can only fail again. */
async function expectNoRawError(page: Page, path?: string) {
  await expect(page.getByText(/What was sent is not valid/)).toHaveCount(0);
  if (path) await expect(page.getByText(path, { exact: false })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
}

test('a takeover saved with an end date that does not exist says so on the date field', async ({
  page,
  product,
}) => {
  await signInAsStaff(page, product);
  await page.goto('/staff/lease-takeovers');
  await page.getByRole('button', { name: 'Add lease takeover' }).click();
  await page.getByRole('dialog').getByRole('textbox', { name: 'Vehicle id' }).fill('TKO-DATE');
  await page.getByRole('dialog').getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vehicle TKO-DATE' })).toBeVisible();

  // The lease-end date is a date field now, which cannot hold February 30: the save is sent with
  // one anyway, as a crafted request would be, and the server's refusal shows on the date field.
  const save = '**/api/main/lease-takeovers/*';
  await page.route(save, async (route) => {
    if (route.request().method() !== 'PUT') return route.continue();
    const body = route.request().postDataJSON() as { leaseSummary?: Record<string, unknown> };
    body.leaseSummary = { ...body.leaseSummary, leaseEndDate: '2027-02-30' };
    await route.continue({ postData: JSON.stringify(body) });
  });
  await page.getByRole('textbox', { name: 'Vehicle id' }).fill('TKO-DATE-2');
  await page.getByRole('button', { name: 'Save changes' }).click();
  const ends = page.getByRole('group', { name: 'Lease ends' });
  await expect(ends).toHaveAccessibleDescription(/Enter a/);
  await expectNoRawError(page, 'leaseSummary.leaseEndDate');
  await expectNoAxeViolations(page);

  // A real date typed in the field, sent as it is: it saves.
  await page.unroute(save);
  await page.getByRole('spinbutton', { name: 'month, Lease ends' }).pressSequentially('02282027');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(/were saved\./).last()).toBeVisible();
});

// Staff no longer choose a dealer's password (issue 26 item 6): the password form left is one's own.
test('a new password the server refuses says why under the field, and keeps what was typed', async ({
  page,
  product,
}) => {
  await signInAsStaff(page, product);
  await page.goto('/staff/account/password');
  await page.getByLabel('Current password').fill(demo.staff.password);
  const password = page.getByLabel('New password');
  await password.fill('abc');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveAccessibleDescription(/characters/);
  await expect(password).toHaveValue('abc');
  await expectNoRawError(page);
  await expectNoAxeViolations(page);
});

test('a delivery-date range written backwards in the address says so on the range, with no Try again', async ({
  page,
  product,
}) => {
  await signInAsStaff(page, product);
  await page.goto('/staff/files?from=2026-05-01&to=2026-01-01');
  const range = page.getByRole('group', { name: 'Delivery date' });
  await expect(page.getByText('The end date must be on or after the start date.')).toBeVisible({
    timeout: 20_000,
  });
  await expect(range).toHaveAttribute('data-invalid', 'true');
  await expectNoRawError(page, 'endDate');
  await expectNoAxeViolations(page);
});

test('every upload control says what is wrong with a file it cannot take: its type, its size; no Try again', async ({
  page,
  product,
}) => {
  test.slow();
  await signInAsStaff(page, product);
  const program = { name: 'setup.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') };

  // A lease file's documents.
  await page.goto('/staff/files/1000003');
  await expect(page.getByRole('heading', { level: 1, name: 'File 1000003' })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('tab', { name: 'Documents' }).click();
  const chooser = page.locator('main input[type="file"]').first();
  await chooser.setInputFiles(program);
  await expect(
    page.getByText('Attach an image or a document (PDF, Word, Excel, PowerPoint, text or CSV).'),
  ).toBeVisible();
  await chooser.setInputFiles({
    name: 'scan.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(25 * 1024 * 1024 + 1, 0x20),
  });
  await expect(page.getByText('Attach a file of at most 25 MB.').first()).toBeVisible();
  await expectNoRawError(page);
  await expectNoAxeViolations(page);

  // A takeover's photos.
  await page.goto('/staff/lease-takeovers');
  await page.getByRole('button', { name: 'Add lease takeover' }).click();
  await page.getByRole('dialog').getByRole('textbox', { name: 'Vehicle id' }).fill('TKO-EXE');
  await page.getByRole('dialog').getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vehicle TKO-EXE' })).toBeVisible();
  await page.locator('main input[type="file"]').setInputFiles(program);
  await expect(
    page.getByText('This file is not a photo. Upload a JPEG, PNG, WebP, GIF, AVIF, HEIC or TIFF image.'),
  ).toBeVisible();
  await expectNoRawError(page);
});
