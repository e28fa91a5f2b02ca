import { z } from 'zod';
import { DateTimeSchema, ProvinceSchema, type ProvinceCode } from './entities/common.ts';
import { formatDate } from './dates.ts';
import { message } from './messages.ts';
import { FileNoSchema } from './lease-file-search.ts';
import { receivableTermsOfFile, loanReceivableSchedule } from './loan-receivables.ts';
import { LEASE_TAXES_FROM, leaseTaxes, taxRateThousandths, type SalesTax } from './lease-quotes/taxes.ts';
import {
  dollars,
  LEASE_MAX_AMOUNT,
  LeaseTaxAmountSchema,
  roundHalfUp,
  scaled,
  type LeaseTaxAmount,
} from './lease-quotes/terms.ts';

/**
 * A lessor's buyout quote on a lease file (doc 2 §1, §7; issue 12): what the lessee pays to own the
 * vehicle now. The spec lists no fields; a buyout quote holds its date and the day it is good until,
 * the payments still due, the residual value, the early-termination charge, the outstanding balance
 * (the file's "Outstanding Balance", doc 2 §3) and fees, in dollars and cents as people type them;
 * the province's sales taxes on their sum come from the quote tool's table (`leaseTaxes`) on the
 * quote's date, and the file may be exempt from the provincial sales tax.
 *
 * One function computes the figures, {@link buyoutTotals}: the server answers with it and the screen
 * shows it live, so both come to the same cent.
 */

/** The days a new buyout quote is good for, from its date. */
export const BUYOUT_GOOD_FOR_DAYS = 10;

/**
 * The taxes a PST exemption removes: the provincial sales taxes (PST, Manitoba's RST, Quebec's QST).
 * GST is federal and HST is one harmonized tax, so an exempt buyout in Ontario still pays its HST.
 */
export const provincialSalesTaxes: readonly SalesTax[] = ['PST', 'QST'];

const day = (key: 'buyout.quoteDate' | 'buyout.goodUntil') =>
  z.iso.date({ error: () => message(key) }).refine((value) => value >= LEASE_TAXES_FROM, {
    error: () => message('buyout.date.tooEarly', { date: formatDate(LEASE_TAXES_FROM) }),
  });

/**
 * What a buyout quote's editor writes (body of `PUT /buyout-quotes/{fileNo}`): its dates
 * (`YYYY-MM-DD`, the good-until day on or after the quote's) and its amounts in dollars, each zero or
 * more with at most 2 decimals. Other fields sent with them (the figures, `pstExempt`) are ignored:
 * the server computes the figures, and the PST calls set the exemption.
 */
export const BuyoutQuoteTermsSchema = z
  .object({
    /** The day the quote is made: its tax rates apply. */
    quoteDate: day('buyout.quoteDate'),
    /** The last day the quote holds. */
    goodUntil: day('buyout.goodUntil'),
    /** The lease payments still due, together, in dollars. */
    remainingPayments: dollars(),
    /** The vehicle's residual value, in dollars. */
    residualValue: dollars(),
    /** The charge for ending the lease early, in dollars. */
    earlyTerminationCharge: dollars(),
    /** What the lessee still owes besides the payments (the file's outstanding balance), in dollars. */
    outstandingBalance: dollars(),
    /** Fees (administration, registration), in dollars. */
    fees: dollars(),
  })
  .superRefine((terms, context) => {
    // Only two real days compare: a quote date that is no day has its own error.
    if (context.issues.some((issue) => issue.path?.[0] === 'quoteDate' || issue.path?.[0] === 'goodUntil'))
      return;
    if (terms.goodUntil < terms.quoteDate)
      context.addIssue({ code: 'custom', path: ['goodUntil'], message: message('buyout.goodUntil.before') });
  });
/** What a buyout quote's editor writes. */
export type BuyoutQuoteTerms = z.infer<typeof BuyoutQuoteTermsSchema>;

/** The amounts of {@link BuyoutQuoteTerms}, in the order a quote lists them. */
export const buyoutAmounts = [
  'remainingPayments',
  'residualValue',
  'earlyTerminationCharge',
  'outstandingBalance',
  'fees',
] as const;
/** An amount of a buyout quote. */
export type BuyoutAmount = (typeof buyoutAmounts)[number];

const cents = () => z.number().int().nonnegative();

/** The figures of a buyout quote, in whole cents. */
export const BuyoutTotalsSchema = z.object({
  /** The amounts together: what the taxes are charged on. */
  subtotal: cents(),
  /** Each tax on the subtotal, federal first; the provincial sales tax left out when exempt. */
  taxes: z.array(LeaseTaxAmountSchema),
  /** The taxes together. */
  totalTaxes: cents(),
  /** Subtotal plus taxes: what the lessee pays. */
  total: cents(),
});
/** The figures of a buyout quote, in cents. */
export type BuyoutTotals = z.infer<typeof BuyoutTotalsSchema>;

/**
 * A buyout quote's figures in a province, every amount in whole cents; undefined when the terms are
 * not valid or the tax table does not know the province's taxes on the quote's date.
 *
 * - subtotal = remaining payments + residual value + early-termination charge + outstanding
 *   balance + fees;
 * - each tax = subtotal × its rate (`leaseTaxes` on the quote date, for a vehicle priced at the
 *   subtotal: British Columbia's PST rises with the price), rounded half up to the cent, never on
 *   another tax; when `pstExempt`, the provincial sales taxes ({@link provincialSalesTaxes}) are
 *   left out;
 * - total = subtotal + taxes.
 *
 * @example
 * buyoutTotals({ quoteDate: '2025-06-01', goodUntil: '2025-06-11', remainingPayments: 4_000,
 *   residualValue: 15_000, earlyTerminationCharge: 500, outstandingBalance: 0, fees: 0 }, 'ON', false)?.total
 * // 2203500 ($19,500.00 and $2,535.00 of HST)
 */
export function buyoutTotals(
  terms: BuyoutQuoteTerms,
  province: ProvinceCode,
  pstExempt: boolean,
): BuyoutTotals | undefined {
  const parsed = BuyoutQuoteTermsSchema.safeParse(terms);
  if (!parsed.success) return undefined;
  const valid = parsed.data;
  const subtotal = buyoutAmounts.reduce((sum, amount) => sum + scaled(valid[amount], 2), 0n);
  const applied = leaseTaxes(province, { on: valid.quoteDate, vehiclePrice: Number(subtotal) / 100 });
  if (!applied) return undefined;
  const taxes: LeaseTaxAmount[] = applied
    .filter((tax) => !(pstExempt && provincialSalesTaxes.includes(tax.tax)))
    .map((tax) => ({
      ...tax,
      // A rate in thousandths of a percent is out of 100,000.
      amount: Number(roundHalfUp(subtotal * BigInt(taxRateThousandths(tax.rate)), 100_000n)),
    }));
  const totalTaxes = taxes.reduce((sum, tax) => sum + tax.amount, 0);
  return {
    subtotal: Number(subtotal),
    taxes,
    totalTaxes,
    total: Number(subtotal) + totalTaxes,
  };
}

/**
 * A buyout quote as the API answers it (`GET`, `PUT /buyout-quotes/{fileNo}`, the PST calls): the
 * file's number and province, whether it is PST exempt, the terms, and the figures
 * ({@link buyoutTotals}; null when the file has no province or the table has no rates for the day),
 * with when and by whom it was last saved (null for a quote drafted from the file, not saved yet).
 */
export const BuyoutQuoteSchema = z.object({
  fileNo: z.string(),
  province: ProvinceSchema.nullable(),
  pstExempt: z.boolean(),
  ...BuyoutQuoteTermsSchema.shape,
  totals: BuyoutTotalsSchema.nullable(),
  savedAt: DateTimeSchema.nullable(),
  savedBy: z.string().nullable(),
});
/** A buyout quote as the API answers it. */
export type BuyoutQuote = z.infer<typeof BuyoutQuoteSchema>;

/** Answer of the buyout-quote calls: `{ buyoutQuote }`. */
export const BuyoutQuoteResponseSchema = z.object({ buyoutQuote: BuyoutQuoteSchema });
/** Answer of the buyout-quote calls. */
export type BuyoutQuoteResponse = z.infer<typeof BuyoutQuoteResponseSchema>;

/**
 * Path parameter `{id}` of the calls on a file's buyout quote, loan receivable report and banking
 * info list (`/buyout-quotes/{id}`, `/loan-receivable-reports/{id}`, `GET /banking-info/{id}`): the
 * file's number. A file has one of each, and the spec names its PST calls by `{fileNo}`.
 */
export const FileIdParamsSchema = z.object({ id: FileNoSchema });

/** Body of `PUT /buyout-quotes/pstExempt/{fileNo}` and `/pstNotExempt/{fileNo}`: `{ fileNo }` (doc 2 §7). */
export const BuyoutPstBodySchema = z.object({ fileNo: FileNoSchema });

/** The province of a file's `province` attribute, or null when it names none. */
export function fileProvince(fields: Readonly<Record<string, unknown>>): ProvinceCode | null {
  const parsed = ProvinceSchema.safeParse(fields['province']);
  return parsed.success ? parsed.data : null;
}

/** An amount read from a file's field as dollars with at most 2 decimals, or 0. */
function fileDollars(value: unknown): number {
  const amount = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  if (!Number.isFinite(amount) || amount < 0 || amount > LEASE_MAX_AMOUNT) return 0;
  return Math.round(amount * 100) / 100;
}

/** `YYYY-MM-DD` plus a number of days. */
function addDays(isoDay: string, days: number): string {
  return new Date(Date.parse(`${isoDay}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The buyout quote a file starts with, before one is saved: dated `today` and good for
 * {@link BUYOUT_GOOD_FOR_DAYS} days; the payments the file's receivable schedule has after today,
 * the file's residual value and outstanding balance (`lease.residualValue`,
 * `lease.outstandingRepairFee`); no early-termination charge or fees. Amounts a file does not hold
 * are 0.
 */
export function draftBuyoutTerms(fields: Readonly<Record<string, unknown>>, today: string): BuyoutQuoteTerms {
  const lease = fields['lease'];
  const group = (lease !== null && typeof lease === 'object' ? lease : {}) as Record<string, unknown>;
  const receivable = receivableTermsOfFile(fields);
  const remainingCents = receivable.terms
    ? loanReceivableSchedule(receivable.terms)
        .filter((row) => row.date > today)
        .reduce((sum, row) => sum + row.payment, 0)
    : 0;
  const quoteDate = today >= LEASE_TAXES_FROM ? today : LEASE_TAXES_FROM;
  return {
    quoteDate,
    goodUntil: addDays(quoteDate, BUYOUT_GOOD_FOR_DAYS),
    remainingPayments: fileDollars(remainingCents / 100),
    residualValue: fileDollars(group['residualValue']),
    earlyTerminationCharge: 0,
    outstandingBalance: fileDollars(group['outstandingRepairFee']),
    fees: 0,
  };
}

/**
 * A file's buyout quote as it is kept: its terms (null until first saved: the PST calls may come
 * first), whether the file is PST exempt, and when and by whom the terms were last saved.
 */
export interface StoredBuyoutQuote {
  terms: BuyoutQuoteTerms | null;
  pstExempt: boolean;
  savedAt: Date | null;
  savedBy: string;
}

/**
 * A file's buyout quote as the API answers it, the screen shows it and the PDF prints it: the
 * terms saved, or until then the draft the file starts with ({@link draftBuyoutTerms} as of
 * `today`); the exemption kept (none before any); the figures by {@link buyoutTotals} in the file's
 * province as it is now (null when it names none or the table has no rates for the day).
 */
export function fileBuyoutQuote(
  fields: Readonly<Record<string, unknown>>,
  stored: StoredBuyoutQuote | undefined,
  today: string,
): BuyoutQuote {
  const terms = stored?.terms ?? draftBuyoutTerms(fields, today);
  const province = fileProvince(fields);
  const pstExempt = stored?.pstExempt ?? false;
  const savedAt = stored?.savedAt ?? null;
  return {
    fileNo: String(fields['fileNo']),
    province,
    pstExempt,
    ...terms,
    totals: province === null ? null : (buyoutTotals(terms, province, pstExempt) ?? null),
    savedAt: savedAt?.toISOString() ?? null,
    savedBy: savedAt ? stored!.savedBy : null,
  };
}

/**
 * A file's buyout quote as of `today`, for whoever must see today's figure (the client's dashboard):
 * the saved quote while `today` is within its dates (from its quote date to its good-until day),
 * else the draft the file starts with today ({@link draftBuyoutTerms}), keeping the file's PST
 * exemption. Figures by {@link fileBuyoutQuote}, as the back office's.
 */
export function currentBuyoutQuote(
  fields: Readonly<Record<string, unknown>>,
  stored: StoredBuyoutQuote | undefined,
  today: string,
): BuyoutQuote {
  const holds = stored?.terms && stored.terms.quoteDate <= today && today <= stored.terms.goodUntil;
  return fileBuyoutQuote(
    fields,
    stored && !holds ? { terms: null, pstExempt: stored.pstExempt, savedAt: null, savedBy: '' } : stored,
    today,
  );
}

/** The day as `YYYY-MM-DD` in UTC, the server's "today" for a new quote. */
export function buyoutToday(now: Date): string {
  return now.toISOString().slice(0, 10);
}
