import { describe, expect, it } from 'vitest';
import {
  gpsListQuery,
  orderLoadedUsers,
  showsHeroBanner,
  sortDealerAccounts,
  sortStaff,
  sortTakeoversByPermutation,
  sortTakeoversNewestFirst,
  takeoverPermutations,
  type GpsListFilters,
} from './index.ts';

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
