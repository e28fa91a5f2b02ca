// A quote's revisions and their workflow attacked from outside (issue 10): another dealership's
// quote, roles, the workflow's rules, bad input, what a quote may grow to, and changes at the same
// moment. Tests under "failed before its fix" did; the others held from the start and stay as
// guards.
import { afterAll, describe, expect, it } from 'vitest';
import { LEASE_QUOTE_MAX_BYTES, leasePayment, message, type LeaseQuote } from '@sfi/domain';
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

describe('what a quote may grow to, failed before its fix', () => {
  // Revisions could be added without end, each with up to 1 MB of details: a quote grew past what
  // saving it whole may send (the API's 1 MB), and `PUT /lease-quotes/v2/{id}` answered 413 for it
  // from then on, every change rewrote megabytes, and every list showing it carried them.
  const note = 'x'.repeat(300_000);
  const tooLarge = message('quote.tooLarge');
  const saveBody = ({ timeline: _timeline, messages: _messages, ...quote }: LeaseQuote) => quote;

  it('refuses a revision added or changed past the limit, and the quote can still be saved whole', async () => {
    let quote = await newQuote();
    let refused;
    for (let added = 0; added < 10; added += 1) {
      const response = await call('POST', `/lease-quotes/${quote.id}/quote-data`, 'dealer', {
        revisionType: 'INITIAL',
        note,
      });
      if (response.statusCode !== 201) {
        refused = response;
        break;
      }
      quote = response.json<LeaseQuote>();
    }
    expect(refused?.statusCode, refused?.body).toBe(400);
    expect(refused?.json<ErrorAnswer>().message).toBe(tooLarge);
    expect(await ok('GET', `/lease-quotes/${quote.id}`, 'dealer')).toEqual(quote);
    expect(JSON.stringify(saveBody(quote)).length).toBeLessThanOrEqual(LEASE_QUOTE_MAX_BYTES);

    // Changing a revision past the limit is refused too; the quote saves whole as it is.
    const first = quote.quoteData[0]!;
    const changed = await call(
      'PUT',
      `/lease-quotes/v2/${quote.id}/quote-data?revision=${first.revisionId}`,
      'dealer',
      { ...first, note },
    );
    expect(changed.statusCode).toBe(400);
    expect(changed.json<ErrorAnswer>().message).toBe(tooLarge);
    const saved = await call('PUT', `/lease-quotes/v2/${quote.id}`, 'dealer', saveBody(quote));
    expect(saved.statusCode, saved.body.slice(0, 200)).toBe(200);

    // A change that makes it smaller always passes.
    const last = quote.quoteData.at(-1)!;
    await ok('DELETE', `/lease-quotes/${quote.id}/quote-data?revision=${last.revisionId}`, 'dealer');
  });

  it('refuses a new quote whose revisions the server makes larger than the limit', async () => {
    // 26 bytes sent for each; each stored gets its id, state, owner and owner's name.
    const quoteData = Array.from({ length: 8_000 }, () => ({ revisionType: 'INITIAL' }));
    const before = (await ok('GET', '/lease-quotes?limit=1', 'dealer')) as unknown as { count: number };
    const response = await call('POST', '/lease-quotes', 'dealer', {
      vehicle: { type: 'CAR' },
      quoteData,
    });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(400);
    expect(response.json<ErrorAnswer>().message).toBe(tooLarge);
    const after = (await ok('GET', '/lease-quotes?limit=1', 'dealer')) as unknown as { count: number };
    expect(after.count).toBe(before.count);
  });
});
