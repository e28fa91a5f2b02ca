import type { Page } from '@playwright/test';
import { signInAsDealer } from './dealer-quotes.ts';
import { expect, test } from './fixtures.ts';
import { expectAccessible } from './axe.ts';

// The quote tool in French (issue 29): a dealer switches to French, builds a quote, sees its payment
// as French writes money and percents, submits it for quote approval with the French question and
// notice, and finds it again in the list under its French state. At 1280 px and at 390 px (long
// French labels must not break the layout), with axe at each screen.

/** A number field of the terms, filled and left (the field commits on blur). */
async function fillTerm(page: Page, label: string, value: string) {
  const field = page.getByRole('textbox', { name: label, exact: true });
  await field.fill(value);
  await field.press('Tab');
}

for (const width of [1280, 390]) {
  test(`a dealer builds and submits a quote in French, ${width} px wide`, async ({ page }, testInfo) => {
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    const customer = { firstName: 'Hélène', lastName: `Tremblay${width}${Date.now() % 100_000}` };
    await signInAsDealer(page);

    // The switch, in the portal's header, makes the page French.
    await page.getByRole('button', { name: 'Français' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expect(page.getByRole('heading', { level: 1, name: 'Soumissions de location' })).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath(`quotes-fr-${width}.png`), fullPage: true });

    // A new quote: its form in French, the provinces by their French names.
    await page.getByRole('button', { name: 'Nouvelle soumission' }).click();
    await page.getByRole('textbox', { name: 'Prénom' }).fill(customer.firstName);
    await page.getByRole('textbox', { name: 'Nom de famille' }).fill(customer.lastName);
    await page.getByRole('button', { name: /Province$/ }).click();
    await page.getByRole('option', { name: 'Ontario', exact: true }).click();
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath(`new-quote-fr-${width}.png`), fullPage: true });
    await page.getByRole('button', { name: 'Créer la soumission' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: `${customer.firstName} ${customer.lastName}` }),
    ).toBeVisible();

    // Its terms, typed as French writes numbers; the payment as French writes money.
    await fillTerm(page, 'Prix de vente', '35000');
    await fillTerm(page, 'Durée (mois)', '48');
    await fillTerm(page, 'Kilomètres par année', '20000');
    await fillTerm(page, 'Valeur résiduelle (%)', '55');
    await fillTerm(page, 'Taux (%)', '5,99');
    await expect(page.getByText('Toutes les modifications sont enregistrées')).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByRole('textbox', { name: 'Prix de vente', exact: true })).toHaveValue(
      /^35\s000,00\s\$$/,
    );
    const payment = page.getByRole('region', { name: 'Paiement mensuel' });
    // 35 000 $ over 48 months at 5,99 %, 55 % residual, in Ontario: 463,53 $ and 60,26 $ of HST (TVH).
    await expect(payment).toContainText('TVH (13 %)');
    await expect(payment).toContainText('523,79 $');
    // The step indicator's words, and the history's dates, in French too.
    await expect(page.getByRole('list', { name: 'Progression de la révision 1' })).toContainText('En cours');
    const history = page.getByRole('region', { name: 'Historique' });
    await expect(history).toContainText('Date de la soumission');
    await expect(history).not.toContainText(/\d{4}-\d{2}-\d{2}/);
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath(`quote-fr-${width}.png`), fullPage: true });

    // Submitted for quote approval: the French question, then the French notice.
    const step = 'Faire approuver la soumission';
    await page
      .getByRole('group', { name: /Prochaines étapes de la révision/ })
      .getByRole('button', { name: step })
      .click();
    const question = page.getByRole('alertdialog', { name: step });
    await expect(question).toContainText(
      'Voulez-vous vraiment transmettre cette révision pour approbation de la soumission?',
    );
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath(`submit-fr-${width}.png`) });
    await question.getByRole('button', { name: step }).click();
    await expect(
      page.getByText('La demande d’approbation de cette soumission est transmise.').first(),
    ).toBeVisible();
    // Its terms are frozen now, and say why in French.
    await expect(
      page.getByText(/Cette révision est à l’état «\sSoumission en examen\s»/).first(),
    ).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath(`submitted-fr-${width}.png`), fullPage: true });

    // Found again in the list, by its customer, under the state French gives it.
    await page.getByRole('link', { name: 'Soumissions de location' }).first().click();
    await page.getByRole('searchbox', { name: 'Rechercher des soumissions' }).fill(customer.lastName);
    await page.keyboard.press('Enter');
    const listed = page
      .getByRole('row')
      .or(page.getByRole('listitem'))
      .filter({ hasText: customer.lastName });
    await expect(listed.first()).toContainText('Soumission en examen');
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath(`found-fr-${width}.png`), fullPage: true });
  });
}
