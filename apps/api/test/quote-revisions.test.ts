// A quote's revisions and their workflow (spec doc 1 §4, §6, §7, §8): adding, changing, deleting and
// reordering revisions, the status changes the tool offers and nothing else, the header status and
// timeline that follow, saving the whole quote, and bad input answered plainly with nothing changed.
import { afterAll, describe, expect, it } from 'vitest';
import { leasePayment, message, type LeaseQuote, type Revision } from '@sfi/domain';
import { demoAccounts } from '../src/seed/demo-accounts.ts';
import { createAudiences, type AudienceName } from './support/audiences.ts';
import { createAuthTestApi, office } from './support/auth.ts';

const api = await createAuthTestApi();
const audiences = await createAudiences(api);
afterAll(() => api.close());

type Who = AudienceName | 'otherDealer';

async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, who: Who, body?: unknown) {
  return api.app.inject({
    method,
    url: `/api/main${path}`,
    remoteAddress: office,
    headers: who === 'otherDealer' ? await audiences.otherHeaders('dealer') : await audiences.headers(who),
    ...(body !== undefined && { payload: body as object }),
  });
}

/** A call that must succeed: its quote. */
async function ok(method: 'POST' | 'PUT' | 'DELETE' | 'GET', path: string, who: Who, body?: unknown) {
  const response = await call(method, path, who, body);
  expect(response.statusCode, response.body).toBe(method === 'POST' ? 201 : 200);
  return response.json<LeaseQuote>();
}

/** A new quote of the demo dealer's, in Ontario, with one INITIAL draft. */
const newQuote = (who: Who = 'dealer') =>
  ok('POST', '/lease-quotes', who, {
    vehicle: { type: 'CAR', year: 2025, make: 'Honda', model: 'Civic' },
    province: 'ON',
    customer: { firstName: 'Zoë', lastName: 'Beaulieu' },
  });

const states = (quote: LeaseQuote) => quote.quoteData.map((r) => `${r.revisionType} ${r.revisionState}`);
const status = (quote: LeaseQuote, revision: string, who: Who, body: object) =>
  call('PUT', `/lease-quotes/${quote.id}/status?revision=${revision}`, who, body);

describe('the revision workflow, dealer to SFI (doc 1 §4)', () => {
  it('a dealer submits; SFI approves the quote, the credit and the revision; the header and timeline follow', async () => {
    let quote = await newQuote();
    const first = quote.quoteData[0]!.revisionId;
    quote = await ok('POST', `/lease-quotes/${quote.id}/quote-data`, 'dealer', { revisionType: 'INITIAL' });
    const second = quote.quoteData[1]!.revisionId;
    expect(quote.selectedRevisionNumber).toBe(1);
    expect(quote.quoteData[1]).toMatchObject({ revisionState: 'DRAFT', owner: demoAccounts.dealer.id });

    // Reordered: the second first, and the revision named is selected.
    quote = await ok('PUT', `/lease-quotes/${quote.id}/quote-data/reorder?revision=${first}`, 'dealer', {
      quoteData: [quote.quoteData[1], quote.quoteData[0]],
    });
    expect(quote.quoteData.map((r) => r.revisionId)).toEqual([second, first]);
    expect(quote.selectedRevisionNumber).toBe(1);

    // A dealer's step to Quote approved submits it (DEALER mode never approves).
    const approveAsDealer = await status(quote, first, 'dealer', { status: 'QUOTE_APPROVED' });
    expect(approveAsDealer.statusCode).toBe(403);
    expect(approveAsDealer.json()).toMatchObject({ message: message('quote.error.adminMustApprove') });
    quote = (await status(quote, first, 'dealer', { status: 'QUOTE_SUBMITTED' })).json();
    expect(states(quote)).toEqual(['INITIAL DRAFT', 'INITIAL QUOTE_SUBMITTED']);
    expect(quote.status).toBe('SUBMITTED');

    // An admin who does not own the revision may not act on it; a super admin may.
    const notOwner = await status(quote, first, 'staffAdmin', { status: 'QUOTE_APPROVED' });
    expect(notOwner.statusCode).toBe(403);
    expect(notOwner.json()).toMatchObject({ message: message('quote.revision.noActions.notOwner') });
    for (const [state, type] of [
      ['QUOTE_APPROVED', undefined],
      ['CREDIT_APPROVED', undefined],
      ['ALL_APPROVED', 'FINAL'],
    ] as const) {
      const moved = await status(quote, first, 'staffSuperAdmin', { status: state, revisionType: type });
      expect(moved.statusCode, moved.body).toBe(200);
      quote = moved.json();
    }
    expect(states(quote)).toEqual(['INITIAL DRAFT', 'FINAL ALL_APPROVED']);
    expect(quote.status).toBe('APPROVED');
    expect(quote.selectedRevisionNumber).toBe(1);

    // With a FINAL revision, the other is frozen: no step, and a second FINAL is impossible.
    const frozen = await status(quote, second, 'dealer', { status: 'QUOTE_SUBMITTED' });
    expect(frozen.statusCode).toBe(403);
    expect(frozen.json()).toMatchObject({ message: message('quote.revision.noActions.finalExists') });

    // Every change is on the timeline: who, from, to.
    const read = await ok('GET', `/lease-quotes/${quote.id}`, 'dealer');
    expect(
      read.timeline?.map((event) => [event.by.name, event.from.revisionState, event.to.revisionState]),
    ).toEqual([
      [demoAccounts.dealer.contactName, 'DRAFT', 'QUOTE_SUBMITTED'],
      [demoAccounts.staffSuperAdmin.name, 'QUOTE_SUBMITTED', 'QUOTE_APPROVED'],
      [demoAccounts.staffSuperAdmin.name, 'QUOTE_APPROVED', 'CREDIT_APPROVED'],
      [demoAccounts.staffSuperAdmin.name, 'CREDIT_APPROVED', 'ALL_APPROVED'],
    ]);
    expect(read.timeline?.at(-1)).toMatchObject({
      from: { revisionType: 'INITIAL' },
      to: { revisionType: 'FINAL' },
    });

    // The approved revision's terms no longer change; the list shows the quote as approved.
    const locked = await call('PUT', `/lease-quotes/v2/${quote.id}/quote-data?revision=${first}`, 'dealer', {
      ...quote.quoteData[1],
      note: 'changed after approval',
    });
    expect(locked.statusCode).toBe(409);
    expect(locked.json()).toMatchObject({
      message: message('quote.lock.terms', { state: 'Revision Approved' }),
    });
  });

  it('reverting to draft: the owner may, and the timeline says so', async () => {
    let quote = await newQuote();
    const revision = quote.quoteData[0]!.revisionId;
    quote = (await status(quote, revision, 'dealer', { status: 'QUOTE_SUBMITTED' })).json();
    const back = await status(quote, revision, 'staffSuperAdmin', { status: 'DRAFT' });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json<LeaseQuote>().status).toBe('DRAFT');
    // A draft has no "back to draft".
    const again = await status(back.json(), revision, 'staffSuperAdmin', { status: 'DRAFT' });
    expect(again.statusCode).toBe(403);
    expect(again.json()).toMatchObject({ message: message('quote.error.adminMustRevert') });
  });
});

describe('a refused step says why (issue 26), never a server failure’s words', () => {
  it.each<[Who, string, string]>([
    ['dealer', 'REJECTED', 'quote.error.stepNotAllowed'],
    ['dealer', 'REVIEWED', 'quote.error.stepNotAllowed'],
    ['dealer', 'QUOTE_APPROVED', 'quote.error.adminMustApprove'],
    ['dealer', 'DRAFT', 'quote.error.adminMustRevert'],
    ['staffAdmin', 'QUOTE_APPROVED', 'quote.revision.noActions.notOwner'],
    ['staffAdmin', 'REJECTED', 'quote.revision.noActions.notOwner'],
  ])('%s asking a dealer’s new draft for %s: 403, %s', async (who, state, key) => {
    const quote = await newQuote();
    const response = await status(quote, quote.quoteData[0]!.revisionId, who, { status: state });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ statusCode: 403, message: message(key as never) });
    expect(response.json<{ message: string }>().message).not.toBe(message('error.ourEnd'));
  });
});

describe('revisions: add, change, delete', () => {
  it('changes a draft’s details, keeping its id, type, state and owner', async () => {
    const quote = await newQuote();
    const revision = quote.quoteData[0]!;
    const changed = await ok(
      'PUT',
      `/lease-quotes/v2/${quote.id}/quote-data?revision=${revision.revisionId}`,
      'dealer',
      {
        ...revision,
        note: 'Customer prefers 48 months',
      },
    );
    expect(changed.quoteData[0]).toMatchObject({ ...revision, note: 'Customer prefers 48 months' });
    const moved = await call(
      'PUT',
      `/lease-quotes/v2/${quote.id}/quote-data?revision=${revision.revisionId}`,
      'dealer',
      {
        ...revision,
        revisionState: 'QUOTE_APPROVED',
      },
    );
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toMatchObject({ message: message('quote.revision.stateFromWorkflow') });
  });

  it('deletes a draft, but never the last revision, one past draft, or another’s (unless a super admin)', async () => {
    let quote = await newQuote();
    const first = quote.quoteData[0]!.revisionId;
    const last = await call('DELETE', `/lease-quotes/${quote.id}/quote-data?revision=${first}`, 'dealer');
    expect(last.statusCode).toBe(409);
    expect(last.json()).toMatchObject({ message: message('quote.revision.deleteLast') });

    quote = await ok('POST', `/lease-quotes/${quote.id}/quote-data`, 'staffAdmin', {
      revisionType: 'DRAFT',
    });
    const staffs = quote.quoteData[1]!.revisionId;
    const notTheirs = await call(
      'DELETE',
      `/lease-quotes/${quote.id}/quote-data?revision=${staffs}`,
      'dealer',
    );
    expect(notTheirs.statusCode).toBe(403);
    expect(notTheirs.json()).toMatchObject({ message: message('quote.revision.deleteNotOwner') });
    quote = await ok('DELETE', `/lease-quotes/${quote.id}/quote-data?revision=${staffs}`, 'staffSuperAdmin');
    expect(quote.quoteData.map((r) => r.revisionId)).toEqual([first]);

    quote = await ok('POST', `/lease-quotes/${quote.id}/quote-data`, 'dealer', { revisionType: 'INITIAL' });
    quote = (await status(quote, first, 'dealer', { status: 'QUOTE_SUBMITTED' })).json();
    const submitted = await call(
      'DELETE',
      `/lease-quotes/${quote.id}/quote-data?revision=${first}`,
      'dealer',
    );
    expect(submitted.statusCode).toBe(409);
    expect(submitted.json()).toMatchObject({ message: message('quote.revision.deleteNotDraft') });
  });
});

describe('saving the whole quote (PUT /lease-quotes/v2/{id})', () => {
  it('saves the vehicle, customer and revisions, and refuses revisions added, removed or moved', async () => {
    const quote = await newQuote();
    const saved = await ok(
      'PUT',
      `/lease-quotes/v2/${quote.id}?revision=${quote.quoteData[0]!.revisionId}`,
      'dealer',
      {
        ...quote,
        vehicle: { ...quote.vehicle, model: 'Accord' },
        customer: { firstName: 'Zoë', lastName: 'Tremblay' },
        quoteData: [{ ...quote.quoteData[0], note: 'saved whole' }],
      },
    );
    expect(saved).toMatchObject({
      vehicle: { model: 'Accord' },
      customer: { lastName: 'Tremblay' },
      quoteData: [{ note: 'saved whole' }],
    });
    const search = await call('GET', '/lease-quotes/search?param=tremblay%20accord', 'dealer');
    expect(search.json<{ data: LeaseQuote[] }>().data.map((item) => item.id)).toContain(quote.id);

    const extra = await call('PUT', `/lease-quotes/v2/${quote.id}`, 'dealer', {
      ...saved,
      quoteData: [...saved.quoteData, { ...saved.quoteData[0], revisionId: crypto.randomUUID() }],
    });
    expect(extra.statusCode).toBe(400);
    expect(extra.json()).toMatchObject({
      fieldErrors: { quoteData: message('quote.save.revisionsByTheirCalls') },
    });
  });

  it('saves a quote with its quote dealer (read in the save’s own transaction: on PGlite, a read beside it waited forever)', async () => {
    const dealer = await ok('POST', '/lease-quotes-dealers/', 'staffAdmin', {
      name: `Rive-Sud Auto ${crypto.randomUUID().slice(0, 8)}`,
      contact: 'Luc Gagnon',
      email: 'luc@example.com',
      phone: '4185550147',
      province: 'QC',
    });
    const quote = await ok('POST', '/lease-quotes', 'dealer', {
      vehicle: { type: 'CAR', make: 'Honda' },
      dealer: { id: dealer.id },
      customer: { companyName: 'Rive-Sud Leasing' },
    });
    expect(quote.quoteData[0]).toMatchObject({ ownerName: 'Dana Tremblay' });
    const saved = await ok('PUT', `/lease-quotes/v2/${quote.id}`, 'dealer', {
      ...quote,
      vehicle: { ...quote.vehicle, mileage: 12_000, price: 31_999.99, options: 'Winter tires' },
    });
    expect(saved).toMatchObject({
      dealer: { id: dealer.id },
      province: 'QC',
      vehicle: { mileage: 12_000, price: 31_999.99, options: 'Winter tires' },
    });
  });

  it('refuses a stale save of a revision someone moved on meanwhile: nothing is dropped silently', async () => {
    const quote = await newQuote();
    const revision = quote.quoteData[0]!;
    await status(quote, revision.revisionId, 'dealer', { status: 'QUOTE_SUBMITTED' });
    const stale = await call('PUT', `/lease-quotes/v2/${quote.id}`, 'dealer', {
      ...quote,
      quoteData: [{ ...revision, note: 'typed before the submission' }],
    });
    expect(stale.statusCode).toBe(409);
    const read = await ok('GET', `/lease-quotes/${quote.id}`, 'dealer');
    expect(read.quoteData[0]).not.toHaveProperty('note');
  });
});

describe('bad input: a clear 400 or 404, and nothing changed', () => {
  it.each<[string, (quote: LeaseQuote, revision: Revision) => [string, string, unknown?], number, string]>([
    [
      'a revision that does not exist',
      (quote) => [
        'PUT',
        `/lease-quotes/${quote.id}/status?revision=00000000-0000-4000-8000-000000000000`,
        { status: 'DRAFT' },
      ],
      404,
      message('quote.error.revisionNotFound', { revision: '00000000-0000-4000-8000-000000000000' }),
    ],
    [
      'no ?revision=',
      (quote) => ['PUT', `/lease-quotes/${quote.id}/status`, { status: 'DRAFT' }],
      400,
      message('quote.revision.required'),
    ],
    [
      'a status that does not exist',
      (quote, revision) => [
        'PUT',
        `/lease-quotes/${quote.id}/status?revision=${revision.revisionId}`,
        { status: 'DONE' },
      ],
      400,
      '',
    ],
    [
      'a reorder that is not a permutation',
      (quote, revision) => [
        'PUT',
        `/lease-quotes/${quote.id}/quote-data/reorder`,
        { quoteData: [revision, revision] },
      ],
      400,
      message('quote.revision.reorderNotPermutation'),
    ],
    [
      'a new FINAL revision',
      (quote) => ['POST', `/lease-quotes/${quote.id}/quote-data`, { revisionType: 'FINAL' }],
      400,
      message('quote.revision.finalFromWorkflow'),
    ],
    [
      'a new revision that is not a draft',
      (quote) => [
        'POST',
        `/lease-quotes/${quote.id}/quote-data`,
        { revisionType: 'INITIAL', revisionState: 'QUOTE_APPROVED' },
      ],
      400,
      message('quote.revision.newIsDraft'),
    ],
  ])('%s', async (_, request, statusCode, text) => {
    const quote = await newQuote();
    const [method, path, body] = request(quote, quote.quoteData[0]!);
    const response = await call(method as 'PUT', path, 'dealer', body);
    expect(response.statusCode, response.body).toBe(statusCode);
    const answer = response.json<{ message: string; fieldErrors?: Record<string, string> }>();
    if (text) expect([answer.message, ...Object.values(answer.fieldErrors ?? {})]).toContain(text);
    const read = await ok('GET', `/lease-quotes/${quote.id}`, 'dealer');
    expect({ ...read, timeline: undefined }).toEqual({ ...quote, timeline: undefined });
  });
});

describe('lease terms and their payment', () => {
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

  it('computes the payment in the quote’s province, as the domain does, and refuses one that disagrees', async () => {
    const quote = await newQuote();
    const added = await ok('POST', `/lease-quotes/${quote.id}/quote-data`, 'dealer', {
      revisionType: 'INITIAL',
      terms,
    });
    expect(added.quoteData[1]!.payment).toEqual(leasePayment(terms, 'ON'));
    const claimed = { ...leasePayment(terms, 'ON')!, monthlyPayment: 1 };
    const refused = await call('POST', `/lease-quotes/${quote.id}/quote-data`, 'dealer', {
      revisionType: 'INITIAL',
      terms,
      payment: claimed,
    });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json<{ fieldErrors: object }>().fieldErrors)).toEqual([
      'payment.monthlyPayment',
    ]);
  });

  it.each<[string, object, string]>([
    ['a negative price', { sellingPrice: -1 }, 'terms.sellingPrice'],
    ['a term of 0 months', { termMonths: 0 }, 'terms.termMonths'],
    ['a term over 96 months', { termMonths: 97 }, 'terms.termMonths'],
    ['a rate over 100%', { rate: 100.5 }, 'terms.rate'],
  ])('refuses %s under its field, and changes nothing', async (_, change, field) => {
    const quote = await newQuote();
    const response = await call('POST', `/lease-quotes/${quote.id}/quote-data`, 'dealer', {
      revisionType: 'INITIAL',
      terms: { ...terms, ...change },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ fieldErrors: Record<string, string> }>().fieldErrors).toHaveProperty([field]);
    expect((await ok('GET', `/lease-quotes/${quote.id}`, 'dealer')).quoteData).toHaveLength(1);
  });
});

describe('another dealership’s quote: 404 on every call, nothing changed', () => {
  it.each<[string, (quote: LeaseQuote, revision: Revision) => [string, string, unknown?]]>([
    [
      'add a revision',
      (quote) => ['POST', `/lease-quotes/${quote.id}/quote-data`, { revisionType: 'INITIAL' }],
    ],
    [
      'change one',
      (quote, r) => ['PUT', `/lease-quotes/v2/${quote.id}/quote-data?revision=${r.revisionId}`, r],
    ],
    ['delete one', (quote, r) => ['DELETE', `/lease-quotes/${quote.id}/quote-data?revision=${r.revisionId}`]],
    ['reorder', (quote, r) => ['PUT', `/lease-quotes/${quote.id}/quote-data/reorder`, { quoteData: [r] }]],
    [
      'move one',
      (quote, r) => [
        'PUT',
        `/lease-quotes/${quote.id}/status?revision=${r.revisionId}`,
        { status: 'QUOTE_SUBMITTED' },
      ],
    ],
    ['save it', (quote) => ['PUT', `/lease-quotes/v2/${quote.id}`, quote]],
  ])('%s', async (_, request) => {
    const quote = await newQuote();
    const [method, path, body] = request(quote, quote.quoteData[0]!);
    const response = await call(method as 'PUT', path, 'otherDealer', body);
    expect(response.statusCode, response.body).toBe(404);
    expect(response.body).not.toContain('Beaulieu');
    const read = await ok('GET', `/lease-quotes/${quote.id}`, 'dealer');
    expect(read).toEqual({ ...quote, timeline: [] });
  });
});
