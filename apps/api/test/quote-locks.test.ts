// What a quote keeps once a revision leaves Draft (issue 25, items 4, 7, 8): its vehicle, details and
// terms are refused by every call that could change them, whoever crafts the request; a dealer
// cannot delete it; and every change made while it was a draft is in its history.
import { afterAll, describe, expect, it } from 'vitest';
import { leasePayment, message, type LeaseQuote } from '@sfi/domain';
import { demoAccounts } from '../src/seed/demo-accounts.ts';
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

async function ok(method: 'POST' | 'PUT' | 'GET', path: string, who: AudienceName, body?: unknown) {
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

const newQuote = () =>
  ok('POST', '/lease-quotes', 'dealer', {
    vehicle: { type: 'CAR', make: 'Honda', model: 'Civic', vin: '2HGFC2F59PH000777', price: 38_500 },
    province: 'ON',
    customer: { firstName: 'Zoë', lastName: 'Beaulieu' },
    quoteData: [{ revisionType: 'INITIAL', terms }],
  });

const status = async (quote: LeaseQuote, who: AudienceName, body: object) => {
  const revision = quote.quoteData[0]!.revisionId;
  const moved = await call('PUT', `/lease-quotes/${quote.id}/status?revision=${revision}`, who, body);
  expect(moved.statusCode, moved.body).toBe(200);
  return moved.json<LeaseQuote>();
};

/** A quote of the dealer's, submitted, then approved through to a FINAL revision by a super admin. */
async function approvedQuote(): Promise<LeaseQuote> {
  let quote = await status(await newQuote(), 'dealer', { status: 'QUOTE_SUBMITTED' });
  for (const [state, type] of [
    ['QUOTE_APPROVED', undefined],
    ['CREDIT_APPROVED', undefined],
    ['ALL_APPROVED', 'FINAL'],
  ] as const)
    quote = await status(quote, 'staffSuperAdmin', { status: state, revisionType: type });
  expect(quote.quoteData[0]).toMatchObject({ revisionType: 'FINAL', revisionState: 'ALL_APPROVED' });
  return quote;
}

/** The body of `PUT /lease-quotes/v2/{id}` that sends the quote back as it is, or changed. */
const saved = (quote: LeaseQuote, change: Partial<LeaseQuote> = {}) => {
  const { id: _id, timeline: _t, edits: _e, messages: _m, ...rest } = quote;
  // Without the payments: the server computes them (again, for a new province).
  const quoteData = quote.quoteData.map(({ payment: _payment, ...revision }) => revision);
  return { ...rest, quoteData, ...change };
};

describe('an approved quote’s vehicle and terms are read-only (issue 25, item 4)', () => {
  const locked = message('quote.lock.details', { state: 'Revision Approved' });

  it.each<[string, (quote: LeaseQuote) => Partial<LeaseQuote>, string]>([
    ['its VIN', (quote) => ({ vehicle: { ...quote.vehicle, vin: '1HGCM82633A004352' } }), 'vehicle.vin'],
    ['its price', (quote) => ({ vehicle: { ...quote.vehicle, price: 1 } }), 'vehicle.price'],
    ['its province', () => ({ province: 'QC' }), 'province'],
    ['its customer', () => ({ customer: { lastName: 'Someone Else' } }), 'customer'],
  ])(
    'refuses a crafted save of %s, by the dealer and by staff alike, and keeps it',
    async (_, change, field) => {
      const quote = await approvedQuote();
      for (const who of ['dealer', 'staffSuperAdmin'] as const) {
        const refused = await call('PUT', `/lease-quotes/v2/${quote.id}`, who, saved(quote, change(quote)));
        expect(refused.statusCode, refused.body).toBe(409);
        expect(refused.json()).toMatchObject({ message: locked, fieldErrors: { [field]: locked } });
      }
      const read = await ok('GET', `/lease-quotes/${quote.id}`, 'dealer');
      expect(read.vehicle).toEqual(quote.vehicle);
      expect([read.province, read.customer]).toEqual([quote.province, quote.customer]);
      expect(read.status).toBe('APPROVED');
      expect(read.edits).toEqual([]);
    },
  );

  it('takes a save that changes none of them (its documents, say)', async () => {
    const quote = await approvedQuote();
    const documents = [{ type: 'DRIVER_LICENCE', name: 'licence.pdf' }];
    const after = await ok('PUT', `/lease-quotes/v2/${quote.id}`, 'dealer', saved(quote, { documents }));
    expect(after.documents).toMatchObject(documents);
  });

  it('refuses its terms by the revision call and through a reorder, with the catalogue’s words', async () => {
    const quote = await approvedQuote();
    const revision = quote.quoteData[0]!;
    const { payment: _payment, ...unpaid } = revision;
    const changed = { ...unpaid, terms: { ...terms, sellingPrice: 50_000 } };
    const words = message('quote.lock.terms', { state: 'Revision Approved' });
    const put = await call(
      'PUT',
      `/lease-quotes/v2/${quote.id}/quote-data?revision=${revision.revisionId}`,
      'dealer',
      changed,
    );
    expect(put.statusCode).toBe(409);
    expect(put.json()).toMatchObject({ message: words });
    const reorder = await call('PUT', `/lease-quotes/${quote.id}/quote-data/reorder`, 'dealer', {
      quoteData: [changed],
    });
    expect(reorder.statusCode).toBe(409);
    expect(reorder.json()).toMatchObject({ message: words });
    const removed = await call(
      'DELETE',
      `/lease-quotes/${quote.id}/quote-data?revision=${revision.revisionId}`,
      'dealer',
    );
    expect(removed.statusCode).toBe(409);
    const read = await ok('GET', `/lease-quotes/${quote.id}`, 'staffSuperAdmin');
    expect(read.quoteData[0]!.terms).toEqual(terms);
  });

  it('leaves a revised quote (the ADJUSTED draft Revise Quote adds) to a super admin, never the dealer', async () => {
    const submitted = await status(await newQuote(), 'dealer', { status: 'QUOTE_SUBMITTED' });
    const revised = await status(submitted, 'staffSuperAdmin', { status: 'REVIEWED' });
    const { payment: _payment, ...revision } = revised.quoteData[1]!;
    expect(revision).toMatchObject({ revisionType: 'ADJUSTED', revisionState: 'DRAFT' });
    const changed = { ...revision, terms: { ...terms, rate: 3.99 } };
    const path = `/lease-quotes/v2/${revised.id}/quote-data?revision=${revision.revisionId}`;
    const byDealer = await call('PUT', path, 'dealer', changed);
    expect(byDealer.statusCode).toBe(409);
    const byAdmin = await call('PUT', path, 'staffAdmin', changed);
    expect(byAdmin.statusCode).toBe(403);
    expect((await ok('PUT', path, 'staffSuperAdmin', changed)).quoteData[1]!.terms).toMatchObject({
      rate: 3.99,
    });
  });

  it('refuses a revised quote (ADJUSTED) added from the Add revision menu, by staff as by a dealer', async () => {
    const quote = await newQuote();
    for (const who of ['staffSuperAdmin', 'staffAdmin', 'dealer'] as const) {
      const added = await call('POST', `/lease-quotes/${quote.id}/quote-data`, who, {
        revisionType: 'ADJUSTED',
        terms,
      });
      expect(added.statusCode, who).toBe(403);
      expect(added.json()).toMatchObject({ message: message('quote.revision.adjustedFromRevise') });
    }
    const read = await ok('GET', `/lease-quotes/${quote.id}`, 'staffSuperAdmin');
    expect(read.quoteData.map((revision) => revision.revisionType)).toEqual(['INITIAL']);
  });
});

describe('deleting a quote (issue 25, item 7)', () => {
  it('a dealer deletes a draft, not a quote under review; staff may, and it is gone', async () => {
    const draft = await newQuote();
    expect((await call('DELETE', `/lease-quotes/${draft.id}`, 'dealer')).statusCode).toBe(204);

    const submitted = await status(await newQuote(), 'dealer', { status: 'QUOTE_SUBMITTED' });
    const refused = await call('DELETE', `/lease-quotes/${submitted.id}`, 'dealer');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: message('quote.delete.notDraft', { state: 'Under Quote Review' }),
    });
    expect((await ok('GET', `/lease-quotes/${submitted.id}`, 'staffAdmin')).id).toBe(submitted.id);
    expect((await call('DELETE', `/lease-quotes/${submitted.id}`, 'staffAdmin')).statusCode).toBe(204);
    expect((await call('GET', `/lease-quotes/${submitted.id}`, 'dealer')).statusCode).toBe(404);
  });
});

describe('a draft’s details change, and its history says so (issue 25, items 4 and 8)', () => {
  it('the owner fixes the province and customer of a draft; the payment follows; one entry per run of changes', async () => {
    const blank = await ok('POST', '/lease-quotes', 'dealer', {
      vehicle: { type: 'CAR', vin: '2HGFC2F59PH000777' },
      province: 'ON',
      customer: { lastName: 'Beaulieu' },
      quoteData: [{ revisionType: 'INITIAL', terms }],
    });
    let quote = await ok('PUT', `/lease-quotes/v2/${blank.id}`, 'dealer', saved(blank, { province: 'QC' }));
    quote = await ok(
      'PUT',
      `/lease-quotes/v2/${blank.id}`,
      'dealer',
      saved(quote, {
        customer: { firstName: 'Zoë', lastName: 'Beaulieu' },
        vehicle: { ...quote.vehicle, price: 40_000 },
      }),
    );
    expect(quote.province).toBe('QC');
    expect(quote.quoteData[0]!.payment).toEqual(leasePayment(terms, 'QC'));
    quote = await ok(
      'PUT',
      `/lease-quotes/v2/${blank.id}/quote-data?revision=${quote.quoteData[0]!.revisionId}`,
      'dealer',
      {
        ...quote.quoteData[0],
        terms: { ...terms, rate: 4.99 },
        payment: undefined,
      },
    );
    const read = await ok('GET', `/lease-quotes/${blank.id}`, 'staffAdmin');
    expect(read.edits).toEqual([
      {
        revisionId: null,
        at: expect.any(String),
        by: { id: demoAccounts.dealer.id, type: 'DEALER', name: demoAccounts.dealer.contactName },
        changes: [
          { field: 'province', from: 'ON', to: 'QC' },
          { field: 'vehicle.price', from: null, to: 40_000 },
          { field: 'customer.firstName', from: null, to: 'Zoë' },
        ],
      },
      expect.objectContaining({
        revisionId: quote.quoteData[0]!.revisionId,
        changes: [{ field: 'terms.rate', from: 5.49, to: 4.99 }],
      }),
    ]);
    // A change put back leaves no entry.
    await ok(
      'PUT',
      `/lease-quotes/v2/${blank.id}/quote-data?revision=${quote.quoteData[0]!.revisionId}`,
      'dealer',
      {
        ...read.quoteData[0],
        terms,
        payment: undefined,
      },
    );
    expect((await ok('GET', `/lease-quotes/${blank.id}`, 'dealer')).edits).toHaveLength(1);
  });
});
