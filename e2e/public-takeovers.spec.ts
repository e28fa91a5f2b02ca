import { expect, test } from './fixtures.ts';
import { expectAccessible } from './axe.ts';

// Lease takeovers on the public site (doc 2 §2, §7, §8; issue 14): the list in display order, a
// takeover's photos and details, a service request and a Contact us message that go through the outbox (the embedded
// outbox prints each e-mail in the server's log), and a takeover that does not exist. On a phone
// and on a desktop, with axe on every state.

const viewports = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

for (const viewport of viewports) {
  test.describe(`on a ${viewport.name} (${viewport.width} px)`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('the list shows each takeover with its photo, vehicle, payment and months left, in display order', async ({
      page,
    }) => {
      await page.goto('/lease-takeover');
      await expect(page.getByRole('heading', { level: 1, name: 'Lease takeovers' })).toBeVisible();
      const list = page.getByRole('list', { name: 'Vehicles available for lease takeover' });
      const cards = list.getByRole('listitem');
      await expect(cards).toHaveCount(12);
      await expect(page.getByText('12 vehicles available')).toBeVisible();
      // The demo's display order: the Civic first, the Corolla last.
      await expect(cards.first().getByRole('link')).toHaveText('2023 Honda Civic EX');
      await expect(cards.last().getByRole('link')).toHaveText('2023 Toyota Corolla LE');
      await expect(cards.first()).toContainText('$412.50/month');
      await expect(cards.first()).toContainText('22 months left');
      // The first photo: a real WebP from the bucket, with its size reserved and a choice of widths.
      const photo = cards.first().getByRole('img');
      await expect(photo).toHaveAttribute('alt', /Side view of the blue 2023 Honda Civic EX/);
      await expect(photo).toHaveAttribute('width', '1440');
      await expect(photo).toHaveAttribute('height', '960');
      await expect(photo).toHaveAttribute('srcset', /480\.webp 480w, .*960\.webp 960w, .*1440\.webp 1440w/);
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      await expectAccessible(page);
      await page.screenshot({ path: `test-results/takeovers-list-${viewport.name}.png`, fullPage: true });
    });

    test('the event card is open, closes and opens again by its title, by pointer and keyboard', async ({
      page,
    }) => {
      await page.goto('/lease-takeover');
      const card = page.getByRole('group').filter({ hasText: 'See our takeover vehicles in person' });
      const title = card.getByText('See our takeover vehicles in person');
      const link = card.getByRole('link', { name: 'Our upcoming events' });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', '/social-media-and-events');
      await expectAccessible(page);
      await title.click();
      await expect(link).toBeHidden();
      await expect(card).not.toHaveAttribute('open');
      await page.screenshot({ path: `test-results/takeovers-event-closed-${viewport.name}.png` });
      // By keyboard: its title is a button (Enter and Space open and close it).
      await title.focus();
      await page.keyboard.press('Enter');
      await expect(link).toBeVisible();
      await page.keyboard.press('Space');
      await expect(link).toBeHidden();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      await expect(link).toBeFocused();
      await expectAccessible(page);
    });

    test('a takeover shows its photos, details and options, and its service request reaches the outbox', async ({
      page,
      product,
    }) => {
      await page.goto('/lease-takeover');
      await page.getByRole('link', { name: '2022 Toyota RAV4 XLE AWD' }).click();
      await expect(page).toHaveURL(/\/lease-takeover\/[0-9a-f-]{36}$/);
      await expect(page.getByRole('heading', { level: 2, name: '2022 Toyota RAV4 XLE AWD' })).toBeVisible();
      await expect(page).toHaveTitle(/2022 Toyota RAV4 XLE AWD/);
      // The page is served whole, then hydrated: its buttons work once it is live.
      await expect(page.locator('html[data-live]')).toBeAttached();

      // The gallery, by keyboard: Next shows the second photo and says so.
      const gallery = page.getByRole('region', { name: 'Photos of the 2022 Toyota RAV4 XLE AWD' });
      await expect(gallery.getByText('Photo 1 of 3')).toBeVisible();
      await gallery.getByRole('button', { name: /Next photo/ }).focus();
      await page.keyboard.press('Enter');
      await expect(gallery.getByText('Photo 2 of 3')).toBeVisible();
      await expect(gallery.getByRole('button', { name: /Show photo 2:/ })).toHaveAttribute(
        'aria-current',
        'true',
      );
      await gallery.getByRole('button', { name: /Show photo 3:/ }).click();
      await expect(gallery.getByText(/Photo 3 of 3: Dashboard and steering wheel/)).toBeVisible();

      const lease = page.getByRole('region', { name: 'Lease summary' });
      await expect(lease.getByText('Monthly payment')).toBeVisible();
      await expect(lease.getByText('$489.00')).toBeVisible();
      await expect(lease.getByText('Lease ends')).toBeVisible();
      await expect(lease.getByText('Ontario')).toBeVisible();
      const vehicle = page.getByRole('region', { name: 'Vehicle information' });
      await expect(vehicle.getByText('41,200 km')).toBeVisible();
      await expect(page.getByRole('region', { name: 'Options' }).getByText('Power liftgate')).toBeVisible();

      // The service request: what was typed, sent; then the thanks.
      const form = page.getByRole('region', { name: 'Interested in this vehicle?' });
      await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue(
        'I would like to know more about taking over the lease of the 2022 Toyota RAV4 XLE AWD.',
      );
      const name = `Visitor ${viewport.name}`;
      await form.getByRole('textbox', { name: 'Name' }).fill(name);
      await form.getByRole('textbox', { name: 'E-mail' }).fill(`visitor.${viewport.name}@example.ca`);
      await form.getByRole('textbox', { name: 'Phone (optional)' }).fill('604 555 0142');
      await expectAccessible(page);
      await page.screenshot({ path: `test-results/takeover-detail-${viewport.name}.png`, fullPage: true });
      await form.getByRole('button', { name: 'Send request' }).click();
      await expect(form.getByText('Thank you! Your request was sent.')).toBeVisible();
      await expect
        .poll(() => product.output())
        .toMatch(
          new RegExp(
            `\\[outbox\\] E-mail to service-requests@localhost: Lease takeover request: 2022 Toyota RAV4 XLE AWD — From: ${name} <visitor\\.${viewport.name}@example\\.ca>`,
          ),
        );
      await expectAccessible(page);

      // Another message: the form comes back, cleared.
      await form.getByRole('button', { name: 'Send another message' }).click();
      await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('');
      await expect(form.getByText('The form was cleared.')).toBeVisible();
    });

    test('a request with mistakes keeps what was typed and shows the fields’ errors in our words', async ({
      page,
    }) => {
      await page.goto('/lease-takeover');
      await page.getByRole('link', { name: '2023 Mazda CX-5 GS AWD' }).click();
      const form = page.getByRole('region', { name: 'Interested in this vehicle?' });
      await form.getByRole('textbox', { name: 'Name' }).fill('Pat');
      // An address the browser would refuse in its own words ("Please include an '@'…"): ours instead.
      await form.getByRole('textbox', { name: 'E-mail' }).fill('pat');
      await form.getByRole('textbox', { name: 'Phone (optional)' }).fill('12');
      await form.getByRole('button', { name: 'Send request' }).click();
      // The fields need attention; nothing says to try again, or that the takeover is not available.
      await expect(form.getByRole('alert')).toHaveText(
        'Some fields need your attention: see the messages under them.',
      );
      await expect(form.getByText('Enter an e-mail address, like name@example.com.')).toBeVisible();
      await expect(form.getByText(/Please include an/)).toHaveCount(0);
      await expect(form.getByRole('textbox', { name: 'E-mail' })).toBeFocused();
      await expect(form.getByText('Enter a phone number with 10 to 15 digits.')).toBeVisible();
      await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Pat');
      await expect(form.getByRole('textbox', { name: 'E-mail' })).toHaveValue('pat');
      // One the browser lets through is ours to refuse too.
      await form.getByRole('textbox', { name: 'E-mail' }).fill('pat@example');
      await form.getByRole('button', { name: 'Send request' }).click();
      await expect(form.getByText('Enter an e-mail address, like name@example.com.')).toBeVisible();
      await expectAccessible(page);
      await page.screenshot({ path: `test-results/takeover-error-${viewport.name}.png`, fullPage: true });

      await form.getByRole('button', { name: 'Clear' }).click();
      await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('');
      await expect(form.getByText('The form was cleared.')).toBeVisible();
    });

    test('the Contact us page sends its message through the outbox', async ({ page, product }) => {
      await page.goto('/contact-us');
      const form = page.getByRole('region', { name: 'Send us a message' });
      const name = `Contact ${viewport.name}`;
      await form.getByRole('textbox', { name: 'Name' }).fill(name);
      await form.getByRole('textbox', { name: 'E-mail' }).fill(`contact.${viewport.name}@example.ca`);
      await form
        .getByRole('textbox', { name: 'Message' })
        .fill('Do you lease cargo vans to small businesses?');
      await expectAccessible(page);
      await form.getByRole('button', { name: 'Send message' }).click();
      await expect(form.getByText('Thank you! Your message was sent.')).toBeVisible();
      await expect
        .poll(() => product.output())
        .toMatch(
          new RegExp(
            `\\[outbox\\] E-mail to service-requests@localhost: Contact us message from ${name} — From: ${name} <contact\\.${viewport.name}@example\\.ca>`,
          ),
        );
    });

    test('a takeover that does not exist says it is not available', async ({ page }) => {
      for (const id of ['00000000-0000-4000-8000-000000000000', 'no-such-takeover']) {
        await page.goto(`/lease-takeover/${id}`);
        await expect(page.getByRole('alert')).toHaveText('This lease takeover is not available.');
        await expect(page.getByRole('link', { name: /All lease takeovers/ })).toHaveAttribute(
          'href',
          '/lease-takeover',
        );
      }
      await expectAccessible(page);
      await page.screenshot({ path: `test-results/takeover-unavailable-${viewport.name}.png` });
    });
  });
}

// The takeover pages come rendered with their records (issue 14 "Fast"): they read before any script
// runs, and nothing on them moves when the script hydrates them.
test.describe('before any script runs', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('the list and a takeover are in the page as it comes', async ({ page }) => {
    await page.goto('/lease-takeover');
    await expect(page.getByRole('heading', { level: 1, name: 'Lease takeovers' })).toBeVisible();
    const cards = page
      .getByRole('list', { name: 'Vehicles available for lease takeover' })
      .getByRole('listitem');
    await expect(cards).toHaveCount(12);
    await expect(cards.first().getByRole('link')).toHaveText('2023 Honda Civic EX');
    await expect(cards.first()).toContainText('$412.50/month');
    const photo = cards.first().getByRole('img');
    await expect(photo).toHaveAttribute('fetchpriority', 'high');
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await page.screenshot({ path: 'test-results/takeovers-list-no-script.png' });

    // Its link is a plain link: the detail comes as a page of its own, with its details.
    await cards.nth(1).getByRole('link').click();
    await expect(page.getByRole('heading', { level: 2, name: '2022 Toyota RAV4 XLE AWD' })).toBeVisible();
    await expect(page).toHaveTitle('2022 Toyota RAV4 XLE AWD · Lease takeovers | SFI Lease Financing');
    await expect(page.getByRole('region', { name: 'Lease summary' }).getByText('$489.00')).toBeVisible();
    await expect(page.getByText('Photo 1 of 3')).toBeVisible();

    const missing = await page.goto('/lease-takeover/00000000-0000-4000-8000-000000000000');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('alert')).toHaveText('This lease takeover is not available.');
  });
});

for (const viewport of viewports) {
  test(`the takeover pages hydrate without an error or a layout shift on a ${viewport.name}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const errors: string[] = [];
    page.on('console', (entry) => {
      if (entry.type() === 'error' || entry.type() === 'warning') errors.push(entry.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    // Every layout shift the page makes, as the browser measures them for CLS.
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { __shifts: number[] }).__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[])
          if (!entry.hadRecentInput) shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const shifted = () =>
      page.evaluate(() =>
        (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, each) => sum + each, 0),
      );

    await page.goto('/lease-takeover');
    // Hydrated: the card links are the page's own, and the form of a detail comes once hydrated.
    await page.waitForLoadState('networkidle');
    expect(await shifted()).toBeLessThanOrEqual(0.02);
    await page.getByRole('link', { name: '2023 Mazda CX-5 GS AWD' }).click();
    await expect(page.getByRole('region', { name: 'Interested in this vehicle?' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await shifted()).toBeLessThanOrEqual(0.02);
    expect(errors).toEqual([]);
  });
}
