import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectAccessible, expectNoAxeViolations } from './axe.ts';

// The public site in French (issue 29): every page has a French twin at the same path under /fr,
// pre-rendered in French with `<html lang="fr-CA">`, its own canonical link, title and description,
// and hreflang alternates to both languages; the header's switch (in the bar, and in the drawer on
// a phone) leads to the same page in the other language and back.

/** The document's language, canonical link and hreflang alternates, as paths. */
async function headOf(page: Page) {
  const path = (href: string | null) => (href === null ? null : new URL(href).pathname);
  const alternates = Object.fromEntries(
    await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) =>
        links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
      ),
  ) as Record<string, string>;
  return {
    lang: await page.locator('html').getAttribute('lang'),
    canonical: path(await page.locator('link[rel="canonical"]').getAttribute('href')),
    alternates: Object.fromEntries(Object.entries(alternates).map(([lang, href]) => [lang, path(href)])),
    title: await page.title(),
    description: await page.locator('meta[name="description"]').getAttribute('content'),
  };
}

/** Opens a page and waits for its code to run (its switch and drawer work from then on). */
async function openLive(page: Page, path: string) {
  const errors: string[] = [];
  page.on('console', (entry) => entry.type() === 'error' && errors.push(`${page.url()}: ${entry.text()}`));
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  await page.goto(path);
  await expect(page.locator('html[data-live]')).toBeAttached();
  return errors;
}

const pages = [
  {
    english: '/',
    french: '/fr',
    heading: 'Le financement de location qui avance avec vous',
    description: /^SFI Financement de location \(TSX\u00a0: SFI\) finance la location de véhicules/,
  },
  {
    english: '/company',
    french: '/fr/company',
    heading: 'À propos de SFI',
    title: /^À propos de SFI \| /,
    description: /^SFI Financement de location, prêteur canadien indépendant/,
  },
];

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const { english, french, heading, title, description } of pages) {
      test(`${french} is ${english} in French: lang, hreflang, canonical; the switch goes to the English twin and back`, async ({
        page,
      }, testInfo) => {
        const errors = await openLive(page, french);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        const head = await headOf(page);
        expect(head).toMatchObject({
          lang: 'fr-CA',
          canonical: french,
          alternates: { 'en-CA': english, 'fr-CA': french, 'x-default': english },
        });
        expect(head.description).toMatch(description);
        if (title) expect(head.title).toMatch(title);
        // The frame speaks French, and leads to the French pages.
        await expect(page.getByRole('contentinfo')).toContainText('Nos bureaux');
        await expect(page.getByRole('link', { name: 'Passer au contenu principal' })).toBeAttached();
        await expect(
          page.getByRole('banner').getByRole('link', { name: /^SFI Financement de location, accueil$/ }),
        ).toHaveAttribute('href', '/fr');
        // The page's own links lead to the French pages.
        const main = page.getByRole('main');
        if (english === '/company')
          await expect(main.getByRole('link', { name: 'équipe', exact: true })).toHaveAttribute(
            'href',
            '/fr/team',
          );
        await expectNoAxeViolations(page);
        // Long French words and phrases stay inside the page: nothing makes it scroll sideways.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await page.screenshot({
          path: testInfo.outputPath(`${french.slice(1).replace('/', '-')}-${width}.png`),
          fullPage: true,
        });

        // The switch: a real link, in the bar at every width, named in the language it leads to.
        const header = page.getByRole('banner');
        const toEnglish = header.getByRole('link', { name: 'English', exact: true }).first();
        await expect(toEnglish).toHaveAttribute('lang', 'en-CA');
        await expect(toEnglish).toHaveAttribute('hreflang', 'en-CA');
        await expect(toEnglish).toHaveAttribute('href', english);
        // By keyboard: it is reached with Tab and followed with Enter.
        await toEnglish.focus();
        await expect(toEnglish).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL((url) => url.pathname === english);
        await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
        const englishHead = await headOf(page);
        expect(englishHead).toMatchObject({
          lang: 'en-CA',
          canonical: english,
          alternates: { 'en-CA': english, 'fr-CA': french, 'x-default': english },
        });
        if (title) expect(englishHead.title).not.toBe(head.title);
        expect(englishHead.description).not.toBe(head.description);

        // And back to French, from the drawer on a phone, from the bar on a desktop.
        await expect(page.locator('html[data-live]')).toBeAttached();
        let toFrench = header.getByRole('link', { name: 'Français', exact: true }).first();
        if (width < 1024) {
          await header.getByRole('button', { name: 'Menu' }).click();
          const drawer = page.getByRole('dialog');
          toFrench = drawer.getByRole('link', { name: 'Français', exact: true });
          await expect(toFrench).toBeVisible();
          // Once the drawer has slid in: half-way, its words are half transparent.
          await expectAccessible(page);
          await page.screenshot({
            path: testInfo.outputPath(`${english.slice(1) || 'home'}-drawer-${width}.png`),
          });
        }
        await expect(toFrench).toHaveAttribute('lang', 'fr-CA');
        await expect(toFrench).toHaveAttribute('hreflang', 'fr-CA');
        await toFrench.click();
        await expect(page).toHaveURL((url) => url.pathname === french);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
        // Hydrated without a mismatch: React reports one as a console error.
        expect(errors).toEqual([]);
      });
    }

    test('the lease takeover list in French is rendered under /fr/lease-takeover, in French', async ({
      page,
    }, testInfo) => {
      await openLive(page, '/fr/lease-takeover');
      const head = await headOf(page);
      expect(head).toMatchObject({
        lang: 'fr-CA',
        canonical: '/fr/lease-takeover',
        alternates: {
          'en-CA': '/lease-takeover',
          'fr-CA': '/fr/lease-takeover',
          'x-default': '/lease-takeover',
        },
      });
      await expect(
        page.getByRole('banner').getByRole('link', { name: 'English', exact: true }).first(),
      ).toHaveAttribute('href', '/lease-takeover');
      // Each takeover leads to its French page.
      const details = page.getByRole('main').locator('a[href*="/lease-takeover/"]');
      for (const href of await details.evaluateAll((links) => links.map((link) => link.getAttribute('href'))))
        expect(href).toMatch(/^\/fr\/lease-takeover\//);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: testInfo.outputPath(`fr-lease-takeover-${width}.png`), fullPage: true });
    });
  });
}
