import { describe, expect, it } from 'vitest';
import { leaseQuoteListQuery, MAX_QUOTE_PAGE_SIZE } from '@sfi/domain';
import {
  changedListView,
  defaultListView,
  isFiltered,
  listFilters,
  listViewParams,
  readListView,
  savedFilters,
  viewOfSaved,
  type QuoteListView,
} from './listView.ts';

const read = (query: string, mode: 'DEALER' | 'SFI' = 'SFI') =>
  readListView(new URLSearchParams(query), mode);

describe('readListView', () => {
  it('reads an empty address as the default list', () => {
    expect(read('')).toEqual(defaultListView);
  });

  it('reads every part of the address', () => {
    expect(
      read(
        'q=civic+bc&owner=NON_SFI&province=BC&dealer=d1&preparedBy=Dana&status=QUOTE_SUBMITTED&sort=createdAt&page=3&size=50',
      ),
    ).toEqual({
      search: 'civic bc',
      owner: 'NON_SFI',
      province: 'BC',
      dealer: 'd1',
      preparedBy: 'Dana',
      status: 'QUOTE_SUBMITTED',
      sortBy: 'createdAt',
      page: 3,
      pageSize: 50,
    });
  });

  it.each([
    ['an unknown owner', 'owner=EVERYONE', { owner: 'ANY' }],
    ['an unknown province', 'province=ZZ', { province: 'ALL' }],
    ['a state the list does not show', 'status=REJECTED', { status: 'ALL' }],
    ['an unknown sort', 'sort=name', { sortBy: 'updatedAt' }],
    ['page 0', 'page=0', { page: 1 }],
    ['a negative page', 'page=-2', { page: 1 }],
    ['a page that is not a number', 'page=two', { page: 1 }],
    ['a page size the list does not offer', 'size=1000', { pageSize: 20 }],
    ['a blank search', 'q=%20%20', { search: '' }],
    ['a search longer than the server takes', `q=${'a'.repeat(300)}`, { search: 'a'.repeat(200) }],
  ])('reads %s as the default', (_case, query, expected) => {
    expect(read(query)).toEqual({ ...defaultListView, ...expected });
  });

  it('gives dealers no owner filter and the draft status only (doc 1 §4)', () => {
    expect(read('owner=SFI&status=DRAFT', 'DEALER')).toEqual({ ...defaultListView, status: 'DRAFT' });
    expect(read('status=CREDIT_APPROVED', 'DEALER').status).toBe('ALL');
    expect(read('status=CREDIT_APPROVED', 'SFI').status).toBe('CREDIT_APPROVED');
    // Staff may also choose the header statuses Approved and Completed (issue 25); dealers may not.
    expect(read('status=TRANSFERRED', 'SFI').status).toBe('TRANSFERRED');
    expect(read('status=APPROVED', 'SFI').status).toBe('APPROVED');
    expect(read('status=TRANSFERRED', 'DEALER').status).toBe('ALL');
  });
});

describe('listViewParams', () => {
  it('gives the default list a plain address', () => {
    expect(listViewParams(defaultListView).toString()).toBe('');
  });

  it('writes only what differs from the default, and reads back the same view', () => {
    const view: QuoteListView = { ...defaultListView, search: 'rav4', province: 'ON', page: 2 };
    const params = listViewParams(view);
    expect(params.toString()).toBe('q=rav4&province=ON&page=2');
    expect(readListView(params, 'SFI')).toEqual(view);
  });
});

describe('changedListView', () => {
  const onPage3: QuoteListView = { ...defaultListView, page: 3 };

  it.each([
    ['a filter', { province: 'QC' as const }],
    ['the search', { search: 'civic' }],
    ['the sort', { sortBy: 'createdAt' as const }],
    ['the page size', { pageSize: 100 }],
  ])('goes back to the first page on a change of %s', (_case, change) => {
    expect(changedListView(onPage3, change)).toEqual({ ...onPage3, ...change, page: 1 });
  });

  it('moves the page only on a change of page', () => {
    expect(changedListView(onPage3, { page: 4 })).toEqual({ ...onPage3, page: 4 });
  });
});

describe('listFilters', () => {
  it('asks for the page shown, with the filters', () => {
    const view: QuoteListView = {
      ...defaultListView,
      search: 'civic',
      status: 'DRAFT',
      page: 3,
      pageSize: 50,
    };
    expect(leaseQuoteListQuery(listFilters(view))).toEqual({
      path: '/lease-quotes/search',
      query: {
        skip: 100,
        limit: 50,
        sortBy: 'updatedAt',
        param: 'civic',
        ownerFilter: 'ANY',
        statusFilter: 'DRAFT',
      },
    });
  });

  it('asks for at most the largest page the server gives', () => {
    expect(listFilters({ ...defaultListView, pageSize: MAX_QUOTE_PAGE_SIZE }).limit).toBe(
      MAX_QUOTE_PAGE_SIZE,
    );
  });
});

describe('isFiltered', () => {
  it('tells a searched or filtered list from a plain one, whatever its sort and page', () => {
    expect(isFiltered({ ...defaultListView, sortBy: 'createdAt', page: 4, pageSize: 100 })).toBe(false);
    expect(isFiltered({ ...defaultListView, preparedBy: 'Dana' })).toBe(true);
    expect(isFiltered({ ...defaultListView, owner: 'SFI' })).toBe(true);
  });
});

describe('saved searches', () => {
  const view: QuoteListView = {
    ...defaultListView,
    search: 'civic',
    province: 'BC',
    status: 'QUOTE_APPROVED',
    sortBy: 'createdAt',
    page: 5,
    pageSize: 50,
  };

  it('keeps the search, filters and sort, not the page', () => {
    expect(savedFilters(view)).toEqual({
      search: 'civic',
      owner: 'ANY',
      province: 'BC',
      dealer: 'ALL',
      preparedBy: '',
      status: 'QUOTE_APPROVED',
      sortBy: 'createdAt',
    });
  });

  it('opens a saved search on its first page, at the page size in use', () => {
    expect(viewOfSaved(savedFilters(view), 'SFI', 100)).toEqual({ ...view, page: 1, pageSize: 100 });
  });

  it('drops what the mode does not offer, and reads left-out filters as no filter', () => {
    expect(viewOfSaved({ owner: 'SFI', status: 'QUOTE_APPROVED', search: 'civic' }, 'DEALER', 20)).toEqual({
      ...defaultListView,
      search: 'civic',
    });
    expect(viewOfSaved({ owner: 'ALL' }, 'SFI', 20)).toEqual(defaultListView);
  });
});
