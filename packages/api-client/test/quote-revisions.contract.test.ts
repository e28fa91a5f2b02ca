// A quote's revisions and their workflow (spec doc 1 §4, §7), made by @sfi/api-client against the
// real reference server: revisions added with terms whose payment the server computes as the
// domain does, reordered, saved whole (and aborted), submitted by the dealer, refused to an admin
// who does not own them, and hidden from another dealership.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leasePayment, message, type LeaseTerms } from '@sfi/domain';
import type { ApiClient } from '../src/index.ts';
import {
  failure,
  signedInDealerships,
  startReferenceServer,
  type ReferenceServer,
} from './reference-server.ts';

let server: ReferenceServer;
let dealer: ApiClient;
let staff: ApiClient;
let otherDealer: ApiClient;

beforeAll(async () => {
  server = await startReferenceServer();
  ({ dealer, staff, otherDealer } = await signedInDealerships(server, 'Revision Rivals Auto'));
});
afterAll(() => server?.stop());

const terms: LeaseTerms = {
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

describe('quote revisions', () => {
  it('adds, reorders, saves and submits revisions; the payment is the domain’s', async () => {
    let quote = await dealer.leaseQuotes.create({
      vehicle: { type: 'CAR', make: 'Mazda', model: 'CX-5' },
      province: 'ON',
      customer: { companyName: 'Contract Leasing' },
    });
    const first = quote.quoteData[0]!;
    const expected = leasePayment(terms, 'ON')!;
    quote = await dealer.leaseQuotes.revisions.create(quote.id, {
      revisionType: 'INITIAL',
      terms,
      payment: expected,
    });
    const second = quote.quoteData[1]!;
    expect(second.payment).toEqual(expected);

    const wrong = await failure(
      dealer.leaseQuotes.revisions.update(quote.id, {
        ...second,
        payment: { ...expected, monthlyPayment: expected.monthlyPayment + 1 },
      }),
    );
    expect(wrong.status).toBe(400);

    quote = await dealer.leaseQuotes.revisions.reorder(quote.id, [second, first], {
      revision: second.revisionId,
    });
    expect(quote.quoteData.map((revision) => revision.revisionId)).toEqual([
      second.revisionId,
      first.revisionId,
    ]);
    expect(quote.selectedRevisionNumber).toBe(0);

    const aborting = new AbortController();
    const aborted = dealer.leaseQuotes.save(
      quote.id,
      { ...quote, province: 'QC' },
      { signal: aborting.signal },
    );
    aborting.abort();
    await expect(aborted).rejects.toBeDefined();
    // A new province: the payments sent must be the new province's, or left for the server to compute.
    const inQuebec = {
      ...quote,
      province: 'QC' as const,
      quoteData: quote.quoteData.map(({ payment: _, ...revision }) => revision),
    };
    quote = await dealer.leaseQuotes.save(quote.id, inQuebec, { revision: second.revisionId });
    expect(quote.quoteData[0]!.payment).toEqual(leasePayment(terms, 'QC'));

    quote = await dealer.leaseQuotes.revisions.changeState(quote.id, second.revisionId, {
      status: 'QUOTE_SUBMITTED',
    });
    expect(quote).toMatchObject({
      status: 'SUBMITTED',
      quoteData: [{ revisionState: 'QUOTE_SUBMITTED' }, {}],
    });
    expect(quote.timeline).toHaveLength(1);

    const notOwner = await failure(
      staff.leaseQuotes.revisions.changeState(quote.id, second.revisionId, { status: 'QUOTE_APPROVED' }),
    );
    // Refused with the reason no step is open to an admin who does not own the revision.
    expect({ status: notOwner.status, message: notOwner.message }).toEqual({
      status: 403,
      message: message('quote.revision.noActions.notOwner'),
    });

    const hidden = await failure(otherDealer.leaseQuotes.revisions.remove(quote.id, first.revisionId));
    expect(hidden.status).toBe(404);
    quote = await dealer.leaseQuotes.revisions.remove(quote.id, first.revisionId);
    expect(quote.quoteData.map((revision) => revision.revisionId)).toEqual([second.revisionId]);
  });
});
