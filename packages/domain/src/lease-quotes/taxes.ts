import { z } from 'zod';
import { provinceCodes, type ProvinceCode } from '../entities/common.ts';
import { activeLocale } from '../locale.ts';
import { message } from '../messages.ts';

/**
 * The sales taxes on the monthly payments of a leased passenger vehicle, by province or territory,
 * kept as data with the dates they apply from and until, so that a rate change is one more row and
 * a quote keeps the rates of the day it was quoted on.
 *
 * Rates are exact decimal strings of a percent (`'13'`, `'9.975'`), never floats: a rate has at most
 * 3 decimals, so the payment arithmetic reads it as a whole number of thousandths of a percent
 * (`taxRateThousandths`) and no rounding error can creep in. Each tax is charged on the payment
 * alone, never on another tax (Quebec's QST on the payment without GST).
 */

/** The kinds of sales tax: federal GST, harmonized HST, provincial PST and Quebec's QST. */
export const salesTaxes = ['GST', 'HST', 'PST', 'QST'] as const;
/** A kind of sales tax. */
export type SalesTax = (typeof salesTaxes)[number];
/** Schema of {@link SalesTax}. */
export const SalesTaxSchema = z.enum(salesTaxes, {
  error: () => message('quote.terms.tax.invalid', { taxes: salesTaxes.join(', ') }),
});

/**
 * What a tax is called on a quote: its kind, except where a province names it otherwise (Manitoba's
 * PST is its Retail Sales Tax, RST). Show one with {@link taxLabel}.
 */
export const taxLabels = [...salesTaxes, 'RST'] as const;
/** The name of a tax on a quote. */
export type TaxLabel = (typeof taxLabels)[number];
/** Schema of {@link TaxLabel}. */
export const TaxLabelSchema = z.enum(taxLabels, {
  error: () => message('quote.terms.tax.invalid', { taxes: taxLabels.join(', ') }),
});

/** The most decimals a tax rate has (Quebec's 9.975 %). */
export const TAX_RATE_DECIMALS = 3;

/**
 * A tax rate: a percent as an exact decimal string, 0 to 100 with at most 3 decimals (`'13'`,
 * `'9.975'`).
 */
export const TaxRateSchema = z
  .string({ error: () => message('quote.terms.taxRate') })
  .regex(/^(?:100|[1-9]?\d)(?:\.\d{1,3})?$/, { error: () => message('quote.terms.taxRate') })
  .refine((rate) => Number(rate) <= 100, { error: () => message('quote.terms.taxRate') });
/** A tax rate, a percent as an exact decimal string. */
export type TaxRate = z.infer<typeof TaxRateSchema>;

/**
 * A tax rate as a whole number of thousandths of a percent, exactly: `'13'` is 13000 and `'9.975'`
 * is 9975. A tax of `amount × rate` is `amount × taxRateThousandths(rate) / 100000`.
 */
export function taxRateThousandths(rate: string): number {
  const [whole = '0', fraction = ''] = rate.split('.');
  return Number(whole) * 1000 + Number(fraction.padEnd(TAX_RATE_DECIMALS, '0'));
}

/** A row of {@link leaseTaxTable}: one tax of a province, at one rate, for a span of dates and prices. */
export interface LeaseTaxEntry {
  /** The province or territory where the vehicle is leased. */
  province: ProvinceCode;
  /** The kind of tax. */
  tax: SalesTax;
  /** What the province calls it, when not {@link tax}: Manitoba's PST is its RST. */
  label?: TaxLabel;
  /** The rate, a percent as an exact decimal string (see {@link TaxRateSchema}). */
  rate: TaxRate;
  /** The first day the rate applies, `YYYY-MM-DD`. */
  from: string;
  /** The last day the rate applies, `YYYY-MM-DD`; it still applies when absent. */
  until?: string;
  /** The lowest vehicle price, in dollars, the rate applies to; any price when absent. */
  priceFrom?: number;
  /** The vehicle price, in dollars, from which the rate no longer applies; no limit when absent. */
  priceBelow?: number;
}

/**
 * The sales taxes on the lease payments of a passenger vehicle, in every province and territory.
 * Each row applies from its first day to its last (both included); the rows of a province list
 * its federal tax first. The table starts where the rates in force now started; before a
 * province's first rates ({@link leaseTaxesKnownFrom}) its taxes are unknown here.
 *
 * British Columbia's PST on a passenger vehicle rises with the vehicle's price: 7 % under $55,000,
 * 8 % from $55,000 to $55,999.99, 9 % from $56,000 to $56,999.99 and 10 % from $57,000.
 */
export const leaseTaxTable: readonly LeaseTaxEntry[] = [
  // Harmonized sales tax: one tax, federal and provincial together.
  { province: 'ON', tax: 'HST', rate: '13', from: '2010-07-01' },
  { province: 'NB', tax: 'HST', rate: '15', from: '2016-07-01' },
  { province: 'NL', tax: 'HST', rate: '15', from: '2016-07-01' },
  { province: 'PE', tax: 'HST', rate: '15', from: '2016-10-01' },
  { province: 'NS', tax: 'HST', rate: '15', from: '2010-07-01', until: '2025-03-31' },
  { province: 'NS', tax: 'HST', rate: '14', from: '2025-04-01' },

  // GST and the provincial sales tax. British Columbia's GST and PST replaced its HST on 2013-04-01.
  { province: 'BC', tax: 'GST', rate: '5', from: '2013-04-01' },
  { province: 'BC', tax: 'PST', rate: '7', from: '2013-04-01', priceBelow: 55_000 },
  { province: 'BC', tax: 'PST', rate: '8', from: '2013-04-01', priceFrom: 55_000, priceBelow: 56_000 },
  { province: 'BC', tax: 'PST', rate: '9', from: '2013-04-01', priceFrom: 56_000, priceBelow: 57_000 },
  { province: 'BC', tax: 'PST', rate: '10', from: '2013-04-01', until: '2022-06-30', priceFrom: 57_000 },
  // From July 2022, the luxury rates rise again above $125,000 and $150,000.
  { province: 'BC', tax: 'PST', rate: '10', from: '2022-07-01', priceFrom: 57_000, priceBelow: 125_000 },
  { province: 'BC', tax: 'PST', rate: '15', from: '2022-07-01', priceFrom: 125_000, priceBelow: 150_000 },
  { province: 'BC', tax: 'PST', rate: '20', from: '2022-07-01', priceFrom: 150_000 },
  { province: 'SK', tax: 'GST', rate: '5', from: '2008-01-01' },
  { province: 'SK', tax: 'PST', rate: '6', from: '2017-03-23' },
  { province: 'MB', tax: 'GST', rate: '5', from: '2008-01-01' },
  { province: 'MB', tax: 'PST', label: 'RST', rate: '7', from: '2019-07-01' },

  // GST and Quebec's QST, which is charged on the payment without the GST.
  { province: 'QC', tax: 'GST', rate: '5', from: '2008-01-01' },
  { province: 'QC', tax: 'QST', rate: '9.975', from: '2013-01-01' },

  // GST alone.
  { province: 'AB', tax: 'GST', rate: '5', from: '2008-01-01' },
  { province: 'YT', tax: 'GST', rate: '5', from: '2008-01-01' },
  { province: 'NT', tax: 'GST', rate: '5', from: '2008-01-01' },
  { province: 'NU', tax: 'GST', rate: '5', from: '2008-01-01' },
];

/**
 * The first day {@link leaseTaxTable} knows all of a province's taxes: the latest of the first days
 * of its kinds of tax (Saskatchewan's GST rows go back to 2008, its PST of 6 % to 2017-03-23).
 */
export function leaseTaxesKnownFrom(province: ProvinceCode): string {
  const firstDays = new Map<SalesTax, string>();
  for (const entry of leaseTaxTable) {
    if (entry.province !== province) continue;
    const first = firstDays.get(entry.tax);
    if (first === undefined || entry.from < first) firstDays.set(entry.tax, entry.from);
  }
  return [...firstDays.values()].reduce((latest, day) => (day > latest ? day : latest));
}

/**
 * The first day the table knows the taxes of every province and territory (Manitoba's RST of 7 %,
 * 2019-07-01). A lease quoted on or after it always has its taxes.
 */
export const LEASE_TAXES_FROM: string = provinceCodes
  .map(leaseTaxesKnownFrom)
  .reduce((latest, day) => (day > latest ? day : latest));

/** A tax on a lease payment: its kind, its name on the quote and its rate. */
export interface AppliedTax {
  /** The kind of tax. */
  tax: SalesTax;
  /** Its name on the quote; show it with {@link taxLabel}. */
  label: TaxLabel;
  /** The rate, a percent as an exact decimal string. */
  rate: TaxRate;
}

/** What decides the taxes of a lease payment besides the province. */
export interface LeaseTaxQuery {
  /** The day whose rates apply, `YYYY-MM-DD`: the day the lease is quoted on. */
  on: string;
  /** The vehicle's price in dollars (British Columbia's PST rises with it). */
  vehiclePrice: number;
}

/**
 * The sales taxes on a lease payment in a province on a day, each with its rate, federal tax
 * first; or undefined when the table does not know the province's taxes that day (before
 * {@link leaseTaxesKnownFrom}, or a day not written `YYYY-MM-DD`), so a missing rate is never
 * taken for no tax.
 *
 * @example
 * leaseTaxes('QC', { on: '2025-06-01', vehiclePrice: 40_000 })
 * // [{ tax: 'GST', label: 'GST', rate: '5' }, { tax: 'QST', label: 'QST', rate: '9.975' }]
 */
export function leaseTaxes(
  province: ProvinceCode,
  { on, vehiclePrice }: LeaseTaxQuery,
): AppliedTax[] | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(on) || on < leaseTaxesKnownFrom(province)) return undefined;
  return leaseTaxTable
    .filter(
      (entry) =>
        entry.province === province &&
        entry.from <= on &&
        (entry.until === undefined || on <= entry.until) &&
        (entry.priceFrom === undefined || vehiclePrice >= entry.priceFrom) &&
        (entry.priceBelow === undefined || vehiclePrice < entry.priceBelow),
    )
    .map(({ tax, label = tax, rate }) => ({ tax, label, rate }));
}

/**
 * The name of a tax as a quote shows it.
 *
 * @example taxLabel('RST') // 'RST'
 */
export function taxLabel(label: TaxLabel, locale?: string): string {
  return message(`quote.terms.tax.${label}`, {}, locale);
}

/**
 * A tax rate's number as a quote shows it, before its percent sign: `9.975` in English, `9,975` in
 * French.
 *
 * @example formatTaxRate('9.975', 'fr-CA') // '9,975'
 */
export function formatTaxRate(rate: TaxRate, locale: string = activeLocale()): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: TAX_RATE_DECIMALS }).format(Number(rate));
}
