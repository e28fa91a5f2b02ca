import type { Locator, Page } from '@playwright/test';
import { expect, signInAsStaff, test } from './fixtures.ts';
import { expectAccessible } from './axe.ts';

// A lease file in French (issue 29): a member of staff switches the console to French, creates a
// file, saves it with a field the server refuses (the error under the field in French, what was
// typed kept), corrects it, saves, finds it again by its number and reads its history: the fields,
// groups, choices, counts, dates and percentages are French, at a phone's width and a laptop's.
// Against the built product.

const stamp = Date.now() % 1_000_000;
const fileNo = `FR-${stamp}`;

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const notice = (page: Page, text: string) =>
  page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text });

async function choose(scope: Locator, label: RegExp, option: string) {
  await scope.getByRole('button', { name: label }).click();
  await scope.page().getByRole('option', { name: option, exact: true }).click();
}

// The switch keeps French on the demo staff account, whose text messages and e-mails then go out in
// French: each journey gives the account its English back, as the next journeys expect.
test.afterEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const english = page.getByRole('button', { name: 'English' }).first();
  if (!(await english.isVisible())) return;
  const stored = page.waitForResponse((response) => response.url().endsWith('/session/locale'));
  await english.click();
  await stored;
});

test('staff work on a lease file in French: a refused field said in French, kept as typed, then saved and found', async ({
  page,
  product,
}) => {
  test.slow();
  await signInAsStaff(page, product);
  await page.goto('/staff/files');
  await page.getByRole('button', { name: 'Français' }).first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(page.getByRole('heading', { level: 1, name: 'Dossiers de location' })).toBeVisible();

  await page.getByRole('button', { name: 'Nouveau dossier' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouveau dossier' });
  await dialog.getByRole('textbox', { name: 'Numéro de dossier' }).fill(fileNo);
  await dialog.getByRole('button', { name: 'Créer le dossier' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Dossier ${fileNo}` })).toBeVisible();

  // The groups and fields in French; a kilometrage with no number is refused (the server's rule,
  // checked before sending), under the field, and what was typed stays.
  const lessee = section(page, 'Preneur');
  await lessee.getByRole('textbox', { name: 'Prénom' }).fill('Éloïse');
  await lessee.getByRole('textbox', { name: 'Nom de famille' }).fill(`Tremblay${stamp}`);
  await choose(lessee, /Motif du séjour/, 'Travail');
  const lease = section(page, 'Bail');
  await lease.getByRole('textbox', { name: 'Taux (%)' }).fill('5,49');
  await lease.getByRole('textbox', { name: 'Taux (%)' }).press('Tab');
  const mileage = section(page, 'Véhicule').getByRole('textbox', { name: 'Kilométrage', exact: true });
  await mileage.fill('beaucoup');
  await choose(section(page, 'Dossier'), /Type de dossier/, 'Reprise de bail');
  await expect(page.getByText('Modifications non enregistrées')).toBeVisible();
  await page.getByRole('button', { name: 'Enregistrer le dossier' }).click();
  await expect(
    page.getByText('1 champ demande votre attention\u00a0: voyez le message sous chacun.'),
  ).toBeVisible();
  await expect(mileage).toHaveAccessibleDescription(/Entrez un nombre, par exemple 12\s000\./);
  await expect(mileage).toHaveValue('beaucoup');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('file-top-390.png') });
  await mileage.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('file-error-390.png') });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('tablist').scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('file-top-1280.png') });
  await expectAccessible(page);

  await mileage.fill('24 000 km');
  await page.getByRole('button', { name: 'Enregistrer le dossier' }).click();
  await expect(notice(page, `Le dossier ${fileNo} est enregistré.`)).toBeVisible();
  await expect(page.getByText('Toutes les modifications sont enregistrées')).toBeVisible();
  await mileage.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('file-saved-1280.png') });

  // Found again by its number, counted in French.
  await page
    .getByRole('navigation', { name: /Breadcrumb|Fil d’Ariane/ })
    .getByRole('link', { name: 'Dossiers de location' })
    .click();
  await choose(page.getByRole('search'), /Rechercher par/, 'Numéro de dossier');
  await page.getByRole('searchbox', { name: 'Rechercher des dossiers' }).fill(fileNo);
  await page.getByRole('button', { name: 'Rechercher', exact: true }).click();
  await expect(page.getByText('1 dossier trouvé')).toBeVisible();
  const results = page.getByRole('grid', { name: 'Dossiers trouvés' });
  await expect(results.getByRole('columnheader', { name: 'Numéro de dossier' })).toBeVisible();
  await expect(results.getByRole('row').filter({ hasText: fileNo })).toContainText(`Éloïse Tremblay${stamp}`);
  await expectAccessible(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('search-390.png') });
  await page.setViewportSize({ width: 1280, height: 900 });
  await results.getByRole('row').filter({ hasText: fileNo }).click();

  // Its history says what the save changed, in French: labels, choices and the rate as French writes it.
  await page.getByRole('tab', { name: 'Historique' }).click();
  const changes = page.getByRole('table', { name: /Ce que la version \d+ a changé/ });
  await expect(changes.getByRole('row', { name: /Bail · Taux/ })).toContainText('5,49\u00a0%');
  await expect(changes.getByRole('row', { name: /Preneur · Motif du séjour/ })).toContainText('Travail');
  await expect(changes.getByRole('row', { name: /Type de dossier/ })).toContainText('Reprise de bail');
  await expectAccessible(page);
  await changes.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('history-1280.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await changes.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('history-390.png') });

  // The buyout and loan receivables tabs, in French too.
  await page.getByRole('tab', { name: 'Soumission de rachat' }).click();
  // An amount typed as French writes it is read as such, and shown back so.
  const fees = page.getByRole('textbox', { name: 'Frais', exact: true });
  await fees.fill('1 250,50');
  await page.getByRole('button', { name: 'Enregistrer la soumission de rachat' }).click();
  await expect(notice(page, `La soumission de rachat du dossier ${fileNo} est enregistrée.`)).toBeVisible();
  await page.reload();
  await page.getByRole('tab', { name: 'Soumission de rachat' }).click();
  await expect(page.getByRole('textbox', { name: 'Frais', exact: true })).toHaveValue('1250,50');
  await page.screenshot({ path: test.info().outputPath('buyout-390.png') });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('tab', { name: 'Renseignements bancaires' }).click();
  await expect(page.getByRole('button', { name: 'Ajouter des renseignements bancaires' })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('banking-1280.png') });
});

test('staff find and link a GPS device in French: the list, a refused file number said in French, the map', async ({
  page,
  product,
}) => {
  test.slow();
  await signInAsStaff(page, product);
  await page.goto('/staff/gps');
  await page.getByRole('button', { name: 'Français' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dispositifs GPS' })).toBeVisible();
  await expect(page.getByText('60 dispositifs')).toBeVisible();
  await expectAccessible(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('gps-list-390.png') });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: test.info().outputPath('gps-list-1280.png') });

  const unlinkedRow = page.getByRole('row').filter({ hasText: 'Non lié' }).first();
  const gpsNo = (await unlinkedRow.getByRole('rowheader').innerText()).trim();
  await unlinkedRow.getByRole('link', { name: `Ouvrir ${gpsNo}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: gpsNo })).toBeVisible();

  // A file number that does not exist: said in French on its field, what was typed kept.
  const fileField = page.getByRole('textbox', { name: 'Numéro de dossier' });
  await fileField.fill('9999999');
  await page.getByRole('button', { name: 'Lier', exact: true }).click();
  await expect(fileField).toHaveAccessibleDescription(
    /Aucun dossier de location ne porte le numéro 9999999\./,
  );
  await expect(fileField).toHaveValue('9999999');
  await fileField.fill('1000001');
  await page.getByRole('button', { name: 'Lier', exact: true }).click();
  await expect(page.getByText(`${gpsNo} est lié au dossier 1000001.`)).toBeVisible();
  await expect(page.getByRole('region', { name: `Carte des positions de ${gpsNo}` })).toBeVisible();
  // Labels and values as French writes them: a space before the colon, the lease's days in words.
  await expect(page.getByText(/Dernière position\u00a0: \d{1,2} \S+ \d{4}/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Véhicule' })).toContainText(/Début\s*\d{1,2} \p{L}+ \d{4}/u);
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('gps-device-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('gps-device-390.png'), fullPage: true });
});
