import {
  ALL,
  DEFAULT_QUOTE_SORT,
  MAX_QUOTE_PAGE_SIZE,
  ownerFilters,
  provinceCodes,
  QUOTE_PAGE_SIZE,
  quoteSortFields,
  visibleListStatuses,
  type AppMode,
  type LeaseQuoteListFilters,
  type OwnerFilter,
  type ProvinceCode,
  type QuoteListStatus,
  type QuoteSortField,
  type SavedQuoteFilters,
} from '@sfi/domain';

/**
 * What the quote list shows, as the address holds it (`?q=civic&province=BC&page=2`): its search,
 * filters, sort and page. Reload, back and a shared link give the same list. Values the address
 * holds that the list does not offer (a status the mode does not show, a page of 0) read as the
 * default, so any link opens a list.
 */
export interface QuoteListView {
  /** The search words; '' when the list is not searched. */
  search: string;
  /** Whose quotes (SFI mode only; dealers see their dealership's). */
  owner: OwnerFilter;
  province: ProvinceCode | typeof ALL;
  /** A quote dealer's id, or ALL. */
  dealer: string;
  /** The start of the name of whoever prepared the quote; '' for anyone. */
  preparedBy: string;
  /** One of the mode's status filter choices (`visibleListStatuses`), or ALL: every state. */
  status: QuoteListStatus | typeof ALL;
  sortBy: QuoteSortField;
  /** The page shown, from 1. */
  page: number;
  pageSize: number;
}

/** The page sizes the list offers, up to the largest the server gives. */
export const quotePageSizes = [QUOTE_PAGE_SIZE, 50, MAX_QUOTE_PAGE_SIZE] as const;

/** The list with no search and no filter, newest first, on its first page. */
export const defaultListView: Readonly<QuoteListView> = Object.freeze({
  search: '',
  owner: 'ANY',
  province: ALL,
  dealer: ALL,
  preparedBy: '',
  status: ALL,
  sortBy: DEFAULT_QUOTE_SORT,
  page: 1,
  pageSize: QUOTE_PAGE_SIZE,
});

/** The address's name of each part of the view. */
const paramNames = {
  search: 'q',
  owner: 'owner',
  province: 'province',
  dealer: 'dealer',
  preparedBy: 'preparedBy',
  status: 'status',
  sortBy: 'sort',
  page: 'page',
  pageSize: 'size',
} as const satisfies Record<keyof QuoteListView, string>;

/** The longest text the address may give a filter (the server refuses longer ones). */
const MAX_TEXT = 200;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

const wholeNumber = (value: string | null): number | undefined =>
  value !== null && /^\d{1,9}$/.test(value) ? Number(value) : undefined;

const text = (value: string | null): string => (value ?? '').trim().slice(0, MAX_TEXT);

/** The view the address holds, in `mode`. */
export function readListView(params: URLSearchParams, mode: AppMode): QuoteListView {
  const read = (part: keyof QuoteListView) => params.get(paramNames[part]);
  const page = wholeNumber(read('page'));
  return {
    search: text(read('search')),
    owner: (mode === 'SFI' && oneOf(ownerFilters, read('owner'))) || defaultListView.owner,
    province: oneOf(provinceCodes, read('province')) ?? ALL,
    dealer: text(read('dealer')) || ALL,
    preparedBy: text(read('preparedBy')),
    status: oneOf(visibleListStatuses(mode), read('status')) ?? ALL,
    sortBy: oneOf(quoteSortFields, read('sortBy')) ?? defaultListView.sortBy,
    page: page !== undefined && page >= 1 ? page : 1,
    pageSize:
      quotePageSizes.find((size) => size === wholeNumber(read('pageSize'))) ?? defaultListView.pageSize,
  };
}

/** The address of a view: only what differs from the default, so a plain list has a plain address. */
export function listViewParams(view: QuoteListView): URLSearchParams {
  const params = new URLSearchParams();
  for (const part of Object.keys(paramNames) as (keyof QuoteListView)[]) {
    const value = String(view[part]);
    if (value !== String(defaultListView[part])) params.set(paramNames[part], value);
  }
  return params;
}

/**
 * The view after a change: a change of search, filter, sort or page size shows the first page
 * (the old page number means nothing in another list); a change of page only moves the page.
 */
export function changedListView(view: QuoteListView, change: Partial<QuoteListView>): QuoteListView {
  return { ...view, ...change, page: change.page ?? 1 };
}

/** The call's filters of a view: its page as skip and limit, ALL filters as they are. */
export function listFilters(view: QuoteListView): LeaseQuoteListFilters {
  return {
    skip: (view.page - 1) * view.pageSize,
    limit: view.pageSize,
    search: view.search,
    owner: view.owner,
    province: view.province,
    dealer: view.dealer,
    sortBy: view.sortBy,
    preparedBy: view.preparedBy,
    status: view.status,
  };
}

/** Whether the view searches or filters the list (its sort and paging aside). */
export function isFiltered(view: QuoteListView): boolean {
  return (['search', 'owner', 'province', 'dealer', 'preparedBy', 'status'] as const).some(
    (part) => view[part] !== defaultListView[part],
  );
}

/** What a saved search keeps of a view: its search, filters and sort; paging is not part of it. */
export function savedFilters(view: QuoteListView): SavedQuoteFilters {
  const { search, owner, province, dealer, preparedBy, status, sortBy } = view;
  return { search, owner, province, dealer, preparedBy, status, sortBy };
}

/**
 * The view a saved search opens: its filters on the first page, at the current page size. It is read
 * as an address would be, so a filter the mode does not offer is dropped.
 */
export function viewOfSaved(filters: SavedQuoteFilters, mode: AppMode, pageSize: number): QuoteListView {
  const saved: QuoteListView = {
    ...defaultListView,
    ...Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)),
    owner: filters.owner === ALL ? 'ANY' : (filters.owner ?? 'ANY'),
    pageSize,
  } as QuoteListView;
  return readListView(listViewParams(saved), mode);
}
