import { describe, expect, it } from 'vitest';
import {
  emptyQuoteList,
  gpsListQuery,
  leaseQuoteListQuery,
  LeaseQuoteListQuerySchema,
  mileageUnit,
  orderLoadedUsers,
  ownerFilterLabel,
  showsHeroBanner,
  sortDealerAccounts,
  sortStaff,
  sortTakeoversByPermutation,
  sortTakeoversNewestFirst,
  takeoverPermutations,
  withSortDate,
  type GpsListFilters,
  type LeaseQuoteListFilters,
} from './index.ts';

describe('leaseQuoteListQuery (doc 1 §3, §7)', () => {
  const page = { skip: 0, limit: 20, sortBy: 'updatedAt' };
  it.each<[string, LeaseQuoteListFilters, string, Record<string, unknown>]>([
    ['no filters', {}, '/lease-quotes', page],
    [
      'a page and a sort',
      { skip: 40, limit: 10, sortBy: 'createdAt' },
      '/lease-quotes',
      { skip: 40, limit: 10, sortBy: 'createdAt' },
    ],
    ['a search term', { search: ' civic ' }, '/lease-quotes/search', { ...page, param: 'civic' }],
    ['a blank search', { search: '   ' }, '/lease-quotes', page],
    ['an owner', { owner: 'NON_SFI' }, '/lease-quotes', { ...page, ownerFilter: 'NON_SFI' }],
    [
      'owner ANY (a value, not "no filter")',
      { owner: 'ANY' },
      '/lease-quotes',
      { ...page, ownerFilter: 'ANY' },
    ],
    [
      'a dealer, which replaces the owner',
      { owner: 'SFI', dealer: 'd-7' },
      '/lease-quotes',
      { ...page, ownerFilter: 'd-7' },
    ],
    [
      'dealer ALL, so the owner',
      { owner: 'SFI', dealer: 'ALL' },
      '/lease-quotes',
      { ...page, ownerFilter: 'SFI' },
    ],
    [
      'province, prepared by and status',
      { province: 'BC', preparedBy: 'Sam', status: 'QUOTE_SUBMITTED' },
      '/lease-quotes',
      { ...page, ownerProvinceFilter: 'BC', preparedByFilter: 'Sam', statusFilter: 'QUOTE_SUBMITTED' },
    ],
    [
      'every filter ALL',
      { owner: 'ALL', dealer: 'ALL', province: 'ALL', preparedBy: 'ALL', status: 'ALL' },
      '/lease-quotes',
      page,
    ],
    [
      'a search with filters',
      { search: 'rav4', owner: 'SFI', status: 'DRAFT' },
      '/lease-quotes/search',
      { ...page, param: 'rav4', ownerFilter: 'SFI', statusFilter: 'DRAFT' },
    ],
  ])('%s', (_, filters, path, query) => {
    expect(leaseQuoteListQuery(filters)).toEqual({ path, query });
  });

  it('is read back by the server schema, which drops ALL and fills defaults', () => {
    expect(
      LeaseQuoteListQuerySchema.parse({ skip: '20', limit: '5', statusFilter: 'ALL', param: '' }),
    ).toEqual({
      skip: 20,
      limit: 5,
      sortBy: 'updatedAt',
    });
    expect(LeaseQuoteListQuerySchema.safeParse({ limit: '1000' }).success).toBe(false);
    expect(LeaseQuoteListQuerySchema.safeParse({ sortBy: 'password' }).success).toBe(false);
    const { query } = leaseQuoteListQuery({ search: 'x', owner: 'SFI', province: 'ON' });
    expect(LeaseQuoteListQuerySchema.parse(query)).toEqual(query);
  });

  it('shows an empty list when loading fails (doc 1 §8)', () => {
    expect(emptyQuoteList).toEqual({ count: 0, data: [] });
  });

  it.each([
    ['ANY', 'Any'],
    ['SFI', 'SFI'],
    ['NON_SFI', 'Non-SFI'],
  ] as const)('owner filter %s reads %j', (owner, label) => {
    expect(ownerFilterLabel(owner)).toBe(label);
  });
});

describe('withSortDate (doc 1 §7)', () => {
  it.each<[{ createdAt: string; updatedAt?: string | null }, string]>([
    [
      { createdAt: '2024-01-01T00:00:00.000Z', updatedAt: '2024-02-01T00:00:00.000Z' },
      '2024-02-01T00:00:00.000Z',
    ],
    [{ createdAt: '2024-01-01T00:00:00.000Z' }, '2024-01-01T00:00:00.000Z'],
    [{ createdAt: '2024-01-01T00:00:00.000Z', updatedAt: null }, '2024-01-01T00:00:00.000Z'],
  ])('%j sorts by %s', (item, sortDate) => {
    expect(withSortDate(item)).toEqual({ ...item, sortDate });
  });
});

describe('mileageUnit (doc 1 §3, §9)', () => {
  it.each<[string | undefined, string]>([
    ['CAR', 'KM'],
    ['BOAT', 'HR'],
    ['EQUIPMENT', 'HR'],
    ['', 'HR'],
    [undefined, 'HR'],
  ])('%j counts in %s', (type, unit) => {
    expect(mileageUnit(type)).toBe(unit);
  });
});

describe('sorting rules', () => {
  it('sorts dealer accounts by dealerName (doc 1 §5)', () => {
    const accounts = [
      { id: '1', dealerName: 'zed Motors', user: 'z' },
      { id: '2', dealerName: 'Auto 10', user: 'a10' },
      { id: '3', dealerName: 'Auto 9', user: 'a9' },
    ];
    expect(sortDealerAccounts(accounts).map((a) => a.dealerName)).toEqual([
      'Auto 9',
      'Auto 10',
      'zed Motors',
    ]);
    expect(accounts[0]!.dealerName).toBe('zed Motors');
  });

  it('sorts staff by name (doc 2 §4)', () => {
    expect(
      sortStaff([
        { id: '1', name: 'maria' },
        { id: '2', name: 'Ahmed' },
      ]).map((s) => s.name),
    ).toEqual(['Ahmed', 'maria']);
  });

  const takeovers = [
    { id: 'a', createdAt: '2024-01-02T00:00:00.000Z', permutation: 2 },
    { id: 'b', createdAt: '2024-03-01T00:00:00.000Z', permutation: 0 },
    { id: 'c', createdAt: '2024-02-01T00:00:00.000Z', permutation: 1 },
  ];

  it('shows takeovers newest first (doc 2 §4)', () => {
    expect(sortTakeoversNewestFirst(takeovers).map((t) => t.id)).toEqual(['b', 'c', 'a']);
  });

  it('orders takeovers by permutation (doc 2 §4)', () => {
    expect(sortTakeoversByPermutation(takeovers).map((t) => t.id)).toEqual(['b', 'c', 'a']);
    expect(takeoverPermutations(['a', 'b', 'c'])).toEqual([
      { id: 'a', permutation: 0 },
      { id: 'b', permutation: 1 },
      { id: 'c', permutation: 2 },
    ]);
  });

  it('shows client and dealer lists in reverse of the order loaded (doc 2 §4)', () => {
    const loaded = [1, 2, 3];
    expect(orderLoadedUsers(loaded)).toEqual([3, 2, 1]);
    expect(loaded).toEqual([1, 2, 3]);
  });
});

describe('gpsListQuery (doc 2 §7), one row per GPS list call', () => {
  it.each<[string, GpsListFilters, string, Record<string, unknown>]>([
    [
      'GET /gps?skip&limit&filter',
      { filter: 'test', skip: 20 },
      '/gps',
      { skip: 20, limit: 20, filter: 'test' },
    ],
    [
      'GET /gps/search?param&skip&limit&filter',
      { search: 'G-12' },
      '/gps/search',
      { filter: 'all', param: 'G-12', skip: 0, limit: 20 },
    ],
    [
      'GET /gps?skip&limit&filter=linked&tag',
      { filter: 'linked', tag: 'battery' },
      '/gps',
      { skip: 0, limit: 20, filter: 'linked', tag: 'battery' },
    ],
    [
      'GET /gps/problematic-gps?param&skip&limit&tag',
      { filter: 'linked', linkedMode: 'flagged', tag: 'battery' },
      '/gps/problematic-gps',
      { param: '', skip: 0, limit: 20, tag: 'battery' },
    ],
    [
      'GET /gps/search?filter=linked&param&skip&limit (tag ALL left out)',
      { filter: 'linked', search: 'civic', tag: 'ALL' },
      '/gps/search',
      { filter: 'linked', param: 'civic', skip: 0, limit: 20 },
    ],
  ])('%s', (_, filters, path, query) => {
    expect(gpsListQuery(filters)).toEqual({ path, query });
  });
});

describe('hero banner (doc 1 §2)', () => {
  it.each<[string, boolean]>([
    ['/', false],
    ['/dealer/portal', false],
    ['/dealer/portal/quotes/1', false],
    ['/staff/lease-generation', false],
    ['/company', true],
    ['/client/benefits', true],
    ['/lease-takeover/abc', true],
  ])('%s shows it: %s', (path, shown) => {
    expect(showsHeroBanner(path)).toBe(shown);
  });
});
