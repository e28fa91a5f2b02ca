import { z } from 'zod';
import { ChatMessageSchema } from '../entities/chat.ts';
import {
  DateTimeSchema,
  detailsObject,
  EmailSchema,
  IdSchema,
  optionalText,
  pageSchema,
  PhoneSchema,
  ProvinceSchema,
  requiredText,
} from '../entities/common.ts';
import { activeLocale } from '../locale.ts';
import { message } from '../messages.ts';
import { plainString } from '../text.ts';
import { dollars, LeasePaymentSchema, LeaseTermsSchema } from './terms.ts';
import { VEHICLE_VALUE_MAX_KM, VEHICLE_VALUE_MIN_YEAR, vehicleValueMaxYear } from './vehicle-value.ts';

/** The status in a lease quote's header (doc 1 §4). Show it with `quoteStatusLabel`. */
export const quoteStatuses = ['DRAFT', 'SUBMITTED', 'TRANSFERRED', 'APPROVED'] as const;
/** A quote header status. */
export type QuoteStatus = (typeof quoteStatuses)[number];
/** Schema of {@link QuoteStatus}. */
export const QuoteStatusSchema = z.enum(quoteStatuses);

/** The types of a revision (doc 1 §4). */
export const revisionTypes = ['DRAFT', 'INITIAL', 'ADJUSTED', 'FINAL'] as const;
/** A revision type. */
export type RevisionType = (typeof revisionTypes)[number];
/** Schema of {@link RevisionType}. */
export const RevisionTypeSchema = z.enum(revisionTypes);

/** The states of a revision (doc 1 §4). Show one with `revisionStateLabel`. */
export const revisionStates = [
  'DRAFT',
  'SUBMITTED',
  'APPROVED',
  'REJECTED',
  'REVIEWED',
  'QUOTE_SUBMITTED',
  'QUOTE_APPROVED',
  'CREDIT_SUBMITTED',
  'CREDIT_APPROVED',
  'ALL_APPROVED',
] as const;
/** A revision state. */
export type RevisionState = (typeof revisionStates)[number];
/** Schema of {@link RevisionState}. */
export const RevisionStateSchema = z.enum(revisionStates);

/** The two modes of the quote tool (doc 1 §3): dealers, and the provider's own staff (SFI). */
export const appModes = ['DEALER', 'SFI'] as const;
/** An application mode. */
export type AppMode = (typeof appModes)[number];
/** Schema of {@link AppMode}. */
export const AppModeSchema = z.enum(appModes);
/** The mode when none is set (doc 1 §9). */
export const DEFAULT_APP_MODE: AppMode = 'DEALER';

/** The roles of the quote tool (doc 1 §6). A super admin may act on revisions they do not own. */
export const leaseQuoteRoles = ['LEASE_QUOTES_ADMIN', 'LEASE_QUOTES_SUPER_ADMIN'] as const;
/** A quote tool role. */
export type LeaseQuoteRole = (typeof leaseQuoteRoles)[number];

const vinError = () => message('quote.vehicle.vin');

/**
 * A vehicle identification number: 17 letters and digits, without I, O and Q (ISO 3779; every
 * vehicle since 1981), kept in capitals.
 */
export const VinSchema = z
  .string({ error: vinError })
  .trim()
  .toUpperCase()
  .regex(/^[A-HJ-NPR-Z0-9]{17}$/, { error: vinError });

const yearError = () =>
  message('vehicleValue.year', { min: VEHICLE_VALUE_MIN_YEAR, max: vehicleValueMaxYear() });

const mileageError = () =>
  message('quote.vehicle.mileage', {
    max: new Intl.NumberFormat(activeLocale()).format(VEHICLE_VALUE_MAX_KM),
  });

/**
 * The vehicle of a quote (doc 1 §3). The spec names only `type` (CAR or another type, which
 * decides the mileage unit); the year, make, model, trim, VIN, mileage, price and options a
 * quote is built from are optional here, and any other vehicle data is kept as sent (once storable: `detailsObject`).
 */
export const VehicleSchema = detailsObject(
  {
    type: requiredText(50),
    year: z
      .number({ error: yearError })
      .int({ error: yearError })
      .min(VEHICLE_VALUE_MIN_YEAR, { error: yearError })
      .refine((year) => year <= vehicleValueMaxYear(), { error: yearError })
      .optional(),
    make: optionalText(100),
    model: optionalText(100),
    trim: optionalText(100),
    vin: VinSchema.optional(),
    /** How far it has gone: kilometres for a car, hours otherwise (`mileageUnit`). */
    mileage: z
      .number({ error: mileageError })
      .int({ error: mileageError })
      .min(0, { error: mileageError })
      .max(VEHICLE_VALUE_MAX_KM, { error: mileageError })
      .optional(),
    /** Its price, in dollars. */
    price: dollars().optional(),
    /** Its options and accessories, as the dealer lists them. */
    options: optionalText(1000),
  },
  { error: () => message('validation.required') },
);
/** The vehicle of a quote. */
export type Vehicle = z.infer<typeof VehicleSchema>;

/**
 * A revision of a quote, an element of `quoteData` (doc 1 §3): revisionId, revisionType and
 * revisionState. The revision's figures are not shown in the spec and are kept as sent. `owner`
 * (the id of the user who owns the revision, doc 1 §6) is not in the spec's field list; it is
 * optional so the server can tell whether the caller owns the revision. Other details are kept
 * as sent, once storable (`detailsObject`).
 */
export const RevisionSchema = detailsObject({
  revisionId: IdSchema,
  revisionType: RevisionTypeSchema,
  revisionState: RevisionStateSchema,
  owner: z.string().optional(),
  /** The owner's name when the revision was made: the server sets it with `owner`. */
  ownerName: z.string().optional(),
  /**
   * The revision's own number ("Revision 3"), given by the server when it is added and kept when
   * the revisions are reordered (`revisionNumberOf`); absent on a revision stored before numbers.
   */
  revisionNumber: z.number().int().positive().optional(),
  /** The revision's lease terms, once entered. */
  terms: LeaseTermsSchema.optional(),
  /**
   * The monthly payment the terms come to: the server computes it from `terms` and the quote's
   * province (`leasePayment`); absent without terms or a province.
   */
  payment: LeasePaymentSchema.optional(),
});
/** A revision of a quote. */
export type Revision = z.infer<typeof RevisionSchema>;

/** The three fields of a revision that its transitions depend on. */
export type RevisionRef = Pick<Revision, 'revisionId' | 'revisionType' | 'revisionState'>;

/**
 * A document attached to a quote. The spec names `documents` but not their shape: each has a
 * document type (see `normalizeDocumentType`; older types are accepted as sent), a file name and
 * the storage path it was uploaded to. Other details are kept as sent, once storable.
 */
export const QuoteDocumentSchema = detailsObject({
  type: plainString().min(1),
  name: plainString().optional(),
  key: plainString().optional(),
  createdAt: DateTimeSchema.optional(),
});
/** A document of a quote. */
export type QuoteDocument = z.infer<typeof QuoteDocumentSchema>;

/** A quote dealer, a near-prime dealer a quote is prepared for (doc 1 §3). */
export const QuoteDealerSchema = z.object({
  id: IdSchema,
  name: requiredText(200),
  contact: requiredText(200),
  email: EmailSchema,
  phone: PhoneSchema,
  province: ProvinceSchema,
});
/** A quote dealer. */
export type QuoteDealer = z.infer<typeof QuoteDealerSchema>;

/** Body of `POST /lease-quotes-dealers/`: a quote dealer without its id. */
export const NewQuoteDealerSchema = QuoteDealerSchema.omit({ id: true });
/** Body of `POST /lease-quotes-dealers/`. */
export type NewQuoteDealer = z.infer<typeof NewQuoteDealerSchema>;

/** Body of `PUT /lease-quotes-dealers/{id}`: id, name, contact, email, phone and province (doc 1 §7). */
export const QuoteDealerUpdateSchema = QuoteDealerSchema;
/** Body of `PUT /lease-quotes-dealers/{id}`. */
export type QuoteDealerUpdate = z.infer<typeof QuoteDealerUpdateSchema>;

/** Body of `POST /lease-quotes/{id}/quote-data`: a new revision, DRAFT unless said otherwise. */
export const NewRevisionSchema = detailsObject({
  revisionType: RevisionTypeSchema,
  revisionState: RevisionStateSchema.default('DRAFT'),
  terms: LeaseTermsSchema.optional(),
  payment: LeasePaymentSchema.optional(),
});
/** Body of the create-revision call. */
export type NewRevision = z.input<typeof NewRevisionSchema>;

/**
 * Who owns a quote: a dealer (a dealership's account) or SFI, the provider's staff. The owner
 * filter's SFI and NON_SFI (doc 1 §3) pick quotes by it.
 */
export const quoteOwnerTypes = ['DEALER', 'SFI'] as const;
/** A quote owner type. */
export type QuoteOwnerType = (typeof quoteOwnerTypes)[number];

/** The customer a quote is for. The spec does not list a quote's customer; the list searches these names. */
export const QuoteCustomerSchema = z.object({
  firstName: optionalText(100),
  lastName: optionalText(100),
  companyName: optionalText(200),
});
/** The customer of a quote. */
export type QuoteCustomer = z.infer<typeof QuoteCustomerSchema>;

const leaseQuoteFields = {
  vehicle: VehicleSchema,
  dealer: QuoteDealerSchema.nullable().optional(),
  documents: z.array(QuoteDocumentSchema).default([]),
  quoteData: z.array(RevisionSchema).default([]),
  messages: z.array(ChatMessageSchema).default([]),
  newMessageFor: z.array(z.string()).default([]),
  status: QuoteStatusSchema.default('DRAFT'),
  selectedRevisionNumber: z.number().int().nonnegative().nullable().optional(),
  /** The province the quote is for; the list's province filter picks quotes by it. */
  province: ProvinceSchema.nullable().optional(),
  customer: QuoteCustomerSchema.optional(),
};

/** A revision's type and state at one end of a change. */
const RevisionPointSchema = z.object({
  revisionType: RevisionTypeSchema,
  revisionState: RevisionStateSchema,
});

/**
 * One entry of a quote's timeline: a change of a revision's state (doc 1 §4), who made it (their
 * id, whether a dealer or SFI, and their name as it was then), when, from which type and state to
 * which. The server records one for every change it accepts.
 */
export const QuoteEventSchema = z.object({
  revisionId: z.string(),
  at: DateTimeSchema,
  by: z.object({ id: z.string(), type: z.enum(quoteOwnerTypes), name: z.string() }),
  from: RevisionPointSchema,
  to: RevisionPointSchema,
});
/** An entry of a quote's timeline. */
export type QuoteEvent = z.infer<typeof QuoteEventSchema>;

/** A value before or after a change of a field: text, a number, or null for none. */
const FieldValueSchema = z.union([z.string(), z.number(), z.null()]);

/**
 * One field's change: its path (`vehicle.vin`, `province`, `dealer` by its name, `customer.lastName`,
 * `terms.rate`), and its value before and after.
 */
export const QuoteFieldChangeSchema = z.object({
  field: z.string(),
  from: FieldValueSchema,
  to: FieldValueSchema,
});
/** A change of one field of a quote. */
export type QuoteFieldChange = z.infer<typeof QuoteFieldChangeSchema>;

/**
 * An entry of a quote's history beside its changes of state: who changed its vehicle and details
 * (`revisionId` null) or a revision's terms, which fields, from what to what, and when.
 */
export const QuoteEditSchema = z.object({
  revisionId: z.string().nullable(),
  at: DateTimeSchema,
  by: z.object({ id: z.string(), type: z.enum(quoteOwnerTypes), name: z.string() }),
  changes: z.array(QuoteFieldChangeSchema),
});
/** A change of a quote's vehicle, details or a revision's terms. */
export type QuoteEdit = z.infer<typeof QuoteEditSchema>;

/**
 * A lease quote (doc 1 §3): id, vehicle, dealer, documents, quoteData (its revisions), messages,
 * newMessageFor, createdAt, updatedAt, status and selectedRevisionNumber.
 *
 * Choices where the spec is silent: `dealer` is the whole quote dealer (or null when none is
 * chosen); `messages` are chat messages; `newMessageFor` holds the ids of the users with unread
 * messages; `selectedRevisionNumber` is the index of the selected revision in `quoteData`;
 * `updatedAt` may be absent (the list then sorts by `createdAt`). The server sets who owns the
 * quote (`owner`, the account's id, and `ownerType`), and `preparedBy`, the name of whoever
 * created it, which the `preparedByFilter` matches. `province` and `customer` are what the
 * province filter and the search read. Other top-level fields are dropped; the vehicle and each
 * revision keep whatever details they carry.
 */
export const LeaseQuoteSchema = z.object({
  id: IdSchema,
  ...leaseQuoteFields,
  owner: z.string().optional(),
  ownerType: z.enum(quoteOwnerTypes).optional(),
  preparedBy: z.string().optional(),
  createdAt: DateTimeSchema,
  updatedAt: DateTimeSchema.optional(),
  /** Its timeline, oldest first: `GET /lease-quotes/{id}` and the changes' answers carry it. */
  timeline: z.array(QuoteEventSchema).optional(),
  /** Its changes of vehicle, details and terms, oldest first: carried with `timeline`. */
  edits: z.array(QuoteEditSchema).optional(),
});
/** A lease quote. */
export type LeaseQuote = z.infer<typeof LeaseQuoteSchema>;

/**
 * What a new quote must name besides its vehicle (issue 25, item 8), each with the field its error
 * goes under: the province its taxes and payment are computed in (or a quote dealer, whose province
 * it takes), and the customer: a last name, or a company name.
 */
export function missingQuoteDetails(quote: {
  dealer?: unknown;
  province?: string | null | undefined;
  customer?: QuoteCustomer | undefined;
}): { path: string[]; key: 'quote.province.required' | 'quote.customer.lastName.required' }[] {
  const missing: ReturnType<typeof missingQuoteDetails> = [];
  if (!quote.province && !quote.dealer) missing.push({ path: ['province'], key: 'quote.province.required' });
  const { lastName, companyName } = quote.customer ?? {};
  if (!lastName && !companyName)
    missing.push({ path: ['customer', 'lastName'], key: 'quote.customer.lastName.required' });
  return missing;
}

/**
 * Body of `POST /lease-quotes`: the vehicle, the customer (`missingQuoteDetails`), the province
 * (the quote dealer's when left out), and optionally the quote dealer (by its `id`; the server
 * reads the rest), documents and first revisions. A new quote is a DRAFT; without revisions it starts with one INITIAL revision
 * in DRAFT, owned by whoever creates it.
 */
export const NewLeaseQuoteSchema = z
  .object({
    vehicle: VehicleSchema,
    dealer: z.looseObject({ id: IdSchema }).nullable().optional(),
    province: ProvinceSchema.nullable().optional(),
    customer: QuoteCustomerSchema.optional(),
    documents: z.array(QuoteDocumentSchema).default([]),
    quoteData: z.array(NewRevisionSchema).default([]),
  })
  .superRefine((quote, context) => {
    for (const { path, key } of missingQuoteDetails(quote))
      context.addIssue({ code: 'custom', path, message: message(key) });
  });
/** Body of `POST /lease-quotes`. */
export type NewLeaseQuote = z.input<typeof NewLeaseQuoteSchema>;

/** Body of `PUT /lease-quotes/v2/{id}?revision=`: the full lease (doc 1 §7). */
export const LeaseQuoteUpdateSchema = z.object({
  id: IdSchema.optional(),
  ...leaseQuoteFields,
});
/** Body of `PUT /lease-quotes/v2/{id}`. */
export type LeaseQuoteUpdate = z.input<typeof LeaseQuoteUpdateSchema>;

/**
 * The most a quote may hold, in bytes of JSON, of what saving it whole sends back (the body of
 * `PUT /lease-quotes/v2/{id}`: its vehicle, customer, documents and revisions; see
 * {@link leaseQuoteBytes}). The API takes a body of at most 1 MB; this leaves room for the rest of
 * it (the quote dealer, province, id). A change that would make a quote larger is refused, or the
 * quote could no longer be saved whole; a change that makes it smaller always passes.
 */
export const LEASE_QUOTE_MAX_BYTES = 900_000;

/** The bytes of JSON (UTF-8) of what saving a quote whole sends back: see {@link LEASE_QUOTE_MAX_BYTES}. */
export function leaseQuoteBytes(
  quote: Pick<LeaseQuoteUpdate, 'vehicle' | 'customer' | 'documents' | 'quoteData'>,
): number {
  const { vehicle, customer, documents, quoteData } = quote;
  const text = JSON.stringify({ vehicle, customer, documents, quoteData });
  let bytes = text.length;
  // UTF-16 code units to UTF-8 bytes: U+0080–U+07FF take 2, the rest of the BMP 3, and a surrogate
  // pair (2 units) 4.
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code >= 0x800 && (code < 0xd800 || code > 0xdfff)) bytes += 2;
    else if (code >= 0x80) bytes += 1;
  }
  return bytes;
}

/**
 * A quote as the list shows it: the quote without its messages (the list marks new ones from
 * `newMessageFor`), with its `sortDate`, updatedAt or createdAt when absent (doc 1 §7).
 */
export const LeaseQuoteListItemSchema = LeaseQuoteSchema.omit({ messages: true }).extend({
  sortDate: DateTimeSchema,
});
/** A quote of the list. */
export type LeaseQuoteListItem = z.infer<typeof LeaseQuoteListItemSchema>;

/** Answer of `GET /lease-quotes` and `GET /lease-quotes/search`: `{ count, data }`. */
export const LeaseQuoteListResponseSchema = pageSchema(LeaseQuoteListItemSchema);
/** A page of lease quotes. */
export type LeaseQuoteListResponse = z.infer<typeof LeaseQuoteListResponseSchema>;

/**
 * Body of `PUT /lease-quotes/{id}/status?revision=` (doc 1 §7): `status` and an optional `code`.
 * `status` is the state the revision named in `?revision=` should move to; `revisionType` may
 * name the revision type of that state (a FINAL revision's ALL_APPROVED), and may be left out
 * because one revision never has two next steps with the same state. The spec does not say what
 * `code` is; it is passed through.
 */
export const RevisionStatusChangeSchema = z.object({
  status: RevisionStateSchema,
  revisionType: RevisionTypeSchema.optional(),
  code: z.string().optional(),
});
/** Body of the status call. */
export type RevisionStatusChange = z.infer<typeof RevisionStatusChangeSchema>;

/**
 * Body of `PUT /lease-quotes/{id}/quote-status`: the quote's new header status (doc 1 §4), one of
 * the changes `quoteStatusSteps` offers (staff mark an all-approved quote Completed).
 */
export const QuoteStatusChangeSchema = z.object({ status: QuoteStatusSchema });
/** Body of the header-status call. */
export type QuoteStatusChange = z.infer<typeof QuoteStatusChangeSchema>;

/** Body of `PUT /lease-quotes/{id}/quote-data/reorder?revision=`: the revisions in their new order. */
export const RevisionReorderSchema = z.object({ quoteData: z.array(RevisionSchema) });
/** Body of the reorder call. */
export type RevisionReorder = z.infer<typeof RevisionReorderSchema>;
