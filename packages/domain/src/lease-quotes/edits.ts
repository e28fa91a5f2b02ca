import type { QuoteCustomer, QuoteFieldChange, Vehicle } from './entities.ts';
import type { LeaseTerms } from './terms.ts';

/**
 * What a change of a quote's vehicle, details or terms writes in its history (issue 25, item 4):
 * the fields that differ, each from its value before to its value after. The server records them
 * (`lease_quote_edits`); the editor's History shows them.
 */

/** The vehicle's fields a quote's history follows. */
export const editedVehicleFields = [
  'type',
  'year',
  'make',
  'model',
  'trim',
  'vin',
  'mileage',
  'price',
  'options',
] as const;

/** The customer's fields a quote's history follows. */
export const editedCustomerFields = ['firstName', 'lastName', 'companyName'] as const;

/** The terms' fields a quote's history follows. */
export const editedTermFields = [
  'sellingPrice',
  'downPayment',
  'tradeIn',
  'fees',
  'termMonths',
  'annualKilometres',
  'residualPercent',
  'rate',
  'quotedOn',
] as const;

/** A quote's own details as its history compares them: the quote dealer by name. */
export interface QuoteDetailsValues {
  vehicle: Vehicle;
  dealer: string | null;
  province: string | null;
  customer: QuoteCustomer | null;
}

type Value = QuoteFieldChange['from'];
const valueOf = (value: unknown): Value =>
  typeof value === 'string' || typeof value === 'number' ? value : null;

function changesOf(pairs: [field: string, from: unknown, to: unknown][]): QuoteFieldChange[] {
  return pairs
    .map(([field, from, to]) => ({ field, from: valueOf(from), to: valueOf(to) }))
    .filter((change) => change.from !== change.to);
}

/** The changes between a quote's details before and after: `vehicle.vin`, `dealer`, `province`, `customer.lastName`. */
export function detailChanges(before: QuoteDetailsValues, after: QuoteDetailsValues): QuoteFieldChange[] {
  return changesOf([
    ...editedVehicleFields.map((field): [string, unknown, unknown] => [
      `vehicle.${field}`,
      before.vehicle[field],
      after.vehicle[field],
    ]),
    ['dealer', before.dealer, after.dealer],
    ['province', before.province, after.province],
    ...editedCustomerFields.map((field): [string, unknown, unknown] => [
      `customer.${field}`,
      before.customer?.[field],
      after.customer?.[field],
    ]),
  ]);
}

/** The changes between a revision's terms before and after (`terms.rate`); none or absent terms are blank. */
export function termsChanges(
  before: LeaseTerms | undefined,
  after: LeaseTerms | undefined,
): QuoteFieldChange[] {
  return changesOf(editedTermFields.map((field) => [`terms.${field}`, before?.[field], after?.[field]]));
}

/**
 * Two changes in a row made one: each field from its first value to its last, those back where
 * they started left out.
 */
export function mergedChanges(
  earlier: readonly QuoteFieldChange[],
  later: readonly QuoteFieldChange[],
): QuoteFieldChange[] {
  const merged = new Map(earlier.map((change) => [change.field, { ...change }]));
  for (const change of later) {
    const first = merged.get(change.field);
    merged.set(change.field, first ? { ...first, to: change.to } : { ...change });
  }
  return [...merged.values()].filter((change) => change.from !== change.to);
}
