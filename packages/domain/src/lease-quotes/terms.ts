import { z } from 'zod';
import type { ProvinceCode } from '../entities/common.ts';
import { formatDate } from '../dates.ts';
import { formatMoney } from '../money.ts';
import { message } from '../messages.ts';
import { activeLocale } from '../locale.ts';
import type { MessageParams } from '../message-format.ts';
import {
  LEASE_TAXES_FROM,
  leaseTaxes,
  SalesTaxSchema,
  TaxLabelSchema,
  TaxRateSchema,
  taxRateThousandths,
} from './taxes.ts';

/**
 * The lease terms of a revision and the monthly payment they come to. The terms are in dollars and
 * percent, as people type them; every figure of the payment is a whole number of cents.
 *
 * The arithmetic is exact: amounts are read as whole cents, the residual as hundredths of a percent,
 * the rate and the tax rates as thousandths of a percent, and everything is computed on BigInt,
 * rounding half up to the cent once per figure a quote shows (residual value, depreciation, rent
 * charge, each tax). No floating-point result is ever rounded, so the server and the browser come to
 * the same cent.
 */

/** The largest price, down payment, trade-in or fees a quote takes, in dollars. */
export const LEASE_MAX_AMOUNT = 10_000_000;
/** The shortest lease term, in months. */
export const LEASE_MIN_TERM_MONTHS = 1;
/** The longest lease term, in months. */
export const LEASE_MAX_TERM_MONTHS = 96;
/** The most kilometres a year a lease allows. */
export const LEASE_MAX_ANNUAL_KILOMETRES = 200_000;

export { formatMoney };

/**
 * Whether a number has at most `places` decimals, floating-point noise aside (`0.1 + 0.2` is 0.3;
 * 1.005 has 3 decimals). Both sides then read it with {@link scaled}, so they agree to the cent.
 * A number other than zero that is less than half its last decimal (`1e-300` dollars) has more
 * decimals, not none: read as 0 cents, it would pass a "more than zero" rule and be stored as 0.
 */
export function hasAtMostDecimals(value: number, places: number): boolean {
  const units = value * 10 ** places;
  const whole = Math.round(units);
  return Math.abs(units - whole) < 1e-6 && (whole !== 0 || value === 0);
}

/** A number with at most `places` decimals as a whole number of its last decimal (dollars → cents). */
export function scaled(value: number, places: number): bigint {
  return BigInt(Math.round(value * 10 ** places));
}

/** `numerator / denominator` (denominator > 0) rounded to the nearest whole number, halves up. */
export function roundHalfUp(numerator: bigint, denominator: bigint): bigint {
  const twice = 2n * numerator + denominator;
  const quotient = twice / (2n * denominator);
  // BigInt division truncates toward zero; below zero, floor is one less when there is a remainder.
  return twice < 0n && twice % (2n * denominator) !== 0n ? quotient - 1n : quotient;
}

const decimalsError = (places: number) => () => message('quote.terms.decimals', { places });
const priceError = () => message('quote.terms.sellingPrice');
const amountError = () => message('quote.terms.amount');
const maxError = (key: 'quote.terms.sellingPrice.max' | 'quote.terms.amount.max') => () =>
  message(key, { max: formatMoney(LEASE_MAX_AMOUNT * 100) });

/** An amount in dollars and cents, zero or more, at most {@link LEASE_MAX_AMOUNT}. */
export const dollars = () =>
  z
    .number({ error: amountError })
    .min(0, { error: amountError })
    .max(LEASE_MAX_AMOUNT, { error: maxError('quote.terms.amount.max') })
    .refine((value) => hasAtMostDecimals(value, 2), { error: decimalsError(2) });

const termError = () =>
  message('quote.terms.termMonths', { min: LEASE_MIN_TERM_MONTHS, max: LEASE_MAX_TERM_MONTHS });
const kilometresError = () =>
  message('quote.terms.annualKilometres', {
    max: new Intl.NumberFormat(activeLocale()).format(LEASE_MAX_ANNUAL_KILOMETRES),
  });
const residualError = () => message('quote.terms.residualPercent');
const rateError = () => message('quote.terms.rate');

/** The dollar figures of the terms in cents, and what they make up, exactly. */
function capitalizedCosts(terms: LeaseTerms) {
  const sellingPrice = scaled(terms.sellingPrice, 2);
  const gross = sellingPrice + scaled(terms.fees, 2);
  const reduction = scaled(terms.downPayment, 2) + scaled(terms.tradeIn, 2);
  // The residual percent has at most 2 decimals: hundredths of a percent, out of 10,000.
  const residual = roundHalfUp(sellingPrice * scaled(terms.residualPercent, 2), 10_000n);
  return { gross, reduction, adjusted: gross - reduction, residual };
}

/**
 * The lease terms of a revision. Amounts are in dollars with at most 2 decimals; `residualPercent`
 * (the residual value as a percent of the selling price) has at most 2 decimals and `rate` (the
 * annual rate, in percent) at most 3. `quotedOn` is the day whose tax rates apply, on or after
 * {@link LEASE_TAXES_FROM}. The down payment and trade-in together may not leave less than the
 * residual value to finance; the error is the down payment's.
 */
export const LeaseTermsSchema = z
  .object({
    /** The vehicle's selling price, in dollars: more than zero, at most {@link LEASE_MAX_AMOUNT}. */
    sellingPrice: z
      .number({ error: priceError })
      .gt(0, { error: priceError })
      .max(LEASE_MAX_AMOUNT, { error: maxError('quote.terms.sellingPrice.max') })
      .refine((value) => hasAtMostDecimals(value, 2), { error: decimalsError(2) }),
    /** The down payment, in dollars. */
    downPayment: dollars(),
    /** The trade-in allowance, in dollars. */
    tradeIn: dollars(),
    /** The fees added to the amount financed (capitalized fees), in dollars. */
    fees: dollars(),
    /** The lease term, in whole months. */
    termMonths: z
      .number({ error: termError })
      .int({ error: termError })
      .min(LEASE_MIN_TERM_MONTHS, { error: termError })
      .max(LEASE_MAX_TERM_MONTHS, { error: termError }),
    /** The kilometres a year the lease allows. */
    annualKilometres: z
      .number({ error: kilometresError })
      .int({ error: kilometresError })
      .min(0, { error: kilometresError })
      .max(LEASE_MAX_ANNUAL_KILOMETRES, { error: kilometresError }),
    /** The residual value, as a percent of the selling price. */
    residualPercent: z
      .number({ error: residualError })
      .min(0, { error: residualError })
      .max(100, { error: residualError })
      .refine((value) => hasAtMostDecimals(value, 2), { error: decimalsError(2) }),
    /** The annual rate, in percent (5.99 for 5.99 %). */
    rate: z
      .number({ error: rateError })
      .min(0, { error: rateError })
      .max(100, { error: rateError })
      .refine((value) => hasAtMostDecimals(value, 3), { error: decimalsError(3) }),
    /** The day the lease is quoted on, `YYYY-MM-DD`: its tax rates apply. */
    quotedOn: z.iso
      .date({ error: () => message('validation.dateFormat') })
      .refine((day) => day >= LEASE_TAXES_FROM, {
        error: () => message('quote.terms.quotedOn.tooEarly', { date: formatDate(LEASE_TAXES_FROM) }),
      }),
  })
  .superRefine((terms, context) => {
    // Only once every figure is valid: the down payment's limit is computed from the others.
    if (context.issues.length > 0) return;
    const { gross, reduction, residual } = capitalizedCosts(terms);
    if (reduction <= gross - residual) return;
    context.addIssue({
      code: 'custom',
      path: ['downPayment'],
      message: message('quote.terms.downPayment.tooMuch', { max: formatMoney(Number(gross - residual)) }),
    });
  });
/** The lease terms of a revision. */
export type LeaseTerms = z.infer<typeof LeaseTermsSchema>;

const centsError = () => message('quote.terms.cents');
/** An amount of the payment: whole cents, zero or more. */
const cents = () =>
  z.number({ error: centsError }).int({ error: centsError }).nonnegative({ error: centsError });

/** A sales tax on the monthly payment: its kind, name on the quote, rate and amount in cents. */
export const LeaseTaxAmountSchema = z.object({
  tax: SalesTaxSchema,
  label: TaxLabelSchema,
  rate: TaxRateSchema,
  amount: cents(),
});
/** A sales tax on the monthly payment. */
export type LeaseTaxAmount = z.infer<typeof LeaseTaxAmountSchema>;

/**
 * The monthly payment of a lease, as {@link leasePayment} computes it from the terms: every amount
 * in whole cents.
 */
export const LeasePaymentSchema = z.object({
  /** Selling price plus fees. */
  grossCapitalizedCost: cents(),
  /** Down payment plus trade-in. */
  capitalizedCostReduction: cents(),
  /** Gross capitalized cost less the reduction: the amount financed. */
  adjustedCapitalizedCost: cents(),
  /** The selling price × the residual percent: what the vehicle is worth at the end of the lease. */
  residualValue: cents(),
  /** The monthly share of what the vehicle loses: (adjusted capitalized cost − residual) / term. */
  depreciation: cents(),
  /** The monthly finance charge: (adjusted capitalized cost + residual) × rate / 2400. */
  rentCharge: cents(),
  /** Depreciation plus rent charge: the payment before taxes. */
  basePayment: cents(),
  /** Each sales tax on the base payment, federal first. */
  taxes: z.array(LeaseTaxAmountSchema),
  /** The sum of the taxes. */
  totalTaxes: cents(),
  /** Base payment plus taxes: what is paid each month. */
  monthlyPayment: cents(),
});
/** The monthly payment of a lease, in cents. */
export type LeasePayment = z.infer<typeof LeasePaymentSchema>;

/**
 * The monthly payment of a lease in a province, every amount in whole cents; undefined when
 * {@link LeaseTermsSchema} refuses the terms (valid terms always have their taxes).
 *
 * - gross capitalized cost = selling price + fees; reduction = down payment + trade-in;
 *   adjusted capitalized cost = gross − reduction;
 * - residual value = selling price × residual percent / 100;
 * - depreciation = (adjusted capitalized cost − residual value) / term;
 * - rent charge = (adjusted capitalized cost + residual value) × rate / 2400 (the money factor);
 * - base payment = depreciation + rent charge;
 * - each tax = base payment × its rate (`leaseTaxes` on `quotedOn`, for the selling price), never
 *   on another tax; monthly payment = base payment + taxes.
 *
 * Residual value, depreciation, rent charge and each tax are each rounded half up to the cent, so
 * the figures a quote shows add up exactly.
 *
 * @example
 * leasePayment({ sellingPrice: 35_000, fees: 1_000, downPayment: 3_000, tradeIn: 2_000, termMonths: 48,
 *   annualKilometres: 20_000, residualPercent: 55, rate: 5.99, quotedOn: '2025-06-01' }, 'ON')?.monthlyPayment
 * // 41834 ($418.34: $370.21 and $48.13 of HST)
 */
export function leasePayment(terms: LeaseTerms, province: ProvinceCode): LeasePayment | undefined {
  const parsed = LeaseTermsSchema.safeParse(terms);
  if (!parsed.success) return undefined;
  const valid = parsed.data;
  const applied = leaseTaxes(province, { on: valid.quotedOn, vehiclePrice: valid.sellingPrice });
  if (!applied) return undefined;
  const { gross, reduction, adjusted, residual } = capitalizedCosts(valid);
  const depreciation = roundHalfUp(adjusted - residual, BigInt(valid.termMonths));
  // The rate in thousandths of a percent; the money factor is rate / 2400.
  const rentCharge = roundHalfUp((adjusted + residual) * scaled(valid.rate, 3), 2400n * 1000n);
  const basePayment = depreciation + rentCharge;
  // A tax rate in thousandths of a percent is out of 100,000.
  const taxes = applied.map((tax) => ({
    ...tax,
    amount: roundHalfUp(basePayment * BigInt(taxRateThousandths(tax.rate)), 100_000n),
  }));
  const totalTaxes = taxes.reduce((sum, tax) => sum + tax.amount, 0n);
  return {
    grossCapitalizedCost: Number(gross),
    capitalizedCostReduction: Number(reduction),
    adjustedCapitalizedCost: Number(adjusted),
    residualValue: Number(residual),
    depreciation: Number(depreciation),
    rentCharge: Number(rentCharge),
    basePayment: Number(basePayment),
    taxes: taxes.map((tax) => ({ ...tax, amount: Number(tax.amount) })),
    totalTaxes: Number(totalTaxes),
    monthlyPayment: Number(basePayment + totalTaxes),
  };
}

/** A monthly payment sent that is not the one the terms come to, and the message that says so. */
export interface PaymentDisagreement {
  /** The monthly payment sent, in cents. */
  claimed: number;
  /** The payment the terms come to; undefined when the terms are not valid. */
  computed: LeasePayment | undefined;
  /** The catalogue's message: the payment the terms come to, or that the terms are not valid. */
  key: 'quote.terms.payment.differs' | 'quote.terms.invalid';
  /** The message's values: the computed and the claimed payments, as dollars. */
  params: MessageParams;
}

/**
 * How a monthly payment sent (in cents, by a browser or another client) differs from the one the
 * terms come to in the province, or undefined when it is exactly that payment. The server computes
 * the payment itself; this tells it whether to refuse the figure it was sent.
 *
 * @example
 * const disagreement = paymentDisagreement(terms, 'ON', body.payment.monthlyPayment);
 * if (disagreement) reply.code(409).send({ message: message(disagreement.key, disagreement.params) });
 */
export function paymentDisagreement(
  terms: LeaseTerms,
  province: ProvinceCode,
  claimedMonthlyPayment: number,
): PaymentDisagreement | undefined {
  const computed = leasePayment(terms, province);
  if (!computed) return { claimed: claimedMonthlyPayment, computed, key: 'quote.terms.invalid', params: {} };
  if (computed.monthlyPayment === claimedMonthlyPayment) return undefined;
  return {
    claimed: claimedMonthlyPayment,
    computed,
    key: 'quote.terms.payment.differs',
    params: {
      computed: formatMoney(computed.monthlyPayment),
      claimed: formatMoney(claimedMonthlyPayment),
    },
  };
}
