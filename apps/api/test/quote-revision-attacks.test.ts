// A quote's revisions and their workflow attacked from outside (issue 10): another dealership's
// quote, roles, the workflow's rules, bad input, what a quote may grow to, and changes at the same
// moment. Tests under "failed before its fix" did; the others held from the start and stay as
// guards.
import { afterAll, describe, expect, it } from 'vitest';
import { leasePayment, message, type LeaseQuote } from '@sfi/domain';
import { createAudiences, type AudienceName } from './support/audiences.ts';
import { createAuthTestApi, office } from './support/auth.ts';

const api = await createAuthTestApi();
const audiences = await createAudiences(api);
afterAll(() => api.close());

type Who = AudienceName | 'otherDealer';

/** A call as `who`; a string body is sent as it is (JSON that JSON.stringify would not write). */
async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, who: Who, body?: unknown) {
  return api.app.inject({
    method,
    url: `/api/main${path}`,
    remoteAddress: office,
    headers: {
      ...(who === 'otherDealer' ? await audiences.otherHeaders('dealer') : await audiences.headers(who)),
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    ...(body !== undefined && { payload: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
}

/** A call that must succeed: its quote. */
async function ok(method: 'POST' | 'PUT' | 'DELETE' | 'GET', path: string, who: Who, body?: unknown) {
  const response = await call(method, path, who, body);
  expect(response.statusCode, response.body).toBe(method === 'POST' ? 201 : 200);
  return response.json<LeaseQuote>();
}

/** A new quote of the demo dealer's, in Ontario, with one INITIAL draft (or the body's revisions). */
const newQuote = (who: Who = 'dealer', extra: object = {}) =>
  ok('POST', '/lease-quotes', who, {
    vehicle: { type: 'CAR', year: 2025, make: 'Honda', model: 'Civic' },
    province: 'ON',
    customer: { firstName: 'Zoë', lastName: 'Beaulieu' },
    ...extra,
  });

const terms = {
  sellingPrice: 38_500,
  downPayment: 3_000,
  tradeIn: 0,
  fees: 895,
  termMonths: 48,
  annualKilometres: 20_000,
  residualPercent: 52,
  rate: 5.49,
  quotedOn: '2026-11-25',
};

type ErrorAnswer = { message: string; fieldErrors?: Record<string, string> };

describe('a new quote’s revisions (POST /lease-quotes), failed before its fix', () => {
  // A new quote's revisions skipped the rules a revision added later goes through: a FINAL one was
  // stored (freezing every other revision, with no workflow behind it), a payment sent was kept
  // whatever the terms came to, and terms sent without one got none.
  it('refuses a FINAL revision under its field, and stores nothing', async () => {
    const before = (await ok('GET', '/lease-quotes?limit=1', 'dealer')) as unknown as { count: number };
    const response = await call('POST', '/lease-quotes', 'dealer', {
      vehicle: { type: 'CAR' },
      province: 'ON',
      quoteData: [{ revisionType: 'INITIAL' }, { revisionType: 'FINAL' }],
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json<ErrorAnswer>().fieldErrors).toEqual({
      'quoteData.1.revisionType': message('quote.revision.finalFromWorkflow'),
    });
    const after = (await ok('GET', '/lease-quotes?limit=1', 'dealer')) as unknown as { count: number };
    expect(after.count).toBe(before.count);
  });

  it('computes the payment its terms come to, and refuses one sent that disagrees', async () => {
    const quote = await newQuote('dealer', { quoteData: [{ revisionType: 'INITIAL', terms }] });
    expect(quote.quoteData[0]!.payment).toEqual(leasePayment(terms, 'ON'));

    const claimed = { ...leasePayment(terms, 'ON')!, monthlyPayment: 1 };
    const refused = await call('POST', '/lease-quotes', 'dealer', {
      vehicle: { type: 'CAR' },
      province: 'ON',
      quoteData: [{ revisionType: 'INITIAL', terms, payment: claimed }],
    });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(Object.keys(refused.json<ErrorAnswer>().fieldErrors ?? {})).toEqual([
      'quoteData.0.payment.monthlyPayment',
    ]);
    // The payment agreeing with the terms passes, and a revision that is not a draft is still refused.
    const agreeing = await newQuote('dealer', {
      quoteData: [{ revisionType: 'INITIAL', terms, payment: leasePayment(terms, 'ON') }],
    });
    expect(agreeing.quoteData[0]!.payment).toEqual(leasePayment(terms, 'ON'));
    const notDraft = await call('POST', '/lease-quotes', 'dealer', {
      vehicle: { type: 'CAR' },
      quoteData: [{ revisionType: 'INITIAL', revisionState: 'QUOTE_APPROVED' }],
    });
    expect(notDraft.json<ErrorAnswer>().fieldErrors).toEqual({
      'quoteData.0.revisionState': message('quote.revision.newIsDraft'),
    });
  });
});
