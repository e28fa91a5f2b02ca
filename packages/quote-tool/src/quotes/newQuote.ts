import { z } from 'zod';
import { mileageUnit, NewLeaseQuoteSchema, VehicleValueQuerySchema, type VehicleLookup } from '@sfi/domain';

/**
 * The create-quote form: its fields, named by their path in the body of `POST /lease-quotes`, so the
 * schema's errors and the server's (`vehicle.vin`, `dealer`) land under the field of the same name.
 */
export const newQuoteFields = [
  'vehicle.type',
  'vehicle.year',
  'vehicle.make',
  'vehicle.model',
  'vehicle.trim',
  'vehicle.vin',
  'vehicle.mileage',
  'dealer',
  'province',
  'customer.firstName',
  'customer.lastName',
  'customer.companyName',
] as const;
/** A field of the create-quote form. */
export type NewQuoteField = (typeof newQuoteFields)[number];
/** What the create-quote form holds: each field's text as typed or chosen. */
export type NewQuoteValues = Record<NewQuoteField, string>;

/** The form before anything is typed: a car. */
export const blankNewQuote: Readonly<NewQuoteValues> = Object.freeze({
  ...(Object.fromEntries(newQuoteFields.map((field) => [field, ''])) as NewQuoteValues),
  'vehicle.type': 'CAR',
});

const given = (text: string): string | undefined => text.trim() || undefined;
const number = (text: string): number | undefined => (given(text) === undefined ? undefined : Number(text));

/**
 * The body the form's values make: blank fields left out, the year and mileage as numbers, the
 * quote dealer by its id, and no customer when no name was typed. The vehicle's mileage is kept
 * with it, in the unit its type gives.
 */
export function newQuoteBody(values: NewQuoteValues) {
  const customer = {
    firstName: given(values['customer.firstName']),
    lastName: given(values['customer.lastName']),
    companyName: given(values['customer.companyName']),
  };
  const dealer = given(values.dealer);
  return {
    vehicle: {
      type: values['vehicle.type'],
      year: number(values['vehicle.year']),
      make: given(values['vehicle.make']),
      model: given(values['vehicle.model']),
      trim: given(values['vehicle.trim']),
      vin: given(values['vehicle.vin']),
      mileage: number(values['vehicle.mileage']),
    },
    ...(dealer !== undefined && { dealer: { id: dealer } }),
    province: given(values.province),
    ...(Object.values(customer).some(Boolean) && { customer }),
  };
}

/** The form's values checked as the server checks the body: `NewLeaseQuoteSchema`, errors by field path. */
export const NewQuoteFormSchema = z.preprocess(
  (values) => newQuoteBody(values as NewQuoteValues),
  NewLeaseQuoteSchema,
);

/**
 * The vehicle lookup the form's values make, once the year, make, model, kilometres and province
 * are all known and valid (`VehicleValueQuerySchema`); null before then, and for a vehicle counted in
 * hours, which the valuation, by kilometres, does not value.
 */
export function vehicleValueLookup(values: NewQuoteValues): VehicleLookup | null {
  if (mileageUnit(values['vehicle.type']) !== 'KM') return null;
  const lookup = VehicleValueQuerySchema.safeParse({
    year: given(values['vehicle.year']),
    make: values['vehicle.make'],
    model: values['vehicle.model'],
    trim: given(values['vehicle.trim']),
    kilometres: given(values['vehicle.mileage']),
    province: values.province,
  });
  return lookup.success ? lookup.data : null;
}
