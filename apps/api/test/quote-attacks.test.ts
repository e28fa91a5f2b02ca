// The lease-quote routes attacked from outside, as an attacker or a careless user would (issue 9).
// Each test here failed before its fix.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_DETAIL_DEPTH,
  message,
  type DealerAccount,
  type LeaseQuote,
  type LeaseQuoteListResponse,
} from '@sfi/domain';
import { leaseQuotes } from '../src/db/schema.ts';
import { demoAccounts } from '../src/seed/demo-accounts.ts';
import { createAuthTestApi, office, sessionHeaders, type SignedIn } from './support/auth.ts';

const api = await createAuthTestApi();
afterAll(() => api.close());

let staff: SignedIn;
let dealer: SignedIn;
beforeAll(async () => {
  staff = await api.staffSignIn();
  dealer = await api.dealerSignIn();
});

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, session: SignedIn, body?: unknown) {
  return api.app.inject({
    method,
    url: `/api/main${path}`,
    remoteAddress: office,
    // A string is sent as it is: JSON too deep for JSON.stringify.
    headers: { ...sessionHeaders(session), 'content-type': 'application/json' },
    ...(body !== undefined && { payload: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
}

/** A new dealer account of `dealerName`, signed in. */
async function newDealer(dealerName: string, user: string): Promise<SignedIn & { accountId: string }> {
  const password = `${user} password 2026`;
  const created = await call('POST', '/dealer-auth', staff, { dealerName, user, password });
  expect(created.statusCode, created.body).toBe(201);
  const login = await api.call({ method: 'POST', path: '/dealer-login', body: { username: user, password } });
  expect(login.statusCode, login.body).toBe(200);
  const { token, session } = login.json<{ token: string; session: { id: string } }>();
  return { id: session.id, token, accountId: created.json<DealerAccount>().id };
}

async function createQuote(session: SignedIn, body: object): Promise<LeaseQuote> {
  const response = await call('POST', '/lease-quotes', session, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<LeaseQuote>();
}

const quoteCount = async () => (await api.db.select({ id: leaseQuotes.id }).from(leaseQuotes)).length;
const unstorable = message('validation.text.characters');

// A NUL reached PostgreSQL from a list query or a new quote's details kept as sent (a 500), and
// details nested thousands deep overflowed the stack writing them (a 500).
describe('text a list query cannot search by', () => {
  const paths = ['/lease-quotes', '/lease-quotes/search', '/lease-quotes/export'];
  const cases = paths.flatMap((path) =>
    ['param', 'preparedByFilter'].flatMap((field) =>
      ['a\u0000b', 'x\u001b[31m', '\u0085'].map((value) => [path, field, value] as const),
    ),
  );
  it.each(cases)('%s refuses a %s of %j under its field, not with a 500', async (path, field, value) => {
    const query = new URLSearchParams({ format: 'csv', param: 'civic', [field]: value });
    const response = await call('GET', `${path}?${query}`, dealer);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json().fieldErrors).toEqual({ [field]: unstorable });
  });

  it('refuses a revision id longer than any with the catalogue’s words', async () => {
    const quote = await createQuote(dealer, { vehicle: { type: 'CAR' } });
    const response = await call('GET', `/lease-quotes/${quote.id}?revision=${'r'.repeat(101)}`, dealer);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ revision: message('validation.tooLong', { max: 100 }) });
  });
});

describe('a new quote’s details kept as sent', () => {
  const nested = (depth: number): unknown => (depth === 0 ? 'deep' : [nested(depth - 1)]);
  const tooDeep = message('validation.nesting', { max: MAX_DETAIL_DEPTH });
  const cases: Array<[string, object | string, Record<string, string>]> = [
    [
      'a NUL in a vehicle detail',
      { vehicle: { type: 'CAR', note: 'a\u0000b' } },
      { 'vehicle.note': unstorable },
    ],
    ['a NUL in a vehicle detail’s name', { vehicle: { type: 'CAR', 'k\u0000': 1 } }, { vehicle: unstorable }],
    [
      'a control character deep in a vehicle detail',
      { vehicle: { type: 'CAR', options: { packages: ['ok', 'b\u0007'] } } },
      { 'vehicle.options.packages.1': unstorable },
    ],
    [
      'a NUL in a revision detail',
      { vehicle: { type: 'CAR' }, quoteData: [{ revisionType: 'INITIAL', term: 'a\u0000' }] },
      { 'quoteData.0.term': unstorable },
    ],
    [
      'a NUL in a document type',
      { vehicle: { type: 'CAR' }, documents: [{ type: 'a\u0000' }] },
      { 'documents.0.type': unstorable },
    ],
    [
      'a NUL in a document name',
      { vehicle: { type: 'CAR' }, documents: [{ type: 'LICENCE', name: 'scan\u0000.pdf' }] },
      { 'documents.0.name': unstorable },
    ],
    [
      'a vehicle detail nested 5,000 deep',
      `{"vehicle":{"type":"CAR","deep":${'['.repeat(5000)}${']'.repeat(5000)}}}`,
      { 'vehicle.deep': tooDeep },
    ],
    [
      'a revision detail nested one level too deep',
      { vehicle: { type: 'CAR' }, quoteData: [{ revisionType: 'INITIAL', deep: nested(MAX_DETAIL_DEPTH) }] },
      { 'quoteData.0.deep': tooDeep },
    ],
  ];
  it.each(cases)('refuses %s under its field, and writes nothing', async (_case, body, fieldErrors) => {
    const before = await quoteCount();
    const response = await call('POST', '/lease-quotes', dealer, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().fieldErrors).toEqual(fieldErrors);
    expect(await quoteCount()).toBe(before);
  });

  it('keeps details nested as deep as allowed, with tabs and line breaks in their text', async () => {
    const nested = (depth: number): unknown => (depth === 1 ? 'line one\nline\ttwo' : [nested(depth - 1)]);
    const quote = await createQuote(dealer, {
      vehicle: { type: 'CAR', deep: nested(MAX_DETAIL_DEPTH) },
    });
    expect(quote.vehicle.deep).toEqual(nested(MAX_DETAIL_DEPTH));
  });
});

// A rename took over the quotes of a dealership whose accounts were all removed; a dealer name of
// accents alone had the empty key, and its dealer's list counted the staff's quotes.
describe('dealerships', () => {
  const renamePath = (dealerName: string) => `/dealer-auth/dealer-name/${encodeURIComponent(dealerName)}`;
  const listOf = async (session: SignedIn) => {
    const response = await call('GET', '/lease-quotes?limit=100', session);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<LeaseQuoteListResponse>();
  };

  it('a rename never takes over the quotes of a dealership whose accounts were all removed', async () => {
    const orphan = await newDealer('Orphan Motors', 'orphan');
    const quote = await createQuote(orphan, { vehicle: { type: 'CAR' }, customer: { lastName: 'Hidden' } });
    expect((await call('DELETE', `/dealer-auth/${orphan.accountId}`, staff)).statusCode).toBe(204);
    const thief = await newDealer('Thief Auto', 'thief');

    const response = await call('PUT', renamePath('Thief Auto'), staff, { dealerName: 'orphan motors' });
    expect(response.statusCode, response.body).toBe(409);
    const text = message('dealerAccounts.error.dealershipTaken', { dealerName: 'orphan motors' });
    expect(response.json()).toMatchObject({ message: text, fieldErrors: { dealerName: text } });
    expect(await listOf(thief)).toEqual({ count: 0, data: [] });
    expect((await call('GET', `/lease-quotes/${quote.id}`, thief)).statusCode).toBe(404);

    // Staff give the dealership back its quotes by adding an account to it, by its name.
    const returning = await newDealer('Orphan Motors', 'orphan.returns');
    expect((await listOf(returning)).data.map((item) => item.id)).toEqual([quote.id]);
  });

  it.each([
    ['an accent alone', '\u0301'],
    ['accents alone', ' \u0301\u0308 '],
  ])('refuses a dealer name of %s: it names no dealership', async (_case, dealerName) => {
    const required = message('validation.required');
    const created = await call('POST', '/dealer-auth', staff, {
      dealerName,
      user: 'accent.only',
      password: 'accent only password',
    });
    expect(created.statusCode, created.body).toBe(400);
    expect(created.json().fieldErrors).toEqual({ dealerName: required });

    const renamed = await call('PUT', renamePath(demoAccounts.dealer.dealerName), staff, { dealerName });
    expect(renamed.statusCode, renamed.body).toBe(400);
    expect(renamed.json().fieldErrors).toEqual({ dealerName: required });
  });
});
