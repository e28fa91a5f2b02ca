import type { Page } from '@playwright/test';
import { demo, expect, signInAsStaff, test } from './fixtures.ts';
import { expectAccessible } from './axe.ts';

// The chat between a dealer and staff (issue 13, doc 2 §1, §4, §7): the file-tool dealer opens
// their room and writes; the member of staff assigned to it (the seed assigns the demo room to the
// staff admin) sees the message arrive live, replies, attaches a PDF and files it into the room's
// lease file; the dealer sees both, and staff see that the dealer read them. Two browser
// contexts against the built product.

const stamp = Date.now() % 1_000_000;
const hello = `Hello from the dealer, ${stamp}`;
const reply = `Thanks, we are on it (${stamp})`;

const messages = (page: Page) => page.getByRole('region', { name: 'Messages', exact: true }).last();
const composer = (page: Page) => page.getByRole('textbox', { name: 'Message' });

test('a dealer and staff chat live, with an attachment', async ({ browser, page, product }) => {
  test.setTimeout(120_000);
  await signInAsStaff(page, product);
  await page
    .getByRole('navigation', { name: 'Staff console' })
    .getByRole('link', { name: 'Chat', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Chat' })).toBeVisible();
  const rooms = page.getByRole('list', { name: 'Conversations' });
  await rooms.getByRole('link', { name: /Maple Leaf Motors/ }).click();
  await expect(page).toHaveURL(/\/staff\/chat\/[0-9a-f-]{36}$/);
  await expect(composer(page)).toBeVisible();

  const dealerContext = await browser.newContext();
  const dealer = await dealerContext.newPage();
  await dealer.goto('/dealer/chat/login');
  await dealer.getByRole('textbox', { name: 'Username' }).fill(demo.fileDealer.username);
  await dealer.getByLabel('Password').fill(demo.fileDealer.password);
  await dealer.getByRole('button', { name: 'Sign in' }).click();
  await expect(dealer).toHaveURL(/\/dealer\/chat$/);
  await dealer
    .getByRole('list', { name: 'Conversations' })
    .getByRole('link', { name: /SFI staff/ })
    .click();
  await expect(dealer).toHaveURL(/\/dealer\/chat\/[0-9a-f-]{36}$/);
  await composer(dealer).fill(hello);
  await composer(dealer).press('Enter');
  await expect(messages(dealer).getByText(hello)).toBeVisible();
  await expect(composer(dealer)).toHaveValue('');

  // Staff hear it without reloading, and it is announced politely.
  await expect(messages(page).getByText(hello)).toBeVisible();
  await expect(page.locator('[aria-live="polite"]').filter({ hasText: hello })).toHaveText(
    `New message from Maple Leaf Motors: ${hello}`,
  );
  await composer(page).fill(reply);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(messages(page).getByText(reply)).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Attach a file' }).click();
  await (
    await chooser
  ).setFiles({
    name: 'lease-terms.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  });
  await expect(messages(page).getByRole('link', { name: 'lease-terms.pdf' })).toBeVisible();
  // The room is tied to the dealer's file 1000004: staff file the PDF into its documents.
  await messages(page).getByRole('button', { name: 'File in lease file 1000004' }).click();
  await page.getByRole('menuitem', { name: 'Driver’s Licence', exact: true }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'lease-terms.pdf is filed in lease file 1000004 as Driver’s Licence.' }),
  ).toBeVisible();
  await expectAccessible(page);

  // The dealer sees the reply and the PDF, which opens through its read URL; staff see it read.
  await expect(messages(dealer).getByText(reply)).toBeVisible();
  const pdf = messages(dealer).getByRole('link', { name: 'lease-terms.pdf' });
  await expect(pdf).toHaveAttribute('href', /\/storage\//);
  await expect(messages(page).getByText(/^Read by Maple Leaf Motors$/)).toBeVisible();
  await expectAccessible(dealer);
  await dealerContext.close();
});
