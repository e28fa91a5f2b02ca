import { expect, test } from './fixtures.ts';
import { expectAccessible } from './axe.ts';

// The investor newsletter (issue 14, doc 2 §4, §7): the form on the investor pages (a slot of their content) sends
// the EMAIL field to the runtime config's form endpoint (the reference server's, by default); the
// confirmation e-mail shows in the outbox (the server's log on the embedded default); opening its
// link confirms the subscription, and its other link unsubscribes.

const address = `investor.${Date.now()}@example.com`;

/** The newest link of a kind in the newsletter e-mail to an address, from the server's log. */
function linkIn(output: string, to: string, path: string): string | undefined {
  const lines = output.split('\n').filter((line) => line.includes(`E-mail to ${to}:`));
  return lines
    .map((line) => new RegExp(`https?://\\S+${path}\\?token=[\\w-]+`).exec(line)?.[0])
    .filter(Boolean)
    .at(-1);
}

test('a visitor subscribes on the home page, confirms by the e-mail’s link, and can unsubscribe', async ({
  page,
  product,
}, testInfo) => {
  await page.goto('/corporate-profile');
  const form = page.getByRole('region', { name: 'Subscribe to our investor newsletter' });
  await expect(form).toBeVisible();
  await expectAccessible(page);

  // No check before sending (the spec shows none): the endpoint refuses, the form says so.
  await form.getByLabel('E-mail address').fill('not an address');
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByRole('alert')).toHaveText('Sorry, an error has occurred.');
  await expect(form.getByText('Enter an e-mail address, like name@example.com.')).toBeVisible();
  await expectAccessible(page);

  // By keyboard: type the address and press Enter.
  await form.getByLabel('E-mail address').fill(address);
  await form.getByLabel('E-mail address').press('Enter');
  // Not subscribed yet: a link was sent, and following it subscribes (issue 25).
  await expect(form.getByRole('status')).toContainText('Almost done: confirm your subscription');
  await expect(form.getByRole('status')).not.toContainText('You are now subscribed!');
  await expect(form.getByRole('status')).toContainText(`We sent a message to ${address}`);
  await expect(form.getByLabel('E-mail address')).toHaveValue('');
  await expectAccessible(page);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await form.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`newsletter-${width}.png`), fullPage: true });
  }

  // The confirmation e-mail is in the outbox, with both links.
  await expect.poll(() => linkIn(product.output(), address, '/newsletter/confirm')).toBeTruthy();
  const confirm = linkIn(product.output(), address, '/newsletter/confirm')!;
  const unsubscribe = linkIn(product.output(), address, '/newsletter/unsubscribe')!;
  expect(product.output()).toContain(
    `E-mail to ${address}: Confirm your subscription to the SFI investor newsletter`,
  );

  await page.goto(confirm);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your subscription' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText(
    'Your subscription to the SFI investor newsletter is confirmed. You are now subscribed!',
  );
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('newsletter-confirmed-1280.png'), fullPage: true });

  // A link altered by hand is not valid.
  await page.goto(`${confirm.slice(0, -4)}AAAA`);
  await expect(page.getByRole('alert')).toContainText('This confirmation link is not valid or has expired.');

  await page.goto(unsubscribe);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Unsubscribe from the investor newsletter' }),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('status')).toContainText('You are unsubscribed.');
  await expectAccessible(page);
  await page.setViewportSize({ width: 390, height: 800 });
  await page.screenshot({ path: testInfo.outputPath('newsletter-unsubscribed-390.png'), fullPage: true });
});
