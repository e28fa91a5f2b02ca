import { z } from 'zod';
import { ALL } from '../filters.ts';
import {
  ANY_STATUS,
  DEFAULT_QUOTE_SORT,
  MAX_QUOTE_PAGE_SIZE,
  ownerFilters,
  QUOTE_PAGE_SIZE,
  quoteListStatuses,
  quoteSortFields,
  type OwnerFilter,
} from './list-query.ts';
import { listedRevision, quoteListStatusLabel, revisionStateLabel } from './status.ts';
import { quoteExportFormats } from './export.ts';
import { isMessageKey, message } from '../messages.ts';
import { ProvinceSchema } from '../entities/common.ts';
import { plainString } from '../text.ts';
import {
  type LeaseQuote,
  type LeaseQuoteListResponse,
  type RevisionRef,
  type RevisionState,
} from './entities.ts';

/**
 * The lease-quote list: its query (doc 1 §3, §7), paging, sorting and what it shows on failure.
 */

/** The label of an owner filter value: Any, SFI, Non-SFI. */
export function ownerFilterLabel(owner: OwnerFilter, locale?: string): string {
  return message(`quotes.filter.owner.${owner}`, {}, locale);
}

/** The furthest into the list a page may start: past every quote a database of this product holds. */
export const MAX_QUOTE_SKIP = 10_000_000;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A filter's value: ALL, empty or left out is no filter (`undefined`). Plain text only, as any
 * text field: the search words and who prepared a quote are compared in the database.
 */
function filter<Out>(value: z.ZodType<Out, string | undefined>) {
  return plainString()
    .trim()
    .max(200, { error: () => message('validation.tooLong', { max: 200 }) })
    .optional()
    .transform((text) => (text === undefined || text === '' || text === ALL ? undefined : text))
    .pipe(value);
}

const ownerError = () => message('quotes.filter.owner.invalid');
const statusError = () =>
  message('quotes.filter.status.invalid', {
    statuses: quoteListStatuses.map((status) => quoteListStatusLabel(status)).join(', '),
  });
const whole = (
  min: number,
  max: number,
  key: 'quotes.filter.skip.invalid' | 'quotes.filter.limit.invalid',
) => {
  const error = () => message(key, { max });
  return z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error });
};

/**
 * The query of `GET /lease-quotes` and `GET /lease-quotes/search` as the server reads it: numbers
 * from the query string, defaults filled in, and filters set to ALL or left empty dropped. The owner
 * filter is ANY, SFI, NON_SFI or a quote dealer's id; the status one a list status
 * (`quoteListStatuses`), or ANY for every state, as when it is left out; the province one a province
 * code. Anything else is refused, with the field's plain error.
 */
export const LeaseQuoteListQuerySchema = z.object({
  skip: whole(0, MAX_QUOTE_SKIP, 'quotes.filter.skip.invalid').default(0),
  limit: whole(1, MAX_QUOTE_PAGE_SIZE, 'quotes.filter.limit.invalid').default(QUOTE_PAGE_SIZE),
  sortBy: z.enum(quoteSortFields).default(DEFAULT_QUOTE_SORT),
  param: filter(z.string().optional()),
  ownerFilter: filter(
    z
      .string()
      .refine((value) => (ownerFilters as readonly string[]).includes(value) || uuidPattern.test(value), {
        error: ownerError,
      })
      .optional(),
  ),
  ownerProvinceFilter: filter(ProvinceSchema.optional()),
  preparedByFilter: filter(z.string().optional()),
  statusFilter: filter(
    z
      .enum([ANY_STATUS, ...quoteListStatuses], { error: statusError })
      .optional()
      .transform((status) => (status === ANY_STATUS ? undefined : status)),
  ),
});
/** The query of a list call as the server reads it. */
export type LeaseQuoteListCriteria = z.output<typeof LeaseQuoteListQuerySchema>;

/** What the quote list shows when it fails to load: no quotes, count 0 (doc 1 §8). */
export const emptyQuoteList: Readonly<LeaseQuoteListResponse> = Object.freeze({ count: 0, data: [] });

/**
 * The item with its `sortDate`: `updatedAt`, or `createdAt` when it has none (doc 1 §7).
 *
 * @example withSortDate({ createdAt: '2024-01-05T00:00:00.000Z' }).sortDate // '2024-01-05T00:00:00.000Z'
 */
export function withSortDate<T extends { createdAt: string; updatedAt?: string | null }>(
  item: T,
): T & { sortDate: string } {
  return { ...item, sortDate: item.updatedAt ?? item.createdAt };
}

/**
 * The revision the list shows a quote by (doc 1 §4): its selected revision, otherwise its last one;
 * an INITIAL draft when it has none.
 */
export function quoteListRevision(
  quote: Pick<LeaseQuote, 'quoteData' | 'selectedRevisionNumber'>,
): Pick<RevisionRef, 'revisionType' | 'revisionState'> {
  return listedRevision(quote) ?? { revisionType: 'INITIAL', revisionState: 'DRAFT' };
}

/**
 * The state the list shows a quote in, and filters it by (doc 1 §4, "statuses visible in the
 * list"): its `quoteListRevision`'s state, DRAFT when it has none.
 *
 * @example quoteListState({ quoteData: [], selectedRevisionNumber: null }) // 'DRAFT'
 */
export function quoteListState(
  quote: Pick<LeaseQuote, 'quoteData' | 'selectedRevisionNumber'>,
): RevisionState {
  return quoteListRevision(quote).revisionState;
}

/**
 * The label of the state the list shows a quote in: its revision's label by type and state
 * (`revisionStateLabel`), as the editor shows the same revision.
 *
 * @example quoteListLabel(quote) // 'Under Quote Review', for an INITIAL revision under quote review
 */
export function quoteListLabel(
  quote: Pick<LeaseQuote, 'quoteData' | 'selectedRevisionNumber'>,
  locale?: string,
): string {
  const { revisionType, revisionState } = quoteListRevision(quote);
  return revisionStateLabel(revisionType, revisionState, locale);
}

/** The unit a vehicle's mileage is counted in (doc 1 §3). */
export type MileageUnit = 'KM' | 'HR';

/** KM for a car, HR (hours) for any other vehicle type (doc 1 §3, §9). */
export function mileageUnit(vehicleType: string | null | undefined): MileageUnit {
  return vehicleType === 'CAR' ? 'KM' : 'HR';
}

/** The vehicle types the create form offers: a car, whose mileage is in km, or another type, in hours. */
export const vehicleTypes = ['CAR', 'OTHER'] as const;

/**
 * The name of a vehicle type, as the screens and the export write it: Car, Other; a type the form
 * does not offer, as it is stored.
 */
export function vehicleTypeLabel(type: string, locale?: string): string {
  const key = `quotes.vehicle.type.${type}`;
  return isMessageKey(key) ? message(key, {}, locale) : type;
}

/** The query of `GET /lease-quotes/export`: the list's filters and search (`param`), and the format. */
export const LeaseQuoteExportQuerySchema = LeaseQuoteListQuerySchema.omit({ skip: true, limit: true }).extend(
  {
    format: z.enum(quoteExportFormats, { error: () => message('quotes.export.format') }),
  },
);
/** The export's query as the server reads it. */
export type LeaseQuoteExportCriteria = z.output<typeof LeaseQuoteExportQuerySchema>;
