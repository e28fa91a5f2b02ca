import { describe, expect, it } from 'vitest';
import {
  DELIVERY_MATCH_MAX,
  FILE_SEARCH_CONTAINS_MIN,
  FILE_SEARCH_MATCH_MAX,
  filesOnPage,
  matchesWordStart,
  searchKey,
} from './lease-file-search.ts';
import { emailKey } from './text.ts';

describe('emailKey (accounts, dealers, staff and lease files are keyed and searched by it)', () => {
  it.each([
    ['  Ann.Roy@Example.CA ', 'ann.roy@example.ca'],
    ['José@ex.ca', 'josé@ex.ca'],
    ['JOSE\u0301@EX.CA', 'josé@ex.ca'],
    ['jose\u0301@ex.ca', 'josé@ex.ca'],
  ])('%j is keyed %j, as the e-mail search folds it', (email, key) => {
    expect(emailKey(email)).toBe(key);
    expect(searchKey('email', email)).toBe(key);
  });
});

describe('matchesWordStart (a contains query shorter than a trigram matches the start of a word)', () => {
  it.each([
    ['', true],
    ['j', true],
    ['jo', true],
    ['😀y', true],
    ['😀😀', true],
    ['é', true],
    ['joe', false],
    ['😀😀😀', false],
    ['x😀y', false],
    ['rogue', false],
  ])('%j: %s', (query, wordStart) => {
    expect(matchesWordStart(query)).toBe(wordStart);
  });

  it('counts characters against FILE_SEARCH_CONTAINS_MIN', () => {
    expect(matchesWordStart('a'.repeat(FILE_SEARCH_CONTAINS_MIN - 1))).toBe(true);
    expect(matchesWordStart('a'.repeat(FILE_SEARCH_CONTAINS_MIN))).toBe(false);
  });
});

describe('filesOnPage (a page never reaches past the files a search lists)', () => {
  it.each([
    // skip, limit, max, files shown
    [0, 50, FILE_SEARCH_MATCH_MAX, 50],
    [50, 50, FILE_SEARCH_MATCH_MAX, 50],
    [60, 50, FILE_SEARCH_MATCH_MAX, 40],
    [99, 100, FILE_SEARCH_MATCH_MAX, 1],
    [100, 50, FILE_SEARCH_MATCH_MAX, 0],
    [0, 100, FILE_SEARCH_MATCH_MAX, 100],
    [9_950, 100, DELIVERY_MATCH_MAX, 50],
    [9_900, 100, DELIVERY_MATCH_MAX, 100],
    [DELIVERY_MATCH_MAX, 100, DELIVERY_MATCH_MAX, 0],
  ])('from %d, up to %d, of the first %d: %d', (skip, limit, max, shown) => {
    expect(filesOnPage(skip, limit, max)).toBe(shown);
  });
});
