import { z } from 'zod';
import { EMPTY_DATE } from './dates.ts';
import {
  DeliveryDateRangeSchema,
  FileSearchResultSchema,
  fileSearchTypes,
  type FieldGroup,
  type FileSearchResult,
  type LeaseFileAttribute,
} from './entities/lease-file.ts';
import { documentStates, type RequiredDocumentsInput } from './lease-quotes/documents.ts';
import { nameKey } from './makes.ts';
import { message } from './messages.ts';
import { FIELD_YEAR_MAX, FIELD_YEAR_MIN } from './constants.ts';
import { emailKey, plainString } from './text.ts';

/**
 * Where a lease file keeps what its search, its summary and its document checklist read. The spec
 * lists the file's plain attributes and says any other key is a group of typed fields, without
 * naming the groups; these are ours. A file may hold other groups and fields too: they are shown
 * and saved, only not searched.
 */

/**
 * The groups a new file starts with, each field with its empty value. The empty value gives the
 * field its display type (`fieldDisplayType`): '' String, 0 Number, false Bool, [] Array,
 * `EMPTY_DATE` Date; `rate`, `mileage`, `mileageAllowance` and the select fields by name.
 */
export const leaseFileLayout = {
  lessee: {
    firstName: '',
    lastName: '',
    companyName: '',
    phone: '',
    email: '',
    dateOfBirth: EMPTY_DATE,
    address: '',
    city: '',
    postalCode: '',
    driverLicenseNo: '',
    isCanadianCitizen: true,
    legalStatus: '',
  },
  colessee: {
    firstName: '',
    lastName: '',
    phone: '',
    email: '',
    dateOfBirth: EMPTY_DATE,
    driverLicenseNo: '',
  },
  vehicle: {
    year: 0,
    make: '',
    model: '',
    trim: '',
    vin: '',
    plateNo: '',
    colour: '',
    mileage: '',
    isUsed: false,
    options: [] as string[],
  },
  lease: {
    term: 0,
    rate: '',
    monthlyPayment: 0,
    downPayment: 0,
    residualValue: 0,
    mileageAllowance: '',
    firstPaymentDate: EMPTY_DATE,
    maturityDate: EMPTY_DATE,
    outstandingRepairFee: 0,
  },
  insurance: { insuranceReferralCompany: '', policyNo: '', expiryDate: EMPTY_DATE },
  dealer: { originatedDealership: '', salesperson: '' },
  status: { documentState: 'DRAFT' },
} as const satisfies Record<string, FieldGroup>;
/** A group of the file layout. */
export type LeaseFileLayoutGroup = keyof typeof leaseFileLayout;

/**
 * The plain attributes a file is edited with (doc 2 §3), each with its empty value, in the order
 * the editor shows them: what the file is, its dates and flags, its securitization and its
 * termination. The attributes the server writes (`_id`, `id`, `createdAt`, `updatedAt`), the
 * number (renumbered on its own) and `messages` are not edited. The codes of `fileType`,
 * `province` and the other choice attributes are in `leaseFileChoices`.
 */
export const leaseFileAttributeLayout = {
  name: '',
  fileType: '',
  leaseType: '',
  province: '',
  customerType: '',
  vehicleType: '',
  deliveryDate: EMPTY_DATE,
  hasTradeIn: false,
  isDealer: false,
  isTwoLessee: false,
  isLeaseBack: false,
  isLocked: false,
  originalLeaseQuoteId: '',
  isSecuritized: false,
  tranche: '',
  nonTranchableType: '',
  nonTranchableReason: '',
  isTerminated: false,
  terminationDate: EMPTY_DATE,
  terminationType: '',
  terminationReason: '',
  terminationComment: '',
} as const satisfies Partial<Record<LeaseFileAttribute, string | boolean>>;

/**
 * The fields of a new file: its number, every attribute of {@link leaseFileAttributeLayout} and
 * every group of {@link leaseFileLayout}, empty, each a fresh copy.
 */
export function newLeaseFileFields(fileNo: string): Record<string, unknown> {
  return {
    fileNo,
    ...leaseFileAttributeLayout,
    // A fresh copy of every group (and list) for each file: the layout is plain JSON.
    ...(JSON.parse(JSON.stringify(leaseFileLayout)) as typeof leaseFileLayout),
  };
}

type Fields = Readonly<Record<string, unknown>>;

/** A field of a group as text: '' when the group or field is missing or holds no text or number. */
function textOf(fields: Fields, group: string, field: string): string {
  const holder = fields[group];
  if (holder === null || typeof holder !== 'object' || Array.isArray(holder)) return '';
  const value = (holder as Record<string, unknown>)[field];
  return typeof value === 'string'
    ? value.trim()
    : typeof value === 'number' && value !== 0
      ? String(value)
      : '';
}

const joined = (...parts: string[]) => parts.filter(Boolean).join(' ');
const orNull = (text: string) => (text === '' ? null : text);

/** The lessee's name, first and last. */
export const customerNameOf = (fields: Fields) =>
  joined(textOf(fields, 'lessee', 'firstName'), textOf(fields, 'lessee', 'lastName'));
/** The co-lessee's name, first and last ('' when there is none). */
export const colesseeNameOf = (fields: Fields) =>
  joined(textOf(fields, 'colessee', 'firstName'), textOf(fields, 'colessee', 'lastName'));
/** The vehicle in words: year, make, model and trim. */
export const vehicleInfoOf = (fields: Fields) =>
  joined(...['year', 'make', 'model', 'trim'].map((field) => textOf(fields, 'vehicle', field)));

const attribute = (fields: Fields, name: string) => {
  const value = fields[name];
  return typeof value === 'string' ? value : null;
};

/**
 * A file's search result (doc 2 §3) from its fields. `customerName` is the lessee's; a search that
 * matched the co-lessee shows the co-lessee's name instead ({@link colesseeNameOf}).
 */
export function leaseFileSummary(fields: Fields & { fileNo: string }): FileSearchResult {
  const deliveryDate = fields['deliveryDate'];
  return {
    fileNo: fields.fileNo,
    customerName: orNull(customerNameOf(fields)),
    vehicleInfo: orNull(vehicleInfoOf(fields)),
    plateNo: orNull(textOf(fields, 'vehicle', 'plateNo')),
    companyName: orNull(textOf(fields, 'lessee', 'companyName')),
    phone: orNull(textOf(fields, 'lessee', 'phone')),
    email: orNull(textOf(fields, 'lessee', 'email')),
    vinNo: orNull(textOf(fields, 'vehicle', 'vin')),
    make: orNull(textOf(fields, 'vehicle', 'make')),
    model: orNull(textOf(fields, 'vehicle', 'model')),
    deliveryDate: typeof deliveryDate === 'string' || deliveryDate === 0 ? deliveryDate : null,
    createdAt: attribute(fields, 'createdAt'),
    updatedAt: attribute(fields, 'updatedAt'),
    originatedDealership: orNull(textOf(fields, 'dealer', 'originatedDealership')),
    fileType: attribute(fields, 'fileType'),
    terminationType: attribute(fields, 'terminationType'),
    terminationReason: attribute(fields, 'terminationReason'),
    nonTranchableType: attribute(fields, 'nonTranchableType'),
    nonTranchableReason: attribute(fields, 'nonTranchableReason'),
    isTerminated: fields['isTerminated'] === true,
  };
}

/** The search paths of the single search box: the 11 of the spec, and `everything` (all of them, ranked). */
export const fileSearchPaths = [...fileSearchTypes, 'everything'] as const;
/** A search path. */
export type FileSearchPath = (typeof fileSearchPaths)[number];
/** Schema of {@link FileSearchPath}. */
export const FileSearchPathSchema = z.enum(fileSearchPaths, {
  error: () => message('files.search.unknownPath', { paths: fileSearchPaths.join(', ') }),
});

/** How a search key is folded: names by {@link nameKey}, numbers and codes by their letters and digits. */
export type SearchKeyKind = 'name' | 'code' | 'phone' | 'email';

/** How each search path folds the file's value and the query, so both compare alike. */
export const fileSearchKeyKinds: Record<Exclude<FileSearchPath, 'everything'>, SearchKeyKind> = {
  'search-by-file-no': 'code',
  'company-name': 'name',
  'combined-name': 'name',
  'customer-phone': 'phone',
  'customer-email': 'email',
  'vehicle-info': 'name',
  vin: 'code',
  make: 'name',
  model: 'name',
  'plate-number': 'code',
  'originated-dealership': 'name',
};

/** How a search path matches a file: see {@link fileSearchMatching}. */
export type FileSearchMatch = 'prefix' | 'contains';

/**
 * How each search path matches, on the values folded by {@link searchKey} (the server's indexes
 * follow it: migration 0018):
 * - `prefix`: the value starts with the query. File numbers, phones, e-mails and plates are
 *   typed from their start (a phone from its area code, without the country code); makes and
 *   models are names from a short list, typed from their start too. (Every e-mail holds `com`,
 *   `gmail` or `.ca`: trigrams most files share, too slow to look up on a million files.) A
 *   btree in the key's byte order answers them, in that order, reading only the page asked for.
 * - `contains`: the value holds the query anywhere: any word of a name, a company, a dealership,
 *   the last characters of a VIN, a model year or trim in the vehicle
 *   (year, make, model, trim). A trigram index answers them. A query shorter than three characters
 *   (shorter than a trigram) matches the start of a word instead (`jo` finds Jo Smith and Mary
 *   Jones, not Bojo).
 * `combined-name` looks at the lessee's and the co-lessee's names; a file found by its co-lessee
 * shows the co-lessee's name as `customerName` (doc 2 §3).
 */
export const fileSearchMatching: Record<Exclude<FileSearchPath, 'everything'>, FileSearchMatch> = {
  'search-by-file-no': 'prefix',
  'company-name': 'contains',
  'combined-name': 'contains',
  'customer-phone': 'prefix',
  'customer-email': 'prefix',
  'vehicle-info': 'contains',
  vin: 'contains',
  make: 'prefix',
  model: 'prefix',
  'plate-number': 'prefix',
  'originated-dealership': 'contains',
};

/**
 * How a search's results are ordered, best first; within a rank, by how alike value and query
 * are (trigram similarity, for `contains` matches), then by file number (a `prefix` path lists
 * its matches in the order of the value, then the file number: the value that is the query
 * first, as it sorts before every longer one):
 * 0. the file number is the query;
 * 1. a code is the query: VIN, plate, phone or e-mail (only `everything` tells this rank from
 *    the next: on one path an exact value is simply the best match, rank 2);
 * 2. a value is the query or starts with it;
 * 3. a value holds the query (a `contains` path).
 * `everything` looks by every path's rule at once, each with the query folded as that path
 * folds it (the phone only for a query without letters), and ranks each file by its best match.
 */
export const fileSearchRanks = ['fileNo', 'exactCode', 'prefix', 'contains'] as const;

/**
 * The most files a search matches: past it, the answer says so (`capped`) and the user narrows
 * the search. Matches are ranked among those found (for a `contains` path, the first found),
 * which keeps every search quick on a million files.
 */
export const FILE_SEARCH_MATCH_MAX = 100;
/** Results per page of a search unless asked otherwise. */
export const FILE_SEARCH_PAGE_SIZE = 50;
/** The most results a page holds. */
export const FILE_SEARCH_PAGE_MAX = 100;

/**
 * The shortest query, in characters (code points, not UTF-16 units: `😀y` is two), a `contains`
 * path looks for anywhere in a value; a shorter one matches the start of a word
 * ({@link fileSearchMatching}).
 */
export const FILE_SEARCH_CONTAINS_MIN = 3;

/** Whether a `contains` path's folded query matches only the start of a word: shorter than a trigram. */
export const matchesWordStart = (key: string) => [...key].length < FILE_SEARCH_CONTAINS_MIN;

/**
 * How many files a page from `skip` shows, at most `limit`, of the first `max` a search lists
 * (`FILE_SEARCH_MATCH_MAX`, or `DELIVERY_MATCH_MAX` for a delivery-date range): a page never
 * reaches past them, so no page shows a file the count does not count, and a page that says one
 * follows (`hasMore`) starts where a page may start (`skip` at most `max`).
 */
export const filesOnPage = (skip: number, limit: number, max: number) =>
  Math.max(0, Math.min(limit, max - skip));

const wholeNumber = (
  min: number,
  max: number,
  key: 'files.search.skip.invalid' | 'files.search.limit.invalid',
) => {
  const error = () => message(key, { max });
  return z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error });
};

/** The page of a search (`?skip&limit`) or of the delivery-date search's answer. */
export const FileSearchPageQuerySchema = z.object({
  skip: wholeNumber(0, FILE_SEARCH_MATCH_MAX, 'files.search.skip.invalid').default(0),
  limit: wholeNumber(1, FILE_SEARCH_PAGE_MAX, 'files.search.limit.invalid').default(FILE_SEARCH_PAGE_SIZE),
});
/** A page of a search. */
export type FileSearchPageQuery = z.input<typeof FileSearchPageQuerySchema>;

/**
 * A page of a file search (doc 2 §7: "an object with files"): the results, best first; `total`
 * files matched, counted up to {@link FILE_SEARCH_MATCH_MAX} ({@link DELIVERY_COUNT_MAX} for a
 * delivery-date range); `capped` when more matched than that; `hasMore` when a page follows.
 */
export const FileSearchPageSchema = z.object({
  files: z.array(FileSearchResultSchema),
  total: z.number().int().min(0),
  capped: z.boolean(),
  hasMore: z.boolean(),
});
/** A page of a file search. */
export type FileSearchPage = z.infer<typeof FileSearchPageSchema>;

/**
 * The most files of a delivery-date range a page can start at, and so the most its pages list: a
 * page starting there is empty ({@link filesOnPage}).
 */
export const DELIVERY_MATCH_MAX = 10_000;
/** The most files of a delivery-date range counted (`total`; `capped` past it): a count reads them all. */
export const DELIVERY_COUNT_MAX = 1_000;

/** The page of the delivery-date search (`?skip&limit`): it starts at most {@link DELIVERY_MATCH_MAX} files in. */
export const DeliveryDatePageQuerySchema = z.object({
  skip: wholeNumber(0, DELIVERY_MATCH_MAX, 'files.search.skip.invalid').default(0),
  limit: wholeNumber(1, FILE_SEARCH_PAGE_MAX, 'files.search.limit.invalid').default(FILE_SEARCH_PAGE_SIZE),
});

/** Whether a `YYYY-MM-DD…` text names a day of the calendar (not 2026-02-30). */
const realDay = (text: string) => {
  const day = text.slice(0, 10);
  const time = Date.parse(`${day}T00:00:00.000Z`);
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === day;
};

/**
 * Body of `POST /files/searchByDeliveryDate` as the server reads it: two days of the calendar
 * (`YYYY-MM-DD`; a date-time counts by its date), the end on or after the start; both days are in
 * the range. The answer is a {@link FileSearchPage} of the files delivered in it, by delivery date
 * then file number (`total` counted up to {@link DELIVERY_COUNT_MAX}).
 */
export const DeliveryDateSearchSchema = DeliveryDateRangeSchema.superRefine((range, context) => {
  for (const field of ['startDate', 'endDate'] as const) {
    // A text that is not `YYYY-MM-DD…` already has its message.
    if (!/^\d{4}-\d{2}-\d{2}/.test(range[field])) continue;
    const year = Number(range[field].slice(0, 4));
    if (!realDay(range[field]))
      context.addIssue({ code: 'custom', path: [field], message: message('validation.dateFormat') });
    // The years a file's dates may hold: past them, no file, and no date the database takes.
    else if (year < FIELD_YEAR_MIN || year > FIELD_YEAR_MAX)
      context.addIssue({
        code: 'custom',
        path: [field],
        message: message('files.search.dateYears', { min: FIELD_YEAR_MIN, max: FIELD_YEAR_MAX }),
      });
  }
});

/**
 * A value or a query folded for search: names lower case without accents, single-spaced; codes
 * (file numbers, VINs, plates) lower-case letters and digits only; phones their digits, without a
 * leading country code 1 (no area code starts with 1); e-mails lower case.
 *
 * @example searchKey('phone', '+1 (604) 555-0199') // '6045550199'
 * @example searchKey('code', 'abc 123-X') // 'abc123x'
 */
export function searchKey(kind: SearchKeyKind, text: string): string {
  switch (kind) {
    case 'name':
      return nameKey(text).replace(/\s+/g, ' ');
    case 'code':
      return nameKey(text).replace(/[^\p{L}\p{N}]/gu, '');
    case 'phone': {
      // No North American area code or exchange starts with 1: a leading 1 is the country code,
      // in a whole number or in the start of one typed in a search (`+1 604`).
      const digits = text.replace(/\D/g, '');
      return digits.startsWith('1') ? digits.slice(1) : digits;
    }
    case 'email':
      return emailKey(text);
  }
}

/** The folded values a file is found by, one per searched value. */
export interface LeaseFileSearchKeys {
  fileNo: string;
  customerName: string;
  colesseeName: string;
  companyName: string;
  phone: string;
  email: string;
  vin: string;
  make: string;
  model: string;
  plateNo: string;
  vehicleInfo: string;
  originatedDealership: string;
}

/** The folded values of a file, which the server keeps in columns to search and index. */
export function leaseFileSearchKeys(fields: Fields & { fileNo: string }): LeaseFileSearchKeys {
  return {
    fileNo: searchKey('code', fields.fileNo),
    customerName: searchKey('name', customerNameOf(fields)),
    colesseeName: searchKey('name', colesseeNameOf(fields)),
    companyName: searchKey('name', textOf(fields, 'lessee', 'companyName')),
    phone: searchKey('phone', textOf(fields, 'lessee', 'phone')),
    email: searchKey('email', textOf(fields, 'lessee', 'email')),
    vin: searchKey('code', textOf(fields, 'vehicle', 'vin')),
    make: searchKey('name', textOf(fields, 'vehicle', 'make')),
    model: searchKey('name', textOf(fields, 'vehicle', 'model')),
    plateNo: searchKey('code', textOf(fields, 'vehicle', 'plateNo')),
    vehicleInfo: searchKey('name', vehicleInfoOf(fields)),
    originatedDealership: searchKey('name', textOf(fields, 'dealer', 'originatedDealership')),
  };
}

/** The longest search query, in characters. */
export const FILE_SEARCH_QUERY_MAX = 200;

/** A search query: plain text, not blank, at most {@link FILE_SEARCH_QUERY_MAX} characters. */
export const FileSearchQuerySchema = plainString({ error: () => message('files.search.queryInvalid') })
  .trim()
  .min(1, { error: () => message('files.search.queryEmpty') })
  .max(FILE_SEARCH_QUERY_MAX, {
    error: () => message('files.search.queryTooLong', { max: FILE_SEARCH_QUERY_MAX }),
  });

/** The longest file number. */
export const FILE_NO_MAX = 30;

/**
 * A file number: letters, digits, dashes, dots and underscores (at least one letter or digit), at
 * most {@link FILE_NO_MAX} characters; no spaces or slashes (it is a path segment of every file call).
 */
export const FileNoSchema = z
  .string()
  .trim()
  .min(1, { error: () => message('files.fileNo.required') })
  .max(FILE_NO_MAX, { error: () => message('files.fileNo.tooLong', { max: FILE_NO_MAX }) })
  .regex(/^[\p{L}\p{N}._-]+$/u, { error: () => message('files.fileNo.invalid') })
  // `.` and `..` are not names: an address holding them means another path.
  .regex(/[\p{L}\p{N}]/u, { error: () => message('files.fileNo.invalid') });

/** Body of `PUT /files/fileNo/{oldFileNo}`: the new number. */
export const RenumberFileSchema = z.object({ fileNo: FileNoSchema });

/** A file's document checklist input (`requiredDocuments`), read from its fields. */
export function leaseFileChecklistInput(fields: Fields): RequiredDocumentsInput {
  const state = textOf(fields, 'status', 'documentState');
  const vehicle = fields['vehicle'] as Record<string, unknown> | undefined;
  return {
    state: (documentStates as readonly string[]).includes(state)
      ? (state as RequiredDocumentsInput['state'])
      : 'DRAFT',
    hasColessee: fields['isTwoLessee'] === true || colesseeNameOf(fields) !== '',
    isUsedVehicle: vehicle?.['isUsed'] === true,
  };
}
