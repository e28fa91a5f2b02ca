import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultLocale, loadLocale, setActiveLocale } from '../locale.ts';
import { VehicleSchema } from './entities.ts';
import { vehicleTypeLabel } from './list.ts';
import { quoteActionText, quoteStatusLabel, revisionStateLabel } from './status.ts';
import { formatTaxRate, taxLabel } from './taxes.ts';

/**
 * The quote tool in French (issue 29): its table loads with the area when French is active, and
 * its errors write their numbers in French. The words themselves are checked by catalogue/french.test.ts.
 */
describe('the quote tool in French', () => {
  beforeAll(async () => {
    setActiveLocale('fr-CA');
    await loadLocale();
  });
  afterAll(() => setActiveLocale(defaultLocale));

  it.each([
    ['the quote header status SUBMITTED', () => quoteStatusLabel('SUBMITTED'), 'En attente d’examen'],
    [
      'an INITIAL revision under quote review (the glossary’s example)',
      () => revisionStateLabel('INITIAL', 'QUOTE_SUBMITTED'),
      'Soumission en examen',
    ],
    ['Quebec’s sales tax', () => taxLabel('QST'), 'TVQ'],
    ['its rate', () => formatTaxRate('9.975'), '9,975'],
    ['a car', () => vehicleTypeLabel('CAR'), 'Automobile'],
    ['a type the form does not offer, as stored', () => vehicleTypeLabel('TRACTOR'), 'TRACTOR'],
  ])('%s', (_, say, french) => {
    expect(say()).toBe(french);
  });

  it('asks, notices and refuses in French', () => {
    expect(quoteActionText('submitForCreditApproval')).toEqual({
      label: 'Faire approuver le crédit',
      confirmation: 'Voulez-vous vraiment transmettre cette révision pour approbation du crédit?',
      notice: 'La demande d’approbation du crédit de cette soumission est transmise.',
      refused: 'Un administrateur doit examiner et approuver cette soumission.',
    });
  });

  it('writes the limit of a field error as French writes numbers', () => {
    const result = VehicleSchema.safeParse({ type: 'CAR', mileage: -1 });
    expect(result.error?.issues[0]?.message).toBe(
      'Entrez le kilométrage en nombre entier de 0 à 2\u00a0000\u00a0000.',
    );
  });

  it('still speaks English when asked for it', () => {
    expect(quoteStatusLabel('SUBMITTED', 'en-CA')).toBe('Pending Reviews');
    expect(formatTaxRate('9.975', 'en-CA')).toBe('9.975');
  });
});
