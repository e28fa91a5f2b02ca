import { z } from 'zod';
import { isEmptyDate, toDateOnly, type DateInput } from './dates.ts';
import { parsePercentage } from './lease-file.ts';
import { LEASE_MAX_TERM_MONTHS, roundHalfUp, scaled } from './lease-quotes/terms.ts';
import { withoutPercentSign } from './strings.ts';

/**
 * A lease file's loan receivable report (`GET /loan-receivable-reports/{fileNo}`, doc 2 §1, §7):
 * what the lessee still owes, month by month, computed from the file's terms by standard
 * amortisation. The amount financed is repaid by equal monthly payments at the file's annual rate,
 * down to the residual value (0 for a loan); each month's interest is the balance × rate / 12,
 * rounded half up to the cent, the rest of the payment is principal, and the last payment absorbs
 * the rounding so the balance ends exactly at the residual value.
 */

/** What a receivable schedule is computed from. Amounts in whole cents. */
export interface ReceivableTerms {
  /** What is financed at the start, in cents. */
  amountFinanced: number;
  /** The annual rate, in percent (5.99 for 5.99 %), at most 3 decimals. */
  annualRate: number;
  /** The number of monthly payments. */
  termMonths: number;
  /** The balance left after the last payment (a lease's residual value; 0 for a loan), in cents. */
  residual: number;
  /** The day of the first payment, `YYYY-MM-DD`; the others fall on the same day of each month after. */
  firstPaymentDate: string;
}

const cents = () => z.number().int();

/** Schema of {@link ReceivableTerms}. */
export const ReceivableTermsSchema = z.object({
  amountFinanced: cents().nonnegative(),
  annualRate: z.number().min(0).max(100),
  termMonths: z.number().int().min(1).max(LEASE_MAX_TERM_MONTHS),
  residual: cents().nonnegative(),
  firstPaymentDate: z.iso.date(),
});

/** One month of a receivable schedule. Amounts in whole cents. */
export const ReceivableRowSchema = z.object({
  /** The payment's number, from 1. */
  number: z.number().int().min(1),
  /** The day it is due, `YYYY-MM-DD`. */
  date: z.iso.date(),
  /** What is paid. */
  payment: cents(),
  /** The part of it that is interest. */
  interest: cents(),
  /** The part of it that repays the balance. */
  principal: cents(),
  /** The balance after it. */
  balance: cents(),
});
/** One month of a receivable schedule. */
export type ReceivableRow = z.infer<typeof ReceivableRowSchema>;

/** `YYYY-MM-DD` plus whole months, the day kept or, past the month's end, its last day (Jan 31 → Feb 28). */
export function addMonths(isoDay: string, months: number): string {
  const [year, month, dayOfMonth] = isoDay.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${pad(targetYear, 4)}-${pad(targetMonth)}-${pad(Math.min(dayOfMonth, lastDay))}`;
}

/**
 * The level monthly payment that repays `amountFinanced` down to `residual` over the term at the
 * annual rate, in cents, rounded to the cent:
 * `(A − R·vⁿ) · r / (1 − vⁿ)` with `r` the monthly rate and `v = 1 / (1 + r)`; `(A − R) / n` at 0 %.
 */
export function amortisedPayment(terms: ReceivableTerms): number {
  const { amountFinanced, residual, termMonths } = terms;
  const rate = terms.annualRate / 1200;
  if (rate === 0) return Math.round((amountFinanced - residual) / termMonths);
  const discount = (1 + rate) ** -termMonths;
  return Math.round(((amountFinanced - residual * discount) * rate) / (1 - discount));
}

/**
 * The receivable schedule, month by month: each payment, its interest and principal, and the
 * balance after it. Every payment is {@link amortisedPayment} but the last, which is what is left
 * (the balance, its interest, less the residual), so the balance ends at the residual exactly.
 *
 * @example
 * loanReceivableSchedule({ amountFinanced: 1_000_000, annualRate: 12, termMonths: 3, residual: 0,
 *   firstPaymentDate: '2025-01-31' }).map((row) => [row.date, row.payment, row.balance])
 * // [['2025-01-31', 340022, 669978], ['2025-02-28', 340022, 336656], ['2025-03-31', 340023, 0]]
 */
export function loanReceivableSchedule(terms: ReceivableTerms): ReceivableRow[] {
  const payment = BigInt(amortisedPayment(terms));
  const rate = BigInt(Number(scaled(terms.annualRate, 3)));
  const residual = BigInt(terms.residual);
  const rows: ReceivableRow[] = [];
  let balance = BigInt(terms.amountFinanced);
  for (let number = 1; number <= terms.termMonths; number++) {
    // The rate in thousandths of a percent, a twelfth of it a month: out of 1,200,000.
    const interest = roundHalfUp(balance * rate, 1_200_000n);
    const paid = number === terms.termMonths ? balance + interest - residual : payment;
    const principal = paid - interest;
    balance -= principal;
    rows.push({
      number,
      date: addMonths(terms.firstPaymentDate, number - 1),
      payment: Number(paid),
      interest: Number(interest),
      principal: Number(principal),
      balance: Number(balance),
    });
  }
  return rows;
}

/** The fields of a file's `lease` group a receivable schedule is computed from. */
export const receivableFileFields = [
  'term',
  'rate',
  'monthlyPayment',
  'residualValue',
  'firstPaymentDate',
] as const;
/** A field of a file's `lease` group a receivable schedule needs. */
export type ReceivableFileField = (typeof receivableFileFields)[number];

/** A number a field holds, or undefined when it holds none. */
function numberIn(value: unknown): number | undefined {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : NaN;
  return Number.isFinite(number) ? number : undefined;
}

/**
 * A file's receivable terms, from its `lease` group: `term` (months), `rate` (a percentage),
 * `monthlyPayment` and `residualValue` (dollars) and `firstPaymentDate`. The amount financed is
 * what the file's monthly payment repays: the present value of its payments and of its residual at
 * the rate, to the cent, so the schedule's payments are the file's (the last one absorbing the rounding).
 * `missing` names the fields that are absent or unusable (then `terms` is undefined): a term of 1 to
 * {@link LEASE_MAX_TERM_MONTHS} months, a rate of 0 to 100, a payment above 0, a residual of 0 or
 * more (none counts as 0) and a first payment day.
 */
export function receivableTermsOfFile(fields: Readonly<Record<string, unknown>>): {
  terms?: ReceivableTerms;
  missing: ReceivableFileField[];
} {
  const lease = fields['lease'];
  const group = (lease !== null && typeof lease === 'object' ? lease : {}) as Record<string, unknown>;
  const missing: ReceivableFileField[] = [];
  const term = numberIn(group['term']);
  if (term === undefined || !Number.isInteger(term) || term < 1 || term > LEASE_MAX_TERM_MONTHS)
    missing.push('term');
  const rateValue = group['rate'];
  const rate = parsePercentage(rateValue);
  if (
    numberIn(typeof rateValue === 'string' ? withoutPercentSign(rateValue) : rateValue) === undefined ||
    rate < 0 ||
    rate > 100
  )
    missing.push('rate');
  const payment = numberIn(group['monthlyPayment']);
  if (payment === undefined || payment <= 0 || payment > 10_000_000) missing.push('monthlyPayment');
  const residualValue =
    group['residualValue'] === undefined || group['residualValue'] === ''
      ? 0
      : numberIn(group['residualValue']);
  if (residualValue === undefined || residualValue < 0 || residualValue > 10_000_000)
    missing.push('residualValue');
  const firstDate = group['firstPaymentDate'] as DateInput;
  const firstPaymentDate = isEmptyDate(firstDate) ? '' : toDateOnly(firstDate);
  if (firstPaymentDate === '') missing.push('firstPaymentDate');
  if (missing.length > 0) return { missing };

  const termMonths = term!;
  const annualRate = Math.round(rate * 1000) / 1000;
  const monthly = annualRate / 1200;
  const paymentCents = Math.round(payment! * 100);
  const residual = Math.round(residualValue! * 100);
  const discount = (1 + monthly) ** -termMonths;
  const amountFinanced = Math.round(
    monthly === 0
      ? paymentCents * termMonths + residual
      : (paymentCents * (1 - discount)) / monthly + residual * discount,
  );
  return { terms: { amountFinanced, annualRate, termMonths, residual, firstPaymentDate }, missing };
}

/** The whole of a schedule: what is paid, of it interest and principal. Cents. */
export const ReceivableTotalsSchema = z.object({
  payments: cents(),
  interest: cents(),
  principal: cents(),
});

/**
 * Answer of `GET /loan-receivable-reports/{fileNo}`: `{ loanReceivableReport }`, the file's terms
 * and schedule with its totals; a file without usable terms has `terms` null, `missing` naming the
 * `lease` fields to fill in, and no rows.
 */
export const LoanReceivableReportSchema = z.object({
  fileNo: z.string(),
  terms: ReceivableTermsSchema.nullable(),
  missing: z.array(z.enum(receivableFileFields)),
  rows: z.array(ReceivableRowSchema),
  totals: ReceivableTotalsSchema,
});
/** A file's loan receivable report. */
export type LoanReceivableReport = z.infer<typeof LoanReceivableReportSchema>;
/** Answer of `GET /loan-receivable-reports/{fileNo}`. */
export const LoanReceivableReportResponseSchema = z.object({
  loanReceivableReport: LoanReceivableReportSchema,
});
/** Answer of `GET /loan-receivable-reports/{fileNo}`. */
export type LoanReceivableReportResponse = z.infer<typeof LoanReceivableReportResponseSchema>;

/** A file's loan receivable report, from its fields. */
export function loanReceivableReport(
  fileNo: string,
  fields: Readonly<Record<string, unknown>>,
): LoanReceivableReport {
  const { terms, missing } = receivableTermsOfFile(fields);
  const rows = terms ? loanReceivableSchedule(terms) : [];
  const sum = (pick: (row: ReceivableRow) => number) => rows.reduce((total, row) => total + pick(row), 0);
  return {
    fileNo,
    terms: terms ?? null,
    missing,
    rows,
    totals: {
      payments: sum((row) => row.payment),
      interest: sum((row) => row.interest),
      principal: sum((row) => row.principal),
    },
  };
}
