import { readFileSync } from 'node:fs';
import { publicPagePaths } from '../packages/domain/src/routes.ts';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectAccessible, expectNoAxeViolations } from './axe.ts';

// The public site (doc 1 §2, doc 2 §9, issue 14): its pages answer with their content, pre-rendered
// so that they show before any script runs; the header's menus open on hover and by keyboard, a
// drawer replaces them up to 1024 px; the hero banner shows on every page but the home page.

/**
 * Opens a page and waits for its code to run: a page shows from its HTML first, and its code starts
 * after the first frame is painted (apps/public/src/prerender.tsx); its menus work from then on.
 */
async function openLive(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html[data-live]')).toBeAttached();
}

/** Each page the site writes as a content file, with its title and banner alt text from that file. */
const pages = ['/', ...publicPagePaths.filter((path) => path !== '/lease-takeover')].map((path) => {
  const file = path === '/' ? 'home' : path.slice(1).replaceAll('/', '-');
  const source = readFileSync(new URL(`../apps/public/content/${file}.md`, import.meta.url), 'utf8');
  const field = (name: string) => new RegExp(`^${name}: "?(.*?)"?$`, 'm').exec(source)![1]!;
  return { path, title: field('title'), description: field('description'), heroAlt: field('heroAlt') };
});

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const { path, title, heroAlt } of pages) {
      test(`${path} answers with its content, with no accessibility violation`, async ({ page }) => {
        const errors: string[] = [];
        page.on('console', (entry) => entry.type() === 'error' && errors.push(entry.text()));
        page.on('pageerror', (error) => errors.push(error.message));
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        // No redirect to the home page: the page itself answered.
        expect(new URL(page.url()).pathname).toBe(path);
        await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
        await expect(page.getByRole('contentinfo')).toContainText('Richmond');
        // The hero banner (doc 1 §2): everywhere but on `/`, a region named by the title, with its image.
        const hero = page.getByRole('region', { name: title });
        if (path === '/') {
          await expect(hero).toHaveCount(0);
          await expect(page.getByRole('img', { name: heroAlt })).toBeVisible();
        } else {
          await expect(hero.getByRole('img', { name: heroAlt })).toBeVisible();
        }
        await expectNoAxeViolations(page);
        // Hydrated without a mismatch: React reports one as a console error.
        expect(errors).toEqual([]);
      });
    }
  });
}

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the menus open on hover and close when the pointer leaves', async ({ page }) => {
    await openLive(page, '/company');
    const nav = page.getByRole('navigation', { name: 'Site' });
    const investors = nav.getByRole('button', { name: 'Investors' });
    await expect(investors).toHaveAttribute('aria-expanded', 'false');
    await investors.hover();
    await expect(investors).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Corporate profile' })).toBeVisible();
    // An external link is marked, for screen readers too.
    await expect(nav.getByRole('link', { name: 'Filings on SEDAR+ (opens in a new tab)' })).toHaveAttribute(
      'target',
      '_blank',
    );
    await page.mouse.move(640, 600);
    await expect(investors).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Corporate profile' })).toBeHidden();

    await nav.getByRole('button', { name: 'Dealers' }).hover();
    await nav.getByRole('link', { name: 'Partner with SFI' }).click();
    await expect(page).toHaveURL(/\/dealer\/about$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Partner with SFI' })).toBeVisible();
  });

  test('the menus by keyboard: Tab walks the menus, not their links; Enter, Space and ↓ open one, Escape closes it', async ({
    page,
  }) => {
    await openLive(page, '/esg');
    const nav = page.getByRole('navigation', { name: 'Site' });
    const button = (name: string) => nav.getByRole('button', { name });
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'SFI Lease Financing, home' })).toBeFocused();
    // Focus opens nothing: five presses of Tab cross the four menus and Contact us.
    for (const name of ['Company', 'Clients', 'Dealers', 'Investors']) {
      await page.keyboard.press('Tab');
      await expect(button(name)).toBeFocused();
      await expect(button(name)).toHaveAttribute('aria-expanded', 'false');
    }
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Contact us' })).toBeFocused();
    await expect(nav.getByRole('link', { name: 'About SFI' })).toBeHidden();

    // Enter opens a menu and closes it again (it used to open on focus, so Enter closed it).
    await page.keyboard.press('Shift+Tab');
    await expect(button('Investors')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(button('Investors')).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Corporate profile' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Enter');
    await expect(button('Investors')).toHaveAttribute('aria-expanded', 'false');
    // Space too; ↓ enters it and moves down its links; Escape closes it back to its button.
    await page.keyboard.press('Space');
    await expect(button('Investors')).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: 'Corporate profile' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: 'Press releases' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button('Investors')).toBeFocused();
    await expect(button('Investors')).toHaveAttribute('aria-expanded', 'false');
    // Tab leaves an open menu for the next item, closing it.
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: 'Corporate profile' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Contact us' })).toBeFocused();
    await expect(button('Investors')).toHaveAttribute('aria-expanded', 'false');

    // ↓ on a closed menu opens it on its first link; Enter follows it.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(button('Clients')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: 'Client benefits' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Client benefits' })).toBeVisible();
  });

  test('the header links the stock quote for TSX: SFI, and the footer the three offices and the ticker', async ({
    page,
  }) => {
    await openLive(page, '/');
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Stock quote (TSX: SFI) (opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://money.tmx.com/en/quote/SFI');
    const offices = page.getByRole('contentinfo').getByRole('region', { name: 'Our offices' });
    await expect(offices.getByRole('listitem')).toHaveText([
      /British Columbia: Richmond — Head office/,
      /Alberta: Calgary/,
      /Ontario: Vaughan/,
    ]);
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'TSX: SFI (opens in a new tab)' }),
    ).toBeVisible();
  });

  test('a brochure downloads from the storage bucket', async ({ page }) => {
    await page.goto('/corporate-profile');
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Corporate profile 2026 (PDF)' }).click();
    expect((await download).suggestedFilename()).toBe('corporate-profile-2026.pdf');
  });

  test('an unknown path goes to the home page, sent there by the server', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    // One redirect from the server, not a page whose script redirects.
    expect(response?.request().redirectedFrom()?.url()).toMatch(/\/no-such-page$/);
    expect(response?.request().redirectedFrom()?.redirectedFrom()).toBeNull();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: pages[0]!.title })).toBeVisible();
  });
});

test('a page is HTML before any script runs: its heading, title, description and canonical link', async ({
  page,
  browser,
  baseURL,
}) => {
  const company = pages.find((entry) => entry.path === '/company')!;
  const response = await page.request.get('/company');
  const html = await response.text();
  expect(html).toMatch(new RegExp(`<h1[^>]*>${company.title}</h1>`));
  expect(html).toContain(`<title>${company.title} | SFI Lease Financing</title>`);
  expect(html).toContain(`<meta name="description" content="${company.description}" />`);
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/company" />`);

  // Without JavaScript: the page shows, styled, with its menus' links and its footer.
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 1280, height: 900 },
  });
  const noScript = await context.newPage();
  await noScript.goto(`${baseURL}/board-of-directors`);
  await expect(noScript.getByRole('heading', { level: 1, name: 'Board of directors' })).toBeVisible();
  await expect(
    noScript.getByRole('heading', { level: 3, name: 'Margaret Chen, Chair of the board (independent)' }),
  ).toBeVisible();
  await expect(noScript.getByRole('contentinfo').getByRole('link', { name: 'Press releases' })).toBeVisible();
  // Styled by the built CSS: the hero's title is white on navy.
  await expect(noScript.getByRole('heading', { level: 1 })).toHaveCSS('color', 'rgb(255, 255, 255)');
  await context.close();
});

for (const width of [390, 800]) {
  test.describe(`at ${width} px, a drawer replaces the menus`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('it opens by keyboard, lists every group and the stock quote, and Escape closes it back to its button', async ({
      page,
    }) => {
      await openLive(page, '/');
      await expect(page.getByRole('navigation', { name: 'Site' })).toBeHidden();
      const menu = page.getByRole('button', { name: 'Menu' });
      await expect(menu).toHaveAttribute('aria-expanded', 'false');

      await menu.focus();
      await page.keyboard.press('Enter');
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await expect(drawer).toBeVisible();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      for (const group of ['Company', 'Clients', 'Dealers', 'Investors'])
        await expect(drawer.getByRole('list', { name: group })).toBeVisible();
      await expect(drawer.getByRole('link', { name: 'Dealer sign-in: lease quotes' })).toBeVisible();
      await expect(
        drawer.getByRole('link', { name: 'Stock quote (TSX: SFI) (opens in a new tab)' }),
      ).toBeVisible();
      await expectAccessible(page);

      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(menu).toBeFocused();
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
    });

    test('the stock quote opens in a new tab and the menu is closed on return', async ({ page }) => {
      await openLive(page, '/company');
      const menu = page.getByRole('button', { name: 'Menu' });
      await menu.click();
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      const popup = page.waitForEvent('popup');
      // The quote's page is elsewhere: answer it here, so the test does not leave the machine.
      await page
        .context()
        .route('https://money.tmx.com/**', (route) =>
          route.fulfill({ contentType: 'text/html', body: '<title>TSX: SFI</title>' }),
        );
      await drawer.getByRole('link', { name: 'Stock quote (TSX: SFI) (opens in a new tab)' }).click();
      await (await popup).close();
      await expect(drawer).toBeHidden();
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
    });

    test('following a link loads its page', async ({ page }) => {
      await openLive(page, '/company');
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'AGM documents' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'AGM documents' })).toBeVisible();
      await expect(page).toHaveURL(/\/agm-documents$/);
    });
  });
}
