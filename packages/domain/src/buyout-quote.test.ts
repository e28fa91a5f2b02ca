import { describe, expect, it } from 'vitest';
import {
  BuyoutQuoteTermsSchema,
  buyoutTotals,
  draftBuyoutTerms,
  message,
  type BuyoutQuoteTerms,
  type BuyoutTotals,
  type ProvinceCode,
} from './index.ts';

// Amounts add up to $19,950.24: 1,995,024 cents, the base of every tax below.
const terms: BuyoutQuoteTerms = {
  quoteDate: '2025-06-01',
  goodUntil: '2025-06-11',
  remainingPayments: 4_000,
  residualValue: 15_000,
  earlyTerminationCharge: 500,
  outstandingBalance: 250.25,
  fees: 199.99,
};
const subtotal = 1_995_024;
const gst = { tax: 'GST', label: 'GST', rate: '5', amount: 99_751 } as const; // 99,751.20
const hst = { tax: 'HST', label: 'HST', rate: '13', amount: 259_353 } as const; // 259,353.12
const bcPst = { tax: 'PST', label: 'PST', rate: '7', amount: 139_652 } as const; // 139,651.68, half up
const qst = { tax: 'QST', label: 'QST', rate: '9.975', amount: 199_004 } as const; // 199,003.644

describe('buyoutTotals: worked examples, each tax rounded half up to the cent on the subtotal', () => {
  it.each<[string, ProvinceCode, boolean, BuyoutTotals]>([
    ['Ontario: HST 13 %', 'ON', false, { subtotal, taxes: [hst], totalTaxes: 259_353, total: 2_254_377 }],
    [
      'British Columbia: GST 5 % and PST 7 %',
      'BC',
      false,
      { subtotal, taxes: [gst, bcPst], totalTaxes: 239_403, total: 2_234_427 },
    ],
    ['Alberta: GST 5 % alone', 'AB', false, { subtotal, taxes: [gst], totalTaxes: 99_751, total: 2_094_775 }],
    [
      'Quebec: GST 5 % and QST 9.975 %, the QST not on the GST',
      'QC',
      false,
      { subtotal, taxes: [gst, qst], totalTaxes: 298_755, total: 2_293_779 },
    ],
    [
      'British Columbia, PST exempt: the GST alone',
      'BC',
      true,
      { subtotal, taxes: [gst], totalTaxes: 99_751, total: 2_094_775 },
    ],
    [
      'Quebec, PST exempt: the QST is its provincial sales tax, left out',
      'QC',
      true,
      { subtotal, taxes: [gst], totalTaxes: 99_751, total: 2_094_775 },
    ],
    [
      'Ontario, PST exempt: the HST is harmonized, not a PST, and stays',
      'ON',
      true,
      { subtotal, taxes: [hst], totalTaxes: 259_353, total: 2_254_377 },
    ],
    [
      'Alberta, PST exempt: nothing to leave out',
      'AB',
      true,
      { subtotal, taxes: [gst], totalTaxes: 99_751, total: 2_094_775 },
    ],
  ])('%s', (_, province, pstExempt, expected) => {
    expect(buyoutTotals(terms, province, pstExempt)).toEqual(expected);
  });

  it('rounds a half cent up: 13 % of $0.50 is 6.5 cents, charged 7', () => {
    const fifty = { ...terms, remainingPayments: 0, residualValue: 0.5, earlyTerminationCharge: 0 };
    expect(buyoutTotals({ ...fifty, outstandingBalance: 0, fees: 0 }, 'ON', false)).toEqual({
      subtotal: 50,
      taxes: [{ ...hst, amount: 7 }],
      totalTaxes: 7,
      total: 57,
    });
  });

  it('charges British Columbia’s PST at the rate of the buyout’s price: $60,000 is 10 %', () => {
    const priced = { ...terms, remainingPayments: 0, residualValue: 60_000, earlyTerminationCharge: 0 };
    expect(buyoutTotals({ ...priced, outstandingBalance: 0, fees: 0 }, 'BC', false)).toEqual({
      subtotal: 6_000_000,
      taxes: [
        { ...gst, amount: 300_000 },
        { ...bcPst, rate: '10', amount: 600_000 },
      ],
      totalTaxes: 900_000,
      total: 6_900_000,
    });
  });

  it.each<[string, Partial<BuyoutQuoteTerms>]>([
    ['a negative amount', { fees: -1 }],
    ['fractions of a cent', { residualValue: 100.005 }],
    ['a day that is no day', { quoteDate: '2025-02-30' }],
    ['a day before the tax table', { quoteDate: '2010-01-01', goodUntil: '2010-01-05' }],
    ['good until before its own date', { goodUntil: '2025-05-31' }],
  ])('has no figures for %s', (_, change) => {
    expect(buyoutTotals({ ...terms, ...change }, 'ON', false)).toBeUndefined();
  });
});

describe('BuyoutQuoteTermsSchema', () => {
  it('says what is wrong under each field', () => {
    const result = BuyoutQuoteTermsSchema.safeParse({ ...terms, fees: 1.234 });
    expect(result.success).toBe(false);
    const byField = Object.fromEntries(
      result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(byField).toEqual({ fees: message('quote.terms.decimals', { places: 2 }) });
    const dates = BuyoutQuoteTermsSchema.safeParse({ ...terms, goodUntil: '2025-05-01' });
    expect(dates.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['goodUntil', message('buyout.goodUntil.before')],
    ]);
  });
});

describe('draftBuyoutTerms: a file’s first buyout quote', () => {
  it('takes the payments after today, the residual value and the outstanding balance from the file', () => {
    const file = {
      lease: {
        term: 3,
        rate: '0',
        monthlyPayment: 100,
        residualValue: 5_000,
        outstandingRepairFee: 150,
        firstPaymentDate: '2025-01-15T00:00:00.000Z',
      },
    };
    // At 0 %, three payments of $100: January 15 is past, February 15 and March 15 are due.
    expect(draftBuyoutTerms(file, '2025-02-01')).toEqual({
      quoteDate: '2025-02-01',
      goodUntil: '2025-02-11',
      remainingPayments: 200,
      residualValue: 5_000,
      earlyTerminationCharge: 0,
      outstandingBalance: 150,
      fees: 0,
    });
  });

  it('starts a file without terms at zero, and is always a quote the schema takes', () => {
    const draft = draftBuyoutTerms(
      { lease: { residualValue: 'n/a', outstandingRepairFee: -3 } },
      '2026-11-26',
    );
    expect(draft).toEqual({
      quoteDate: '2026-11-26',
      goodUntil: '2026-12-06',
      remainingPayments: 0,
      residualValue: 0,
      earlyTerminationCharge: 0,
      outstandingBalance: 0,
      fees: 0,
    });
    expect(BuyoutQuoteTermsSchema.safeParse(draft).success).toBe(true);
  });
});
