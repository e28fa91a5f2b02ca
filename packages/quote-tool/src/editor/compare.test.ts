import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  defaultLocale,
  leasePayment,
  loadLocale,
  setActiveLocale,
  type LeaseTerms,
  type ProvinceCode,
  type Revision,
} from '@sfi/domain';
import { revisionDifferences, revisionPayment } from './compare.ts';

/** The domain's own example: $418.34 a month in Ontario ($370.21 and $48.13 of HST). */
const terms: LeaseTerms = {
  sellingPrice: 35_000,
  downPayment: 3_000,
  tradeIn: 2_000,
  fees: 1_000,
  termMonths: 48,
  annualKilometres: 20_000,
  residualPercent: 55,
  rate: 5.99,
  quotedOn: '2025-06-01',
};

type Side = Pick<Revision, 'terms' | 'payment'>;

/** A revision with these terms and the payment the server would store for them in the province. */
function priced(changes: Partial<LeaseTerms>, province: ProvinceCode = 'ON'): Side {
  const withChanges = { ...terms, ...changes };
  return { terms: withChanges, payment: leasePayment(withChanges, province) };
}

const termKeys = [
  'sellingPrice',
  'downPayment',
  'tradeIn',
  'fees',
  'termMonths',
  'annualKilometres',
  'residualPercent',
  'rate',
  'quotedOn',
];
const figureKeys = [
  'payment.grossCapitalizedCost',
  'payment.capitalizedCostReduction',
  'payment.adjustedCapitalizedCost',
  'payment.residualValue',
  'payment.depreciation',
  'payment.rentCharge',
  'payment.basePayment',
];
const totalKeys = ['payment.totalTaxes', 'payment.monthlyPayment'];
const onRows = [...termKeys, ...figureKeys, 'tax.HST', ...totalKeys];

describe('revisionDifferences: which rows there are and which changed', () => {
  it.each<[string, Side, Side, ProvinceCode | null | undefined, string[], string[]]>([
    ['two identical revisions: every row, none changed', priced({}), priced({}), 'ON', onRows, []],
    [
      'a higher down payment: the reduction and what follows from it',
      priced({}),
      priced({ downPayment: 5_000 }),
      'ON',
      onRows,
      [
        'downPayment',
        'payment.capitalizedCostReduction',
        'payment.adjustedCapitalizedCost',
        'payment.depreciation',
        'payment.rentCharge',
        'payment.basePayment',
        'tax.HST',
        'payment.totalTaxes',
        'payment.monthlyPayment',
      ],
    ],
    [
      'a longer term: the term, depreciation and payment, not the rent charge',
      priced({}),
      priced({ termMonths: 60 }),
      'ON',
      onRows,
      [
        'termMonths',
        'payment.depreciation',
        'payment.basePayment',
        'tax.HST',
        'payment.totalTaxes',
        'payment.monthlyPayment',
      ],
    ],
    [
      'more kilometres alone: only that term (the payment does not depend on it)',
      priced({}),
      priced({ annualKilometres: 24_000 }),
      'ON',
      onRows,
      ['annualKilometres'],
    ],
    ['a revision without terms against one with: every row changed', {}, priced({}), 'ON', onRows, onRows],
    ['two revisions without terms: no rows', {}, {}, 'ON', [], []],
    [
      'no province and no stored payment: the terms only',
      { terms },
      { terms: { ...terms, rate: 4.99 } },
      null,
      termKeys,
      ['rate'],
    ],
    [
      'Quebec: GST then QST',
      priced({}, 'QC'),
      priced({ fees: 1_500 }, 'QC'),
      'QC',
      [...termKeys, ...figureKeys, 'tax.GST', 'tax.QST', ...totalKeys],
      [
        'fees',
        'payment.grossCapitalizedCost',
        'payment.adjustedCapitalizedCost',
        'payment.depreciation',
        'payment.rentCharge',
        'payment.basePayment',
        'tax.GST',
        'tax.QST',
        'payment.totalTaxes',
        'payment.monthlyPayment',
      ],
    ],
  ])('%s', (_case, a, b, province, keys, changed) => {
    const rows = revisionDifferences(a, b, province);
    expect(rows.map((row) => row.key)).toEqual(keys);
    expect(rows.filter((row) => row.changed).map((row) => row.key)).toEqual(changed);
  });

  it('gives each row the group it belongs to', () => {
    const rows = revisionDifferences(priced({}), priced({}), 'ON');
    expect(rows.filter((row) => row.group === 'terms').map((row) => row.key)).toEqual(termKeys);
    expect(rows.filter((row) => row.group === 'payment')).toHaveLength(onRows.length - termKeys.length);
  });
});

describe('revisionDifferences: how the values read', () => {
  const rows = revisionDifferences(
    priced({}),
    priced({ termMonths: 1, rate: 6.125, residualPercent: 52.5 }),
    'ON',
  );
  const value = (key: string) => {
    const found = rows.find((row) => row.key === key);
    if (!found) throw new Error(`No row ${key}`);
    return [found.label, found.left, found.right];
  };

  it.each([
    ['sellingPrice', ['Selling price', '$35,000.00', '$35,000.00']],
    ['tradeIn', ['Trade-in', '$2,000.00', '$2,000.00']],
    ['termMonths', ['Term (months)', '48 months', '1 month']],
    ['annualKilometres', ['Kilometres per year', '20,000 km', '20,000 km']],
    ['residualPercent', ['Residual (%)', '55%', '52.5%']],
    ['rate', ['Rate (%)', '5.99%', '6.125%']],
    ['quotedOn', ['Quote date', 'June 1, 2025', 'June 1, 2025']],
    // The domain's example, in cents: $370.21 before taxes, $48.13 of HST, $418.34 a month.
    ['payment.basePayment', ['Payment before taxes', '$370.21', expect.stringMatching(/^\$/)]],
    ['tax.HST', ['HST (13%)', '$48.13', expect.stringMatching(/^\$/)]],
    ['payment.monthlyPayment', ['Monthly payment', '$418.34', expect.stringMatching(/^\$/)]],
  ])('%s', (key, expected) => {
    expect(value(key)).toEqual(expected);
  });

  it('names a tax by its label and each value by its rate when the rate changed', () => {
    // British Columbia's PST on a passenger vehicle: 7 % under $55,000, 8 % from $55,000.
    const [pst] = revisionDifferences(
      priced({ sellingPrice: 54_000 }, 'BC'),
      priced({ sellingPrice: 55_500 }, 'BC'),
      'BC',
    ).filter((row) => row.key === 'tax.PST');
    expect(pst).toMatchObject({
      label: 'PST',
      left: expect.stringMatching(/^\$[\d,.]+ at 7%$/),
      right: expect.stringMatching(/^\$[\d,.]+ at 8%$/),
      changed: true,
    });
  });

  it('leaves a value out where a revision has no terms', () => {
    const [price] = revisionDifferences({}, priced({}), 'ON');
    expect(price).toEqual({
      key: 'sellingPrice',
      group: 'terms',
      label: 'Selling price',
      left: undefined,
      right: '$35,000.00',
      changed: true,
    });
  });
});

describe('revisionPayment', () => {
  const stale = { ...leasePayment(terms, 'ON')!, monthlyPayment: 1 };

  it('computes the payment from the terms in the province, as the server does', () => {
    expect(revisionPayment({ terms, payment: stale }, 'ON')?.monthlyPayment).toBe(41_834);
    expect(revisionPayment({ terms }, 'ON')?.monthlyPayment).toBe(41_834);
  });

  it('keeps the stored payment without a province, or without terms', () => {
    expect(revisionPayment({ terms, payment: stale }, null)).toBe(stale);
    expect(revisionPayment({ payment: stale }, 'ON')).toBe(stale);
    expect(revisionPayment({ terms })).toBeUndefined();
  });
});

describe('revisionDifferences in French: the words and the numbers of the active language', () => {
  beforeAll(async () => {
    setActiveLocale('fr-CA');
    await loadLocale();
  });
  afterAll(() => setActiveLocale(defaultLocale));

  const value = (key: string) => {
    const rows = revisionDifferences(priced({}, 'QC'), priced({ termMonths: 1, rate: 6.125 }, 'QC'), 'QC');
    const found = rows.find((row) => row.key === key);
    if (!found) throw new Error(`No row ${key}`);
    return [found.label, found.left, found.right];
  };

  it.each([
    ['sellingPrice', ['Prix de vente', '35 000,00 $', '35 000,00 $']],
    ['tradeIn', ['Véhicule d’échange', '2 000,00 $', '2 000,00 $']],
    ['termMonths', ['Durée (mois)', '48 mois', '1 mois']],
    ['annualKilometres', ['Kilomètres par année', '20 000 km', '20 000 km']],
    ['residualPercent', ['Valeur résiduelle (%)', '55 %', '55 %']],
    ['rate', ['Taux (%)', '5,99 %', '6,125 %']],
    ['quotedOn', ['Date de la soumission', '1er juin 2025', '1er juin 2025']],
    ['tax.GST', ['TPS (5 %)', expect.stringMatching(/^[\d\u00a0]+,\d\d\u00a0\$$/), expect.any(String)]],
    ['tax.QST', ['TVQ (9,975 %)', expect.stringMatching(/^[\d\u00a0]+,\d\d\u00a0\$$/), expect.any(String)]],
    [
      'payment.monthlyPayment',
      ['Paiement mensuel', expect.stringMatching(/^[\d\u00a0]+,\d\d\u00a0\$$/), expect.any(String)],
    ],
  ])('%s', (key, expected) => {
    expect(value(key)).toEqual(expected);
  });
});
