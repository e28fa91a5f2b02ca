import type { Locator, Page } from '@playwright/test';
import { expect, makesPageLoad, signInAsStaff, test } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';

// The walking skeleton: a staff member manages makes, models and trims in the console,
// against the built product and its real server and database.
const makeName = 'Aardvark Motors';

const makePanel = (page: Page) =>
  page.getByRole('listitem').filter({ has: page.getByRole('button', { name: makeName, exact: true }) });
const modelSection = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const texts = (locator: Locator) => locator.allInnerTexts();

async function addName(scope: Locator | Page, label: string, button: string, name: string) {
  await scope.getByRole('textbox', { name: label, exact: true }).fill(name);
  await scope.getByRole('button', { name: button, exact: true }).click();
}

/** Opens the make's panel, whatever it was: a click on a panel already opening would close it. */
async function expand(page: Page) {
  const toggle = page.getByRole('button', { name: makeName, exact: true });
  await expect(async () => {
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 });
  }).toPass();
}

test('a staff member creates, renames and deletes a make with its models and trims', async ({
  page,
  product,
}) => {
  // The longest journey, over the makes page's several thousand elements (axe runs twice on it):
  // 40-60 s on a loaded two-core machine, so it gets three times the default minute.
  test.slow();
  await signInAsStaff(page, product);
  await page.goto('/staff/makes');
  await expect(page.getByRole('heading', { level: 1, name: 'Makes' })).toBeVisible(makesPageLoad);
  await expectNoAxeViolations(page);

  // Create the make, then two models (out of order) and two trims (out of order).
  await addName(page, 'New make', 'Add make', makeName);
  await expect(
    page
      .getByRole('status')
      .or(page.getByRole('alert'))
      .filter({ hasText: `${makeName} was added.` }),
    // The list of several thousand elements renders again with the new make first.
  ).toBeVisible(makesPageLoad);
  await expand(page);
  await addName(makePanel(page), `New model of ${makeName}`, 'Add model', 'Zephyr');
  await expect(modelSection(page, 'Zephyr')).toBeVisible();
  await addName(makePanel(page), `New model of ${makeName}`, 'Add model', 'Aster');
  await expect(modelSection(page, 'Aster')).toBeVisible();
  await addName(modelSection(page, 'Aster'), 'New trim of Aster', 'Add trim', 'Touring');
  await expect(modelSection(page, 'Aster').getByText('Touring', { exact: true })).toBeVisible();
  await addName(modelSection(page, 'Aster'), 'New trim of Aster', 'Add trim', 'Base');
  await expect(modelSection(page, 'Aster').getByText('Base', { exact: true })).toBeVisible();

  // A blank name is refused before anything is sent, and says why.
  await addName(modelSection(page, 'Aster'), 'New trim of Aster', 'Add trim', '   ');
  await expect(modelSection(page, 'Aster').getByText('Enter a name.')).toBeVisible();

  // After a reload everything is still there, sorted by name.
  await page.reload();
  await expect(page.getByRole('button', { name: makeName, exact: true })).toBeVisible(makesPageLoad);
  const shown = await texts(page.getByRole('list', { name: 'Makes' }).getByRole('heading', { level: 2 }));
  expect(shown).toContain(makeName);
  expect(shown).toEqual(
    [...shown].sort((a, b) => a.localeCompare(b, 'en-CA', { sensitivity: 'base', numeric: true })),
  );
  await expand(page);
  const models = makePanel(page).getByRole('list', { name: 'Models' }).getByRole('heading', { level: 3 });
  await expect(models).toHaveText(['Aster', 'Zephyr']);
  await expect(
    modelSection(page, 'Aster').getByRole('list', { name: 'Trims' }).getByRole('listitem'),
  ).toHaveText([/^Base/, /^Touring/]);
  await expectNoAxeViolations(page);

  // Rename a model; the list re-sorts.
  await modelSection(page, 'Zephyr').getByRole('button', { name: 'Rename model Zephyr' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rename model Zephyr' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Model name' }).fill('Comet');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(models).toHaveText(['Aster', 'Comet']);

  // Delete the make after confirming.
  await makePanel(page)
    .getByRole('button', { name: `Delete make ${makeName}` })
    .click();
  const confirm = page
    .getByRole('alertdialog')
    .or(page.getByRole('dialog'))
    .filter({ hasText: `Delete ${makeName}` });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete make' }).click();
  await expect(page.getByRole('button', { name: makeName, exact: true })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Makes' })).toBeVisible(makesPageLoad);
  await expect(page.getByRole('button', { name: makeName, exact: true })).toHaveCount(0);
});

test('each app serves its own page on the one origin', async ({ page, request }) => {
  for (const [path, heading] of [
    ['/', 'Lease financing that moves with you'],
    ['/client/login', 'Client sign-in'],
    ['/dealer/login', 'Dealer sign-in'],
    ['/staff/makes', 'Staff sign-in'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectNoAxeViolations(page);
  }
  await page.goto('/no-such-page');
  await expect(page).toHaveURL(/\/$/);

  const makes = await request.get('/api/main/makes');
  expect(makes.ok()).toBe(true);
  expect(Array.isArray(await makes.json())).toBe(true);
  const { frontEnd } = (await (await request.get('/api/main/versions')).json()) as { frontEnd: string };
  const config = (await (await request.get('/_apps/staff/config.json')).json()) as { buildId: string };
  expect(config.buildId).toBe(frontEnd);
});
