// A save sent again because its answer was lost (issue 28: a node killed after the commit, the
// network cut): the apps send each save with an `Idempotency-Key`, and the same key again, on any
// node, is answered with the quote or file as it is, not applied a second time: one history entry,
// no newer change of someone else's overwritten, no conflict with the user's own edit.
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { FileResponseSchema, message, type LeaseFileFields, type LeaseQuote } from '@sfi/domain';
import { leaseFileRevisions, leaseFiles, leaseQuoteEdits, leaseQuotes } from '../src/db/schema.ts';
import { demoAccounts } from '../src/seed/demo-accounts.ts';
import { createAudiences, type AudienceName } from './support/audiences.ts';
import { createAuthTestApi, office } from './support/auth.ts';
import { newDealerQuote } from './support/quotes.ts';

const api = await createAuthTestApi();
const audiences = await createAudiences(api);
afterAll(() => api.close());

async function save(who: AudienceName, quote: LeaseQuote, changes: Partial<LeaseQuote>, key?: string) {
  const { timeline: _timeline, ...whole } = quote;
  return api.app.inject({
    method: 'PUT',
    url: `/api/main/lease-quotes/v2/${quote.id}`,
    remoteAddress: office,
    headers: { ...(await audiences.headers(who)), ...(key !== undefined && { 'idempotency-key': key }) },
    payload: { ...whole, ...changes },
  });
}

const newQuote = () => newDealerQuote(api, audiences, { firstName: 'Zoë', lastName: 'Beaulieu' });

const history = async (quote: LeaseQuote) =>
  api.db.select().from(leaseQuoteEdits).where(eq(leaseQuoteEdits.quoteId, quote.id));
const updatedAt = async (quote: LeaseQuote) =>
  (
    await api.db.select({ at: leaseQuotes.updatedAt }).from(leaseQuotes).where(eq(leaseQuotes.id, quote.id))
  )[0]!.at!;

describe('a save sent again with its Idempotency-Key', () => {
  it('is applied once: the replay answers the quote as it is, one history entry, nothing newer overwritten', async () => {
    const quote = await newQuote();
    const key = crypto.randomUUID();
    const first = await save(
      'dealer',
      quote,
      { customer: { firstName: 'Élise', lastName: 'Tremblay' } },
      key,
    );
    expect(first.statusCode, first.body).toBe(200);
    const entries = await history(quote);
    expect(entries).toHaveLength(1);
    const committedAt = await updatedAt(quote);

    // The answer was lost. Meanwhile staff changed the customer's name; then the dealer's queue
    // sends its save again, with the same key.
    const theirs = await save('staffSuperAdmin', first.json<LeaseQuote>(), {
      customer: { firstName: 'Élise', lastName: 'Tremblay-Roy' },
    });
    expect(theirs.statusCode, theirs.body).toBe(200);
    const afterTheirs = await updatedAt(quote);
    expect(afterTheirs.getTime()).toBeGreaterThanOrEqual(committedAt.getTime());

    const replay = await save(
      'dealer',
      quote,
      { customer: { firstName: 'Élise', lastName: 'Tremblay' } },
      key,
    );
    expect(replay.statusCode, replay.body).toBe(200);
    // The quote as it is: staff's change stands, and the replay changed nothing.
    expect(replay.json<LeaseQuote>().customer).toMatchObject({ lastName: 'Tremblay-Roy' });
    expect((await updatedAt(quote)).getTime()).toBe(afterTheirs.getTime());
    expect((await history(quote)).filter((entry) => entry.actorType === 'DEALER')).toEqual(entries);

    // A new save (a new key) of the dealer's is applied as usual.
    const next = await save(
      'dealer',
      replay.json<LeaseQuote>(),
      { customer: { firstName: 'Élise', lastName: 'Roy' } },
      crypto.randomUUID(),
    );
    expect(next.statusCode, next.body).toBe(200);
    expect(next.json<LeaseQuote>().customer).toMatchObject({ lastName: 'Roy' });
  });

  it('is the same key for one person only: another person saving with it is applied', async () => {
    const quote = await newQuote();
    const key = crypto.randomUUID();
    expect(
      (await save('dealer', quote, { customer: { firstName: 'A', lastName: 'One' } }, key)).statusCode,
    ).toBe(200);
    const other = await save(
      'staffSuperAdmin',
      quote,
      { customer: { firstName: 'B', lastName: 'Two' } },
      key,
    );
    expect(other.statusCode, other.body).toBe(200);
    expect(other.json<LeaseQuote>().customer).toMatchObject({ lastName: 'Two' });
  });

  it('refuses a key longer than 100 characters, changing nothing', async () => {
    const quote = await newQuote();
    const refused = await save(
      'dealer',
      quote,
      { customer: { firstName: 'X', lastName: 'Y' } },
      'k'.repeat(101),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      fieldErrors: { 'idempotency-key': message('validation.tooLong', { max: 100 }) },
    });
    expect(await history(quote)).toHaveLength(0);
  });
});

describe('a lease file saved again with its Idempotency-Key (the file editor)', () => {
  async function files(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown, key?: string) {
    return api.app.inject({
      method,
      url: `/api/main${path}`,
      remoteAddress: office,
      headers: {
        ...(await audiences.headers('staffSuperAdmin')),
        ...(key !== undefined && { 'idempotency-key': key }),
      },
      ...(body !== undefined && { payload: body as object }),
    });
  }
  const revisions = async (fileNo: string) => {
    const [file] = await api.db
      .select({ id: leaseFiles.id })
      .from(leaseFiles)
      .where(eq(leaseFiles.fileNo, fileNo));
    return (await api.db.select().from(leaseFileRevisions).where(eq(leaseFileRevisions.fileId, file!.id)))
      .length;
  };

  it("answers the file as saved, not a conflict with the user's own save, and writes one revision", async () => {
    const made = await files('POST', '/files', {
      fileNo: 'REPLAY-1',
      dealerNo: demoAccounts.fileDealer.dealerNo,
      province: 'BC',
    });
    expect(made.statusCode, made.body).toBe(201);
    const file: LeaseFileFields = FileResponseSchema.parse(made.json()).file;
    const before = await revisions('REPLAY-1');
    const edited = { ...file, deliveryDate: '2025-03-14' };
    const key = crypto.randomUUID();

    const first = await files('PUT', '/files/REPLAY-1', edited, key);
    expect(first.statusCode, first.body).toBe(200);
    // Its answer was lost; Save is pressed again: the same save, on the file as it was read.
    const again = await files('PUT', '/files/REPLAY-1', edited, key);
    expect(again.statusCode, again.body).toBe(200);
    expect(FileResponseSchema.parse(again.json()).file).toEqual(FileResponseSchema.parse(first.json()).file);
    expect(await revisions('REPLAY-1')).toBe(before + 1);

    // Without its key, the same save sent again is what it is: a save on a file changed since.
    expect((await files('PUT', '/files/REPLAY-1', edited)).statusCode).toBe(409);
    expect((await files('PUT', '/files/REPLAY-1', edited, crypto.randomUUID())).statusCode).toBe(409);
  });
});
