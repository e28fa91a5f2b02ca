import { z } from 'zod';
import type { DealerAccount, LeaseQuoteListResponse } from './entities/lease-quote.ts';
import type { LeaseTakeover } from './entities/lease-takeover.ts';
import type { StaffUser } from './entities/users.ts';
import { compareByName } from './makes.ts';
import { message } from './messages.ts';

/**
 * Lists: the lease-quote list query (doc 1 §3, §7) and the spec's sorting rules.
 */

/** The filter value that means "no filter" (doc 1 §3). */
export const ALL = 'ALL';

/** The owner filter's values (doc 1 §3, §9). */
export const ownerFilters = ['ANY', 'SFI', 'NON_SFI'] as const;
/** An owner filter value. */
export type OwnerFilter = (typeof ownerFilters)[number];

/** The label of an owner filter value: Any, SFI, Non-SFI. */
export function ownerFilterLabel(owner: OwnerFilter, locale?: string): string {
  return message(`quotes.filter.owner.${owner}`, {}, locale);
}

/** The default sort of the quote list (doc 1 §9). */
export const DEFAULT_QUOTE_SORT = 'updatedAt';

/** The fields the quote list may be sorted by. The spec names only the default; these are the dates a quote has. */
export const quoteSortFields = ['updatedAt', 'createdAt'] as const;
/** A quote list sort field. */
export type QuoteSortField = (typeof quoteSortFields)[number];

/** The page size of the quote list when none is given (the spec does not show one). */
export const QUOTE_PAGE_SIZE = 20;
/** The largest page the quote list gives. */
export const MAX_QUOTE_PAGE_SIZE = 100;

/** The filters of the quote list screen (doc 1 §3). A filter left out, or set to ALL, does not filter. */
export interface LeaseQuoteListFilters {
  skip?: number;
  limit?: number;
  /** A search term; when it holds more than spaces the list is searched. */
  search?: string;
  /** Whose quotes: ANY, SFI or NON_SFI. */
  owner?: OwnerFilter | typeof ALL;
  /** The owner's province. */
  province?: string;
  /** One quote dealer's id; when chosen it replaces the owner filter. */
  dealer?: string;
  sortBy?: QuoteSortField;
  preparedBy?: string;
  /** A revision state, one of `visibleListStatuses(mode)`. */
  status?: string;
}

/** The query string of a quote list call. */
export interface LeaseQuoteListQuery {
  skip: number;
  limit: number;
  sortBy: QuoteSortField;
  param?: string;
  ownerFilter?: string;
  ownerProvinceFilter?: string;
  preparedByFilter?: string;
  statusFilter?: string;
}

const chosen = (value: string | undefined): value is string =>
  value !== undefined && value.trim() !== '' && value !== ALL;

/**
 * The call that loads a page of the quote list (doc 1 §7): `GET /lease-quotes`, or
 * `GET /lease-quotes/search` with `param` when there is a search term. The query always has skip,
 * limit and sortBy (default updatedAt); `ownerFilter` is the dealer if one is chosen, otherwise
 * the owner; then `ownerProvinceFilter`, `preparedByFilter` and `statusFilter`. A filter whose
 * value is ALL (or empty) is left out.
 *
 * @example
 * leaseQuoteListQuery({ search: 'civic', owner: 'SFI', status: 'ALL' })
 * // { path: '/lease-quotes/search',
 * //   query: { skip: 0, limit: 20, sortBy: 'updatedAt', param: 'civic', ownerFilter: 'SFI' } }
 */
export function leaseQuoteListQuery(filters: LeaseQuoteListFilters = {}): {
  path: '/lease-quotes' | '/lease-quotes/search';
  query: LeaseQuoteListQuery;
} {
  const search = filters.search?.trim() ?? '';
  const query: LeaseQuoteListQuery = {
    skip: filters.skip ?? 0,
    limit: filters.limit ?? QUOTE_PAGE_SIZE,
    sortBy: filters.sortBy ?? DEFAULT_QUOTE_SORT,
  };
  if (search !== '') query.param = search;
  const owner = chosen(filters.dealer) ? filters.dealer : filters.owner;
  if (chosen(owner)) query.ownerFilter = owner;
  if (chosen(filters.province)) query.ownerProvinceFilter = filters.province;
  if (chosen(filters.preparedBy)) query.preparedByFilter = filters.preparedBy;
  if (chosen(filters.status)) query.statusFilter = filters.status;
  return { path: search === '' ? '/lease-quotes' : '/lease-quotes/search', query };
}

const optionalFilter = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value === undefined || value === '' || value === ALL ? undefined : value));

/**
 * The query of `GET /lease-quotes` and `GET /lease-quotes/search` as the server reads it: numbers
 * from the query string, defaults filled in, and filters set to ALL or left empty dropped.
 */
export const LeaseQuoteListQuerySchema = z.object({
  skip: z.coerce.number().int().nonnegative().default(0),
  limit: z.coerce.number().int().min(1).max(MAX_QUOTE_PAGE_SIZE).default(QUOTE_PAGE_SIZE),
  sortBy: z.enum(quoteSortFields).default(DEFAULT_QUOTE_SORT),
  param: optionalFilter,
  ownerFilter: optionalFilter,
  ownerProvinceFilter: optionalFilter,
  preparedByFilter: optionalFilter,
  statusFilter: optionalFilter,
});

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

/** The unit a vehicle's mileage is counted in (doc 1 §3). */
export type MileageUnit = 'KM' | 'HR';

/** KM for a car, HR (hours) for any other vehicle type (doc 1 §3, §9). */
export function mileageUnit(vehicleType: string | null | undefined): MileageUnit {
  return vehicleType === 'CAR' ? 'KM' : 'HR';
}

/** Dealer accounts sorted by dealerName, ignoring case and with numbers in numeric order (doc 1 §5). */
export function sortDealerAccounts<T extends Pick<DealerAccount, 'dealerName'>>(accounts: readonly T[]): T[] {
  return [...accounts].sort((a, b) => compareByName({ name: a.dealerName }, { name: b.dealerName }));
}

/** The staff list sorted by name (doc 2 §4). */
export function sortStaff<T extends Pick<StaffUser, 'name'>>(staff: readonly T[]): T[] {
  return [...staff].sort(compareByName);
}

const time = (value: string) => {
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? -Infinity : ms;
};

/** Lease takeovers for display: newest first by createdAt (doc 2 §4). */
export function sortTakeoversNewestFirst<T extends Pick<LeaseTakeover, 'createdAt'>>(
  takeovers: readonly T[],
): T[] {
  return [...takeovers].sort((a, b) => time(b.createdAt) - time(a.createdAt));
}

/** Lease takeovers for ordering, and the public list: by permutation, ascending (doc 2 §2, §4). */
export function sortTakeoversByPermutation<T extends Pick<LeaseTakeover, 'permutation'>>(
  takeovers: readonly T[],
): T[] {
  return [...takeovers].sort((a, b) => a.permutation - b.permutation);
}

/**
 * The new display order after moving one takeover: every listing with its permutation 0, 1, 2…
 * in the new order, the body of `PUT /lease-takeovers/permutations`.
 */
export function takeoverPermutations(
  orderedIds: readonly string[],
): Array<{ id: string; permutation: number }> {
  return orderedIds.map((id, permutation) => ({ id, permutation }));
}

/** Client and dealer lists as the administration shows them: in reverse of the order loaded (doc 2 §4). */
export function orderLoadedUsers<T>(users: readonly T[]): T[] {
  return [...users].reverse();
}

/** The GPS list's filter options (doc 2 §9): all devices, linked ones, and test devices. */
export const gpsFilters = ['all', 'linked', 'test'] as const;
/** A GPS filter. */
export type GpsFilter = (typeof gpsFilters)[number];

/** The label of a GPS filter: All, Linked, Test. */
export function gpsFilterLabel(filter: GpsFilter, locale?: string): string {
  return message(`gps.filter.${filter}`, {}, locale);
}

/** The linked GPS list's modes (doc 2 §4): all linked devices, or only the flagged (problematic) ones. */
export const linkedGpsModes = ['all', 'flagged'] as const;
/** A linked GPS list mode. */
export type LinkedGpsMode = (typeof linkedGpsModes)[number];

/** What a GPS list shows. */
export interface GpsListFilters {
  /** Default `all`. */
  filter?: GpsFilter;
  /** For the linked list: all, or only flagged devices. Default `all`. */
  linkedMode?: LinkedGpsMode;
  search?: string;
  /** A tag value; the linked list only (ALL means none). */
  tag?: string;
  skip?: number;
  /** Default 20 (the spec does not show one). */
  limit?: number;
}

/** The query string of a GPS list call. */
export interface GpsListQuery {
  skip: number;
  limit: number;
  filter?: GpsFilter;
  param?: string;
  tag?: string;
}

/**
 * The call that loads a page of a GPS list (doc 2 §7):
 * `GET /gps?skip&limit&filter`, or `GET /gps/search?param&skip&limit&filter` with a search term;
 * the linked list adds `&tag` when a tag is chosen, and in flagged mode loads
 * `GET /gps/problematic-gps?param&skip&limit` (param empty without a search).
 */
export function gpsListQuery(filters: GpsListFilters = {}): {
  path: '/gps' | '/gps/search' | '/gps/problematic-gps';
  query: GpsListQuery;
} {
  const filter = filters.filter ?? 'all';
  const search = filters.search?.trim() ?? '';
  const page = { skip: filters.skip ?? 0, limit: filters.limit ?? QUOTE_PAGE_SIZE };
  const tag = filter === 'linked' && chosen(filters.tag) ? { tag: filters.tag } : {};
  if (filter === 'linked' && filters.linkedMode === 'flagged')
    return { path: '/gps/problematic-gps', query: { param: search, ...page, ...tag } };
  if (search !== '') return { path: '/gps/search', query: { filter, param: search, ...page, ...tag } };
  return { path: '/gps', query: { ...page, filter, ...tag } };
}
