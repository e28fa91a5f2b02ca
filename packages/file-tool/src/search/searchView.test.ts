import { describe, expect, it } from 'vitest';
import { readSearchView, searchViewParams } from './searchView.ts';

const read = (query: string) => readSearchView(new URLSearchParams(query));

describe('the file search in the address', () => {
  // One row per address: what it reads as.
  it.each([
    ['', { by: 'everything', q: '', from: '', to: '', page: 1 }],
    ['by=vin&q=2T1BURHE0JC123456', { by: 'vin', q: '2T1BURHE0JC123456', from: '', to: '', page: 1 }],
    ['by=nope&q=Smith', { by: 'everything', q: 'Smith', from: '', to: '', page: 1 }],
    ['q=%20Smith%20&page=3', { by: 'everything', q: 'Smith', from: '', to: '', page: 3 }],
    ['q=Smith&page=0', { by: 'everything', q: 'Smith', from: '', to: '', page: 1 }],
    ['q=Smith&page=2.5', { by: 'everything', q: 'Smith', from: '', to: '', page: 1 }],
    [
      'from=2024-01-01&to=2024-03-31&q=ignored',
      { by: 'everything', q: '', from: '2024-01-01', to: '2024-03-31', page: 1 },
    ],
    ['from=2024-01-01&to=31/03/2024', { by: 'everything', q: '', from: '', to: '', page: 1 }],
  ])('%j', (query, view) => {
    expect(read(query)).toEqual(view);
  });

  it.each(['by=vin&q=2T1B&page=2', 'from=2024-01-01&to=2024-03-31', 'q=Smith'])(
    '%s reads back as written',
    (query) => {
      expect(searchViewParams(read(query)).toString()).toBe(query);
    },
  );
});
