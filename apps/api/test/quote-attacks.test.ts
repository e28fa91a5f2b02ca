// The lease-quote routes attacked from outside, as an attacker or a careless user would (issue 9).
// Each test here failed before its fix.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_DETAIL_DEPTH, message, type LeaseQuote } from '@sfi/domain';
import { leaseQuotes } from '../src/db/schema.ts';
import { createAuthTestApi, office, sessionHeaders, type SignedIn } from './support/auth.ts';

const api = await createAuthTestApi();
afterAll(() => api.close());

let dealer: SignedIn;
beforeAll(async () => {
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
