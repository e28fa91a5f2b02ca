import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addMonths,
  amortisedPayment,
  loanReceivableReport,
  loanReceivableSchedule,
  receivableTermsOfFile,
  type ReceivableRow,
} from './index.ts';

const row = (
  number: number,
  date: string,
  payment: number,
  interest: number,
  balance: number,
): ReceivableRow => ({
  number,
  date,
  payment,
  interest,
  principal: payment - interest,
  balance,
});

describe('loanReceivableSchedule: worked examples', () => {
  it('$10,000 at 12 % over 3 months: payments of $3,400.22, the last $3,400.23 takes the rounding', () => {
    // r = 1 % a month; payment = 10,000 × 0.01 / (1 − 1.01⁻³) = 3,400.2211 → 340,022 cents.
    // 1: interest 10,000 (1 % of 1,000,000), balance 1,000,000 − 330,022 = 669,978.
    // 2: interest 6,699.78 → 6,700, balance 669,978 − 333,322 = 336,656.
    // 3: interest 3,366.56 → 3,367, payment 336,656 + 3,367 = 340,023, balance 0.
    expect(
      loanReceivableSchedule({
        amountFinanced: 1_000_000,
        annualRate: 12,
        termMonths: 3,
        residual: 0,
        firstPaymentDate: '2025-01-31',
      }),
    ).toEqual([
      row(1, '2025-01-31', 340_022, 10_000, 669_978),
      row(2, '2025-02-28', 340_022, 6_700, 336_656),
      row(3, '2025-03-31', 340_023, 3_367, 0),
    ]);
  });

  it('a lease down to its residual: $10,000 to $4,000 at 12 % over 2 months', () => {
    // payment = (1,000,000 − 400,000 × 1.01⁻²) × 0.01 / (1 − 1.01⁻²) = 308,507.46 → 308,507.
    // 1: interest 10,000, balance 1,000,000 − 298,507 = 701,493.
    // 2: interest 7,014.93 → 7,015, payment 701,493 + 7,015 − 400,000 = 308,508, balance 400,000.
    expect(
      loanReceivableSchedule({
        amountFinanced: 1_000_000,
        annualRate: 12,
        termMonths: 2,
        residual: 400_000,
        firstPaymentDate: '2024-12-15',
      }),
    ).toEqual([
      row(1, '2024-12-15', 308_507, 10_000, 701_493),
      row(2, '2025-01-15', 308_508, 7_015, 400_000),
    ]);
  });

  it('at 0 %: equal thirds of $1,000, the last a cent more', () => {
    expect(
      loanReceivableSchedule({
        amountFinanced: 100_000,
        annualRate: 0,
        termMonths: 3,
        residual: 0,
        firstPaymentDate: '2025-03-01',
      }),
    ).toEqual([
      row(1, '2025-03-01', 33_333, 0, 66_667),
      row(2, '2025-04-01', 33_333, 0, 33_334),
      row(3, '2025-05-01', 33_334, 0, 0),
    ]);
  });

  it('always ends at the residual, principal adding up to what was financed less it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100_000, max: 1_000_000_000 }),
        fc.integer({ min: 0, max: 20_000 }).map((thousandths) => thousandths / 1000),
        fc.integer({ min: 1, max: 96 }),
        fc.integer({ min: 0, max: 60 }),
        (amountFinanced, annualRate, termMonths, residualPercent) => {
          const residual = Math.floor((amountFinanced * residualPercent) / 100);
          const terms = { amountFinanced, annualRate, termMonths, residual, firstPaymentDate: '2025-01-31' };
          const rows = loanReceivableSchedule(terms);
          const payment = amortisedPayment(terms);
          expect(rows).toHaveLength(termMonths);
          expect(rows.at(-1)!.balance).toBe(residual);
          expect(rows.reduce((sum, each) => sum + each.principal, 0)).toBe(amountFinanced - residual);
          for (const each of rows.slice(0, -1)) expect(each.payment).toBe(payment);
          // The last payment differs from the others by the rounding only: each month's (the
          // payment's and the interest's, a cent at most) grown at the rate to the end of the term.
          const rate = annualRate / 1200;
          const bound = rate === 0 ? termMonths : ((1 + rate) ** termMonths - 1) / rate;
          expect(Math.abs(rows.at(-1)!.payment - payment)).toBeLessThanOrEqual(Math.ceil(bound));
        },
      ),
    );
  });
});

describe('addMonths', () => {
  it.each([
    ['2025-01-31', 1, '2025-02-28'],
    ['2024-01-31', 1, '2024-02-29'],
    ['2025-01-31', 2, '2025-03-31'],
    ['2025-11-15', 3, '2026-02-15'],
    ['2025-12-01', 0, '2025-12-01'],
  ])('%s plus %d months is %s', (day, months, expected) => {
    expect(addMonths(day, months)).toBe(expected);
  });
});

describe('receivableTermsOfFile: the schedule of a file', () => {
  const file = {
    lease: {
      term: 36,
      rate: '5.99',
      monthlyPayment: 500,
      residualValue: 10_000,
      firstPaymentDate: '2025-01-15T00:00:00.000Z',
    },
  };

  it('finances what the file’s payment repays, so the schedule pays the file’s payment', () => {
    const { terms, missing } = receivableTermsOfFile(file);
    expect(missing).toEqual([]);
    expect(terms).toMatchObject({
      annualRate: 5.99,
      termMonths: 36,
      residual: 1_000_000,
      firstPaymentDate: '2025-01-15',
    });
    const rows = loanReceivableSchedule(terms!);
    expect(rows.slice(0, -1).every((each) => each.payment === 50_000)).toBe(true);
    // The last absorbs the cents the payment and each month's interest were rounded by.
    expect(Math.abs(rows.at(-1)!.payment - 50_000)).toBeLessThanOrEqual(36);
    expect(rows.at(-1)).toMatchObject({ date: '2027-12-15', balance: 1_000_000 });
  });

  it('names what a file lacks, a missing residual counting as none', () => {
    expect(receivableTermsOfFile({})).toEqual({
      missing: ['term', 'rate', 'monthlyPayment', 'firstPaymentDate'],
    });
    expect(
      receivableTermsOfFile({
        lease: {
          term: 0,
          rate: 'abc',
          monthlyPayment: -5,
          residualValue: -1,
          firstPaymentDate: '1900-01-01T00:00:00.000Z',
        },
      }).missing,
    ).toEqual(['term', 'rate', 'monthlyPayment', 'residualValue', 'firstPaymentDate']);
  });

  it('reports the totals of the schedule, and no rows for a file without terms', () => {
    const report = loanReceivableReport('7', file);
    expect(report.rows).toHaveLength(36);
    expect(report.totals.principal).toBe(report.terms!.amountFinanced - 1_000_000);
    expect(report.totals.payments).toBe(report.totals.principal + report.totals.interest);
    expect(loanReceivableReport('8', {})).toEqual({
      fileNo: '8',
      terms: null,
      missing: ['term', 'rate', 'monthlyPayment', 'firstPaymentDate'],
      rows: [],
      totals: { payments: 0, interest: 0, principal: 0 },
    });
  });
});
