import {
  describeValidationError,
  editedVehicleFields,
  isRevisionEditable,
  leasePayment,
  LeaseTermsSchema,
  VehicleSchema,
  type LeasePayment,
  type LeaseQuote,
  type LeaseQuoteUpdate,
  type LeaseTerms,
  type ProvinceCode,
  type QuoteDealer,
  type Revision,
  type Vehicle,
} from '@sfi/domain';

/**
 * What the editor holds while the user types: the vehicle's fields and each draft revision's terms
 * as typed, and the way from them to the body of `PUT /lease-quotes/v2/{id}` (the whole quote).
 * Nothing here talks to the server; the editor's hook does (`useQuoteEditor`).
 */

/** The vehicle form's fields, named by their path in the vehicle: the fields its history follows. */
export const vehicleFields = editedVehicleFields;
/** A field of the vehicle form. */
export type VehicleField = (typeof vehicleFields)[number];
/** The vehicle form's values: each field's text as typed or chosen. */
export type VehicleValues = Record<VehicleField, string>;

/** The numeric fields of the terms, in the order the form shows them. */
export const termFields = [
  'sellingPrice',
  'downPayment',
  'tradeIn',
  'fees',
  'termMonths',
  'annualKilometres',
  'residualPercent',
  'rate',
] as const;
/** A numeric field of the terms. */
export type TermField = (typeof termFields)[number];
/** The terms form's values: each number as typed (NaN while blank) and the quote date. */
export type TermsValues = Record<TermField, number> & { quotedOn: string };

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** The vehicle form's values for a stored vehicle. */
export function vehicleValues(vehicle: Vehicle): VehicleValues {
  return Object.fromEntries(
    vehicleFields.map((field) => [field, text((vehicle as Record<string, unknown>)[field])]),
  ) as VehicleValues;
}

const given = (value: string) => value.trim() || undefined;
const numberOf = (value: string) => (given(value) === undefined ? undefined : Number(value.trim()));

/**
 * The vehicle the form's values make, on top of the stored one (its other details are kept): blank
 * fields are left out, the year, mileage and price are numbers.
 */
export function vehicleInput(values: VehicleValues, stored: Vehicle): Record<string, unknown> {
  const vehicle: Record<string, unknown> = { ...stored };
  for (const field of vehicleFields) delete vehicle[field];
  const typed: Record<VehicleField, unknown> = {
    type: values.type,
    year: numberOf(values.year),
    make: given(values.make),
    model: given(values.model),
    trim: given(values.trim),
    vin: given(values.vin),
    mileage: numberOf(values.mileage),
    price: numberOf(values.price),
    options: given(values.options),
  };
  for (const field of vehicleFields) if (typed[field] !== undefined) vehicle[field] = typed[field];
  return vehicle;
}

/** Today in the browser's time zone, `YYYY-MM-DD`: a new revision's quote date. */
export function today(now: Date = new Date()): string {
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The terms form's values for a revision's terms; blank (NaN) fields and today's date without them. */
export function termsValues(terms: LeaseTerms | undefined, quotedOn: string = today()): TermsValues {
  if (terms) return { ...terms };
  const blank = Object.fromEntries(termFields.map((field) => [field, Number.NaN])) as Record<
    TermField,
    number
  >;
  return { ...blank, downPayment: 0, tradeIn: 0, fees: 0, quotedOn };
}

/** Whether no figure of the terms was typed yet (such a revision is saved without terms). */
export function isBlankTerms(values: TermsValues): boolean {
  return termFields.every((field) => Number.isNaN(values[field]) || values[field] === 0);
}

/** A form's checked value, or its errors by field name. */
export type Checked<T> = { value: T; errors?: never } | { value?: never; errors: Record<string, string> };

/** The terms as `LeaseTermsSchema` takes them, or each field's error. Blank terms are no terms. */
export function checkTerms(values: TermsValues): Checked<LeaseTerms | undefined> {
  if (isBlankTerms(values)) return { value: undefined };
  const typed = Object.fromEntries(
    Object.entries(values).map(([field, value]) => [field, Number.isNaN(value) ? undefined : value]),
  );
  const result = LeaseTermsSchema.safeParse(typed);
  if (result.success) return { value: result.data };
  return { errors: describeValidationError(result.error).fieldErrors };
}

/** The vehicle as `VehicleSchema` takes it, or each field's error. */
export function checkVehicle(values: VehicleValues, stored: Vehicle): Checked<Vehicle> {
  const result = VehicleSchema.safeParse(vehicleInput(values, stored));
  if (result.success) return { value: result.data };
  return { errors: describeValidationError(result.error).fieldErrors };
}

/** The monthly payment typed terms come to in the province, once they are valid. */
export function livePayment(
  values: TermsValues,
  province: ProvinceCode | null | undefined,
): LeasePayment | undefined {
  const checked = checkTerms(values);
  if (!province || !checked.value) return undefined;
  return leasePayment(checked.value, province);
}

/** The quote's own details as the editor holds them: its quote dealer, province and customer. */
export interface DetailsValues {
  dealer: QuoteDealer | null;
  /** The province's code, or '' for none. */
  province: string;
  firstName: string;
  lastName: string;
  companyName: string;
}
/** A field of the details form. */
export type DetailsField = Exclude<keyof DetailsValues, 'dealer'>;

/** The details form's values for a stored quote. */
export function detailsValues(quote: LeaseQuote): DetailsValues {
  const { customer } = quote;
  return {
    dealer: quote.dealer ?? null,
    province: quote.province ?? '',
    firstName: customer?.firstName ?? '',
    lastName: customer?.lastName ?? '',
    companyName: customer?.companyName ?? '',
  };
}

/** What the editor holds: the vehicle and details forms, and the terms of each draft revision it may change, by id. */
export interface EditorDraft {
  vehicle: VehicleValues;
  details: DetailsValues;
  terms: Record<string, TermsValues>;
}

/** The draft of a quote as stored: what the user sees before typing. */
export function draftOf(quote: LeaseQuote, editable: (revision: Revision) => boolean): EditorDraft {
  return {
    vehicle: vehicleValues(quote.vehicle),
    details: detailsValues(quote),
    terms: Object.fromEntries(
      quote.quoteData
        .filter(editable)
        .map((revision) => [
          revision.revisionId,
          termsValues(revision.terms, today(new Date(quote.createdAt))),
        ]),
    ),
  };
}

/**
 * A draft still being typed, brought up to date with the quote as the server now has it: what was
 * typed stays; revisions that became editable get their stored terms, and those no longer
 * editable (moved on by the workflow, or deleted) drop out.
 */
export function mergedDraft(
  draft: EditorDraft,
  quote: LeaseQuote,
  editable: (revision: Revision) => boolean,
): EditorDraft {
  const stored = draftOf(quote, editable);
  return {
    vehicle: draft.vehicle,
    details: draft.details,
    terms: Object.fromEntries(
      Object.entries(stored.terms).map(([id, values]) => [id, draft.terms[id] ?? values]),
    ),
  };
}

/** What the draft's fields say is wrong: the vehicle's errors by field, and each revision's. */
export interface DraftErrors {
  vehicle: Record<string, string>;
  terms: Record<string, Record<string, string>>;
}

/**
 * The body of `PUT /lease-quotes/v2/{id}` the draft makes on top of the stored quote (its vehicle
 * and details as stored when `detailsEditable` is false: `termsLock`), with the
 * monthly payment each revision's terms come to (the server computes it too and refuses one that
 * disagrees); or the draft's errors when a field is not valid, and nothing is to be sent.
 */
export function saveBody(
  quote: LeaseQuote,
  draft: EditorDraft,
  detailsEditable = true,
): { body: LeaseQuoteUpdate; errors?: never } | { body?: never; errors: DraftErrors } {
  // Details the user may not change go back as they are stored (the server refuses any change).
  if (!detailsEditable)
    draft = { ...draft, vehicle: vehicleValues(quote.vehicle), details: detailsValues(quote) };
  const vehicle = detailsEditable ? checkVehicle(draft.vehicle, quote.vehicle) : { value: quote.vehicle };
  const errors: DraftErrors = { vehicle: vehicle.errors ?? {}, terms: {} };
  const { details } = draft;
  const province = (given(details.province) ?? null) as ProvinceCode | null;
  const customer = {
    firstName: given(details.firstName),
    lastName: given(details.lastName),
    companyName: given(details.companyName),
  };
  const named = Object.values(customer).some(Boolean);
  const quoteData = quote.quoteData.map((revision) => {
    const values = draft.terms[revision.revisionId];
    // Terms typed for a revision someone has since moved on are not sent: it is no longer a draft.
    if (!values || !isRevisionEditable(revision)) return revision;
    const checked = checkTerms(values);
    if (checked.errors) {
      errors.terms[revision.revisionId] = checked.errors;
      return revision;
    }
    const { terms: _terms, payment: _payment, ...rest } = revision;
    const terms = checked.value;
    const payment = terms && province ? leasePayment(terms, province) : undefined;
    return { ...rest, ...(terms && { terms }), ...(payment && { payment }) };
  });
  if (vehicle.errors || Object.keys(errors.terms).length > 0) return { errors };
  return {
    body: {
      vehicle: vehicle.value!,
      dealer: details.dealer,
      province,
      ...(detailsEditable
        ? (named || quote.customer) && { customer: named ? customer : {} }
        : quote.customer && { customer: quote.customer }),
      documents: quote.documents,
      quoteData,
    },
  };
}
