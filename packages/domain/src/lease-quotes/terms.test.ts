import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatMoney,
  LEASE_TAXES_FROM,
  leasePayment,
  LeasePaymentSchema,
  LeaseTermsSchema,
  message,
  paymentDisagreement,
  RevisionSchema,
  type LeasePayment,
  type LeaseTerms,
  type ProvinceCode,
} from '../index.ts';

/** Terms with none of the extras: no fees, nothing down, no trade-in. */
const terms = (overrides: Partial<LeaseTerms>): LeaseTerms => ({
  sellingPrice: 30_000,
  downPayment: 0,
  tradeIn: 0,
  fees: 0,
  termMonths: 48,
  annualKilometres: 20_000,
  residualPercent: 50,
  rate: 5,
  quotedOn: '2025-06-01',
  ...overrides,
});

describe('leasePayment: worked examples, in cents', () => {
  it.each<[string, ProvinceCode, LeaseTerms, LeasePayment]>([
    [
      // gross = 35,000 + 1,000 = 36,000.00; reduction = 3,000 + 2,000 = 5,000.00; adjusted = 31,000.00
      // residual = 35,000 × 55 % = 19,250.00
      // depreciation = (31,000 − 19,250) / 48 = 244.7916… → 244.79
      // rent charge = (31,000 + 19,250) × 5.99 / 2400 = 125.415625 → 125.42
      // base = 244.79 + 125.42 = 370.21; HST 13 % = 48.1273 → 48.13; monthly = 418.34
      'Ontario',
      'ON',
      terms({
        sellingPrice: 35_000,
        fees: 1_000,
        downPayment: 3_000,
        tradeIn: 2_000,
        residualPercent: 55,
        rate: 5.99,
      }),
      {
        grossCapitalizedCost: 3_600_000,
        capitalizedCostReduction: 500_000,
        adjustedCapitalizedCost: 3_100_000,
        residualValue: 1_925_000,
        depreciation: 24_479,
        rentCharge: 12_542,
        basePayment: 37_021,
        taxes: [{ tax: 'HST', label: 'HST', rate: '13', amount: 4_813 }],
        totalTaxes: 4_813,
        monthlyPayment: 41_834,
      },
    ],
    [
      // gross = 45,000.00; reduction = 5,000.00; adjusted = 40,000.00; residual = 45,000 × 60 % = 27,000.00
      // depreciation = (40,000 − 27,000) / 36 = 361.1111… → 361.11
      // rent charge = (40,000 + 27,000) × 4.5 / 2400 = 125.625 → 125.63 (a half cent, rounded up)
      // base = 361.11 + 125.63 = 486.74; GST 5 % = 24.337 → 24.34; PST 7 % (under $55,000) = 34.0718 → 34.07
      // taxes = 58.41; monthly = 545.15
      'British Columbia, under $55,000',
      'BC',
      terms({ sellingPrice: 45_000, downPayment: 5_000, termMonths: 36, residualPercent: 60, rate: 4.5 }),
      {
        grossCapitalizedCost: 4_500_000,
        capitalizedCostReduction: 500_000,
        adjustedCapitalizedCost: 4_000_000,
        residualValue: 2_700_000,
        depreciation: 36_111,
        rentCharge: 12_563,
        basePayment: 48_674,
        taxes: [
          { tax: 'GST', label: 'GST', rate: '5', amount: 2_434 },
          { tax: 'PST', label: 'PST', rate: '7', amount: 3_407 },
        ],
        totalTaxes: 5_841,
        monthlyPayment: 54_515,
      },
    ],
    [
      // gross = 56,500 + 500 = 57,000.00; no reduction; adjusted = 57,000.00; residual = 56,500 × 50 % = 28,250.00
      // depreciation = (57,000 − 28,250) / 60 = 479.1666… → 479.17
      // rent charge = (57,000 + 28,250) × 6.5 / 2400 = 230.8854… → 230.89
      // base = 479.17 + 230.89 = 710.06; GST 5 % = 35.503 → 35.50
      // PST 9 % (a $56,500 vehicle: the price, not the capitalized cost, picks the bracket) = 63.9054 → 63.91
      // taxes = 99.41; monthly = 809.47
      'British Columbia, $56,000 to $56,999.99',
      'BC',
      terms({ sellingPrice: 56_500, fees: 500, termMonths: 60, residualPercent: 50, rate: 6.5 }),
      {
        grossCapitalizedCost: 5_700_000,
        capitalizedCostReduction: 0,
        adjustedCapitalizedCost: 5_700_000,
        residualValue: 2_825_000,
        depreciation: 47_917,
        rentCharge: 23_089,
        basePayment: 71_006,
        taxes: [
          { tax: 'GST', label: 'GST', rate: '5', amount: 3_550 },
          { tax: 'PST', label: 'PST', rate: '9', amount: 6_391 },
        ],
        totalTaxes: 9_941,
        monthlyPayment: 80_947,
      },
    ],
    [
      // gross = 82,000 + 995 = 82,995.00; reduction = 10,000.00; adjusted = 72,995.00
      // residual = 82,000 × 52.5 % = 43,050.00
      // depreciation = (72,995 − 43,050) / 48 = 623.8541… → 623.85
      // rent charge = (72,995 + 43,050) × 7.49 / 2400 = 362.1571… → 362.16
      // base = 623.85 + 362.16 = 986.01; GST 5 % = 49.3005 → 49.30; PST 10 % (from $57,000) = 98.601 → 98.60
      // taxes = 147.90; monthly = 1,133.91
      'British Columbia, from $57,000',
      'BC',
      terms({ sellingPrice: 82_000, fees: 995, downPayment: 10_000, residualPercent: 52.5, rate: 7.49 }),
      {
        grossCapitalizedCost: 8_299_500,
        capitalizedCostReduction: 1_000_000,
        adjustedCapitalizedCost: 7_299_500,
        residualValue: 4_305_000,
        depreciation: 62_385,
        rentCharge: 36_216,
        basePayment: 98_601,
        taxes: [
          { tax: 'GST', label: 'GST', rate: '5', amount: 4_930 },
          { tax: 'PST', label: 'PST', rate: '10', amount: 9_860 },
        ],
        totalTaxes: 14_790,
        monthlyPayment: 113_391,
      },
    ],
    [
      // gross = 28,999.99 + 799 = 29,798.99; reduction = 2,500 + 1,500 = 4,000.00; adjusted = 25,798.99
      // residual = 28,999.99 × 40 % = 11,599.996 → 11,600.00
      // depreciation = (25,798.99 − 11,600) / 72 = 197.2081… → 197.21
      // rent charge = (25,798.99 + 11,600) × 7.25 / 2400 = 112.9761… → 112.98
      // base = 197.21 + 112.98 = 310.19; GST 5 % = 15.5095 → 15.51; monthly = 325.70
      'Alberta',
      'AB',
      terms({
        sellingPrice: 28_999.99,
        fees: 799,
        downPayment: 2_500,
        tradeIn: 1_500,
        termMonths: 72,
        residualPercent: 40,
        rate: 7.25,
      }),
      {
        grossCapitalizedCost: 2_979_899,
        capitalizedCostReduction: 400_000,
        adjustedCapitalizedCost: 2_579_899,
        residualValue: 1_160_000,
        depreciation: 19_721,
        rentCharge: 11_298,
        basePayment: 31_019,
        taxes: [{ tax: 'GST', label: 'GST', rate: '5', amount: 1_551 }],
        totalTaxes: 1_551,
        monthlyPayment: 32_570,
      },
    ],
    [
      // gross = 40,000.00; reduction = 4,000.00; adjusted = 36,000.00; residual = 40,000 × 50 % = 20,000.00
      // depreciation = (36,000 − 20,000) / 48 = 333.3333… → 333.33
      // rent charge = (36,000 + 20,000) × 3.9 / 2400 = 91.00
      // base = 333.33 + 91.00 = 424.33; GST 5 % = 21.2165 → 21.22
      // QST 9.975 % on the base alone, not on base + GST: 42.3269… → 42.33
      // taxes = 63.55; monthly = 487.88
      'Quebec',
      'QC',
      terms({ sellingPrice: 40_000, downPayment: 4_000, residualPercent: 50, rate: 3.9 }),
      {
        grossCapitalizedCost: 4_000_000,
        capitalizedCostReduction: 400_000,
        adjustedCapitalizedCost: 3_600_000,
        residualValue: 2_000_000,
        depreciation: 33_333,
        rentCharge: 9_100,
        basePayment: 42_433,
        taxes: [
          { tax: 'GST', label: 'GST', rate: '5', amount: 2_122 },
          { tax: 'QST', label: 'QST', rate: '9.975', amount: 4_233 },
        ],
        totalTaxes: 6_355,
        monthlyPayment: 48_788,
      },
    ],
    [
      // gross = 30,000.00; reduction = 3,000.00; adjusted = 27,000.00; residual = 30,000 × 45 % = 13,500.00
      // depreciation = (27,000 − 13,500) / 60 = 225.00
      // rent charge = (27,000 + 13,500) × 6.99 / 2400 = 117.95625 → 117.96
      // base = 225.00 + 117.96 = 342.96; HST 15 % (until 2025-03-31) = 51.444 → 51.44; monthly = 394.40
      'Nova Scotia, the last day of 15 % HST',
      'NS',
      terms({ downPayment: 3_000, termMonths: 60, residualPercent: 45, rate: 6.99, quotedOn: '2025-03-31' }),
      {
        grossCapitalizedCost: 3_000_000,
        capitalizedCostReduction: 300_000,
        adjustedCapitalizedCost: 2_700_000,
        residualValue: 1_350_000,
        depreciation: 22_500,
        rentCharge: 11_796,
        basePayment: 34_296,
        taxes: [{ tax: 'HST', label: 'HST', rate: '15', amount: 5_144 }],
        totalTaxes: 5_144,
        monthlyPayment: 39_440,
      },
    ],
    [
      // The same terms a day later: base = 342.96; HST 14 % (from 2025-04-01) = 48.0144 → 48.01; monthly = 390.97
      'Nova Scotia, the first day of 14 % HST',
      'NS',
      terms({ downPayment: 3_000, termMonths: 60, residualPercent: 45, rate: 6.99, quotedOn: '2025-04-01' }),
      {
        grossCapitalizedCost: 3_000_000,
        capitalizedCostReduction: 300_000,
        adjustedCapitalizedCost: 2_700_000,
        residualValue: 1_350_000,
        depreciation: 22_500,
        rentCharge: 11_796,
        basePayment: 34_296,
        taxes: [{ tax: 'HST', label: 'HST', rate: '14', amount: 4_801 }],
        totalTaxes: 4_801,
        monthlyPayment: 39_097,
      },
    ],
    [
      // The same terms in Manitoba: base = 342.96; GST 5 % = 17.148 → 17.15; RST 7 % = 24.0072 → 24.01
      // taxes = 41.16; monthly = 384.12
      'Manitoba, whose PST is named RST',
      'MB',
      terms({ downPayment: 3_000, termMonths: 60, residualPercent: 45, rate: 6.99 }),
      {
        grossCapitalizedCost: 3_000_000,
        capitalizedCostReduction: 300_000,
        adjustedCapitalizedCost: 2_700_000,
        residualValue: 1_350_000,
        depreciation: 22_500,
        rentCharge: 11_796,
        basePayment: 34_296,
        taxes: [
          { tax: 'GST', label: 'GST', rate: '5', amount: 1_715 },
          { tax: 'PST', label: 'RST', rate: '7', amount: 2_401 },
        ],
        totalTaxes: 4_116,
        monthlyPayment: 38_412,
      },
    ],
    [
      // gross = 24,000.00; adjusted = 24,000.00; residual = 24,000 × 50 % = 12,000.00
      // depreciation = (24,000 − 12,000) / 24 = 500.00; rent charge = (24,000 + 12,000) × 0 / 2400 = 0
      // base = 500.00; HST 13 % = 65.00; monthly = 565.00
      'a lease at 0 %',
      'ON',
      terms({ sellingPrice: 24_000, termMonths: 24, residualPercent: 50, rate: 0 }),
      {
        grossCapitalizedCost: 2_400_000,
        capitalizedCostReduction: 0,
        adjustedCapitalizedCost: 2_400_000,
        residualValue: 1_200_000,
        depreciation: 50_000,
        rentCharge: 0,
        basePayment: 50_000,
        taxes: [{ tax: 'HST', label: 'HST', rate: '13', amount: 6_500 }],
        totalTaxes: 6_500,
        monthlyPayment: 56_500,
      },
    ],
  ])('%s', (_, province, leaseTerms, payment) => {
    expect(leasePayment(leaseTerms, province)).toEqual(payment);
    expect(LeasePaymentSchema.parse(payment)).toEqual(payment);
  });

  it('computes nothing for terms the schema refuses', () => {
    expect(leasePayment(terms({ termMonths: 0 }), 'ON')).toBeUndefined();
    expect(leasePayment(terms({ termMonths: 1.5 }), 'ON')).toBeUndefined();
    expect(leasePayment(terms({ quotedOn: '2010-01-01' }), 'ON')).toBeUndefined();
  });
});

describe('leasePayment: invariants (fast-check)', () => {
  const cents = (max: number) => fc.integer({ min: 0, max }).map((value) => value / 100);
  const termsArb = fc
    .record({
      sellingPrice: fc.integer({ min: 1, max: 1_000_000_000 }).map((value) => value / 100),
      downPayment: cents(1_000_000_000),
      tradeIn: cents(1_000_000_000),
      fees: cents(1_000_000_000),
      termMonths: fc.integer({ min: 1, max: 96 }),
      annualKilometres: fc.integer({ min: 0, max: 200_000 }),
      residualPercent: fc.integer({ min: 0, max: 10_000 }).map((value) => value / 100),
      rate: fc.integer({ min: 0, max: 100_000 }).map((value) => value / 1000),
      quotedOn: fc.constantFrom(LEASE_TAXES_FROM, '2025-03-31', '2025-04-01', '2031-12-31'),
    })
    .filter((leaseTerms) => LeaseTermsSchema.safeParse(leaseTerms).success);
  const provinceArb = fc.constantFrom<ProvinceCode>('AB', 'BC', 'MB', 'NS', 'ON', 'QC', 'SK');

  it('pays for every valid lease, in whole cents that add up', () => {
    fc.assert(
      fc.property(termsArb, provinceArb, (leaseTerms, province) => {
        const payment = leasePayment(leaseTerms, province)!;
        expect(LeasePaymentSchema.safeParse(payment).success).toBe(true);
        expect(payment.adjustedCapitalizedCost).toBe(
          payment.grossCapitalizedCost - payment.capitalizedCostReduction,
        );
        expect(payment.basePayment).toBe(payment.depreciation + payment.rentCharge);
        expect(payment.totalTaxes).toBe(payment.taxes.reduce((sum, tax) => sum + tax.amount, 0));
        expect(payment.monthlyPayment).toBe(payment.basePayment + payment.totalTaxes);
        expect(paymentDisagreement(leaseTerms, province, payment.monthlyPayment)).toBeUndefined();
      }),
    );
  });
});

describe('LeaseTermsSchema: every bad figure says what it takes', () => {
  const good = terms({ fees: 799, downPayment: 3_000, tradeIn: 1_500, rate: 5.99 });
  const price = message('quote.terms.sellingPrice');
  const amount = message('quote.terms.amount');
  const twoDecimals = message('quote.terms.decimals', { places: 2 });
  const term = 'The term must be a whole number of months between 1 and 96.';
  const kilometres = 'Enter the kilometres per year as a whole number from 0 to 200,000.';
  const residual = 'The residual must be between 0% and 100% of the price.';
  const rate = 'The rate must be between 0% and 100%.';

  it('takes good terms as they are', () => {
    expect(LeaseTermsSchema.parse(good)).toEqual(good);
  });

  it.each<[keyof LeaseTerms, unknown]>([
    ['sellingPrice', 0.01],
    ['sellingPrice', 10_000_000],
    // Floating-point noise is not a decimal: 0.30000000000000004 is 30 cents.
    ['sellingPrice', 0.1 + 0.2],
    ['rate', 0.0599 * 100],
    ['downPayment', 15_799],
    ['tradeIn', 15_799],
    ['fees', 10_000_000],
    ['termMonths', 1],
    ['termMonths', 96],
    ['annualKilometres', 0],
    ['annualKilometres', 200_000],
    ['residualPercent', 0],
    ['residualPercent', 100],
    ['residualPercent', 57.25],
    ['rate', 0],
    ['rate', 100],
    ['rate', 9.975],
    ['quotedOn', LEASE_TAXES_FROM],
    ['quotedOn', '2030-02-28'],
  ])('takes %s %j (with nothing down)', (field, value) => {
    const nothingDown = { ...good, downPayment: 0, tradeIn: 0 };
    expect(LeaseTermsSchema.safeParse({ ...nothingDown, [field]: value }).success).toBe(true);
  });

  it.each<[keyof LeaseTerms, unknown, string]>([
    ['sellingPrice', 0, price],
    ['sellingPrice', -1, price],
    ['sellingPrice', '30000', price],
    ['sellingPrice', undefined, price],
    ['sellingPrice', 10_000_000.01, 'The price can be at most $10,000,000.00.'],
    ['sellingPrice', 30_000.005, twoDecimals],
    ['downPayment', -0.01, amount],
    ['downPayment', null, amount],
    ['tradeIn', -1, amount],
    ['tradeIn', 1.999, twoDecimals],
    ['fees', Number.NaN, amount],
    ['fees', 10_000_001, 'The amount can be at most $10,000,000.00.'],
    ['termMonths', 0, term],
    ['termMonths', 97, term],
    ['termMonths', 36.5, term],
    ['termMonths', '36', term],
    ['annualKilometres', -1, kilometres],
    ['annualKilometres', 200_001, kilometres],
    ['annualKilometres', 20_000.5, kilometres],
    ['residualPercent', -0.01, residual],
    ['residualPercent', 100.01, residual],
    ['residualPercent', 55.555, twoDecimals],
    ['rate', -1, rate],
    ['rate', 100.001, rate],
    ['rate', Number.POSITIVE_INFINITY, rate],
    ['rate', 5.9999, message('quote.terms.decimals', { places: 3 })],
    ['quotedOn', '2025-6-1', message('validation.dateFormat')],
    ['quotedOn', '2025-02-29', message('validation.dateFormat')],
    ['quotedOn', '2025-06-01T00:00:00Z', message('validation.dateFormat')],
    [
      'quotedOn',
      '2019-06-30',
      'Choose a quote date on or after July 1, 2019: there are no tax rates before it.',
    ],
  ])('refuses %s %j with “%s”', (field, value, text) => {
    const result = LeaseTermsSchema.safeParse({ ...good, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues.find((issue) => issue.path[0] === field)?.message).toBe(text);
  });

  // A $30,000 vehicle with $799 of fees and a 50 % residual ($15,000): at most $15,799 down and traded in.
  it.each<[number, number, boolean]>([
    [15_799, 0, true],
    [0, 15_799, true],
    [10_000, 5_799, true],
    [10_000, 5_799.01, false],
    [15_799.01, 0, false],
    [0, 30_000, false],
  ])('down payment %d with trade-in %d: %s', (downPayment, tradeIn, allowed) => {
    const result = LeaseTermsSchema.safeParse({ ...good, downPayment, tradeIn });
    expect(result.success).toBe(allowed);
    if (!allowed)
      expect(result.error?.issues).toEqual([
        expect.objectContaining({
          path: ['downPayment'],
          message:
            'The down payment and trade-in can add up to at most $15,799.00, so that the residual value is still financed.',
        }),
      ]);
  });

  it('checks the down payment against the others only once they are valid', () => {
    const result = LeaseTermsSchema.safeParse({ ...good, sellingPrice: -1 });
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([['sellingPrice']]);
  });
});

describe('paymentDisagreement: a monthly payment sent against the one the terms come to', () => {
  // Ontario's worked example: $418.34 a month.
  const ontario = terms({
    sellingPrice: 35_000,
    fees: 1_000,
    downPayment: 3_000,
    tradeIn: 2_000,
    residualPercent: 55,
    rate: 5.99,
  });

  it('agrees with the computed payment', () => {
    expect(paymentDisagreement(ontario, 'ON', 41_834)).toBeUndefined();
  });

  it.each([41_833, 41_835, 37_021, 418.34])('tells %d apart from it', (claimed) => {
    const disagreement = paymentDisagreement(ontario, 'ON', claimed);
    expect(disagreement).toMatchObject({ claimed, computed: { monthlyPayment: 41_834 } });
    expect(message(disagreement!.key, disagreement!.params)).toBe(
      `For these terms the monthly payment is $418.34, not ${formatMoney(claimed)}.`,
    );
  });

  it('tells that the payment of the same terms in another province differs', () => {
    expect(paymentDisagreement(ontario, 'AB', 41_834)?.computed?.monthlyPayment).toBe(38_872);
  });

  it('refuses any figure for terms that are not valid', () => {
    expect(paymentDisagreement({ ...ontario, termMonths: 0 }, 'ON', 41_834)).toEqual({
      claimed: 41_834,
      computed: undefined,
      key: 'quote.terms.invalid',
      params: {},
    });
  });
});

describe('a revision’s terms and payment', () => {
  const revision = { revisionId: 'r1', revisionType: 'INITIAL', revisionState: 'DRAFT' } as const;
  const leaseTerms = terms({ rate: 5.99 });

  it('carries its terms and the payment computed from them', () => {
    const payment = leasePayment(leaseTerms, 'ON')!;
    expect(RevisionSchema.parse({ ...revision, terms: leaseTerms, payment })).toEqual({
      ...revision,
      terms: leaseTerms,
      payment,
    });
    expect(RevisionSchema.parse(revision)).toEqual(revision);
  });

  it('refuses terms the schema refuses, at the field', () => {
    const result = RevisionSchema.safeParse({ ...revision, terms: { ...leaseTerms, termMonths: 120 } });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['terms', 'termMonths'],
      message: 'The term must be a whole number of months between 1 and 96.',
    });
  });

  it('refuses a payment that is not in whole cents', () => {
    const payment = { ...leasePayment(leaseTerms, 'ON')!, monthlyPayment: 418.34 };
    expect(
      RevisionSchema.safeParse({ ...revision, terms: leaseTerms, payment }).error?.issues[0],
    ).toMatchObject({
      path: ['payment', 'monthlyPayment'],
      message: message('quote.terms.cents'),
    });
  });
});

describe('formatMoney', () => {
  it.each([
    [0, '$0.00'],
    [5, '$0.05'],
    [41_834, '$418.34'],
    [1_000_000_000, '$10,000,000.00'],
  ])('shows %i cents as %s', (cents, text) => {
    expect(formatMoney(cents)).toBe(text);
  });
});
