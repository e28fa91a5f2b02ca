// The lease quotes of spec doc 1 §7: the list with its filters, search, count and sortDate; creating,
// reading and deleting a quote; who sees what (a dealer their dealership's quotes, staff every quote,
// in every state: the status filter chooses among the states, issue 25); and bad input answered with
// plain field errors.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LeaseQuoteExportQuerySchema,
  LeaseQuoteListQuerySchema,
  LeaseQuoteListResponseSchema,
  message,
  nameKey,
  type LeaseQuote,
  type LeaseQuoteListResponse,
  type ProvinceCode,
  type QuoteCustomer,
  type QuoteStatus,
  type RevisionState,
  type RevisionType,
} from '@sfi/domain';
import {
  leaseQuoteBatches,
  ownerColumns,
  quoteKeys,
  quoteQuery,
  quoteSearchText,
  type QuoteViewer,
} from '../src/db/lease-quotes.ts';
import { leaseQuoteCounts, leaseQuotes, quoteDealers } from '../src/db/schema.ts';
import { demoAccounts } from '../src/seed/demo-accounts.ts';
import { createAudiences, otherDealer, type AudienceName } from './support/audiences.ts';
import { createAuthTestApi, office } from './support/auth.ts';
import { quoteDetails } from './support/api.ts';

const api = await createAuthTestApi();
const audiences = await createAudiences(api);
afterAll(() => api.close());

type Who = AudienceName | 'otherDealer';

async function call(method: 'GET' | 'POST' | 'DELETE', path: string, who: Who, body?: unknown) {
  return api.app.inject({
    method,
    url: `/api/main${path}`,
    remoteAddress: office,
    headers: who === 'otherDealer' ? await audiences.otherHeaders('dealer') : await audiences.headers(who),
    ...(body !== undefined && { payload: body as object }),
  });
}

const list = async (who: Who, query: Record<string, string | number> = {}, path = '/lease-quotes') => {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  );
  return call('GET', `${path}?${search}`, who);
};
const page = async (who: Who, query: Record<string, string | number> = {}, path?: string) => {
  const response = await list(who, query, path);
  expect(response.statusCode, response.body).toBe(200);
  // The server sends the page as PostgreSQL wrote it: it must be the wire contract exactly.
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  const answer = response.json<LeaseQuoteListResponse>();
  expect(LeaseQuoteListResponseSchema.parse(answer)).toEqual(answer);
  return answer;
};

// The viewers behind the audiences, as the server derives them from the accounts.
const demoDealer: QuoteViewer = {
  ownerType: 'DEALER',
  id: demoAccounts.dealer.id,
  name: demoAccounts.dealer.contactName,
  dealershipKey: nameKey(demoAccounts.dealer.dealerName),
};
const prairieDealer: QuoteViewer = {
  ownerType: 'DEALER',
  id: otherDealer.id,
  name: otherDealer.contactName,
  dealershipKey: nameKey(otherDealer.dealerName),
};
const staffMember: QuoteViewer = { ownerType: 'SFI', id: randomUUID(), name: 'Élise Gagnon' };

interface Written {
  owner: QuoteViewer;
  state: RevisionState;
  /** The revision's type: INITIAL unless said. */
  type?: RevisionType;
  /** The header status: DRAFT unless said. */
  status?: QuoteStatus;
  province?: ProvinceCode;
  dealerId?: string;
  customer?: QuoteCustomer;
  vehicle?: { make: string; model: string; vin?: string };
  createdAt: string;
  updatedAt?: string;
}

/** Writes a quote straight into the table, as the seed does. */
async function write(quote: Written): Promise<string> {
  const id = randomUUID();
  const vehicle = { type: 'CAR', ...quote.vehicle };
  const owner = ownerColumns(quote.owner);
  await api.db.insert(leaseQuotes).values({
    id,
    vehicle,
    quoteData: [
      {
        revisionId: randomUUID(),
        revisionType: quote.type ?? 'INITIAL',
        revisionState: quote.state,
        owner: owner.ownerId,
      },
    ],
    listState: quote.state,
    status: quote.status ?? 'DRAFT',
    province: quote.province ?? null,
    dealerId: quote.dealerId ?? null,
    customer: quote.customer ?? null,
    ...owner,
    searchText: quoteSearchText({ id, vehicle, customer: quote.customer, preparedBy: owner.preparedBy }),
    createdAt: new Date(quote.createdAt),
    updatedAt: quote.updatedAt ? new Date(quote.updatedAt) : null,
  });
  return id;
}

/** A query with its parameters written in, for EXPLAIN (the values are the test's own). */
const inline = (text: string, params: unknown[]) =>
  text.replace(/\$(\d+)/g, (_, index: string) => {
    const value = params[Number(index) - 1];
    if (typeof value === 'number') return String(value);
    const text = Array.isArray(value) ? `{${value.join(',')}}` : String(value);
    return `'${text.replaceAll("'", "''")}'`;
  });

/** The quotes every list test reads, by name. */
const ids: Record<string, string> = {};
let northernId: string;

beforeAll(async () => {
  const [northern] = await api.db
    .insert(quoteDealers)
    .values({
      name: 'Northern Lights Auto Credit',
      nameKey: nameKey('Northern Lights Auto Credit'),
      contact: 'Mary Tootoo',
      email: 'mary@example.com',
      phone: '867 555 0150',
      province: 'NU',
    })
    .returning({ id: quoteDealers.id });
  northernId = northern!.id;
  const quotes: Record<string, Written> = {
    mapleDraft: {
      owner: demoDealer,
      state: 'DRAFT',
      province: 'ON',
      customer: { firstName: 'Zoë', lastName: 'Beaulieu' },
      vehicle: { make: 'Honda', model: 'Civic', vin: '2HGFC2F59NH000123' },
      createdAt: '2026-01-01T10:00:00.000Z',
      updatedAt: '2026-02-01T10:00:00.000Z',
    },
    mapleSubmitted: {
      owner: demoDealer,
      state: 'QUOTE_SUBMITTED',
      status: 'SUBMITTED',
      province: 'ON',
      customer: { firstName: 'Omar', lastName: 'Haddad' },
      vehicle: { make: 'Toyota', model: 'RAV4' },
      createdAt: '2026-01-02T10:00:00.000Z',
    },
    prairieDraft: {
      owner: prairieDealer,
      state: 'DRAFT',
      province: 'SK',
      customer: { companyName: 'Beaulieu Farms Ltd.' },
      vehicle: { make: 'Ford', model: 'F-150' },
      createdAt: '2026-01-03T10:00:00.000Z',
    },
    sfiApproved: {
      owner: staffMember,
      state: 'CREDIT_APPROVED',
      status: 'SUBMITTED',
      province: 'QC',
      dealerId: northernId,
      customer: { firstName: 'Luc', lastName: 'Bouchard' },
      vehicle: { make: 'Honda', model: 'CR-V' },
      createdAt: '2026-01-04T10:00:00.000Z',
    },
    sfiQuoteApproved: {
      owner: staffMember,
      state: 'QUOTE_APPROVED',
      status: 'SUBMITTED',
      province: 'ON',
      dealerId: northernId,
      customer: { firstName: 'Ana', lastName: 'Silva' },
      vehicle: { make: 'Kia', model: 'Telluride' },
      createdAt: '2026-01-05T10:00:00.000Z',
    },
    sfiRejected: {
      owner: staffMember,
      state: 'REJECTED',
      province: 'ON',
      vehicle: { make: 'Honda', model: 'Pilot' },
      createdAt: '2026-01-06T10:00:00.000Z',
    },
    // Fully approved (a FINAL revision, all approved), and then Completed: staff's list showed
    // neither (issue 25).
    sfiAllApproved: {
      owner: staffMember,
      type: 'FINAL',
      state: 'ALL_APPROVED',
      status: 'APPROVED',
      province: 'MB',
      customer: { firstName: 'Chidi', lastName: 'Okafor' },
      vehicle: { make: 'Subaru', model: 'Outback' },
      createdAt: '2026-01-07T10:00:00.000Z',
    },
    sfiCompleted: {
      owner: staffMember,
      type: 'FINAL',
      state: 'ALL_APPROVED',
      status: 'TRANSFERRED',
      province: 'NB',
      customer: { firstName: 'Inès', lastName: 'Moreau' },
      vehicle: { make: 'Mazda', model: 'CX-50' },
      createdAt: '2026-01-08T10:00:00.000Z',
    },
    // A dealer's counter-offer under review: the dealer's list showed drafts only.
    mapleAdjusted: {
      owner: demoDealer,
      type: 'ADJUSTED',
      state: 'SUBMITTED',
      status: 'SUBMITTED',
      province: 'BC',
      customer: { firstName: 'Priya', lastName: 'Raman' },
      vehicle: { make: 'Hyundai', model: 'Tucson' },
      createdAt: '2026-01-09T10:00:00.000Z',
    },
  };
  for (const [name, quote] of Object.entries(quotes)) ids[name] = await write(quote);
});

const named = (response: LeaseQuoteListResponse) =>
  response.data.map((quote) => Object.entries(ids).find(([, id]) => id === quote.id)?.[0] ?? quote.id);

// Every quote of the fixture, newest sortDate first, and staff's own.
const every = [
  'mapleDraft',
  'mapleAdjusted',
  'sfiCompleted',
  'sfiAllApproved',
  'sfiRejected',
  'sfiQuoteApproved',
  'sfiApproved',
  'prairieDraft',
  'mapleSubmitted',
];
const sfi = ['sfiCompleted', 'sfiAllApproved', 'sfiRejected', 'sfiQuoteApproved', 'sfiApproved'];

describe('the quote list (doc 1 §3, §4, §7)', () => {
  // Who sees what with each filter: the names of the quotes, newest sortDate first, and the count.
  it.each<[string, Who, Record<string, string>, string[]]>([
    [
      'a dealer sees their dealership’s quotes, in every state',
      'dealer',
      {},
      ['mapleDraft', 'mapleAdjusted', 'mapleSubmitted'],
    ],
    [
      'statusFilter=ANY is every state, as when it is left out',
      'dealer',
      { statusFilter: 'ANY' },
      ['mapleDraft', 'mapleAdjusted', 'mapleSubmitted'],
    ],
    ['a dealer’s drafts', 'dealer', { statusFilter: 'DRAFT' }, ['mapleDraft']],
    ['another dealership’s dealer sees theirs', 'otherDealer', {}, ['prairieDraft']],
    ['staff see every quote, in every state', 'staffAdmin', {}, every],
    ['staff, ANY', 'staffAdmin', { statusFilter: 'ANY' }, every],
    ['ALL is no filter', 'staffAdmin', { statusFilter: 'ALL', ownerFilter: 'ALL' }, every],
    ['status Draft', 'staffAdmin', { statusFilter: 'DRAFT' }, ['mapleDraft', 'prairieDraft']],
    ['status Under Quote Review', 'staffAdmin', { statusFilter: 'QUOTE_SUBMITTED' }, ['mapleSubmitted']],
    ['status Under Credit Review', 'staffAdmin', { statusFilter: 'CREDIT_SUBMITTED' }, []],
    ['status Quote Approved', 'staffAdmin', { statusFilter: 'QUOTE_APPROVED' }, ['sfiQuoteApproved']],
    ['status Credit Approved', 'staffAdmin', { statusFilter: 'CREDIT_APPROVED' }, ['sfiApproved']],
    ['status Approved (the header’s)', 'staffAdmin', { statusFilter: 'APPROVED' }, ['sfiAllApproved']],
    ['status Completed', 'staffAdmin', { statusFilter: 'TRANSFERRED' }, ['sfiCompleted']],
    [
      'Approved, owner SFI',
      'staffAdmin',
      { statusFilter: 'APPROVED', ownerFilter: 'SFI' },
      ['sfiAllApproved'],
    ],
    ['Approved, owner NON_SFI', 'staffAdmin', { statusFilter: 'APPROVED', ownerFilter: 'NON_SFI' }, []],
    [
      'Completed in its province',
      'staffAdmin',
      { statusFilter: 'TRANSFERRED', ownerProvinceFilter: 'NB' },
      ['sfiCompleted'],
    ],
    ['owner SFI', 'staffAdmin', { ownerFilter: 'SFI' }, sfi],
    [
      'owner NON_SFI',
      'staffAdmin',
      { ownerFilter: 'NON_SFI' },
      ['mapleDraft', 'mapleAdjusted', 'prairieDraft', 'mapleSubmitted'],
    ],
    ['owner ANY', 'staffAdmin', { ownerFilter: 'ANY' }, every],
    ['a quote dealer', 'staffAdmin', { ownerFilter: 'DEALER_ID' }, ['sfiQuoteApproved', 'sfiApproved']],
    [
      'province',
      'staffAdmin',
      { ownerProvinceFilter: 'ON' },
      ['mapleDraft', 'sfiRejected', 'sfiQuoteApproved', 'mapleSubmitted'],
    ],
    [
      'two filters',
      'staffAdmin',
      { ownerProvinceFilter: 'ON', ownerFilter: 'SFI' },
      ['sfiRejected', 'sfiQuoteApproved'],
    ],
    ['prepared by, any case and accents', 'staffAdmin', { preparedByFilter: 'elise' }, sfi],
    ['prepared by matches from the start', 'staffAdmin', { preparedByFilter: 'gagnon' }, []],
    ['a dealer’s province filter stays in their dealership', 'dealer', { ownerProvinceFilter: 'SK' }, []],
  ])('%s', async (_, who, query, expected) => {
    const filters = Object.fromEntries(
      Object.entries(query).map(([key, value]) => [key, value === 'DEALER_ID' ? northernId : value]),
    );
    const answer = await page(who, filters);
    expect(named(answer)).toEqual(expected);
    expect(answer.count).toBe(expected.length);
  });

  it('gives every item its sortDate: updatedAt, or createdAt when it has none', async () => {
    const { data } = await page('staffAdmin');
    const draft = data.find((quote) => quote.id === ids.mapleDraft)!;
    const submitted = data.find((quote) => quote.id === ids.mapleSubmitted)!;
    expect(draft.sortDate).toBe('2026-02-01T10:00:00.000Z');
    expect(submitted.sortDate).toBe(submitted.createdAt);
    expect(submitted.updatedAt).toBeUndefined();
    expect(data.find((quote) => quote.id === ids.sfiApproved)?.dealer).toMatchObject({
      id: northernId,
      name: 'Northern Lights Auto Credit',
    });
  });

  it('sorts by createdAt when asked, and pages with skip and limit', async () => {
    const byCreation = await page('staffAdmin', { sortBy: 'createdAt' });
    expect(named(byCreation)).toEqual([
      'mapleAdjusted',
      'sfiCompleted',
      'sfiAllApproved',
      'sfiRejected',
      'sfiQuoteApproved',
      'sfiApproved',
      'prairieDraft',
      'mapleSubmitted',
      'mapleDraft',
    ]);
    const second = await page('staffAdmin', { sortBy: 'createdAt', skip: 1, limit: 2 });
    expect(named(second)).toEqual(['sfiCompleted', 'sfiAllApproved']);
    expect(second.count).toBe(9);
  });

  it('keeps the count right as quotes change state, status, province or dealer, and are deleted', async () => {
    const counted = async (query: Record<string, string> = {}) =>
      (await page('staffAdmin', { ownerProvinceFilter: 'ON', ...query })).count;
    expect(await counted()).toBe(4);
    expect(await counted({ statusFilter: 'QUOTE_SUBMITTED' })).toBe(1);
    await api.db
      .update(leaseQuotes)
      .set({ listState: 'REJECTED' })
      .where(eq(leaseQuotes.id, ids.mapleSubmitted!));
    // Still in the list, no longer under quote review.
    expect(await counted()).toBe(4);
    expect(await counted({ statusFilter: 'QUOTE_SUBMITTED' })).toBe(0);
    await api.db
      .update(leaseQuotes)
      .set({ listState: 'QUOTE_SUBMITTED' })
      .where(eq(leaseQuotes.id, ids.mapleSubmitted!));
    expect(await counted({ statusFilter: 'QUOTE_SUBMITTED' })).toBe(1);
    // An approved quote completed moves from Approved to Completed.
    const byStatus = async (statusFilter: string) => (await page('staffAdmin', { statusFilter })).count;
    expect([await byStatus('APPROVED'), await byStatus('TRANSFERRED')]).toEqual([1, 1]);
    await api.db
      .update(leaseQuotes)
      .set({ status: 'TRANSFERRED' })
      .where(eq(leaseQuotes.id, ids.sfiAllApproved!));
    expect([await byStatus('APPROVED'), await byStatus('TRANSFERRED')]).toEqual([0, 2]);
    await api.db
      .update(leaseQuotes)
      .set({ status: 'APPROVED' })
      .where(eq(leaseQuotes.id, ids.sfiAllApproved!));
    expect([await byStatus('APPROVED'), await byStatus('TRANSFERRED')]).toEqual([1, 1]);
    // Removing a quote dealer leaves its quotes without one, and the dealer filter's count follows.
    const extra = await write({
      ...{ owner: staffMember, state: 'DRAFT', province: 'ON', dealerId: northernId },
      createdAt: '2025-01-01T00:00:00.000Z',
    });
    expect((await page('staffAdmin', { ownerFilter: northernId })).count).toBe(3);
    expect(await counted()).toBe(5);
    expect((await call('DELETE', `/lease-quotes/${extra}`, 'staffAdmin')).statusCode).toBe(204);
    expect(await counted()).toBe(4);
    const rows = await api.db.select().from(leaseQuoteCounts);
    const total = rows.reduce((sum, row) => sum + row.quotes, 0);
    expect(total).toBe((await api.db.select({ id: leaseQuotes.id }).from(leaseQuotes)).length);
  });

  it.each<[string, Who, Record<string, string>, string, string]>([
    ['a negative skip', 'staffAdmin', { skip: '-1' }, 'skip', 'Enter a whole number from 0 to 10000000.'],
    [
      'a huge skip',
      'staffAdmin',
      { skip: '99999999999' },
      'skip',
      'Enter a whole number from 0 to 10000000.',
    ],
    [
      'a limit above the maximum',
      'staffAdmin',
      { limit: '500' },
      'limit',
      'Enter a whole number from 1 to 100.',
    ],
    [
      'an unknown owner',
      'staffAdmin',
      { ownerFilter: 'EVERYONE' },
      'ownerFilter',
      message('quotes.filter.owner.invalid'),
    ],
    [
      'an unknown province',
      'staffAdmin',
      { ownerProvinceFilter: 'XX' },
      'ownerProvinceFilter',
      message('validation.province'),
    ],
    ['an unknown sort', 'staffAdmin', { sortBy: 'password' }, 'sortBy', expect.any(String)],
    [
      'a status the dealer’s filter does not offer',
      'dealer',
      { statusFilter: 'QUOTE_APPROVED' },
      'statusFilter',
      'Choose one of these statuses: Draft.',
    ],
    [
      'a header status the dealer’s filter does not offer',
      'dealer',
      { statusFilter: 'TRANSFERRED' },
      'statusFilter',
      'Choose one of these statuses: Draft.',
    ],
    [
      'a state no filter offers',
      'staffAdmin',
      { statusFilter: 'REJECTED' },
      'statusFilter',
      'Choose one of these statuses: Draft, Under Quote Review, Under Credit Review, Quote Approved, Credit Approved, Approved, Completed.',
    ],
  ])('refuses %s with the field’s error', async (_, who, query, field, error) => {
    const response = await list(who, query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fieldErrors: { [field]: error } });
  });
});

describe('the list’s plans', () => {
  // With sorting made prohibitively dear, a plan still sorts only when no index gives the order:
  // each list a viewer can ask for reads an index newest first and stops at its page.
  it.each<[string, QuoteViewer, Record<string, string>]>([
    ['staff, by updatedAt', staffMember, {}],
    ['staff, by createdAt', staffMember, { sortBy: 'createdAt' }],
    ['staff, one status', staffMember, { statusFilter: 'QUOTE_APPROVED' }],
    [
      'staff, every state, by createdAt, in a province',
      staffMember,
      { sortBy: 'createdAt', ownerProvinceFilter: 'ON' },
    ],
    ['staff, Approved', staffMember, { statusFilter: 'APPROVED' }],
    ['staff, Completed, by createdAt', staffMember, { statusFilter: 'TRANSFERRED', sortBy: 'createdAt' }],
    ['a dealer, every state', demoDealer, {}],
    ['a dealer, every state, by createdAt', demoDealer, { sortBy: 'createdAt' }],
    ['a dealer, drafts', demoDealer, { statusFilter: 'DRAFT' }],
  ])('%s: no sort', async (_, viewer, query) => {
    const plan = await explainPage(viewer, query);
    expect(plan).not.toMatch(/\bSort\b/);
    expect(plan).toMatch(/Index (Only )?Scan using lease_quotes_\w+_idx/);
  });

  // A dealer's list reads their dealership's quotes alone, in order, in every state or one (the
  // quotes of other dealerships are never walked past); staff's by header status the status index.
  it.each<[string, QuoteViewer, Record<string, string>, string]>([
    ['a dealer, every state', demoDealer, {}, 'lease_quotes_dealership_any_idx'],
    [
      'a dealer, every state, by createdAt',
      demoDealer,
      { sortBy: 'createdAt' },
      'lease_quotes_dealership_any_created_idx',
    ],
    // Either of the dealership's: the by-state one, or the one holding every state, which INCLUDEs it.
    ['a dealer, drafts', demoDealer, { statusFilter: 'DRAFT' }, 'lease_quotes_dealership_(any_)?idx'],
    ['staff, Approved', staffMember, { statusFilter: 'APPROVED' }, 'lease_quotes_status_sort_idx'],
    [
      'staff, Completed, by createdAt',
      staffMember,
      { statusFilter: 'TRANSFERRED', sortBy: 'createdAt' },
      'lease_quotes_status_created_idx',
    ],
  ])('%s: reads its index', async (_, viewer, query, index) => {
    const plan = await explainPage(viewer, query);
    expect(plan).not.toMatch(/\bSort\b/);
    expect(plan).toMatch(new RegExp(`Index (Only )?Scan using ${index} `));
  });

  // Once vacuumed (as pnpm seed leaves a bulk load), the date indexes hold what the staff's list
  // filters on (migration 0012), so a deep page passes over the quotes before it in the index alone.
  it.each<[string, Record<string, string>, string]>([
    ['by updatedAt', {}, 'lease_quotes_sort_idx'],
    ['by createdAt', { sortBy: 'createdAt' }, 'lease_quotes_created_idx'],
  ])('staff, %s, deep in the list: the index alone', async (_, query, index) => {
    await api.db.execute(sql`vacuum analyze lease_quotes`);
    const plan = await explainPage(staffMember, { ...query, skip: '10000' });
    expect(plan).toMatch(new RegExp(`Index Only Scan using ${index}`));
  });

  // The opposite for a search: it finds its matches first (through the trigram index, on a table
  // large enough for the planner to want it) and sorts them, never walking the date index to test
  // every quote against the words. The bench measures it over a million quotes.
  it('a search sorts its matches instead of walking the date index', async () => {
    const plan = await explainPage(staffMember, { param: 'northern beaulieu' });
    expect(plan).toMatch(/Sort Key: \(\((lease_quotes\.)?sort_date \+/);
    expect(plan).not.toMatch(/Index Scan using lease_quotes_sort_idx/);
  });
});

/** The plan of a page of the list, with sorting and sequential scans made prohibitively dear. */
async function explainPage(viewer: QuoteViewer, query: Record<string, string>): Promise<string> {
  const criteria = LeaseQuoteListQuerySchema.parse(query);
  const built = await quoteQuery(api.db, viewer, criteria);
  const { sql: text, params } = quoteKeys(api.db, built, {
    offset: criteria.skip,
    limit: criteria.limit,
  }).toSQL();
  return api.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_sort = off`);
    await tx.execute(sql`set local enable_seqscan = off`);
    const explained = (await tx.execute(sql.raw(`explain ${inline(text, params)}`))) as unknown as {
      rows: { 'QUERY PLAN': string }[];
    };
    return explained.rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

describe('the quote search (doc 1 §7)', () => {
  it.each<[string, Who, string, string[]]>([
    ['a customer’s last name, in any case', 'staffAdmin', 'BEAULIEU', ['mapleDraft', 'prairieDraft']],
    ['a rejected quote', 'staffAdmin', 'pilot', ['sfiRejected']],
    ['a fully approved quote', 'staffAdmin', 'okafor', ['sfiAllApproved']],
    ['a completed quote', 'staffAdmin', 'moreau', ['sfiCompleted']],
    ['a quote under review, by its dealer', 'dealer', 'haddad', ['mapleSubmitted']],
    ['a counter-offer, by its dealer', 'dealer', 'raman', ['mapleAdjusted']],
    ['a first name with its accent', 'staffAdmin', 'zoe', ['mapleDraft']],
    ['a company name', 'staffAdmin', 'farms', ['prairieDraft']],
    ['part of a VIN', 'staffAdmin', 'nh000123', ['mapleDraft']],
    ['a make', 'staffAdmin', 'honda', ['mapleDraft', 'sfiRejected', 'sfiApproved']],
    ['a model', 'staffAdmin', 'telluride', ['sfiQuoteApproved']],
    ['the quote dealer’s name', 'staffAdmin', 'northern lights', ['sfiQuoteApproved', 'sfiApproved']],
    ['who prepared it', 'staffAdmin', 'gagnon', sfi],
    ['every word, each anywhere', 'staffAdmin', 'honda bouchard', ['sfiApproved']],
    ['a word nobody has', 'staffAdmin', 'zzzz', []],
    ['wildcards as themselves', 'staffAdmin', '%', []],
    ['a dealer searches their dealership only', 'dealer', 'beaulieu', ['mapleDraft']],
    // The demo dealer's contact prepared the dealership's quotes, in every state.
    [
      'who prepared a dealer’s quote',
      'dealer',
      'dana tremblay',
      ['mapleDraft', 'mapleAdjusted', 'mapleSubmitted'],
    ],
  ])('finds by %s', async (_, who, param, expected) => {
    const answer = await page(who, { param }, '/lease-quotes/search');
    expect(named(answer)).toEqual(expected);
    expect(answer.count).toBe(expected.length);
  });

  it('finds a quote by its id, with the filters applied', async () => {
    const param = ids.sfiApproved!.slice(0, 8);
    expect(named(await page('staffAdmin', { param }, '/lease-quotes/search'))).toEqual(['sfiApproved']);
    expect(
      named(await page('staffAdmin', { param, ownerFilter: 'NON_SFI' }, '/lease-quotes/search')),
    ).toEqual([]);
  });

  it('asks for something to search for', async () => {
    const response = await list('staffAdmin', { param: ' ' }, '/lease-quotes/search');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fieldErrors: { param: message('quotes.search.required') } });
  });
});

describe('one quote (doc 1 §7)', () => {
  it('creates a draft owned by the dealer, with one INITIAL draft revision, and finds it in the list', async () => {
    const created = await call('POST', '/lease-quotes', 'dealer', {
      vehicle: { type: 'CAR', year: 2024, make: 'Mazda', model: 'CX-5', vin: 'jm3kfbcm1r0000001' },
      dealer: { id: northernId },
      customer: { firstName: 'Priya', lastName: 'Natarajan' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const quote = created.json<LeaseQuote>();
    expect(quote).toMatchObject({
      vehicle: { type: 'CAR', year: 2024, make: 'Mazda', model: 'CX-5', vin: 'JM3KFBCM1R0000001' },
      dealer: { id: northernId, name: 'Northern Lights Auto Credit' },
      province: 'NU',
      status: 'DRAFT',
      owner: demoDealer.id,
      ownerType: 'DEALER',
      preparedBy: demoAccounts.dealer.contactName,
      messages: [],
      quoteData: [{ revisionType: 'INITIAL', revisionState: 'DRAFT', owner: demoDealer.id }],
    });
    expect(named(await page('dealer', { param: 'natarajan' }, '/lease-quotes/search'))).toEqual([quote.id]);
    expect((await page('dealer')).data[0]).toMatchObject({ id: quote.id, sortDate: quote.createdAt });

    // Read by its owner's dealership and by staff, never by another dealership.
    expect((await call('GET', `/lease-quotes/${quote.id}`, 'dealer')).json()).toEqual(quote);
    expect((await call('GET', `/lease-quotes/${quote.id}`, 'staffSuperAdmin')).statusCode).toBe(200);
    const theirs = await call('GET', `/lease-quotes/${quote.id}`, 'otherDealer');
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ message: message('quote.error.notFound') });
    expect(theirs.body).not.toContain('Natarajan');
    expect((await call('DELETE', `/lease-quotes/${quote.id}`, 'otherDealer')).statusCode).toBe(404);

    // ?revision= opens it on that revision.
    const revisionId = quote.quoteData[0]!.revisionId;
    const opened = await call('GET', `/lease-quotes/${quote.id}?revision=${revisionId}`, 'dealer');
    expect(opened.json()).toMatchObject({ selectedRevisionNumber: 0 });
    const missing = await call('GET', `/lease-quotes/${quote.id}?revision=nope`, 'dealer');
    expect(missing.statusCode).toBe(404);

    expect((await call('DELETE', `/lease-quotes/${quote.id}`, 'dealer')).statusCode).toBe(204);
    expect((await call('GET', `/lease-quotes/${quote.id}`, 'dealer')).statusCode).toBe(404);
    expect((await call('DELETE', `/lease-quotes/${quote.id}`, 'dealer')).statusCode).toBe(404);
  });

  it('creates a staff quote as SFI, in the province given, with the drafts sent', async () => {
    const created = await call('POST', '/lease-quotes', 'staffAdmin', {
      vehicle: { type: 'BOAT' },
      province: 'BC',
      customer: { companyName: 'Coastal Charters' },
      quoteData: [{ revisionType: 'INITIAL' }, { revisionType: 'DRAFT', revisionState: 'DRAFT', term: 48 }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const quote = created.json<LeaseQuote>();
    expect(quote).toMatchObject({ ownerType: 'SFI', province: 'BC', dealer: null });
    expect(quote.quoteData.map(({ revisionType, revisionState }) => [revisionType, revisionState])).toEqual([
      ['INITIAL', 'DRAFT'],
      ['DRAFT', 'DRAFT'],
    ]);
    expect(quote.quoteData[1]).toMatchObject({ term: 48 });
    expect(new Set(quote.quoteData.map((revision) => revision.revisionId)).size).toBe(2);
    await call('DELETE', `/lease-quotes/${quote.id}`, 'staffAdmin');
  });

  it.each<[string, unknown, string, string]>([
    ['no vehicle', {}, 'vehicle', message('validation.required')],
    ['a vehicle without a type', { vehicle: {} }, 'vehicle.type', message('validation.required')],
    ['a bad VIN', { vehicle: { type: 'CAR', vin: 'IOQ' } }, 'vehicle.vin', message('quote.vehicle.vin')],
    [
      'an unknown quote dealer',
      { vehicle: { type: 'CAR' }, dealer: { id: randomUUID() } },
      'dealer',
      message('quote.dealer.unknown'),
    ],
    [
      'a malformed quote dealer id',
      { vehicle: { type: 'CAR' }, dealer: { id: 'x' } },
      'dealer',
      message('quote.dealer.unknown'),
    ],
    [
      'an unknown province',
      { vehicle: { type: 'CAR' }, province: 'XX' },
      'province',
      message('validation.province'),
    ],
    [
      'a revision that is not a draft',
      {
        vehicle: { type: 'CAR' },
        quoteData: [{ revisionType: 'INITIAL', revisionState: 'CREDIT_APPROVED' }],
      },
      'quoteData.0.revisionState',
      message('quote.revision.newIsDraft'),
    ],
    // Issue 25, item 8: a quote without them could never get a payment, nor be told apart.
    [
      'no province and no quote dealer',
      { vehicle: { type: 'CAR' }, province: null },
      'province',
      message('quote.province.required'),
    ],
    [
      'no customer',
      { vehicle: { type: 'CAR' }, customer: undefined },
      'customer.lastName',
      message('quote.customer.lastName.required'),
    ],
    [
      'a customer with a first name only',
      { vehicle: { type: 'CAR' }, customer: { firstName: 'Priya' } },
      'customer.lastName',
      message('quote.customer.lastName.required'),
    ],
  ])('refuses a new quote with %s', async (_, body, field, error) => {
    const response = await call('POST', '/lease-quotes', 'dealer', { ...quoteDetails, ...(body as object) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fieldErrors: { [field]: error } });
  });

  it('answers 404 for a malformed or unknown id', async () => {
    for (const id of ['not-a-uuid', randomUUID()]) {
      expect((await call('GET', `/lease-quotes/${id}`, 'staffAdmin')).statusCode).toBe(404);
      expect((await call('DELETE', `/lease-quotes/${id}`, 'staffAdmin')).statusCode).toBe(404);
    }
  });
});

describe('saved searches (issue 9)', () => {
  const savedCall = async (method: 'GET' | 'POST' | 'DELETE', who: Who, body?: unknown, id = '') =>
    call(method, `/lease-quotes/saved-searches${id && `/${id}`}`, who, body);

  it('keeps each user’s searches by name, refuses a name used twice, and deletes only one’s own', async () => {
    const filters = { search: 'honda', owner: 'SFI', province: 'ON', sortBy: 'createdAt' };
    const saved = await savedCall('POST', 'staffAdmin', { name: 'Ontario Hondas', filters });
    expect(saved.statusCode, saved.body).toBe(201);
    const search = saved.json<{ id: string }>();
    expect(search).toMatchObject({ name: 'Ontario Hondas', filters, createdAt: expect.any(String) });
    await savedCall('POST', 'staffAdmin', { name: 'all drafts', filters: { status: 'DRAFT' } });

    const listed = (await savedCall('GET', 'staffAdmin')).json<{ name: string }[]>();
    expect(listed.map((each) => each.name)).toEqual(['all drafts', 'Ontario Hondas']);
    expect((await savedCall('GET', 'staffSuperAdmin')).json()).toEqual([]);
    expect((await savedCall('GET', 'dealer')).json()).toEqual([]);

    const twice = await savedCall('POST', 'staffAdmin', { name: ' ontario HONDAS ', filters: {} });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      fieldErrors: { name: message('quotes.savedSearch.duplicate', { name: 'ontario HONDAS' }) },
    });

    expect((await savedCall('DELETE', 'staffSuperAdmin', undefined, search.id)).statusCode).toBe(404);
    expect((await savedCall('DELETE', 'staffAdmin', undefined, search.id)).statusCode).toBe(204);
    expect((await savedCall('GET', 'staffAdmin')).json<unknown[]>()).toHaveLength(1);
  });

  it.each<[string, unknown, string]>([
    ['no name', { filters: {} }, 'name'],
    ['a blank name', { name: '  ', filters: {} }, 'name'],
    ['an unknown owner', { name: 'x', filters: { owner: 'EVERYONE' } }, 'filters.owner'],
    ['an unknown sort', { name: 'x', filters: { sortBy: 'password' } }, 'filters.sortBy'],
  ])('refuses a saved search with %s', async (_, body, field) => {
    const response = await savedCall('POST', 'dealer', body);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ fieldErrors: Record<string, string> }>().fieldErrors).toHaveProperty([field]);
  });
});

describe('the export (issue 9)', () => {
  const exported = (who: Who, query: Record<string, string>) =>
    call('GET', `/lease-quotes/export?${new URLSearchParams(query)}`, who);

  it('streams every quote the filters match as CSV, headed, in the list’s order, formulas kept as text', async () => {
    const formula = await write({
      owner: staffMember,
      state: 'DRAFT',
      customer: { firstName: '=HYPERLINK("http://evil")', lastName: 'Smith, Jr.' },
      createdAt: '2024-01-01T00:00:00.000Z',
    });
    const response = await exported('staffAdmin', { format: 'csv', ownerFilter: 'SFI' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="lease-quotes-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Quote ID,Status,Revision status,Customer,Company,Vehicle type,Year,Make,Model,Trim,VIN,Quote dealer,Province,Owner,Prepared by,Created,Updated',
    );
    // Every state: the fully approved and the completed quote too (issue 25).
    expect(lines.slice(1).map((line) => line.slice(0, 36))).toEqual([
      ...sfi.map((name) => ids[name]),
      formula,
    ]);
    const line = (name: string) => lines.find((each) => each.startsWith(ids[name]!))!;
    // The vehicle type by its name (Car), as the screens write it, in the export's language.
    expect(line('sfiQuoteApproved')).toContain(
      ',Pending Reviews,Quote Approved,Ana Silva,,Car,,Kia,Telluride,,,Northern Lights Auto Credit,Ontario,SFI,Élise Gagnon,',
    );
    // The revision's label by its type, as the list and the editor show it.
    expect(line('sfiAllApproved')).toContain(',Approved,Revision Approved,Chidi Okafor,');
    expect(line('sfiCompleted')).toContain(',Completed,Revision Approved,Inès Moreau,');
    // "Updated" is the date the list shows: createdAt for a quote never changed.
    expect(line('sfiCompleted').endsWith(',2026-01-08T10:00:00.000Z,2026-01-08T10:00:00.000Z')).toBe(true);
    expect(lines.at(-1)).toContain(`"'=HYPERLINK(""http://evil"") Smith, Jr."`);
    await call('DELETE', `/lease-quotes/${formula}`, 'staffAdmin');
  });

  it('reads past any batch size, and a dealer exports their dealership only', async () => {
    const response = await exported('dealer', { format: 'csv', param: 'civic' });
    const rows = response.body.trimEnd().split('\r\n').slice(1);
    expect(rows.map((line) => line.slice(0, 36))).toEqual([ids.mapleDraft]);
    const batches: string[][] = [];
    const { format: _csv, ...criteria } = LeaseQuoteExportQuerySchema.parse({ format: 'csv' });
    for await (const batch of leaseQuoteBatches(api.db, staffMember, criteria, 2))
      batches.push(batch.map((quote) => quote.id));
    expect(batches.length).toBeGreaterThan(2);
    expect(batches.slice(0, -1).every((batch) => batch.length === 2)).toBe(true);
    expect(batches.flat()).toEqual((await page('staffAdmin')).data.map((quote) => quote.id));
  });

  it('writes an Excel workbook of the same rows', async () => {
    const response = await exported('staffAdmin', { format: 'xlsx', ownerProvinceFilter: 'ON' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.getWorksheet('Lease quotes')!;
    const values = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
    expect(values(1)[0]).toBe('Quote ID');
    expect(sheet.rowCount).toBe(5);
    expect([2, 3, 4, 5].map((row) => values(row)[0])).toEqual(
      (await page('staffAdmin', { ownerProvinceFilter: 'ON' })).data.map((quote) => quote.id),
    );
    expect(values(2)[15]).toBeInstanceOf(Date);
    expect(values(5)[16]).toBeInstanceOf(Date);
  });

  it('writes its headers, sheet and labels in the language the request asks for (issue 29)', async () => {
    const inFrench = async (format: 'csv' | 'xlsx') =>
      api.app.inject({
        method: 'GET',
        url: `/api/main/lease-quotes/export?${new URLSearchParams({ format, ownerFilter: 'SFI' })}`,
        remoteAddress: office,
        headers: { ...(await audiences.headers('staffAdmin')), 'accept-language': 'fr-CA,fr;q=0.9' },
      });
    const csv = await inFrench('csv');
    expect(csv.headers['content-language']).toBe('fr-CA');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Identifiant de soumission,Statut,Statut de la révision,Client,Entreprise,Type de véhicule,Année,Marque,Modèle,Version,NIV,Concessionnaire de soumission,Province,Propriétaire,Préparée par,Date de création,Date de mise à jour',
    );
    // The labels in French; the stored data (names, make, model, quote dealer) as stored.
    expect(lines.find((each) => each.startsWith(ids.sfiQuoteApproved!))).toContain(
      ',En attente d’examen,Soumission approuvée,Ana Silva,,Automobile,,Kia,Telluride,,,Northern Lights Auto Credit,',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await inFrench('xlsx')).rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.getWorksheet('Soumissions de location')!;
    expect((sheet.getRow(1).values as unknown[]).slice(1, 3)).toEqual([
      'Identifiant de soumission',
      'Statut',
    ]);
  });

  it('refuses an unknown format', async () => {
    const response = await exported('staffAdmin', { format: 'pdf' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fieldErrors: { format: message('quotes.export.format') } });
  });
});

describe('a renamed dealership (PUT /dealer-auth/dealer-name/{dealerName})', () => {
  it('keeps its quotes', async () => {
    const rename = async (from: string, to: string) =>
      api.app.inject({
        method: 'PUT',
        url: `/api/main/dealer-auth/dealer-name/${encodeURIComponent(from)}`,
        remoteAddress: office,
        headers: await audiences.headers('staffAdmin'),
        payload: { dealerName: to },
      });
    expect((await rename(otherDealer.dealerName, 'Prairie Sky Auto Group')).statusCode).toBe(200);
    expect(named(await page('otherDealer'))).toEqual(['prairieDraft']);
    expect((await call('GET', `/lease-quotes/${ids.prairieDraft}`, 'otherDealer')).statusCode).toBe(200);
    expect((await rename('Prairie Sky Auto Group', otherDealer.dealerName)).statusCode).toBe(200);
    expect(named(await page('otherDealer'))).toEqual(['prairieDraft']);
  });
});

// The server keeps each count and page in memory until the quotes change (quoteAnswers): they must
// follow every write, the API's or not, and a quote dealer's name the search finds quotes by.
describe('the list’s count and pages, kept until the quotes change', () => {
  it('shows a quote as it is now, after a change outside the API', async () => {
    const customerOf = async () =>
      (await page('staffAdmin', { limit: 100 })).data.find((quote) => quote.id === ids.sfiApproved)?.customer;
    const before = await customerOf();
    expect(await customerOf()).toEqual(before);
    const renamed = { ...before, lastName: 'Renamed-Outside' };
    await api.db.update(leaseQuotes).set({ customer: renamed }).where(eq(leaseQuotes.id, ids.sfiApproved!));
    try {
      expect(await customerOf()).toEqual(renamed);
    } finally {
      await api.db
        .update(leaseQuotes)
        .set({ customer: before ?? null })
        .where(eq(leaseQuotes.id, ids.sfiApproved!));
    }
  });

  it('counts a quote dealer’s quotes by its id in either case', async () => {
    const lower = await page('staffAdmin', { ownerFilter: northernId });
    const upper = await page('staffAdmin', { ownerFilter: northernId.toUpperCase() });
    expect(lower.count).toBe(2);
    expect(upper).toEqual(lower);
  });

  it('keeps a page for those who may see it: another dealership asking the same gets its own', async () => {
    const query = { limit: 50 };
    expect(named(await page('dealer', query))).toEqual(named(await page('dealer', query)));
    expect(named(await page('otherDealer', query))).toEqual(['prairieDraft']);
    expect(named(await page('dealer', query))).not.toContain('prairieDraft');
  });

  it('follows a quote changed outside the API', async () => {
    const query = { ownerProvinceFilter: 'YT' };
    const before = (await page('staffAdmin', query)).count;
    expect((await page('staffAdmin', query)).count).toBe(before);
    await api.db.update(leaseQuotes).set({ province: 'YT' }).where(eq(leaseQuotes.id, ids.sfiApproved!));
    try {
      const after = await page('staffAdmin', query);
      expect(after.count).toBe(before + 1);
      expect(after.data.map((quote) => quote.id)).toContain(ids.sfiApproved);
    } finally {
      await api.db.update(leaseQuotes).set({ province: 'QC' }).where(eq(leaseQuotes.id, ids.sfiApproved!));
    }
    expect((await page('staffAdmin', query)).count).toBe(before);
  });

  it('follows a quote dealer renamed: the search finds its quotes by the new name only', async () => {
    const search = (param: string) => page('staffAdmin', { param }, '/lease-quotes/search');
    expect((await search('northern lights')).count).toBe(2);
    expect((await search('aurora')).count).toBe(0);
    const rename = (name: string) =>
      api.db
        .update(quoteDealers)
        .set({ name, nameKey: nameKey(name) })
        .where(eq(quoteDealers.id, northernId));
    await rename('Aurora Auto Credit');
    try {
      expect((await search('aurora')).count).toBe(2);
      expect((await search('northern lights')).count).toBe(0);
    } finally {
      await rename('Northern Lights Auto Credit');
    }
  });

  it('is kept per viewer: a dealer’s count is not staff’s', async () => {
    const staff = await page('staffAdmin', { statusFilter: 'DRAFT' });
    const dealer = await page('dealer', { statusFilter: 'DRAFT' });
    expect(dealer.count).toBeLessThan(staff.count);
    expect(dealer.count).toBe(dealer.data.length);
  });
});
