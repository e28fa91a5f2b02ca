import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';

// The public site on a phone: its menu is a drawer, loaded the first time it opens (issue 8's
// first-load budgets), and usable by keyboard alone.
test.use({ viewport: { width: 390, height: 844 } });

test('on a phone, the menu opens a drawer by keyboard, and Escape closes it back to its button', async ({
  page,
}) => {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Lease financing that moves with you' }),
  ).toBeVisible();
  const menu = page.getByRole('button', { name: 'Menu' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');

  await menu.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(drawer.getByRole('link', { name: 'Dealers: lease quotes' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(menu).toBeFocused();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
});
