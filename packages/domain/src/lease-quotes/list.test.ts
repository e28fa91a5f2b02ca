import { describe, expect, it } from 'vitest';
import {
  emptyQuoteList,
  leaseQuoteListQuery,
  LeaseQuoteListQuerySchema,
  mileageUnit,
  ownerFilterLabel,
  quoteListLabel,
  quoteListRevision,
  quoteListState,
  withSortDate,
  type RevisionType,
  type LeaseQuoteListFilters,
  type RevisionState,
} from '../index.ts';

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

  // Each filter's accepted and refused values, and the message a refused one gets.
  it.each([
    ['skip', '-1', 'Enter a whole number from 0 to 10000000.'],
    ['skip', '1e30', 'Enter a whole number from 0 to 10000000.'],
    ['skip', '2.5', 'Enter a whole number from 0 to 10000000.'],
    ['limit', '0', 'Enter a whole number from 1 to 100.'],
    ['limit', '101', 'Enter a whole number from 1 to 100.'],
    ['ownerFilter', 'EVERYONE', 'Choose Any, SFI, Non-SFI or a quote dealer.'],
    ['ownerFilter', 'not-a-uuid-0000', 'Choose Any, SFI, Non-SFI or a quote dealer.'],
    ['ownerProvinceFilter', 'Cascadia', 'Choose a province or territory.'],
    [
      'statusFilter',
      'DONE',
      'Choose one of these statuses: Draft, Under Quote Review, Under Credit Review, Quote Approved, Credit Approved, Approved, Completed.',
    ],
    // States no filter offers: the list shows them under All (issue 25).
    ['statusFilter', 'REJECTED', expect.stringContaining('Choose one of these statuses: Draft,')],
    ['statusFilter', 'ALL_APPROVED', expect.stringContaining('Choose one of these statuses: Draft,')],
    ['preparedByFilter', 'x'.repeat(201), 'Use 200 characters or fewer.'],
  ])('refuses %s=%j with %j', (field, value, error) => {
    const result = LeaseQuoteListQuerySchema.safeParse({ [field]: value });
    expect(result.success).toBe(false);
    for (const issue of result.error?.issues ?? [])
      expect(issue).toEqual(expect.objectContaining({ path: [field], message: error }));
  });

  it.each([
    ['ownerFilter', 'NON_SFI', 'NON_SFI'],
    ['ownerFilter', '0b7c3d1e-5f7a-4c8e-9d2b-1a3c5e7f9b0d', '0b7c3d1e-5f7a-4c8e-9d2b-1a3c5e7f9b0d'],
    ['ownerFilter', 'ALL', undefined],
    ['ownerProvinceFilter', 'QC', 'QC'],
    ['statusFilter', 'CREDIT_APPROVED', 'CREDIT_APPROVED'],
    // ANY is every state, as when the filter is left out (issue 25).
    ['statusFilter', 'ANY', undefined],
    ['statusFilter', 'ALL', undefined],
    ['statusFilter', 'APPROVED', 'APPROVED'],
    ['statusFilter', 'TRANSFERRED', 'TRANSFERRED'],
    ['preparedByFilter', '  Ada  ', 'Ada'],
    ['param', ' ', undefined],
  ])('reads %s=%j as %j', (field, value, read) => {
    expect(LeaseQuoteListQuerySchema.parse({ [field]: value })[field as 'param']).toBe(read);
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

describe('quoteListState (doc 1 §4)', () => {
  const revision = (revisionState: RevisionState) => ({
    revisionId: revisionState,
    revisionType: 'INITIAL' as const,
    revisionState,
  });
  it.each([
    ['no revisions', [], null, 'DRAFT'],
    [
      'the last revision when none is selected',
      ['QUOTE_APPROVED', 'CREDIT_SUBMITTED'],
      null,
      'CREDIT_SUBMITTED',
    ],
    ['the selected revision', ['QUOTE_APPROVED', 'CREDIT_SUBMITTED'], 0, 'QUOTE_APPROVED'],
    ['the last revision when the selection is past the end', ['REJECTED', 'DRAFT'], 5, 'DRAFT'],
  ] as const)('%s', (_, states, selected, expected) => {
    expect(quoteListState({ quoteData: states.map(revision), selectedRevisionNumber: selected })).toBe(
      expected,
    );
  });
});

// Each row of the list is labelled as the editor labels its revision (doc 1 §4, issue 25): by
// revision type and state, whatever state the revision is in.
describe('quoteListLabel (doc 1 §4, display labels of revision states)', () => {
  it.each<[RevisionType, RevisionState, string]>([
    ['INITIAL', 'SUBMITTED', 'Draft (Original)'],
    ['INITIAL', 'DRAFT', 'Draft'],
    ['INITIAL', 'REJECTED', 'Rejected'],
    ['INITIAL', 'REVIEWED', 'Reviewed'],
    ['INITIAL', 'QUOTE_SUBMITTED', 'Under Quote Review'],
    ['INITIAL', 'QUOTE_APPROVED', 'Quote Approved'],
    ['INITIAL', 'CREDIT_SUBMITTED', 'Under Credit Review'],
    ['INITIAL', 'CREDIT_APPROVED', 'Credit Approved'],
    ['ADJUSTED', 'SUBMITTED', 'Adjusted'],
    ['ADJUSTED', 'DRAFT', 'Revised Quote'],
    ['ADJUSTED', 'REJECTED', 'Rejected'],
    ['FINAL', 'APPROVED', 'Approved'],
    ['FINAL', 'ALL_APPROVED', 'Revision Approved'],
  ])('%s %s reads %j', (revisionType, revisionState, label) => {
    const quote = {
      quoteData: [
        { revisionId: 'a', revisionType: 'INITIAL' as const, revisionState: 'DRAFT' as const },
        { revisionId: 'b', revisionType, revisionState },
      ],
      selectedRevisionNumber: 1,
    };
    expect(quoteListRevision(quote)).toMatchObject({ revisionType, revisionState });
    expect(quoteListLabel(quote)).toBe(label);
  });

  it('reads a quote without revisions as an INITIAL draft', () => {
    expect(quoteListLabel({ quoteData: [], selectedRevisionNumber: null })).toBe('Draft');
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
