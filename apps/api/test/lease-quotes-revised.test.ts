// Opening a quote that went back and forth (the benchmark's quote, src/seed/revised-quote.ts): its
// twenty revisions with their terms and payments, its timeline, documents and messages, sent as
// PostgreSQL writes them (`findLeaseQuoteJson`), exactly in the wire's shape, to whoever may read it.
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  leasePayment,
  LeaseQuoteSchema,
  message,
  type LeaseQuote,
  type RevisionState,
  type RevisionType,
} from '@sfi/domain';
import { leaseQuoteEvents, leaseQuotes } from '../src/db/schema.ts';
import { replaceQuoteDealers } from '../src/db/quote-dealers.ts';
import { demoAccounts } from '../src/seed/demo-accounts.ts';
import { demoQuoteDealers } from '../src/seed/quote-dealers.ts';
import { REVISED_DEMO_QUOTE_ID, revisedDemoQuote, writeRevisedDemoQuote } from '../src/seed/revised-quote.ts';
import { createAudiences, type AudienceName } from './support/audiences.ts';
import { createAuthTestApi, office } from './support/auth.ts';

const api = await createAuthTestApi();
const audiences = await createAudiences(api);
afterAll(() => api.close());
await replaceQuoteDealers(api.db, demoQuoteDealers());
const id = await writeRevisedDemoQuote(api.db);

async function open(who: AudienceName | 'otherDealer', query = '') {
  return api.app.inject({
    method: 'GET',
    url: `/api/main/lease-quotes/${id}${query}`,
    remoteAddress: office,
    headers: who === 'otherDealer' ? await audiences.otherHeaders('dealer') : await audiences.headers(who),
  });
}

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

  it('opens on a revision asked for', async () => {
    const quote = await opened('dealer');
    const third = quote.quoteData[2]!.revisionId;
    const response = await open('dealer', `?revision=${third}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ...quote, selectedRevisionNumber: 2 });
  });
});
