import { type ALL, chosen, LIST_PAGE_SIZE } from '../filters.ts';
import type { QuoteStatus, RevisionState } from './entities.ts';

/**
 * The quote list's query as the apps send it (doc 1 §3, §7). No schema is built here, so the API
 * client can import it without zod; the server's schema of the same query is in list.ts.
 */

/** The owner filter's values (doc 1 §3, §9). */
export const ownerFilters = ['ANY', 'SFI', 'NON_SFI'] as const;
/** An owner filter value. */
export type OwnerFilter = (typeof ownerFilters)[number];

/**
 * The statuses the list's status filter may choose (doc 1 §4, "Statuses visible in the list"): the
 * states the list shows a quote in (`quoteListState`), and for staff the quote's header statuses
 * Approved and Completed (`APPROVED`, `TRANSFERRED`). Which of them a viewer is offered is
 * `visibleListStatuses(mode)`. They choose among the quotes; the list itself holds every quote
 * the viewer may reach, in every state.
 */
export const quoteListStatuses = [
  'DRAFT',
  'QUOTE_SUBMITTED',
  'CREDIT_SUBMITTED',
  'QUOTE_APPROVED',
  'CREDIT_APPROVED',
  'APPROVED',
  'TRANSFERRED',
] as const satisfies readonly (RevisionState | QuoteStatus)[];
/** A status the list's status filter may choose. */
export type QuoteListStatus = (typeof quoteListStatuses)[number];

/** The list statuses that are a quote's header status, not the state of its revision. */
export const headerListStatuses = ['APPROVED', 'TRANSFERRED'] as const satisfies readonly (QuoteListStatus &
  QuoteStatus)[];

/** Whether a list status is a quote header status (Approved, Completed) rather than a revision state. */
export const isHeaderListStatus = (status: QuoteListStatus): status is (typeof headerListStatuses)[number] =>
  (headerListStatuses as readonly string[]).includes(status);

/** The status filter's value for quotes in every state: the default when the filter is left out. */
export const ANY_STATUS = 'ANY';

/** The default sort of the quote list (doc 1 §9). */
export const DEFAULT_QUOTE_SORT = 'updatedAt';

/** The fields the quote list may be sorted by. The spec names only the default; these are the dates a quote has. */
export const quoteSortFields = ['updatedAt', 'createdAt'] as const;
/** A quote list sort field. */
export type QuoteSortField = (typeof quoteSortFields)[number];

/** The page size of the quote list when none is given. */
export const QUOTE_PAGE_SIZE = LIST_PAGE_SIZE;
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
  /** One of `visibleListStatuses(mode)`; ALL, ANY or left out for quotes in every state. */
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
