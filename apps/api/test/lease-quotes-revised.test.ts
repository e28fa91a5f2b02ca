// Opening a quote that went back and forth (the benchmark's quote, src/seed/revised-quote.ts): its
// twenty revisions with their terms and payments, its timeline, documents and messages, sent as
// PostgreSQL writes them (`findLeaseQuoteJson`), exactly in the wire's shape, to whoever may read it.
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import {
  leasePayment,
  LeaseQuoteSchema,
  message,
  type LeaseQuote,
  type RevisionState,
  type RevisionType,
} from '@sfi/domain';
import { leaseQuoteEvents, leaseQuoteMessages, leaseQuotes, quoteDealers } from '../src/db/schema.ts';
import { replaceQuoteDealers } from '../src/db/quote-dealers.ts';
import { demoAccounts } from '../src/seed/demo-accounts.ts';
import { demoQuoteDealers } from '../src/seed/quote-dealers.ts';
import {
  REVISED_DEMO_QUOTE_ID,
  revisedDemoQuote,
  revisedDemoQuoteId,
  writeRevisedDemoQuote,
} from '../src/seed/revised-quote.ts';
import { createAudiences, type AudienceName } from './support/audiences.ts';
import { createAuthTestApi, office } from './support/auth.ts';

const api = await createAuthTestApi();
const audiences = await createAudiences(api);
afterAll(() => api.close());
await replaceQuoteDealers(api.db, demoQuoteDealers());
const id = await writeRevisedDemoQuote(api.db);

async function call(
  method: 'GET' | 'PUT' | 'DELETE',
  path: string,
  who: AudienceName | 'otherDealer',
  body?: object,
) {
  return api.app.inject({
    method,
    url: `/api/main${path}`,
    remoteAddress: office,
    headers: who === 'otherDealer' ? await audiences.otherHeaders('dealer') : await audiences.headers(who),
    ...(body && { payload: body }),
  });
}

const open = (who: AudienceName | 'otherDealer', query = '') =>
  call('GET', `/lease-quotes/${id}${query}`, who);

async function opened(who: AudienceName): Promise<LeaseQuote> {
  const response = await open(who);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  return response.json<LeaseQuote>();
}

describe('a quote with twenty revisions', () => {
  it('is written the same every time, in place of the one before', async () => {
    expect(revisedDemoQuote()).toEqual(revisedDemoQuote());
    expect(await writeRevisedDemoQuote(api.db)).toBe(REVISED_DEMO_QUOTE_ID);
    expect(await api.db.select({ id: leaseQuotes.id }).from(leaseQuotes)).toEqual([{ id }]);
    const events = await api.db.select().from(leaseQuoteEvents).where(eq(leaseQuoteEvents.quoteId, id));
    expect(events).toHaveLength(revisedDemoQuote().events.length);
  });

  it('opens for staff and for its dealership exactly in the wire’s shape, and for no other dealership', async () => {
    const quote = await opened('staffAdmin');
    // Sent as PostgreSQL wrote it, unchecked by the route: the schema must find nothing to change.
    expect(LeaseQuoteSchema.parse(quote)).toEqual(quote);
    expect(await opened('dealer')).toEqual(quote);
    expect(quote).toMatchObject({
      id,
      owner: demoAccounts.dealer.id,
      ownerType: 'DEALER',
      preparedBy: demoAccounts.dealer.contactName,
      province: 'ON',
      dealer: { name: 'Lakeshore Fresh Start Autos', province: 'ON' },
      customer: { firstName: 'Mei', lastName: 'Chen' },
      status: 'APPROVED',
      selectedRevisionNumber: 19,
      newMessageFor: ['DEALER'],
    });
    expect(quote).not.toHaveProperty('sortDate');
    expect(quote.documents).toHaveLength(4);
    expect(quote.messages).toHaveLength(10);
    expect(quote.messages.map((each) => each.createdAt)).toEqual(
      quote.messages.map((each) => each.createdAt).sort(),
    );

    const theirs = await open('otherDealer');
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ message: message('quote.error.notFound') });
  });

  it('carries each revision’s terms and the payment they come to in its province', async () => {
    const quote = await opened('staffAdmin');
    expect(quote.quoteData).toHaveLength(20);
    for (const revision of quote.quoteData) {
      expect(revision.terms).toBeDefined();
      expect(revision.payment).toEqual(leasePayment(revision.terms!, 'ON'));
    }
    expect(new Set(quote.quoteData.map((revision) => revision.payment!.monthlyPayment)).size).toBeGreaterThan(
      10,
    );
  });

  it('has a timeline, oldest first, that replays to its revisions’ states', async () => {
    const quote = await opened('dealer');
    const timeline = quote.timeline ?? [];
    expect(timeline.length).toBeGreaterThan(30);
    expect(timeline.map((event) => event.at)).toEqual(timeline.map((event) => event.at).sort());
    const states = new Map<string, { revisionType: RevisionType; revisionState: RevisionState }>(
      quote.quoteData.map((revision) => [
        revision.revisionId,
        { revisionType: 'INITIAL', revisionState: 'DRAFT' },
      ]),
    );
    for (const event of timeline) {
      expect(states.get(event.revisionId), event.revisionId).toEqual(event.from);
      states.set(event.revisionId, event.to);
      expect(event.by).toEqual(
        event.by.type === 'DEALER'
          ? { id: demoAccounts.dealer.id, type: 'DEALER', name: demoAccounts.dealer.contactName }
          : { id: demoAccounts.staffSuperAdmin.id, type: 'SFI', name: demoAccounts.staffSuperAdmin.name },
      );
    }
    expect(
      quote.quoteData.map(({ revisionId, revisionType, revisionState }) => [
        revisionId,
        { revisionType, revisionState },
      ]),
    ).toEqual([...states]);
    expect(quote.quoteData.at(-1)).toMatchObject({ revisionType: 'FINAL', revisionState: 'ALL_APPROVED' });
  });

  it('has copies under ids of their own, for a benchmark that opens a different one each time', async () => {
    await writeRevisedDemoQuote(api.db, 3);
    const copies = [1, 2].map(revisedDemoQuoteId);
    expect(new Set([id, ...copies]).size).toBe(3);
    const quote = await opened('dealer');
    for (const copy of copies) {
      const response = await call('GET', `/lease-quotes/${copy}`, 'dealer');
      expect(response.statusCode, response.body).toBe(200);
      const other = response.json<LeaseQuote>();
      expect(other.quoteData.map((revision) => revision.payment)).toEqual(
        quote.quoteData.map((revision) => revision.payment),
      );
      expect(other.timeline).toHaveLength(quote.timeline!.length);
      expect(other.quoteData[0]!.revisionId).not.toBe(quote.quoteData[0]!.revisionId);
    }
    await api.db.delete(leaseQuotes).where(inArray(leaseQuotes.id, copies));
  });

  it('opens on a revision asked for', async () => {
    const quote = await opened('dealer');
    const third = quote.quoteData[2]!.revisionId;
    const response = await open('dealer', `?revision=${third}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ...quote, selectedRevisionNumber: 2 });
  });
});

// The server keeps an opened quote, all but its messages, until the quotes change (quoteAnswers):
// whatever changes it must show at once, its messages are read each time, and a dealership never
// gets what was kept for another reach.
describe('a quote opened again', () => {
  beforeEach(async () => {
    await writeRevisedDemoQuote(api.db);
    await opened('dealer');
    await opened('staffAdmin');
  });

  it('shows a change of its revisions and its timeline at once', async () => {
    const before = await opened('dealer');
    const final = before.quoteData.at(-1)!;
    const moved = await call(
      'PUT',
      `/lease-quotes/${id}/status?revision=${final.revisionId}`,
      'staffSuperAdmin',
      {
        status: 'DRAFT',
      },
    );
    expect(moved.statusCode, moved.body).toBe(200);
    const after = await opened('dealer');
    expect(after.quoteData.at(-1)).toMatchObject({ revisionType: 'INITIAL', revisionState: 'DRAFT' });
    expect(after.timeline).toHaveLength(before.timeline!.length + 1);
    expect(after.status).toBe('DRAFT');
    expect(await opened('staffAdmin')).toEqual(after);
  });

  it('shows its quote dealer as it is now', async () => {
    await api.db
      .update(quoteDealers)
      .set({ contact: 'Rosa Ferreira' })
      .where(eq(quoteDealers.name, 'Lakeshore Fresh Start Autos'));
    expect((await opened('dealer')).dealer).toMatchObject({ contact: 'Rosa Ferreira' });
  });

  it('shows a message sent since, with no change of the quote', async () => {
    const before = await opened('dealer');
    const message = {
      id: '0b7c3f4e-93a5-4a51-9b0a-52d9a5e0c001',
      content: 'Is the contract signed?',
      sender: demoAccounts.dealer.id,
      senderName: demoAccounts.dealer.contactName,
      senderType: 'DEALER',
      createdAt: '2026-11-20T15:00:00.000Z',
    };
    await api.db.insert(leaseQuoteMessages).values({ quoteId: id, message });
    const after = await opened('dealer');
    expect(after.messages).toEqual([...before.messages, message]);
    expect({ ...after, messages: [] }).toEqual({ ...before, messages: [] });
    expect((await opened('staffAdmin')).messages).toEqual(after.messages);
  });

  it('is no other dealership’s, and is gone once deleted', async () => {
    expect((await open('otherDealer')).statusCode).toBe(404);
    expect((await call('DELETE', `/lease-quotes/${id}`, 'staffAdmin')).statusCode).toBe(204);
    for (const who of ['dealer', 'staffAdmin'] as const) expect((await open(who)).statusCode).toBe(404);
  });
});
