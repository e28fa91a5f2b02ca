import type { Locator, Page } from '@playwright/test';
import { demo, expect, signInAsStaff, test } from './fixtures.ts';
import { expectAccessible } from './axe.ts';

// The console's administration in French (issue 29): a super admin switches to French and finds the
// dealers, a dealer's detail, the dealer import, the clients and the room assignment in French, with
// French typography (a no-break space before a colon), dates and sizes by Intl in fr-CA, and the
// server's refusals in French under their field, keeping what was typed. Each step that changes data
// changes it back, for the journeys after it.

const notice = (page: Page, text: string) =>
  page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text });
/** Text matchers see a no-break space as a space: the exact text is read instead. */
const textOf = async (locator: Locator) => (await locator.textContent())?.trim();
/** A date as fr-CA writes it in full: « 7 décembre 2026 ». */
const frenchLongDate =
  /^\d{1,2} (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4}$/;
/** The seed's room: the demo dealer's, tied to lease file 1000004, assigned to the staff admin. */
const demoRoom = 'Maple Leaf Motors · dossier 1000004';

/** The screen as it is, on a phone (390 px) and a desktop (1280 px), for looking at: test-results/. */
async function shoot(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/staff-admin-french-${name}-${width}.png`, fullPage: true });
  }
}

test('a super admin administers dealers, clients and rooms in French', async ({ page, product }) => {
  test.slow();
  await signInAsStaff(page, product, demo.superAdmin);
  await page.getByRole('button', { name: 'Français' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');

  // The dealers: the table's columns, then on a phone the cards, each detail named by its column.
  await page.getByRole('link', { name: 'Concessionnaires', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Concessionnaires' })).toBeVisible();
  const table = page.getByRole('grid', { name: 'Concessionnaires' });
  await expect(table.getByRole('columnheader', { name: 'Numéro', exact: true })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: 'D-1001' })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'dealers');
  await page.setViewportSize({ width: 390, height: 900 });
  const cards = page.getByRole('list', { name: 'Concessionnaires' });
  const maple = cards.getByRole('listitem').filter({ hasText: 'Maple Leaf Motors' });
  expect(await textOf(maple.getByText(/^Numéro de concessionnaire/))).toBe(
    'Numéro de concessionnaire\u00a0: D-1001',
  );
  await expectAccessible(page);

  // The import: its size limit by Intl in French, and a row's problem named by its column.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Importer des concessionnaires' }).click();
  const importer = page.getByRole('dialog', { name: 'Importer des concessionnaires' });
  await expect(importer.getByText(/d'au plus 2\u00a0Mo\./)).toBeVisible();
  await importer.locator('input[type="file"]').setInputFiles({
    name: 'concessionnaires.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      'dealerNo,email,username,name,password\r\n' +
        'FR-1,ventes@laurentides.example,laurentides,Autos Laurentides,laurentides 2026\r\n' +
        'FR-2,pas-un-courriel,outaouais,Autos Outaouais,outaouais 2026\r\n',
    ),
  });
  const rows = importer.getByRole('region', { name: 'Lignes de concessionnaires.csv' });
  await expect(rows.getByRole('row', { name: /Autos Laurentides/ })).toContainText('Prête');
  const problem = rows.getByRole('row', { name: /Autos Outaouais/ }).getByRole('listitem');
  expect(await textOf(problem)).toMatch(/^Courriel\u00a0: \S/);
  await expect(importer.getByRole('button', { name: 'Importer 1 concessionnaire' })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'import');
  await page.keyboard.press('Escape');
  await expect(importer).toBeHidden();

  // A dealer's detail: the date they were added, in French.
  await page.setViewportSize({ width: 1280, height: 900 });
  await table.getByRole('link', { name: 'Maple Leaf Motors', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Maple Leaf Motors' })).toBeVisible();
  const facts = page.getByRole('region', { name: 'À propos de ce concessionnaire' });
  await expect(facts.getByText("Date d'ajout")).toBeVisible();
  expect(await textOf(facts.getByRole('definition').last())).toMatch(frenchLongDate);
  await expect(page.getByRole('region', { name: 'Attribuer un dossier' })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'dealer');

  // The clients: a phone's cards, then a client's page with its date in French.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('link', { name: 'Clients', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Clients, du plus récent au plus ancien' })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 900 });
  const client = page
    .getByRole('list', { name: 'Clients, du plus récent au plus ancien' })
    .getByRole('listitem')
    // The demo client's card, not another journey's client whose address ends the same way.
    .filter({ has: page.getByText('client@example.com', { exact: true }) });
  expect(await textOf(client.getByText(/^Date d'ajout/))).toMatch(/^Date d'ajout\u00a0: \d{1,2} \S+ \d{4}$/);
  await expectAccessible(page);
  await shoot(page, 'clients');

  // A client added again with an e-mail that is taken: the server's French under the field, the
  // e-mail kept.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Ajouter un client' }).click();
  const form = page.getByRole('dialog', { name: 'Nouveau client' });
  await form.getByRole('textbox', { name: 'Courriel' }).fill('client@example.com');
  await form.getByRole('button', { name: 'Ajouter le client' }).click();
  await expect(
    form.getByText("Un client ayant l'adresse courriel client@example.com existe déjà."),
  ).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Courriel' })).toHaveValue('client@example.com');
  await expectAccessible(page);
  await shoot(page, 'client-taken');
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();

  await page.getByRole('link', { name: 'Ouvrir client@example.com' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'client@example.com' })).toBeVisible();
  const about = page.getByRole('region', { name: 'Clients', exact: true });
  expect(await textOf(about.getByRole('definition').nth(1))).toMatch(frenchLongDate);
  await shoot(page, 'client');

  // The room assignment: a room taken from a member of staff and given back, said in French.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('link', { name: 'Attribution des salons', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Attribution des salons' })).toBeVisible();
  const alex = page.getByRole('region', { name: 'Alex Martin' });
  const rooms = alex.getByRole('list', { name: 'Salons attribués à Alex Martin' });
  await expect(rooms.getByRole('listitem').filter({ hasText: demoRoom })).toBeVisible();
  await alex.getByRole('button', { name: `Retirer le salon ${demoRoom} à Alex Martin` }).click();
  await expect(notice(page, `Le salon ${demoRoom} a été retiré à Alex Martin.`)).toBeVisible();
  await expect(rooms.getByRole('listitem').filter({ hasText: demoRoom })).toHaveCount(0);
  await alex.getByRole('button', { name: /Salon à attribuer/ }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('option', { name: demoRoom }).press('Enter');
  await alex.getByRole('button', { name: 'Attribuer', exact: true }).click();
  await expect(notice(page, `Le salon ${demoRoom} a été attribué à Alex Martin.`)).toBeVisible();
  await expect(rooms.getByRole('listitem').filter({ hasText: demoRoom })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'rooms');

  // The staff, then the console's panels, each closed again as it was.
  await page.getByRole('link', { name: 'Personnel', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Personnel' })).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Personnel, par nom' })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'staff');
  await page.getByRole('banner').getByRole('button', { name: 'Gestion des concessionnaires' }).click();
  const manager = page.getByRole('dialog', { name: 'Gestion des concessionnaires' });
  await expect(
    manager
      .getByRole('list', { name: 'Concessionnaires trouvés' })
      .getByRole('link', { name: 'Maple Leaf Motors (D-1001)' }),
  ).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'dealers-manager');
  await page.keyboard.press('Escape');
  await expect(manager).toBeHidden();
  await page.getByRole('banner').getByRole('button', { name: 'Paramètres' }).click();
  const settings = page.getByRole('dialog', { name: 'Paramètres' });
  await expect(settings.getByText('Session de Sam Gagnon (superadmin)')).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'settings');
  await page.keyboard.press('Escape');
  await expect(settings).toBeHidden();

  // Back to English: the same screen in the spec's words.
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
});
