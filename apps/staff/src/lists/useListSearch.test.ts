import { describe, expect, it } from 'vitest';
import { clientSearchKinds, gpsFilters, linkedGpsModes, staffSearchKinds } from '@sfi/domain';
import { listAddressOf, listStateOf, type ListFilters } from './useListSearch.ts';

// The staff lists' addresses, as the five list pages read and wrote them each on their own before
// `useListSearch`: a row a list and address.

const none = {};
const clients = { by: clientSearchKinds };
const staff = { by: staffSearchKinds };
const gps = { filter: gpsFilters, mode: linkedGpsModes, tag: 'text' } as const;

const reads: Array<[list: string, filters: ListFilters, address: string, state: Record<string, unknown>]> = [
  ['dealers', none, '', { search: '', page: 1 }],
  ['dealers', none, 'q=Lakeshore&page=3', { search: 'Lakeshore', page: 3 }],
  ['dealers', none, 'page=0', { search: '', page: 1 }],
  ['dealers', none, 'page=-2', { search: '', page: 1 }],
  ['dealers', none, 'page=1.5', { search: '', page: 1 }],
  ['dealers', none, 'page=two', { search: '', page: 1 }],
  ['clients', clients, '', { by: 'email', search: '', page: 1 }],
  ['clients', clients, 'by=fileno&q=1000012', { by: 'fileno', search: '1000012', page: 1 }],
  ['clients', clients, 'by=name&q=x', { by: 'email', search: 'x', page: 1 }],
  ['staff', staff, '', { by: 'name', search: '', page: 1 }],
  ['staff', staff, 'by=email&q=admin', { by: 'email', search: 'admin', page: 1 }],
  ['staff', staff, 'by=phone', { by: 'name', search: '', page: 1 }],
  ['gps', gps, '', { filter: 'all', mode: 'all', tag: '', search: '', page: 1 }],
  [
    'gps',
    gps,
    'filter=linked&mode=flagged&tag=fleet&q=GPS-1&page=2',
    { filter: 'linked', mode: 'flagged', tag: 'fleet', search: 'GPS-1', page: 2 },
  ],
  ['gps', gps, 'filter=gone&mode=quiet', { filter: 'all', mode: 'all', tag: '', search: '', page: 1 }],
];

const writes: Array<[list: string, filters: ListFilters, state: Record<string, unknown>, address: string]> = [
  ['dealers', none, { search: '', page: 1 }, ''],
  ['dealers', none, { search: 'Lakeshore', page: 1 }, 'q=Lakeshore'],
  ['dealers', none, { search: 'Lakeshore', page: 2 }, 'q=Lakeshore&page=2'],
  ['takeovers', none, { search: '', page: 4 }, 'page=4'],
  ['clients', clients, { by: 'email', search: 'a@b.ca', page: 1 }, 'q=a%40b.ca'],
  ['clients', clients, { by: 'fileno', search: '', page: 1 }, 'by=fileno'],
  ['staff', staff, { by: 'name', search: 'Ann', page: 1 }, 'q=Ann'],
  ['staff', staff, { by: 'fileno', search: '1000012', page: 1 }, 'by=fileno&q=1000012'],
  ['gps', gps, { filter: 'all', mode: 'all', tag: '', search: '', page: 1 }, ''],
  [
    'gps',
    gps,
    { filter: 'linked', mode: 'flagged', tag: 'fleet', search: 'GPS 1', page: 2 },
    'filter=linked&mode=flagged&tag=fleet&q=GPS+1&page=2',
  ],
  ['gps', gps, { filter: 'test', mode: 'all', tag: '', search: '', page: 3 }, 'filter=test&page=3'],
];

describe('a staff list read from its address', () => {
  it.each(reads)('%s: "%s" reads as %o', (_list, filters, address, state) => {
    expect(listStateOf(new URLSearchParams(address), filters)).toEqual(state);
  });
});

describe('a staff list written to its address', () => {
  it.each(writes)('%s: %o is "%s"', (_list, filters, state, address) => {
    expect(listAddressOf(state as never, filters).toString()).toBe(address);
  });
});
