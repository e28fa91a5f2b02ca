// The counter-offer flow (our reading of spec doc 1 §4, packages/domain/README.md): SFI answers a
// dealer's submission with a revised quote, shares it, and the dealer accepts it or sends it back;
// the quote's header status follows (Approved only when all approved) and staff mark it Completed.
// Also: each revision keeps its number through reorders. The server refuses what the tool does not offer.
import { afterAll, describe, expect, it } from 'vitest';
import { leasePayment, message, type LeaseQuote, type RevisionState, type RevisionType } from '@sfi/domain';
import { demoAccounts } from '../src/seed/demo-accounts.ts';
import { quoteDetails } from './support/api.ts';
import { createAudiences, type AudienceName } from './support/audiences.ts';
import { createAuthTestApi, office } from './support/auth.ts';

const api = await createAuthTestApi();
const audiences = await createAudiences(api);
afterAll(() => api.close());

async function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  who: AudienceName,
  body?: unknown,
) {
  return api.app.inject({
    method,
    url: `/api/main${path}`,
    remoteAddress: office,
    headers: await audiences.headers(who),
    ...(body !== undefined && { payload: body as object }),
  });
}

async function ok(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  who: AudienceName,
  body?: unknown,
) {
  const response = await call(method, path, who, body);
  expect(response.statusCode, response.body).toBe(method === 'POST' ? 201 : 200);
  return response.json<LeaseQuote>();
}

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

/** A dealer's quote in Ontario whose INITIAL revision has terms, submitted for quote approval. */
async function submittedQuote() {
  let quote = await ok('POST', '/lease-quotes', 'dealer', {
    ...quoteDetails,
    vehicle: { type: 'CAR', year: 2025, make: 'Honda', model: 'Civic' },
    province: 'ON',
    quoteData: [{ revisionType: 'INITIAL', terms }],
  });
  quote = await move(quote, 0, 'dealer', 'QUOTE_SUBMITTED');
  expect(quote.status).toBe('SUBMITTED');
  return quote;
}

const states = (quote: LeaseQuote) => quote.quoteData.map((r) => `${r.revisionType} ${r.revisionState}`);
const step = (
  quote: LeaseQuote,
  index: number,
  who: AudienceName,
  status: RevisionState,
  revisionType?: RevisionType,
) =>
  call('PUT', `/lease-quotes/${quote.id}/status?revision=${quote.quoteData[index]!.revisionId}`, who, {
    status,
    ...(revisionType && { revisionType }),
  });
async function move(
  quote: LeaseQuote,
  index: number,
  who: AudienceName,
  status: RevisionState,
  revisionType?: RevisionType,
) {
  const response = await step(quote, index, who, status, revisionType);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<LeaseQuote>();
}
const headerStatus = (quote: LeaseQuote, who: AudienceName, status: string) =>
  call('PUT', `/lease-quotes/${quote.id}/quote-status`, who, { status });

describe('the counter-offer: revised, shared, accepted, then credit, all approved and Completed', () => {
  it('runs end to end, each side offered only its steps', async () => {
    let quote = await submittedQuote();

    // Revise Quote: only someone who may act on the dealer's revision (a super admin) may.
    expect((await step(quote, 0, 'staffAdmin', 'REVIEWED')).statusCode).toBe(403);
    expect((await step(quote, 0, 'dealer', 'REVIEWED')).statusCode).toBe(403);
    quote = await move(quote, 0, 'staffSuperAdmin', 'REVIEWED');
    expect(states(quote)).toEqual(['INITIAL REVIEWED', 'ADJUSTED DRAFT']);
    const [reviewed, revised] = quote.quoteData;
    // The revised quote is a copy of the submitted terms, the dealer's to answer, with the next number.
    expect(revised).toMatchObject({
      terms,
      payment: leasePayment(terms, 'ON'),
      owner: demoAccounts.dealer.id,
      revisionNumber: 2,
    });
    expect(reviewed!.revisionNumber).toBe(1);
    expect(quote.selectedRevisionNumber).toBe(1);
    expect(quote.status).toBe('SUBMITTED');

    // While the counter-offer stands, the reviewed revision is frozen for everyone.
    expect((await step(quote, 0, 'staffSuperAdmin', 'QUOTE_APPROVED')).statusCode).toBe(403);
    // The dealer has no step on a revised quote SFI is still writing.
    expect((await step(quote, 1, 'dealer', 'SUBMITTED')).statusCode).toBe(403);

    // SFI changes the revised terms, then shares them.
    const adjustedTerms = { ...terms, rate: 6.99, termMonths: 60 };
    quote = await ok(
      'PUT',
      `/lease-quotes/v2/${quote.id}/quote-data?revision=${revised!.revisionId}`,
      'staffSuperAdmin',
      {
        ...quote.quoteData[1],
        terms: adjustedTerms,
        payment: undefined,
      },
    );
    quote = await move(quote, 1, 'staffSuperAdmin', 'SUBMITTED', 'ADJUSTED');
    expect(states(quote)).toEqual(['INITIAL REVIEWED', 'ADJUSTED SUBMITTED']);

    // Staff cannot accept on the dealer's behalf; the dealer accepts: Approve Quote with Revision.
    expect((await step(quote, 1, 'staffSuperAdmin', 'QUOTE_APPROVED', 'INITIAL')).statusCode).toBe(403);
    quote = await move(quote, 1, 'dealer', 'QUOTE_APPROVED', 'INITIAL');
    expect(states(quote)).toEqual(['INITIAL REVIEWED', 'INITIAL QUOTE_APPROVED']);
    expect(quote.quoteData[1]).toMatchObject({ terms: adjustedTerms, revisionNumber: 2 });
    // Only the quote is approved: the header is not Approved yet (issue 25, item 13).
    expect(quote.status).toBe('SUBMITTED');

    // The INITIAL flow goes on with the adjusted terms.
    quote = await move(quote, 1, 'dealer', 'CREDIT_SUBMITTED');
    quote = await move(quote, 1, 'staffSuperAdmin', 'CREDIT_APPROVED');
    expect(quote.status).toBe('SUBMITTED');
    expect((await headerStatus(quote, 'staffSuperAdmin', 'TRANSFERRED')).statusCode).toBe(403);
    quote = await move(quote, 1, 'staffSuperAdmin', 'ALL_APPROVED', 'FINAL');
    expect(states(quote)).toEqual(['INITIAL REVIEWED', 'FINAL ALL_APPROVED']);
    expect(quote.status).toBe('APPROVED');

    // Completed is staff's: a dealer may not, nor may anyone set a status the table does not offer.
    expect((await headerStatus(quote, 'dealer', 'TRANSFERRED')).statusCode).toBe(403);
    const notOffered = await headerStatus(quote, 'staffAdmin', 'DRAFT');
    expect(notOffered.statusCode).toBe(403);
    expect(notOffered.json()).toMatchObject({ message: message('quote.error.statusNotAllowed') });
    expect((await headerStatus(quote, 'staffAdmin', 'COMPLETED')).statusCode).toBe(400);
    quote = await ok('PUT', `/lease-quotes/${quote.id}/quote-status`, 'staffAdmin', {
      status: 'TRANSFERRED',
    });
    expect(quote.status).toBe('TRANSFERRED');
    expect((await ok('GET', `/lease-quotes/${quote.id}`, 'dealer')).status).toBe('TRANSFERRED');
    // Completed stays through a change that keeps the quote all approved (a reorder) ...
    quote = await ok('PUT', `/lease-quotes/${quote.id}/quote-data/reorder`, 'dealer', {
      quoteData: [quote.quoteData[1], quote.quoteData[0]],
    });
    expect(quote.status).toBe('TRANSFERRED');
    // ... and goes back to Approved when staff say so.
    quote = await ok('PUT', `/lease-quotes/${quote.id}/quote-status`, 'staffAdmin', { status: 'APPROVED' });
    expect(quote.status).toBe('APPROVED');

    const timeline = (await ok('GET', `/lease-quotes/${quote.id}`, 'dealer')).timeline ?? [];
    expect(
      timeline.map(
        (event) => `${event.from.revisionState} → ${event.to.revisionType} ${event.to.revisionState}`,
      ),
    ).toEqual([
      'DRAFT → INITIAL QUOTE_SUBMITTED',
      'QUOTE_SUBMITTED → INITIAL REVIEWED',
      'DRAFT → ADJUSTED SUBMITTED',
      'SUBMITTED → INITIAL QUOTE_APPROVED',
      'QUOTE_APPROVED → INITIAL CREDIT_SUBMITTED',
      'CREDIT_SUBMITTED → INITIAL CREDIT_APPROVED',
      'CREDIT_APPROVED → FINAL ALL_APPROVED',
    ]);
  });

  it('the dealer submits the revised quote for review; SFI revise it again or reject it', async () => {
    let quote = await submittedQuote();
    quote = await move(quote, 0, 'staffSuperAdmin', 'REVIEWED');
    quote = await move(quote, 1, 'staffSuperAdmin', 'SUBMITTED', 'ADJUSTED');
    quote = await move(quote, 1, 'dealer', 'REVIEWED');
    expect(states(quote)).toEqual(['INITIAL REVIEWED', 'ADJUSTED REVIEWED']);
    expect(quote.status).toBe('SUBMITTED');
    // The dealer waits; SFI change it back to a draft, share it again, and in the end reject it.
    expect((await step(quote, 1, 'dealer', 'DRAFT')).statusCode).toBe(403);
    quote = await move(quote, 1, 'staffSuperAdmin', 'DRAFT');
    quote = await move(quote, 1, 'staffSuperAdmin', 'SUBMITTED', 'ADJUSTED');
    quote = await move(quote, 1, 'dealer', 'REVIEWED');
    quote = await move(quote, 1, 'staffSuperAdmin', 'REJECTED');
    expect(states(quote)).toEqual(['INITIAL REVIEWED', 'ADJUSTED REJECTED']);
  });

  it('SFI reject a submission; the dealer submits it again as it is, or reverts it to change it', async () => {
    let quote = await submittedQuote();
    quote = await move(quote, 0, 'staffSuperAdmin', 'REJECTED');
    expect(quote.status).toBe('DRAFT');
    quote = await move(quote, 0, 'dealer', 'QUOTE_SUBMITTED');
    quote = await move(quote, 0, 'staffSuperAdmin', 'REJECTED');
    quote = await move(quote, 0, 'dealer', 'DRAFT');
    expect(states(quote)).toEqual(['INITIAL DRAFT']);
  });

  it('a scratch revision (type Draft) is submitted as the quote’s INITIAL revision', async () => {
    let quote = await ok('POST', '/lease-quotes', 'dealer', {
      ...quoteDetails,
      vehicle: { type: 'CAR' },
      province: 'ON',
      quoteData: [{ revisionType: 'DRAFT', terms }],
    });
    quote = await move(quote, 0, 'dealer', 'QUOTE_SUBMITTED', 'INITIAL');
    expect(states(quote)).toEqual(['INITIAL QUOTE_SUBMITTED']);
  });
});

describe('revision numbers', () => {
  it('each revision keeps its own number through reorders and deletions', async () => {
    let quote = await ok('POST', '/lease-quotes', 'dealer', {
      ...quoteDetails,
      vehicle: { type: 'CAR' },
      quoteData: [{ revisionType: 'INITIAL' }, { revisionType: 'DRAFT' }],
    });
    quote = await ok('POST', `/lease-quotes/${quote.id}/quote-data`, 'dealer', { revisionType: 'DRAFT' });
    expect(quote.quoteData.map((r) => r.revisionNumber)).toEqual([1, 2, 3]);
    const [one, two, three] = quote.quoteData;
    quote = await ok('PUT', `/lease-quotes/${quote.id}/quote-data/reorder`, 'dealer', {
      quoteData: [three, one, two],
    });
    expect(quote.quoteData.map((r) => r.revisionNumber)).toEqual([3, 1, 2]);
    quote = await ok(
      'DELETE' as 'GET',
      `/lease-quotes/${quote.id}/quote-data?revision=${three!.revisionId}`,
      'dealer',
    );
    quote = await ok('POST', `/lease-quotes/${quote.id}/quote-data`, 'dealer', { revisionType: 'DRAFT' });
    expect(quote.quoteData.map((r) => r.revisionNumber)).toEqual([1, 2, 3]);
    // A save sends the numbers back as they are; a number sent otherwise is not taken.
    quote = await ok('PUT', `/lease-quotes/v2/${quote.id}`, 'dealer', {
      vehicle: quote.vehicle,
      quoteData: quote.quoteData.map((revision) => ({ ...revision, revisionNumber: 9 })),
    });
    expect(quote.quoteData.map((r) => r.revisionNumber)).toEqual([1, 2, 3]);
  });
});
