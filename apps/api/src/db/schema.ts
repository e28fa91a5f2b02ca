import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  doublePrecision,
  real,
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  appModes,
  bankingChangeActions,
  type BankingChange,
  type BankingChangeAction,
  type BuyoutQuoteTerms,
  type QuoteFieldChange,
  provinceCodes,
  quoteOwnerTypes,
  quoteStatuses,
  revisionStates,
  revisionTypes,
  sessionKinds,
  locales,
  passwordLinkPurposes,
  type ChatMessage,
  type FieldGroup,
  type FileSearchResult,
  type Model,
  type ProfilePhoto,
  type ProvinceCode,
  type QuoteCustomer,
  type QuoteDocument,
  type QuoteOwnerType,
  type QuoteStatus,
  type Revision,
  type RevisionState,
  type RevisionType,
  type SavedQuoteFilters,
  type SessionKind,
  type TakeoverImage,
  type TakeoverLeaseSummary,
  type TakeoverVehicle,
  type Vehicle,
} from '@sfi/domain';

/** A check that a text column holds one of `values`. */
const inList = (column: string, values: readonly string[]) =>
  sql.raw(`"${column}" in (${values.map((value) => `'${value}'`).join(', ')})`);

/** The search keys of `lease_files` besides the file number's, by property. */
const fileSearchKeyColumns = [
  'phoneKey',
  'emailKey',
  'plateKey',
  'makeKey',
  'modelKey',
  'customerKey',
  'colesseeKey',
  'companyKey',
  'vinKey',
  'vehicleKey',
  'dealershipKey',
] as const;
/** The columns of the contains paths' keys, whose distinct values `lease_file_search_terms` keeps. */
export const fileSearchTermColumns = [
  'customer_key',
  'colessee_key',
  'company_key',
  'vin_key',
  'vehicle_key',
  'dealership_key',
] as const;

/**
 * The language a person chose for their e-mails and text messages (issue 29): `en-CA` or `fr-CA`,
 * null while they never chose one (see `recipientLocale` in auth/recipient-locale.ts).
 */
const chosenLocale = () => text('locale', { enum: locales });
/** The check of a table's `locale` column. */
const localeCheck = (table: string, column: AnyPgColumn) =>
  check(`${table}_locale_check`, sql`${column} in (${sql.raw(locales.map((l) => `'${l}'`).join(', '))})`);

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * Vehicle makes (spec doc 1 §3). A make is always read and written whole, so its models and
 * their trims are one jsonb value rather than tables of their own.
 */
export const makes = pgTable(
  'makes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** `nameKey(name)` from @sfi/domain: make names are unique regardless of case and accents. */
    nameKey: text('name_key').notNull(),
    models: jsonb('models')
      .$type<Model[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    ...timestamps,
  },
  (table) => [uniqueIndex('makes_name_key_unique').on(table.nameKey)],
);

/** The quote dealers (near-prime dealers) a quote is prepared for (spec doc 1 §3). */
export const quoteDealers = pgTable(
  'quote_dealers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** `nameKey(name)` from @sfi/domain: two dealers never share a name, whatever its case and accents. */
    nameKey: text('name_key').notNull(),
    contact: text('contact').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    province: text('province').$type<ProvinceCode>().notNull(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('quote_dealers_name_key_unique').on(table.nameKey),
    check('quote_dealers_province_check', inList('province', provinceCodes)),
  ],
);

/**
 * Lease quotes (spec doc 1 §3). The quote's own lists (revisions, documents, messages, who has
 * new messages) are jsonb, read and written with the quote; what the list filters, sorts and
 * searches by has a column of its own:
 * - `list_state`: the state the list shows and filters by (`quoteListState` of @sfi/domain);
 * - `status`: the header status, which the staff's status filter also chooses by (Approved, Completed);
 * - `owner_id` and `owner_type`: who owns the quote, a dealer account or a member of staff (SFI);
 * - `dealership_key`: `nameKey` of the owning dealer's dealer name; a dealer reaches only the
 *   quotes of their dealership;
 * - `sort_date`: updatedAt, or createdAt when the quote was never changed (doc 1 §7);
 * - `search_text`: the words one search box finds a quote by (id, customer names, VIN, make,
 *   model, prepared by), in `nameKey` form, under a trigram index. The quote dealer's name is
 *   searched through `dealer_id`, so renaming a dealer needs no rewrite here.
 */
export const leaseQuotes = pgTable(
  'lease_quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vehicle: jsonb('vehicle').$type<Vehicle>().notNull(),
    dealerId: uuid('dealer_id').references(() => quoteDealers.id, { onDelete: 'set null' }),
    documents: jsonb('documents')
      .$type<QuoteDocument[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    quoteData: jsonb('quote_data')
      .$type<Revision[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    messages: jsonb('messages')
      .$type<ChatMessage[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    newMessageFor: jsonb('new_message_for')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    status: text('status').$type<QuoteStatus>().notNull().default('DRAFT'),
    selectedRevisionNumber: integer('selected_revision_number'),
    listState: text('list_state').$type<RevisionState>().notNull().default('DRAFT'),
    ownerId: uuid('owner_id').notNull(),
    ownerType: text('owner_type').$type<QuoteOwnerType>().notNull(),
    dealershipKey: text('dealership_key'),
    province: text('province').$type<ProvinceCode>(),
    customer: jsonb('customer').$type<QuoteCustomer>(),
    preparedBy: text('prepared_by').notNull().default(''),
    preparedByKey: text('prepared_by_key').notNull().default(''),
    searchText: text('search_text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }),
    sortDate: timestamp('sort_date', { withTimezone: true, mode: 'date' })
      .notNull()
      .generatedAlwaysAs(sql`coalesce("updated_at", "created_at")`),
  },
  (table) => [
    // Newest first, as the list reads them: `order by … desc` puts nulls first, so must the indexes,
    // or PostgreSQL sorts every matching row instead of reading the index in order.
    // The date indexes also INCLUDE what the filters test (migrations 0012 and 0013: list_state,
    // province and owner_type; the by-state ones province and owner_type), which Drizzle cannot declare.
    index('lease_quotes_sort_idx').on(table.sortDate.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('lease_quotes_created_idx').on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('lease_quotes_state_sort_idx').on(
      table.listState,
      table.sortDate.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('lease_quotes_state_created_idx').on(
      table.listState,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('lease_quotes_dealership_idx')
      .on(
        table.dealershipKey,
        table.listState,
        table.sortDate.desc().nullsFirst(),
        table.id.desc().nullsFirst(),
      )
      .where(sql`${table.dealershipKey} is not null`),
    index('lease_quotes_dealership_created_idx')
      .on(
        table.dealershipKey,
        table.listState,
        table.createdAt.desc().nullsFirst(),
        table.id.desc().nullsFirst(),
      )
      .where(sql`${table.dealershipKey} is not null`),
    // A dealer's list in every state, and staff's by header status (migration 0036; they INCLUDE the
    // state and province, and the province and owner type).
    index('lease_quotes_dealership_any_idx')
      .on(table.dealershipKey, table.sortDate.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.dealershipKey} is not null`),
    index('lease_quotes_dealership_any_created_idx')
      .on(table.dealershipKey, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.dealershipKey} is not null`),
    index('lease_quotes_status_sort_idx').on(
      table.status,
      table.sortDate.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('lease_quotes_status_created_idx').on(
      table.status,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('lease_quotes_dealer_idx').on(table.dealerId),
    index('lease_quotes_search_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
    check('lease_quotes_status_check', inList('status', quoteStatuses)),
    check('lease_quotes_list_state_check', inList('list_state', revisionStates)),
    check('lease_quotes_owner_type_check', inList('owner_type', quoteOwnerTypes)),
    check('lease_quotes_province_check', inList('province', provinceCodes)),
  ],
);

/**
 * The messages sent on a quote over the live socket, one row each, in the order they came
 * (`position`): a message is an insert, however long the conversation. A quote's `messages` are
 * those kept in its own column (as they came with the quote) followed by these.
 */
export const leaseQuoteMessages = pgTable(
  'lease_quote_messages',
  {
    position: bigserial('position', { mode: 'number' }).primaryKey(),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => leaseQuotes.id, { onDelete: 'cascade' }),
    message: jsonb('message').$type<ChatMessage>().notNull(),
  },
  (table) => [index('lease_quote_messages_quote_idx').on(table.quoteId, table.position)],
);

/**
 * The timeline of a quote: every change of a revision's state (doc 1 §4), who made it, when, from
 * which type and state to which. Goes with its quote.
 */
export const leaseQuoteEvents = pgTable(
  'lease_quote_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => leaseQuotes.id, { onDelete: 'cascade' }),
    revisionId: text('revision_id').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    actorId: text('actor_id').notNull(),
    actorType: text('actor_type').$type<QuoteOwnerType>().notNull(),
    actorName: text('actor_name').notNull(),
    fromType: text('from_type').$type<RevisionType>().notNull(),
    fromState: text('from_state').$type<RevisionState>().notNull(),
    toType: text('to_type').$type<RevisionType>().notNull(),
    toState: text('to_state').$type<RevisionState>().notNull(),
  },
  (table) => [
    index('lease_quote_events_quote_idx').on(table.quoteId, table.at),
    check('lease_quote_events_actor_type_check', inList('actor_type', quoteOwnerTypes)),
    check('lease_quote_events_from_type_check', inList('from_type', revisionTypes)),
    check('lease_quote_events_to_type_check', inList('to_type', revisionTypes)),
    check('lease_quote_events_from_state_check', inList('from_state', revisionStates)),
    check('lease_quote_events_to_state_check', inList('to_state', revisionStates)),
  ],
);

/**
 * The changes of a quote's vehicle, details and revisions' terms (issue 25, item 4), beside the
 * changes of state in `lease_quote_events`: who changed which fields, from what to what. One
 * person's changes of the same thing in a row are kept as one entry (`recordEdits`).
 */
export const leaseQuoteEdits = pgTable(
  'lease_quote_edits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => leaseQuotes.id, { onDelete: 'cascade' }),
    /** The revision whose terms changed; null for the quote's own vehicle and details. */
    revisionId: text('revision_id'),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    actorId: text('actor_id').notNull(),
    actorType: text('actor_type').$type<QuoteOwnerType>().notNull(),
    actorName: text('actor_name').notNull(),
    changes: jsonb('changes').$type<QuoteFieldChange[]>().notNull(),
  },
  (table) => [
    index('lease_quote_edits_quote_idx').on(table.quoteId, table.at),
    check('lease_quote_edits_actor_type_check', inList('actor_type', quoteOwnerTypes)),
  ],
);

/**
 * The saves already applied, by the `Idempotency-Key` the apps sent with each (issue 28): a save
 * sent again because its answer was lost (a node killed after the commit, the network) is answered
 * with the thing as it is, not applied twice. `target` is what was saved (`lease-quote:<id>`,
 * `lease-file:<id>`). Written in the save's own transaction (`db/save-keys.ts`); a person's keys
 * older than a day go as they save again.
 */
export const saveKeys = pgTable(
  'save_keys',
  {
    actorId: text('actor_id').notNull(),
    target: text('target').notNull(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.actorId, table.target, table.key] }),
    index('save_keys_actor_at_idx').on(table.actorId, table.at),
  ],
);

/**
 * How many quotes each combination of the list's filters holds, kept by a trigger on
 * `lease_quotes` (see its migration), so the list's count is a sum over a few hundred rows instead of
 * a count over every quote. Absent values are ''.
 */
export const leaseQuoteCounts = pgTable(
  'lease_quote_counts',
  {
    ownerType: text('owner_type').notNull(),
    dealershipKey: text('dealership_key').notNull(),
    dealerId: text('dealer_id').notNull(),
    province: text('province').notNull(),
    listState: text('list_state').notNull(),
    preparedByKey: text('prepared_by_key').notNull(),
    /** The quote's header status (migration 0036), for the status filter's Approved and Completed. */
    status: text('status').notNull().default(''),
    quotes: bigint('quotes', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({
      name: 'lease_quote_counts_pk',
      columns: [
        table.ownerType,
        table.dealershipKey,
        table.dealerId,
        table.province,
        table.listState,
        table.preparedByKey,
        table.status,
      ],
    }),
  ],
);

/** The quote list's saved searches, per user (a dealer account or a member of staff, by owner type). */
export const quoteSavedSearches = pgTable(
  'quote_saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerType: text('owner_type').$type<QuoteOwnerType>().notNull(),
    ownerId: uuid('owner_id').notNull(),
    name: text('name').notNull(),
    /** `nameKey(name)`: one user's searches have different names, whatever their case and accents. */
    nameKey: text('name_key').notNull(),
    filters: jsonb('filters').$type<SavedQuoteFilters>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('quote_saved_searches_owner_name_unique').on(table.ownerType, table.ownerId, table.nameKey),
    check('quote_saved_searches_owner_type_check', inList('owner_type', quoteOwnerTypes)),
  ],
);

/**
 * The demonstration value table of the embedded vehicle valuation (`GET /cbb`): what a vehicle of a
 * model year is worth at the reference mileage, in whole Canadian dollars. Make, model and trim are
 * matched by `nameKey`; an empty trim key holds the model's base values.
 */
export const vehicleValues = pgTable(
  'vehicle_values',
  {
    makeKey: text('make_key').notNull(),
    modelKey: text('model_key').notNull(),
    trimKey: text('trim_key').notNull(),
    year: integer('year').notNull(),
    make: text('make').notNull(),
    model: text('model').notNull(),
    trim: text('trim'),
    wholesale: integer('wholesale').notNull(),
    retail: integer('retail').notNull(),
    tradeIn: integer('trade_in').notNull(),
    /** The mileage the values are for; the valuation adjusts them for the kilometres asked about. */
    referenceKm: integer('reference_km').notNull(),
  },
  (table) => [primaryKey({ columns: [table.makeKey, table.modelKey, table.trimKey, table.year] })],
);

/** Small facts about the database itself, by key (for example, when the demo data was written). */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  ...timestamps,
});

// ---------------------------------------------------------------------------------------------
// Accounts and sign-in (issue 5). Passwords are Argon2id PHC strings (`src/auth/passwords.ts`);
// tokens and codes are stored only as hashes (`src/http/tokens.ts`). Usernames are unique by
// `usernameKey` (`src/db/usernames.ts`): case, width and surrounding spaces do not make a new name.

/** A moment, always written by the server from its clock (so tests can move time). */
const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A lease-quote dealer's sign-in (spec doc 1 §3, "Dealer account (dealer-auth)"). */
export const dealerAccounts = pgTable(
  'dealer_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The account's `user` in the spec: the name the dealer signs in with. */
    username: text('username').notNull(),
    usernameKey: text('username_key').notNull(),
    /** The dealership: its accounts share its quotes. */
    dealerName: text('dealer_name').notNull(),
    /** `nameKey(dealerName)`: the dealership as it is looked up, whatever the case and accents. */
    dealerNameKey: text('dealer_name_key').notNull(),
    contactName: text('contact_name').notNull().default(''),
    /**
     * Where the account's password links go (issue 26 item 7; ours, not the spec's entity): its
     * activation link, and a reset link when the dealer forgets their password. Null for accounts
     * added before there was one.
     */
    email: text('email'),
    passwordHash: text('password_hash').notNull(),
    roles: jsonb('roles')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    mode: text('mode', { enum: appModes }).notNull().default('DEALER'),
    /** Whether the dealer-mode next steps of spec doc 1 §4 are offered ("only when the feature is enabled"). */
    dealerStepsEnabled: boolean('dealer_steps_enabled').notNull().default(false),
    locale: chosenLocale(),
    ...timestamps,
  },
  (table) => [
    localeCheck('dealer_accounts', table.locale),
    uniqueIndex('dealer_accounts_username_key_unique').on(table.usernameKey),
    index('dealer_accounts_dealer_name_key_idx').on(table.dealerNameKey),
    check('dealer_accounts_mode_check', sql`${table.mode} in ('DEALER', 'SFI')`),
  ],
);

/** A dealer of the file tool and chat (spec doc 2 §3, "Dealer (file system)"). */
export const fileDealers = pgTable(
  'file_dealers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dealerNo: text('dealer_no').notNull(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    usernameKey: text('username_key').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** The dealer's photo or logo (the dealer API's `POST /uploads/photos/{id}`), or none. */
    photo: jsonb('photo').$type<ProfilePhoto>(),
    locale: chosenLocale(),
    ...timestamps,
  },
  (table) => [
    localeCheck('file_dealers', table.locale),
    uniqueIndex('file_dealers_username_key_unique').on(table.usernameKey),
    // A dealership's files name it by its number (`lease_files.dealer_no`).
    uniqueIndex('file_dealers_dealer_no_unique').on(table.dealerNo),
  ],
);

/** The dates of the reports kept in a file's groups (group, field): the insurance expiry and the lease end. */
export const reportGroupDates = [
  ['insurance', 'expiryDate'],
  ['lease', 'maturityDate'],
] as const;

/**
 * A date of a file's groups as its day, `YYYY-MM-DD` (the first ten characters of the ISO
 * date-time it holds): what the reports by insurance expiry and lease end order and compare by, and
 * the expression of their indexes, so that a query and its index are one expression.
 */
export const reportDayOf = (groups: AnyPgColumn | SQL, group: string, field: string): SQL =>
  sql`left((${groups} -> ${sql.raw(`'${group}'`)} ->> ${sql.raw(`'${field}'`)}), 10)`;

/**
 * Lease files (spec doc 2 §3): the plain top-level attributes as columns, every other key of the
 * file in `groups` (group name → typed fields). The search keys are folded from the fields when the
 * file is written (`leaseFileSearchKeys` of @sfi/domain), and `summary` is the file's search result
 * as the wire has it, so a search answers without rebuilding it.
 */
export const leaseFiles = pgTable(
  'lease_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fileNo: text('file_no').notNull(),
    /** The file-tool dealership the file belongs to (`file_dealers.dealer_no`); its dealers see it. */
    dealerNo: text('dealer_no'),
    /** Counts the saves: the file's ETag, so a save made on an older version is refused. */
    version: integer('version').notNull().default(1),
    name: text('name'),
    deliveryDate: timestamp('delivery_date', { withTimezone: true, mode: 'date' }),
    fileType: text('file_type'),
    province: text('province'),
    vehicleType: text('vehicle_type'),
    hasTradeIn: boolean('has_trade_in'),
    customerType: text('customer_type'),
    isDealer: boolean('is_dealer'),
    isLocked: boolean('is_locked'),
    isTerminated: boolean('is_terminated'),
    terminationDate: timestamp('termination_date', { withTimezone: true, mode: 'date' }),
    terminationType: text('termination_type'),
    terminationReason: text('termination_reason'),
    terminationComment: text('termination_comment'),
    isTwoLessee: boolean('is_two_lessee'),
    isLeaseBack: boolean('is_lease_back'),
    messages: jsonb('messages').$type<unknown[]>(),
    originalLeaseQuoteId: text('original_lease_quote_id'),
    isSecuritized: boolean('is_securitized'),
    /** A tranche's name or number, as the file holds it (jsonb keeps which). */
    tranche: jsonb('tranche').$type<string | number>(),
    leaseType: text('lease_type'),
    nonTranchableType: text('non_tranchable_type'),
    nonTranchableReason: text('non_tranchable_reason'),
    /** Every other key of the file: group name → typed fields. */
    groups: jsonb('groups')
      .$type<Record<string, FieldGroup>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    summary: jsonb('summary').$type<FileSearchResult>().notNull(),
    fileNoKey: text('file_no_key').notNull(),
    customerKey: text('customer_key').notNull().default(''),
    colesseeKey: text('colessee_key').notNull().default(''),
    companyKey: text('company_key').notNull().default(''),
    phoneKey: text('phone_key').notNull().default(''),
    emailKey: text('email_key').notNull().default(''),
    vinKey: text('vin_key').notNull().default(''),
    makeKey: text('make_key').notNull().default(''),
    modelKey: text('model_key').notNull().default(''),
    plateKey: text('plate_key').notNull().default(''),
    vehicleKey: text('vehicle_key').notNull().default(''),
    dealershipKey: text('dealership_key').notNull().default(''),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('lease_files_file_no_unique').on(table.fileNo),
    index('lease_files_dealer_no_idx').on(table.dealerNo),
    index('lease_files_delivery_date_idx').on(table.deliveryDate, table.id),
    // The reports by date (doc 2 §7): the files of a range of days read in batches in the date's
    // order, the termination date for the off-road report, the two dates kept in groups by their
    // day (`reportDayOf`, the very expression the reports' queries order by).
    index('lease_files_termination_date_idx').on(table.terminationDate, table.id),
    ...reportGroupDates.map(([group, field]) =>
      index(`lease_files_${group}_${field}_day_idx`).on(reportDayOf(table.groups, group, field), table.id),
    ),
    // The file search (doc 2 §7), each path by the rule `fileSearchMatching` of @sfi/domain gives it
    // (migrations 0018 and 0019 say why): every key has a btree in its byte order
    // (text_pattern_ops), the file number after it so that equal keys come in file-number order. A
    // prefix path reads it as a range (`startsWith`: `~>=~ q and ~<~` the next prefix, in the
    // order of `order by … using ~<~`); a
    // contains path finds its keys in `lease_file_search_terms` and reads each key's files here.
    // The dealership and the id come last: a search finds its candidates, a dealer's too, in the
    // index alone (an index-only scan), and reads only the page's files.
    index('lease_files_file_no_key_idx').on(table.fileNoKey.op('text_pattern_ops')),
    ...fileSearchKeyColumns.map((key) =>
      index(`lease_files_${table[key].name}_idx`).on(
        table[key].op('text_pattern_ops'),
        table.fileNoKey.op('text_pattern_ops'),
        table.dealerNo,
        table.id,
      ),
    ),
  ],
);

/**
 * The distinct keys of the files' contains paths (`fileSearchMatching` of @sfi/domain), each with
 * how many files hold it, kept by triggers on `lease_files` (migration 0019). A contains search
 * looks its query up in these few keys through a trigram index of each path's own, ranks the keys,
 * then reads their files in order from the key's btree on `lease_files`: a dealership, a vehicle or
 * a company shared by tens of thousands of files is one row here.
 */
export const leaseFileSearchTerms = pgTable(
  'lease_file_search_terms',
  {
    /** The `lease_files` column the key is of: `customer_key`, `company_key`, … */
    path: text('path').notNull(),
    key: text('key').notNull(),
    files: integer('files').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.path, table.key] }),
    ...fileSearchTermColumns.map((column) =>
      index(`lease_file_search_terms_${column}_trgm_idx`)
        .using('gin', table.key.op('gin_trgm_ops'))
        .where(sql.raw(`path = '${column}'`)),
    ),
  ],
);

/** A lease file's history (`GET /history/{fileNo}`): the whole file as each save left it, who saved it and when. */
export const leaseFileRevisions = pgTable(
  'lease_file_revisions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => leaseFiles.id, { onDelete: 'cascade' }),
    /** The file's number when it was saved (a renumbered file keeps its history). */
    fileNo: text('file_no').notNull(),
    version: integer('version').notNull(),
    fields: jsonb('fields').$type<Record<string, unknown>>().notNull(),
    actorId: text('actor_id').notNull(),
    actorName: text('actor_name').notNull(),
    actorKind: text('actor_kind').$type<SessionKind | 'seed'>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('lease_file_revisions_file_idx').on(table.fileId, table.id)],
);

/** The documents filed on a lease file: their type, where the storage keeps them, who filed them and when. */
export const leaseFileDocuments = pgTable(
  'lease_file_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => leaseFiles.id, { onDelete: 'cascade' }),
    /** As filed, normalised by `normalizeDocumentType`. */
    type: text('type').notNull(),
    storageKey: text('storage_key').notNull(),
    originalFilename: text('original_filename').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    actorId: text('actor_id').notNull(),
    actorName: text('actor_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('lease_file_documents_file_idx').on(table.fileId, table.createdAt),
    uniqueIndex('lease_file_documents_storage_key_unique').on(table.storageKey),
  ],
);

/**
 * A lease file's buyout quote (doc 2 §7, `GET`/`PUT /buyout-quotes/{fileNo}`): one per file, its
 * terms as the editor wrote them (`BuyoutQuoteTerms` of @sfi/domain, amounts in dollars) and whether
 * the file is PST exempt. The figures are not stored: `buyoutTotals` computes them from the terms
 * and the file's province whenever the quote is read, so they always follow the file.
 */
export const buyoutQuotes = pgTable('buyout_quotes', {
  fileId: uuid('file_id')
    .primaryKey()
    .references(() => leaseFiles.id, { onDelete: 'cascade' }),
  /** Null until the quote is first saved: the PST calls may come first, and the terms are then drafted from the file. */
  terms: jsonb('terms').$type<BuyoutQuoteTerms>(),
  pstExempt: boolean('pst_exempt').notNull().default(false),
  actorId: text('actor_id').notNull(),
  actorName: text('actor_name').notNull(),
  savedAt: timestamp('saved_at', { withTimezone: true, mode: 'date' }),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * A file's banking info records (doc 2 §3, §7). The numbers are digit strings (leading zeros
 * kept), the amount whole cents. A record belongs to its file by id, so a renumbered file keeps it.
 */
export const bankingInfo = pgTable(
  'banking_info',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => leaseFiles.id, { onDelete: 'cascade' }),
    institutionNo: text('institution_no').notNull(),
    transitNo: text('transit_no').notNull(),
    accountNo: text('account_no').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    payeeName: text('payee_name').notNull(),
    ...timestamps,
  },
  (table) => [
    index('banking_info_file_idx').on(table.fileId, table.createdAt),
    check('banking_info_institution_no', sql`${table.institutionNo} ~ '^[0-9]{3}$'`),
    check('banking_info_transit_no', sql`${table.transitNo} ~ '^[0-9]{5}$'`),
    check('banking_info_account_no', sql`${table.accountNo} ~ '^[0-9]{7,12}$'`),
    check('banking_info_amount_positive', sql`${table.amountCents} > 0`),
  ],
);

/**
 * The audit trail of banking info: every creation, update and deletion, who made it, when, and what
 * changed (`bankingChanges` of @sfi/domain: account numbers masked). Kept by file id, without a
 * reference to the record, so a deleted record's trail stays; it goes with its file.
 */
export const bankingInfoChanges = pgTable(
  'banking_info_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => leaseFiles.id, { onDelete: 'cascade' }),
    bankingInfoId: uuid('banking_info_id').notNull(),
    action: text('action').$type<BankingChangeAction>().notNull(),
    changes: jsonb('changes').$type<BankingChange['changes']>().notNull(),
    actorId: text('actor_id').notNull(),
    actorName: text('actor_name').notNull(),
    actorKind: text('actor_kind').$type<SessionKind | 'seed'>().notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('banking_info_changes_file_idx').on(table.fileId, table.id),
    check('banking_info_changes_action', inList('action', bankingChangeActions)),
  ],
);

/** A member of the provider's staff (spec doc 2 §3, "Staff (auth user)"); signs in with a password and an SMS code. */
export const staffUsers = pgTable(
  'staff_users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    username: text('username').notNull(),
    usernameKey: text('username_key').notNull(),
    /**
     * The staff member's work e-mail address (doc 2 §7: the room assignment names staff by it),
     * and the same trimmed and in lower case (`emailKey`): one member per address. Empty on
     * accounts made before the staff administration until someone gives them one.
     */
    email: text('email'),
    emailKey: text('email_key'),
    /** Where the sign-in codes go, in E.164 form (`+15555550100`). */
    phone: text('phone').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** The staff member's photo (`POST /uploads/photos/{id}`), or none. */
    photo: jsonb('photo').$type<ProfilePhoto>(),
    permission: jsonb('permission')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** For example `LEASE_QUOTES_ADMIN`, `LEASE_QUOTES_SUPER_ADMIN` (spec doc 1 §6). */
    roles: jsonb('roles')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    locale: chosenLocale(),
    ...timestamps,
  },
  (table) => [
    localeCheck('staff_users', table.locale),
    uniqueIndex('staff_users_username_key_unique').on(table.usernameKey),
    uniqueIndex('staff_users_email_key_unique').on(table.emailKey),
  ],
);

/**
 * Server-side sessions. The id travels in `X-Session-Token`, the secret token in
 * `Authorization: Bearer`; only the token's SHA-256 is kept. A staff session is pending (no
 * `verifiedAt`) until its SMS code is entered.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    kind: text('kind', { enum: sessionKinds }).notNull(),
    /** The account's id in the table its kind names. */
    subjectId: uuid('subject_id').notNull(),
    /** The client network the session was created from (`src/auth/network.ts`). */
    network: text('network').notNull(),
    createdAt: moment('created_at').notNull(),
    lastUsedAt: moment('last_used_at').notNull(),
    /** The absolute end of the session. */
    expiresAt: moment('expires_at').notNull(),
    /** The end of the session if it is not used again; each use moves it on, never past `expiresAt`. */
    idleExpiresAt: moment('idle_expires_at').notNull(),
    verifiedAt: moment('verified_at'),
    /** Staff: the keyed hash of the code that verified the session, for the restore call. */
    verificationCodeHash: text('verification_code_hash'),
    revokedAt: moment('revoked_at'),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_unique').on(table.tokenHash),
    index('sessions_subject_idx').on(table.kind, table.subjectId),
    index('sessions_expires_at_idx').on(table.expiresAt),
    check('sessions_kind_check', sql`${table.kind} in ('dealer', 'file-dealer', 'staff')`),
  ],
);

/** Staff sign-in codes sent by SMS: keyed hashes, single use, short-lived, few attempts each. */
export const twoFactorCodes = pgTable(
  'two_factor_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: moment('created_at').notNull(),
    expiresAt: moment('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: moment('consumed_at'),
    /** Set when a newer code was sent: the old one is worth nothing from then on. */
    supersededAt: moment('superseded_at'),
  },
  (table) => [index('two_factor_codes_session_idx').on(table.sessionId, table.createdAt)],
);

/** The dealer token of spec doc 2 §7 (`GET /dealers-api-tokens`): scoped to chat, bound to a file-dealer session. */
export const dealerApiTokens = pgTable(
  'dealer_api_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fileDealerId: uuid('file_dealer_id')
      .notNull()
      .references(() => fileDealers.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    scope: text('scope', { enum: ['chat'] })
      .notNull()
      .default('chat'),
    createdAt: moment('created_at').notNull(),
    expiresAt: moment('expires_at').notNull(),
    revokedAt: moment('revoked_at'),
  },
  (table) => [
    uniqueIndex('dealer_api_tokens_token_hash_unique').on(table.tokenHash),
    index('dealer_api_tokens_session_idx').on(table.sessionId),
  ],
);

/** Failed sign-in and code attempts by key (`src/auth/throttle.ts`), shared by every server process. */
export const authThrottle = pgTable(
  'auth_throttle',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull(),
    lastFailureAt: moment('last_failure_at').notNull(),
    blockedUntil: moment('blocked_until'),
  },
  (table) => [index('auth_throttle_last_failure_idx').on(table.lastFailureAt)],
);

/**
 * What each person may still ask of the live sockets, by kind of request (`src/db/live-allowances.ts`):
 * token buckets shared by every socket and every server process.
 */
export const liveAllowances = pgTable('live_allowances', {
  /** Whose allowance of which request (`chat:send:staff:<id>`). */
  key: text('key').primaryKey(),
  /** The requests left at `updatedAt` (refilled as time passes). */
  tokens: doublePrecision('tokens').notNull(),
  updatedAt: moment('updated_at').notNull(),
});

export const outboxKinds = ['sms', 'email'] as const;
export type OutboxKind = (typeof outboxKinds)[number];

/** Outbound messages, written in the request that causes them and delivered after it (`src/outbox`). */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: outboxKinds }).notNull(),
    to: text('to').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    /** A body holding a secret (a sign-in code) is blanked once delivered. */
    sensitive: boolean('sensitive').notNull().default(false),
    createdAt: moment('created_at').notNull(),
    sentAt: moment('sent_at'),
    /** The last delivery failure, if any. */
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    /** A process delivering the message holds it until then, so two processes do not both send it. */
    claimedUntil: moment('claimed_until'),
  },
  (table) => [
    index('outbox_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.sentAt} is null`),
    check('outbox_kind_check', sql`${table.kind} in ('sms', 'email')`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Clients and the embedded identity provider (issue 5, doc 2 §6 and §7; `src/oidc`).

/** Why a client's access token stopped working before its expiry (`revoked_access_tokens.reason`). */
export const accessRevocationReasons = [
  /** Revoked alone at the identity provider (`/oidc/token/revocation`). */
  'token-revoked',
  /** Its grant revoked by the identity provider: a sign-out, or its authorization code used again. */
  'grant-revoked',
  'password-changed',
  'password-reset',
] as const;
export type AccessRevocationReason = (typeof accessRevocationReasons)[number];

/**
 * A client (member, spec doc 2 §1): the member service's record, and the account the embedded
 * identity provider signs in. `POST /members` makes one without a password; sign-up gives it one,
 * which counts only once the e-mail address is confirmed.
 */
export const clientAccounts = pgTable(
  'client_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    /** The e-mail address trimmed and in lower case: one account per address. */
    emailKey: text('email_key').notNull(),
    /** The user metadata of sign-up (doc 2 §6): name and agency. */
    name: text('name'),
    agency: text('agency'),
    passwordHash: text('password_hash'),
    emailVerifiedAt: moment('email_verified_at'),
    /** The client's photo (`POST /uploads/photos/{id}`), or none. */
    photo: jsonb('photo').$type<ProfilePhoto>(),
    /**
     * The public API refuses this client's access tokens issued before this instant: a sign-out, a
     * new password, a replayed authorization code (`cutClientAccess` in db/client-access.ts).
     */
    accessNotBefore: moment('access_not_before'),
    /** What moved `accessNotBefore` last. */
    accessCutReason: text('access_cut_reason', { enum: accessRevocationReasons }),
    locale: chosenLocale(),
    ...timestamps,
  },
  (table) => [
    localeCheck('client_accounts', table.locale),
    uniqueIndex('client_accounts_email_key_unique').on(table.emailKey),
    // The client administration (migration 0031): its list pages back from the newest client, and
    // its search finds any part of an address (pg_trgm, loaded by 0008).
    index('client_accounts_created_idx').on(table.createdAt, table.id),
    index('client_accounts_email_key_trgm_idx').using('gin', table.emailKey.op('gin_trgm_ops')),
  ],
);

export const clientTokenPurposes = ['confirm', 'reset'] as const;
export type ClientTokenPurpose = (typeof clientTokenPurposes)[number];

/**
 * Single-use links e-mailed to clients (confirm the address, reset the password); only hashes are
 * kept. A confirmation link carries the details of the sign-up that asked for it (password hash,
 * name, agency): the account gets them only when that link is confirmed with that password, so a
 * sign-up never changes an account that someone else may be signing up. They are wiped when the
 * link is used or cancelled, and the upkeep deletes links once they have expired.
 */
export const clientAccountTokens = pgTable(
  'client_account_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => clientAccounts.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: clientTokenPurposes }).notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: moment('created_at').notNull(),
    expiresAt: moment('expires_at').notNull(),
    usedAt: moment('used_at'),
    /** The sign-up's password (Argon2id), asked for on the confirmation page; confirmation links only. */
    passwordHash: text('password_hash'),
    /** The sign-up's name and agency, given to the account on confirmation. */
    name: text('name'),
    agency: text('agency'),
  },
  (table) => [
    uniqueIndex('client_account_tokens_token_hash_unique').on(table.tokenHash),
    index('client_account_tokens_account_idx').on(table.accountId, table.purpose),
    index('client_account_tokens_expires_at_idx').on(table.expiresAt),
    check('client_account_tokens_purpose_check', sql`${table.purpose} in ('confirm', 'reset')`),
  ],
);

/**
 * What the identity provider (oidc-provider) keeps: sessions, interactions, codes, grants and
 * tokens, one row per model instance, by kind and id (`src/db/oidc-models.ts`).
 */
export const oidcModels = pgTable(
  'oidc_models',
  {
    kind: text('kind').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: moment('expires_at'),
    consumedAt: moment('consumed_at'),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.id] }),
    index('oidc_models_grant_idx').on(table.grantId),
    index('oidc_models_uid_idx').on(table.kind, table.uid),
    index('oidc_models_user_code_idx').on(table.kind, table.userCode),
    index('oidc_models_expires_at_idx').on(table.expiresAt),
  ],
);

/**
 * The ids (`jti`) of the identity provider's access tokens that were revoked before they expired:
 * the public API refuses them. Kept until the token would have expired, then swept.
 */
export const revokedAccessTokens = pgTable(
  'revoked_access_tokens',
  {
    jti: text('jti').primaryKey(),
    /** The client the token was issued to (no foreign key: a removed client's rows stay until swept). */
    accountId: text('account_id'),
    reason: text('reason', { enum: accessRevocationReasons }).notNull(),
    revokedAt: moment('revoked_at').notNull(),
    expiresAt: moment('expires_at').notNull(),
  },
  (table) => [index('revoked_access_tokens_expires_at_idx').on(table.expiresAt)],
);

// The chat between dealers and staff (issue 13; spec doc 2 §3 "Chat room" and "Chat message").

/**
 * A chat room: one file-tool dealer's conversation with staff, tied or not to one of their
 * dealership's lease files. Goes with its dealer; a file deleted leaves the room, untied
 * (`fileDeleted`), beside the dealer's own untied room if they have one (migration 0022).
 */
export const chatRooms = pgTable(
  'chat_rooms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fileDealerId: uuid('file_dealer_id')
      .notNull()
      .references(() => fileDealers.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id').references(() => leaseFiles.id, { onDelete: 'set null' }),
    /** The room was tied to a file deleted since (`deleteLeaseFile` marks it before the file goes). */
    fileDeleted: boolean('file_deleted').notNull().default(false),
    createdAt: moment('created_at').notNull(),
  },
  (table) => [
    // A dealer has one room per file, and one untied room (made untied): creating it again answers
    // the same room. Rooms whose files were deleted are untied too, as many as there were files.
    unique('chat_rooms_dealer_file_unique').on(table.fileDealerId, table.fileId),
    uniqueIndex('chat_rooms_dealer_untied_unique')
      .on(table.fileDealerId)
      .where(sql`${table.fileId} is null and not ${table.fileDeleted}`),
  ],
);

/** The staff a room is assigned to (doc 2 §1, "staff chat-room assignments"): they see it; a super admin sees every room. */
export const chatRoomStaff = pgTable(
  'chat_room_staff',
  {
    roomId: uuid('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.roomId, table.staffId] }),
    index('chat_room_staff_staff_idx').on(table.staffId),
  ],
);

/**
 * A room's messages, in the order they were stored (`seq`): text, or one attachment (its
 * content type, its storage key as `content`, and its file's name, size and MIME type). The
 * sender's `clientId` makes a message sent twice (an answer lost) one message.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    id: uuid('id').notNull().defaultRandom(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id').notNull(),
    senderType: text('sender_type', { enum: ['staff', 'dealer'] }).notNull(),
    senderName: text('sender_name').notNull(),
    content: text('content').notNull(),
    contentType: text('content_type'),
    attachment: jsonb('attachment').$type<{ name: string; size: number; mimeType: string }>(),
    clientId: uuid('client_id'),
    createdAt: moment('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('chat_messages_id_unique').on(table.id),
    index('chat_messages_room_idx').on(table.roomId, table.seq),
    uniqueIndex('chat_messages_client_unique').on(
      table.roomId,
      table.senderType,
      table.senderId,
      table.clientId,
    ),
    check('chat_messages_sender_type_check', sql`${table.senderType} in ('staff', 'dealer')`),
  ],
);

/** How far each participant has read each room (read receipts and unread counts). */
export const chatReads = pgTable(
  'chat_reads',
  {
    roomId: uuid('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    readerType: text('reader_type', { enum: ['staff', 'dealer'] }).notNull(),
    readerId: uuid('reader_id').notNull(),
    /** The `seq` of the last message read (0: none). */
    lastSeq: bigint('last_seq', { mode: 'number' }).notNull(),
    readAt: moment('read_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.roomId, table.readerType, table.readerId] })],
);

// ---------------------------------------------------------------------------------------------
// The investor newsletter (issue 14, doc 2 §4, §7): the reference server's mailing list.

export const newsletterSubscriptionStatuses = ['pending', 'confirmed', 'unsubscribed'] as const;

/**
 * The investor newsletter's subscribers, one row per address (double opt-in): `pending` until the
 * link of the confirmation e-mail is opened, then `confirmed`; `unsubscribed` by the link every
 * e-mail carries. Only the links' hashes are kept. A pending address asked again gets a new pair
 * of links (the earlier e-mail's stop working), so the newest e-mail is the one that works.
 */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    /** The address trimmed and in lower case (`emailKey`): one subscription per address. */
    emailKey: text('email_key').notNull(),
    status: text('status', { enum: newsletterSubscriptionStatuses }).notNull(),
    /** The confirmation link's token (SHA-256), until it is used. */
    confirmTokenHash: text('confirm_token_hash'),
    confirmExpiresAt: moment('confirm_expires_at'),
    /** The unsubscribe link's token (SHA-256). */
    unsubscribeTokenHash: text('unsubscribe_token_hash').notNull(),
    requestedAt: moment('requested_at').notNull(),
    confirmedAt: moment('confirmed_at'),
    unsubscribedAt: moment('unsubscribed_at'),
    locale: chosenLocale(),
    ...timestamps,
  },
  (table) => [
    localeCheck('newsletter_subscriptions', table.locale),
    uniqueIndex('newsletter_subscriptions_email_key_unique').on(table.emailKey),
    uniqueIndex('newsletter_subscriptions_confirm_token_unique').on(table.confirmTokenHash),
    uniqueIndex('newsletter_subscriptions_unsubscribe_token_unique').on(table.unsubscribeTokenHash),
    check(
      'newsletter_subscriptions_status_check',
      sql`${table.status} in ('pending', 'confirmed', 'unsubscribed')`,
    ),
  ],
);

// ---------------------------------------------------------------------------------------------
// Clients' lease files (issue 14, doc 2 §1, §3, §7): which files a client's dashboard lists.

/**
 * The lease files of a client: `GET /me` lists them (`files.vehicles`) and a client reaches only
 * these (their lease summary). Tied by the file's id, so a renumbered file stays the client's; a
 * deleted file or client takes its links with it. The client administration (`PUT /users/{id}`
 * with a `fileNo`, doc 2 §7) links a file by its number (`linkClientFile`).
 */
export const clientLeaseFiles = pgTable(
  'client_lease_files',
  {
    clientId: uuid('client_id')
      .notNull()
      .references(() => clientAccounts.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => leaseFiles.id, { onDelete: 'cascade' }),
    linkedAt: moment('linked_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.clientId, table.fileId] }),
    index('client_lease_files_file_idx').on(table.fileId),
  ],
);

/**
 * GPS devices (spec doc 2 §3, issue 15): a tracker by its number (`gpsNo`), signed by its own key
 * (kept as its SHA-256: the key is 32 random bytes, so a fast hash is as safe as a slow one, and a
 * report is authenticated in one index lookup), linked or not to a lease file. The file number
 * follows a renumbered file (ON UPDATE CASCADE) and a deleted file unlinks its devices. The latest
 * position is kept on the device, and the day its file's lease ends (`lease_end_day`, kept by
 * triggers from the file, migration 0028): what the flagged list reads without the positions or
 * the files.
 */
export const gpsDevices = pgTable(
  'gps_devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    gpsNo: text('gps_no').notNull(),
    name: text('name').notNull().default(''),
    keyHash: text('key_hash').notNull(),
    fileNo: text('file_no').references(() => leaseFiles.fileNo, {
      onDelete: 'set null',
      onUpdate: 'cascade',
    }),
    notes: text('notes').notNull().default(''),
    lastAt: moment('last_at'),
    lastLat: doublePrecision('last_lat'),
    lastLng: doublePrecision('last_lng'),
    lastInCanada: boolean('last_in_canada'),
    /** `YYYY-MM-DD`: the day the linked file's lease ends (`leaseEndDay` of @sfi/domain); kept by triggers. */
    leaseEndDay: text('lease_end_day'),
    /** The GPS number in lower case, and reversed: the search finds a number by its start and by its end. */
    gpsNoKey: text('gps_no_key')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`lower(${gpsDevices.gpsNo})`),
    gpsNoReversed: text('gps_no_reversed')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`reverse(lower(${gpsDevices.gpsNo}))`),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('gps_devices_gps_no_unique').on(table.gpsNo),
    uniqueIndex('gps_devices_key_hash_unique').on(table.keyHash),
    // The linked list, in GPS-number order; a file's devices.
    index('gps_devices_linked_idx')
      .on(table.gpsNo)
      .where(sql`${table.fileNo} is not null`),
    index('gps_devices_file_no_idx').on(table.fileNo.op('text_pattern_ops')),
    // The flagged list: each reason of a linked device has an index, read together (BitmapOr).
    index('gps_devices_linked_last_at_idx')
      .on(table.lastAt)
      .where(sql`${table.fileNo} is not null`),
    index('gps_devices_linked_lease_end_idx')
      .on(table.leaseEndDay)
      .where(sql`${table.fileNo} is not null`),
    index('gps_devices_linked_outside_idx')
      .on(table.gpsNo)
      .where(sql`${table.fileNo} is not null and ${table.lastInCanada} = false`),
    // The search (`gpsSearchCondition`): a GPS number by its start or its end, a file number by its
    // start (the file-number index above), a device name by any part of it.
    index('gps_devices_gps_no_key_idx').on(table.gpsNoKey.op('text_pattern_ops')),
    index('gps_devices_gps_no_reversed_idx').on(table.gpsNoReversed.op('text_pattern_ops')),
    index('gps_devices_name_trgm_idx').using('gin', sql`lower(${table.name}) gin_trgm_ops`),
  ],
);

/** The positions each device reported: one per device and moment (a batch sent again adds nothing). */
export const gpsPositions = pgTable(
  'gps_positions',
  {
    deviceId: uuid('device_id')
      .notNull()
      .references(() => gpsDevices.id, { onDelete: 'cascade' }),
    at: moment('at').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    /** km/h. */
    speed: real('speed'),
    /** Degrees clockwise from north. */
    heading: real('heading'),
  },
  (table) => [primaryKey({ name: 'gps_positions_pk', columns: [table.deviceId, table.at] })],
);

/** The GPS tags (doc 2 §3): the value a device carries and `&tag=` names, and what is shown. */
export const gpsTags = pgTable('gps_tags', {
  value: text('value').primaryKey(),
  label: text('label').notNull(),
});

/**
 * The tags of each device, with its GPS number (which never changes) so that a tag's devices are
 * read in GPS-number order from the primary key, and whether the device is linked (kept from the
 * device by triggers, migrations 0032 and 0033) so that a tag's linked devices are read in that order too.
 */
export const gpsDeviceTags = pgTable(
  'gps_device_tags',
  {
    tag: text('tag')
      .notNull()
      .references(() => gpsTags.value, { onDelete: 'cascade' }),
    gpsNo: text('gps_no').notNull(),
    deviceId: uuid('device_id')
      .notNull()
      .references(() => gpsDevices.id, { onDelete: 'cascade' }),
    linked: boolean('linked').notNull().default(false),
  },
  (table) => [
    primaryKey({ name: 'gps_device_tags_pk', columns: [table.tag, table.gpsNo] }),
    index('gps_device_tags_device_idx').on(table.deviceId, table.tag),
    index('gps_device_tags_linked_idx')
      .on(table.tag, table.gpsNo, table.deviceId)
      .where(sql`${table.linked}`),
  ],
);

/**
 * The lease takeover listings (doc 2 §3): what the public site's takeover pages show (issue 14),
 * and what the administration edits and orders (issue 15). `permutation` is the display order
 * (ascending); ties, which only a half-done reordering leaves, fall back to the oldest first.
 * `images` holds each photo's id, bucket key, alternative text and size, in display order; its
 * files are in the bucket (`src/photos/photos.ts`).
 */
export const leaseTakeovers = pgTable(
  'lease_takeovers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    permutation: integer('permutation').notNull(),
    vehicleId: text('vehicle_id').notNull(),
    vehicleInformation: jsonb('vehicle_information')
      .$type<TakeoverVehicle>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    leaseSummary: jsonb('lease_summary')
      .$type<TakeoverLeaseSummary>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    vehicleOptions: jsonb('vehicle_options')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    images: jsonb('images')
      .$type<TakeoverImage[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Shown on the public site: a new listing is a draft until staff publish it (issue 25 item 17). */
    published: boolean('published').notNull().default(false),
    ...timestamps,
  },
  (table) => [
    index('lease_takeovers_permutation_idx').on(table.permutation, table.createdAt),
    index('lease_takeovers_created_at_idx').on(table.createdAt),
    check('lease_takeovers_permutation_check', sql`${table.permutation} >= 0`),
  ],
);

/**
 * How many devices each list holds, kept by triggers (migrations 0028 and 0033: a tag's from its
 * rows' linked state): by tag ('' for every device) and linked or not. The lists' counts are a row or two here, not a count over 100,000.
 */
export const gpsCounts = pgTable(
  'gps_counts',
  {
    tag: text('tag').notNull(),
    linked: boolean('linked').notNull(),
    devices: bigint('devices', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ name: 'gps_counts_pk', columns: [table.tag, table.linked] })],
);

/**
 * One-time links to choose a password (issue 26 items 6 and 7): an account made by an administrator
 * (`activation`), or a forgotten password (`reset`, asked for by its owner or sent by an
 * administrator), for a staff member, a lease-quote dealer or a file-tool dealer (`kind` and
 * `subject_id`, as a session names its account). Only the SHA-256 of the e-mailed token is kept;
 * a link is used once, before its expiry, and a newer link of the same account, or its use, ends
 * the others. The upkeep deletes expired ones.
 */
export const passwordLinks = pgTable(
  'password_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: sessionKinds }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    purpose: text('purpose', { enum: passwordLinkPurposes }).notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: moment('created_at').notNull(),
    expiresAt: moment('expires_at').notNull(),
    usedAt: moment('used_at'),
  },
  (table) => [
    uniqueIndex('password_links_token_hash_unique').on(table.tokenHash),
    index('password_links_subject_idx').on(table.kind, table.subjectId),
    index('password_links_expires_at_idx').on(table.expiresAt),
  ],
);
