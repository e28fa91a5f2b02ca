import {
  activeLocale,
  formatDate,
  formatMoney,
  formatTaxRate,
  leasePayment,
  message,
  taxLabel,
  taxLabels,
  type LeasePayment,
  type LeaseTaxAmount,
  type LeaseTerms,
  type ProvinceCode,
  type Revision,
  type TaxLabel,
} from '@sfi/domain';

/**
 * What differs between two revisions of a quote: every lease term and every figure of the monthly
 * payment, each as the screens write it, side by side. Pure, so the comparison's rules are tested
 * without rendering.
 */

/** The two parts of a comparison: the terms as entered, and the payment they come to. */
export const differenceGroups = ['terms', 'payment'] as const;
/** A part of a comparison. */
export type DifferenceGroup = (typeof differenceGroups)[number];

/** One row of a comparison: a term or a payment figure of both revisions. */
export interface RevisionDifference {
  /** Stable key: the term's field (`sellingPrice`), `payment.<figure>` or `tax.<label>`. */
  key: string;
  /** Whether it is one of the terms or a figure of the payment. */
  group: DifferenceGroup;
  /** The term's or figure's name, from the catalogue. */
  label: string;
  /** The first revision's value, as shown; undefined when it has none (no terms, no such tax). */
  left: string | undefined;
  /** The second revision's value, as shown; undefined when it has none. */
  right: string | undefined;
  /** Whether the two values differ (one missing and the other not counts). */
  changed: boolean;
}

/** A whole number in the active language: 24,000 in English, 24 000 in French. */
const number = (value: number) => new Intl.NumberFormat(activeLocale()).format(value);

/** An amount of the terms, in dollars, as money. */
const dollars = (value: number) => formatMoney(Math.round(value * 100));
/** A percent of the terms (55 for 55 %), as "55%" in English, "55 %" in French. */
const percent = (value: number) =>
  new Intl.NumberFormat(activeLocale(), { style: 'percent', maximumFractionDigits: 3 }).format(value / 100);

/** The lease terms in the order the editor shows them, each with how its value reads. */
const termRows: readonly { field: keyof LeaseTerms; format: (terms: LeaseTerms) => string }[] = [
  { field: 'sellingPrice', format: (terms) => dollars(terms.sellingPrice) },
  { field: 'downPayment', format: (terms) => dollars(terms.downPayment) },
  { field: 'tradeIn', format: (terms) => dollars(terms.tradeIn) },
  { field: 'fees', format: (terms) => dollars(terms.fees) },
  { field: 'termMonths', format: (terms) => message('quote.terms.months', { count: terms.termMonths }) },
  {
    field: 'annualKilometres',
    format: (terms) =>
      message('quote.mileage', {
        mileage: number(terms.annualKilometres),
        unit: message('quotes.mileageUnit.KM'),
      }),
  },
  { field: 'residualPercent', format: (terms) => percent(terms.residualPercent) },
  { field: 'rate', format: (terms) => percent(terms.rate) },
  { field: 'quotedOn', format: (terms) => formatDate(terms.quotedOn) },
];

/** The payment's figures before and after the taxes, which come between them. */
const paymentFigures = [
  'grossCapitalizedCost',
  'capitalizedCostReduction',
  'adjustedCapitalizedCost',
  'residualValue',
  'depreciation',
  'rentCharge',
  'basePayment',
] as const satisfies readonly (keyof LeasePayment)[];
const paymentTotals = ['totalTaxes', 'monthlyPayment'] as const satisfies readonly (keyof LeasePayment)[];

/**
 * The monthly payment of a revision's terms in the quote's province, computed as the server does
 * (`leasePayment`), so terms edited but not yet saved compare with their own payment; the payment the
 * revision carries when there is no province or the terms are not valid.
 */
export function revisionPayment(
  revision: Pick<Revision, 'terms' | 'payment'>,
  province?: ProvinceCode | null,
): LeasePayment | undefined {
  if (revision.terms && province) return leasePayment(revision.terms, province) ?? revision.payment;
  return revision.payment;
}

function row(
  key: string,
  group: DifferenceGroup,
  label: string,
  left: string | undefined,
  right: string | undefined,
): RevisionDifference {
  return { key, group, label, left, right, changed: left !== right };
}

/** The rows of the taxes: one per tax label either payment has, federal first. */
function taxRows(left: LeasePayment | undefined, right: LeasePayment | undefined): RevisionDifference[] {
  const leftTaxes = new Map(left?.taxes.map((tax) => [tax.label, tax]));
  const rightTaxes = new Map(right?.taxes.map((tax) => [tax.label, tax]));
  const labels = taxLabels.filter((label: TaxLabel) => leftTaxes.has(label) || rightTaxes.has(label));
  return labels.map((label) => {
    const a = leftTaxes.get(label);
    const b = rightTaxes.get(label);
    const name = taxLabel(label);
    if (a && b && a.rate !== b.rate) {
      // The rate changed (British Columbia's PST rises with the price): each value says its rate.
      const withRate = (tax: LeaseTaxAmount) =>
        message('quote.compare.taxAmount', {
          amount: formatMoney(tax.amount),
          rate: formatTaxRate(tax.rate),
        });
      return row(`tax.${label}`, 'payment', name, withRate(a), withRate(b));
    }
    const rate = (a ?? b)!.rate;
    return row(
      `tax.${label}`,
      'payment',
      message('quote.payment.tax', { tax: name, rate: formatTaxRate(rate) }),
      a && formatMoney(a.amount),
      b && formatMoney(b.amount),
    );
  });
}

/**
 * Every term and payment figure of two revisions side by side, in the editor's order: the terms
 * (when either revision has terms), then the payment's figures, one row per tax, the taxes and the
 * monthly payment (when either has a payment). Terms amounts are dollars and payment figures cents;
 * both read as money. A row is `changed` when its two values read differently, so a revision
 * without terms differs from one with terms on every row. Two revisions without terms give no rows.
 *
 * With a `province`, each payment is computed from the revision's terms (see {@link revisionPayment}).
 *
 * @example
 * revisionDifferences(first, second, 'ON').filter((difference) => difference.changed)
 */
export function revisionDifferences(
  a: Pick<Revision, 'terms' | 'payment'>,
  b: Pick<Revision, 'terms' | 'payment'>,
  province?: ProvinceCode | null,
): RevisionDifference[] {
  const rows: RevisionDifference[] = [];
  if (a.terms || b.terms) {
    for (const { field, format } of termRows)
      rows.push(
        row(
          field,
          'terms',
          message(`quote.terms.field.${field}`),
          a.terms && format(a.terms),
          b.terms && format(b.terms),
        ),
      );
  }
  const left = revisionPayment(a, province);
  const right = revisionPayment(b, province);
  if (left || right) {
    const figure = (name: (typeof paymentFigures)[number] | (typeof paymentTotals)[number]) =>
      row(
        `payment.${name}`,
        'payment',
        message(`quote.payment.${name}`),
        left && formatMoney(left[name]),
        right && formatMoney(right[name]),
      );
    rows.push(...paymentFigures.map(figure), ...taxRows(left, right), ...paymentTotals.map(figure));
  }
  return rows;
}
