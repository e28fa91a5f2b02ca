// The quote tool's live socket (spec doc 1 §7): signing in with the API's session in the handshake,
// a quote's room seen exactly as GET /lease-quotes/{id} sees the quote, the working users, the
// refresh of a quote and of the lists after every change through the API (reaching those who see
// the quote and nobody else), messages with their unread marks, and bad input refused plainly.
import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  liveEvents,
  message,
  QUOTE_MESSAGE_MAX,
  QuoteMessageSchema,
  QuoteRefreshEventSchema,
  QuoteRoomDetailsSchema,
  type JoinQuoteAnswer,
  type LeaseQuote,
  type QuoteMessageEvent,
  type QuoteRefreshEvent,
  type QuoteRoomDetails,
  type QuotesChangedEvent,
  type SendQuoteMessageAnswer,
  type WorkingUsersEvent,
} from '@sfi/domain';
import { dealerAccounts, leaseQuoteMessages, leaseQuotes, sessions } from '../src/db/schema.ts';
import { demoAccounts } from '../src/seed/demo-accounts.ts';
import { createAudiences, otherDealer } from './support/audiences.ts';
import { createAuthTestApi, office, type SignedIn } from './support/auth.ts';
import {
  listening,
  liveAuth,
  liveTestServer,
  LOCAL,
  openLive,
  refusedHandshake,
  type LiveClient,
} from './support/live.ts';

const local = LOCAL;

// Sessions are looked at again only when a test asks (its own server below does it every 20 ms).
const api = await createAuthTestApi({}, { live: { recheckEveryMs: 3_600_000 } });
await createAudiences(api);
const { origin, live, call, newQuote, close } = await liveTestServer(api);
afterAll(close);

const otherDealerSignIn = async (): Promise<SignedIn> => {
  const response = await api.call({
    method: 'POST',
    path: '/dealer-login',
    from: local,
    body: { username: otherDealer.username, password: otherDealer.password },
  });
  expect(response.statusCode, response.body).toBe(200);
  const { token, session } = response.json<{ token: string; session: { id: string } }>();
  return { id: session.id, token };
};

const dealer = await api.dealerSignIn(local);
const staff = await api.staffSignIn(local);
const other = await otherDealerSignIn();

const join = (client: LiveClient, quoteId: unknown): Promise<JoinQuoteAnswer> =>
  client.socket.timeout(5_000).emitWithAck(liveEvents.joinQuote, { quoteId } as { quoteId: string });
const send = (client: LiveClient, quoteId: string, text: unknown): Promise<SendQuoteMessageAnswer> =>
  client.socket
    .timeout(5_000)
    .emitWithAck(liveEvents.sendMessage, { quoteId, text } as { quoteId: string; text: string });
const joined = async (client: LiveClient, quoteId: string) => {
  const answer = await join(client, quoteId);
  if (!answer.ok) throw new Error(`join refused: ${answer.error}`);
  return answer;
};
/** Waits for an assertion to hold. */
const waitFor = (check: () => void) => vi.waitFor(check, { timeout: 5_000, interval: 10 });
const names = (event: WorkingUsersEvent) => event.users.map((user) => `${user.type} ${user.name}`);
const dealerName = `DEALER ${demoAccounts.dealer.contactName}`;
const staffName = `SFI ${demoAccounts.staffAdmin.name}`;

describe('signing in (the handshake)', () => {
  it('refuses a socket without a session, with a made-up one, or with half of one, in the API’s words', async () => {
    expect(await refusedHandshake(origin, undefined)).toBe('Missing Session Token');
    expect(await refusedHandshake(origin, { sessionToken: dealer.id })).toBe('Missing Session Token');
    expect(await refusedHandshake(origin, { sessionToken: randomUUID(), token: 'x'.repeat(43) })).toBe(
      'Invalid Session',
    );
    expect(await refusedHandshake(origin, { sessionToken: dealer.id, token: `${dealer.token}x` })).toBe(
      'Invalid Session',
    );
  });

  it('refuses the file tool’s dealers (not quote tool users) and a session from another network, which ends', async () => {
    expect(await refusedHandshake(origin, await api.fileDealerSignIn(local))).toBe(
      message('error.forbidden'),
    );
    const elsewhere = await api.dealerSignIn(office);
    expect(await refusedHandshake(origin, elsewhere)).toBe('Network Environment Changed');
    // As after an API call from another network, the session is revoked.
    const after = await api.call({ method: 'GET', path: '/session', from: office, session: elsewhere });
    expect(after.json()).toMatchObject({ message: 'Invalid Session' });
  });

  it('checks the session again on every handshake: a reconnection after the session ended is refused', async () => {
    const session = await api.dealerSignIn(local);
    const client = await live(session, { reconnection: true });
    // Ended behind the socket's back, as an expiry would (signing out tells the socket at once).
    await api.db.update(sessions).set({ revokedAt: api.clock.now() }).where(eq(sessions.id, session.id));
    const refused = new Promise<Error>((resolve) => client.socket.once('connect_error', resolve));
    // The connection drops (a network blip): the client reconnects by itself, with a new handshake.
    client.socket.io.engine.close();
    expect((await refused).message).toBe('Invalid Session');
  });

  it('a connection recovered under another session keeps none of the rooms it had', async () => {
    const quote = await newQuote(dealer);
    const client = await live(dealer, { reconnection: true });
    await joined(client, quote.id);
    // The same socket reconnects (a network blip) presenting another dealership's session.
    client.socket.auth = liveAuth(other);
    const reconnected = new Promise<void>((resolve) => client.socket.once('connect', () => resolve()));
    client.socket.io.engine.close();
    await reconnected;
    expect(client.socket.recovered).toBe(true);

    const before = client.heard.length;
    await call(dealer, 'POST', `/lease-quotes/${quote.id}/quote-data`, { revisionType: 'INITIAL' });
    // Its new dealership's change comes after, and is heard: the first would have come before it.
    const theirs = await newQuote(other);
    await client.next<QuotesChangedEvent>(
      liveEvents.quotesChanged,
      (event) => event.quoteId === theirs.id,
      before,
    );
    const since = client.heard.slice(before);
    expect(since.filter((event) => event.name === liveEvents.quoteRefresh)).toEqual([]);
    expect(since.map((event) => (event.payload as QuotesChangedEvent).quoteId)).toEqual([theirs.id]);
  });
});

describe('a quote’s room', () => {
  it('a dealer joins their quote: its details, who is in it and its messages; a quote of another dealership is refused as not found', async () => {
    const quote = await newQuote(dealer);
    const client = await live(dealer);
    const answer = await joined(client, quote.id);
    expect(QuoteRoomDetailsSchema.parse(answer.room)).toEqual(answer.room);
    expect(answer.room).toMatchObject({
      quoteId: quote.id,
      status: 'DRAFT',
      dealerName: null,
      preparedBy: demoAccounts.dealer.contactName,
      ownerType: 'DEALER',
      customer: { firstName: 'Zoë', lastName: 'Beaulieu' },
    });
    expect(answer.workingUsers).toEqual([
      { id: demoAccounts.dealer.id, name: demoAccounts.dealer.contactName, type: 'DEALER' },
    ]);
    expect(answer.messages).toEqual([]);

    const stranger = await live(other);
    expect(await join(stranger, quote.id)).toEqual({ ok: false, error: message('quote.error.notFound') });
    // Nor does the stranger hear the room's events: a message sent there does not reach them.
    const sent = await send(client, quote.id, 'Only for my dealership and SFI');
    expect(sent.ok).toBe(true);
    await client.next(liveEvents.message);
    expect(stranger.all(liveEvents.message)).toEqual([]);
    // Staff see every quote.
    const staffClient = await live(staff);
    expect((await joined(staffClient, quote.id)).room.quoteId).toBe(quote.id);
  });

  it('tells the room who is working on the quote as people join and leave, each user once', async () => {
    const quote = await newQuote(dealer);
    const first = await live(dealer);
    await joined(first, quote.id);
    const staffClient = await live(staff);
    await joined(staffClient, quote.id);
    await first.next<WorkingUsersEvent>(liveEvents.workingUsers, (event) => event.users.length === 2);
    // Each user once, by name.
    expect(names(first.all<WorkingUsersEvent>(liveEvents.workingUsers).at(-1)!)).toEqual([
      staffName,
      dealerName,
    ]);

    // The same dealer in a second tab is still one working user.
    const secondTab = await live(dealer);
    const answer = await joined(secondTab, quote.id);
    expect(answer.workingUsers.map((user) => user.type)).toEqual(['SFI', 'DEALER']);

    const before = staffClient.heard.length;
    await staffClient.socket.timeout(5_000).emitWithAck(liveEvents.leaveQuote, { quoteId: quote.id });
    const afterLeave = await first.next<WorkingUsersEvent>(
      liveEvents.workingUsers,
      (event) => event.users.length === 1,
    );
    expect(names(afterLeave)).toEqual([dealerName]);
    // Whoever left hears no more of the room.
    await send(first, quote.id, 'Anyone there?');
    await secondTab.next(liveEvents.message);
    expect(staffClient.heard.slice(before).filter((event) => event.name === liveEvents.message)).toEqual([]);

    // Closing a tab: the room hears who is left (still the dealer, in the other tab), and then nobody.
    const seen = first.heard.length;
    secondTab.socket.disconnect();
    const afterClose = await first.next<WorkingUsersEvent>(liveEvents.workingUsers, () => true, seen);
    expect(names(afterClose)).toEqual([dealerName]);
  });
});

describe('a change through the API', () => {
  it('refreshes the quote’s room and the lists of staff and the owner’s dealership, never another dealership’s', async () => {
    const quote = await newQuote(dealer);
    const inRoom = await live(dealer);
    await joined(inRoom, quote.id);
    const staffList = await live(staff);
    const dealershipList = await live(await api.dealerSignIn(local));
    const strangerList = await live(other);

    const revision = quote.quoteData[0]!.revisionId;
    const changed = await call<LeaseQuote>(staff, 'POST', `/lease-quotes/${quote.id}/quote-data`, {
      revisionType: 'DRAFT',
    });
    const added = changed.quoteData.at(-1)!.revisionId;
    expect(added).not.toBe(revision);

    const refresh = await inRoom.next<QuoteRefreshEvent>(liveEvents.quoteRefresh);
    expect(QuoteRefreshEventSchema.parse(refresh)).toEqual(refresh);
    expect(refresh).toEqual({
      quoteId: quote.id,
      change: 'updated',
      by: { id: expect.any(String), name: demoAccounts.staffAdmin.name, type: 'SFI' },
      revisionId: added,
      updatedAt: changed.updatedAt,
    });
    // The room's details follow the quote.
    await inRoom.next<QuoteRoomDetails>(liveEvents.roomDetails, (room) => room.quoteId === quote.id);
    const listEvent = { quoteId: quote.id, change: 'updated', by: refresh.by };
    expect(await staffList.next(liveEvents.quotesChanged)).toEqual(listEvent);
    expect(await dealershipList.next(liveEvents.quotesChanged)).toEqual(listEvent);
    // Not in the room, the lists hear no refresh of the quote itself.
    expect(staffList.all(liveEvents.quoteRefresh)).toEqual([]);

    // The other dealership's list hears of its own quote's change, and of nothing before it: events
    // reach a socket in the order they were sent.
    const theirs = await newQuote(other);
    expect(await strangerList.next<QuotesChangedEvent>(liveEvents.quotesChanged)).toMatchObject({
      quoteId: theirs.id,
      change: 'created',
    });
    expect(
      strangerList.all<QuotesChangedEvent>(liveEvents.quotesChanged).map((event) => event.quoteId),
    ).toEqual([theirs.id]);
  });

  it('tells the room of every kind of change: status, save, reorder, a revision changed and deleted, and the quote deleted', async () => {
    const quote = await newQuote(dealer);
    const first = quote.quoteData[0]!.revisionId;
    const inRoom = await live(staff);
    await joined(inRoom, quote.id);
    const list = await live(await api.dealerSignIn(local));
    const refreshes = () => inRoom.all<QuoteRefreshEvent>(liveEvents.quoteRefresh);

    let current = await call<LeaseQuote>(dealer, 'POST', `/lease-quotes/${quote.id}/quote-data`, {
      revisionType: 'INITIAL',
    });
    const second = current.quoteData[1]!;
    current = await call<LeaseQuote>(
      dealer,
      'PUT',
      `/lease-quotes/v2/${quote.id}/quote-data?revision=${second.revisionId}`,
      {
        ...second,
        terms: undefined,
      },
    );
    current = await call<LeaseQuote>(
      dealer,
      'PUT',
      `/lease-quotes/${quote.id}/quote-data/reorder?revision=${first}`,
      {
        quoteData: [current.quoteData[1], current.quoteData[0]],
      },
    );
    const { timeline: _timeline, ...whole } = current;
    await call<LeaseQuote>(dealer, 'PUT', `/lease-quotes/v2/${quote.id}`, {
      ...whole,
      customer: { firstName: 'Zoé' },
    });
    await call(
      dealer,
      'DELETE',
      `/lease-quotes/${quote.id}/quote-data?revision=${second.revisionId}`,
      undefined,
      200,
    );
    await call(dealer, 'PUT', `/lease-quotes/${quote.id}/status?revision=${first}`, {
      status: 'QUOTE_SUBMITTED',
    });
    await waitFor(() => expect(refreshes()).toHaveLength(6));
    expect(refreshes().map((event) => [event.change, event.revisionId])).toEqual([
      ['updated', second.revisionId],
      ['updated', second.revisionId],
      ['updated', first],
      ['updated', undefined],
      ['updated', second.revisionId],
      ['updated', first],
    ]);
    expect(refreshes().every((event) => event.by.type === 'DEALER' && event.quoteId === quote.id)).toBe(true);
    const details = await inRoom.next<QuoteRoomDetails>(
      liveEvents.roomDetails,
      (room) => room.status === 'SUBMITTED',
    );
    expect(details.customer).toEqual({ firstName: 'Zoé' });

    // A refused change tells nobody.
    await call(dealer, 'DELETE', `/lease-quotes/${quote.id}/quote-data?revision=${first}`, undefined, 409);
    await call(staff, 'DELETE', `/lease-quotes/${quote.id}`);
    const gone = await inRoom.next<QuoteRefreshEvent>(
      liveEvents.quoteRefresh,
      (event) => event.change === 'deleted',
    );
    expect(gone).toMatchObject({ quoteId: quote.id, by: { type: 'SFI' } });
    expect(refreshes()).toHaveLength(7);
    expect(
      await list.next<QuotesChangedEvent>(liveEvents.quotesChanged, (event) => event.change === 'deleted'),
    ).toMatchObject({
      quoteId: quote.id,
    });
    // A deleted quote's room is empty: nothing more is sent there.
    expect(await join(inRoom, quote.id)).toEqual({ ok: false, error: message('quote.error.notFound') });
  });
});

describe('messages', () => {
  it('are stored in the quote with their author, sent to the room, and mark the other side until it opens the quote', async () => {
    const quote = await newQuote(dealer);
    const author = await live(dealer);
    await joined(author, quote.id);
    const staffList = await live(staff);
    const dealershipList = await live(await api.dealerSignIn(local));

    const answer = await send(author, quote.id, '  Can you look at the residual?  ');
    if (!answer.ok) throw new Error(answer.error);
    expect(QuoteMessageSchema.parse(answer.message)).toEqual(answer.message);
    expect(answer.message).toMatchObject({
      content: 'Can you look at the residual?',
      sender: demoAccounts.dealer.id,
      senderName: demoAccounts.dealer.contactName,
      senderType: 'DEALER',
      createdAt: api.clock.now().toISOString(),
    });
    const heard = await author.next<QuoteMessageEvent>(liveEvents.message);
    expect(heard).toEqual({ quoteId: quote.id, message: answer.message });

    // Stored, and marked for SFI: no member of staff had the quote open.
    let stored = await call<LeaseQuote>(dealer, 'GET', `/lease-quotes/${quote.id}`);
    expect(stored.messages).toEqual([answer.message]);
    expect(stored.newMessageFor).toEqual(['SFI']);
    expect(stored.updatedAt).toBe(quote.updatedAt);
    expect(await staffList.next<QuotesChangedEvent>(liveEvents.quotesChanged)).toMatchObject({
      quoteId: quote.id,
      change: 'message',
    });
    // A second message changes no mark: the lists hear nothing more.
    await send(author, quote.id, 'And the fees.');
    await author.next<QuoteMessageEvent>(
      liveEvents.message,
      (event) => event.message.content === 'And the fees.',
    );

    // A member of staff opens the quote: the messages are theirs to read, and SFI's mark goes.
    const reader = await live(staff);
    const opened = await joined(reader, quote.id);
    expect(opened.messages.map((each) => each.content)).toEqual([
      'Can you look at the residual?',
      'And the fees.',
    ]);
    stored = await call<LeaseQuote>(staff, 'GET', `/lease-quotes/${quote.id}`);
    expect(stored.newMessageFor).toEqual([]);
    await waitFor(() => expect(staffList.all(liveEvents.quotesChanged)).toHaveLength(2));
    await waitFor(() =>
      expect(
        dealershipList.all<QuotesChangedEvent>(liveEvents.quotesChanged).map((event) => event.change),
      ).toEqual(['message', 'message']),
    );
    // The room heard the messages themselves and no refresh: no editor fetches the quote for a message.
    expect(author.all(liveEvents.quoteRefresh)).toEqual([]);
    expect(reader.all(liveEvents.quoteRefresh)).toEqual([]);

    // While staff have it open, the dealer's messages are read as they come: no mark.
    await send(author, quote.id, 'Thanks!');
    await reader.next<QuoteMessageEvent>(liveEvents.message, (event) => event.message.content === 'Thanks!');
    expect((await call<LeaseQuote>(staff, 'GET', `/lease-quotes/${quote.id}`)).newMessageFor).toEqual([]);

    // Staff answer with the dealer away: the dealership is marked, and opening clears it.
    author.socket.disconnect();
    await send(reader, quote.id, 'Residual is fine.');
    stored = await call<LeaseQuote>(dealer, 'GET', `/lease-quotes/${quote.id}`);
    expect(stored.newMessageFor).toEqual(['DEALER']);
    expect(stored.messages.at(-1)).toMatchObject({ content: 'Residual is fine.', senderType: 'SFI' });
    await joined(await live(dealer), quote.id);
    expect((await call<LeaseQuote>(dealer, 'GET', `/lease-quotes/${quote.id}`)).newMessageFor).toEqual([]);
  });

  it('follow the messages the quote came with, in the order they were sent, and go with the quote', async () => {
    const quote = await newQuote(dealer);
    const kept = { id: randomUUID(), content: 'Kept with the quote', sender: demoAccounts.dealer.id };
    await api.db
      .update(leaseQuotes)
      .set({ messages: [kept] })
      .where(eq(leaseQuotes.id, quote.id));
    const client = await live(dealer);
    const texts = Array.from({ length: 12 }, (_, index) => `Message ${index + 1}`);
    await Promise.all(texts.map((text) => send(client, quote.id, text)));
    const stored = await call<LeaseQuote>(dealer, 'GET', `/lease-quotes/${quote.id}`);
    expect(stored.messages.map((each) => each.content)).toEqual(['Kept with the quote', ...texts]);
    expect((await joined(client, quote.id)).messages).toEqual(stored.messages);
    await call(dealer, 'DELETE', `/lease-quotes/${quote.id}`);
    const [left] = await api.db
      .select({ count: count() })
      .from(leaseQuoteMessages)
      .where(eq(leaseQuoteMessages.quoteId, quote.id));
    expect(left?.count).toBe(0);
  });

  it('a user’s own id in newMessageFor (the spec’s form) is cleared when they open the quote', async () => {
    const quote = await newQuote(dealer);
    await api.db
      .update(leaseQuotes)
      .set({ newMessageFor: ['someone-else', demoAccounts.dealer.id, 'SFI'] })
      .where(eq(leaseQuotes.id, quote.id));
    await joined(await live(dealer), quote.id);
    const stored = await call<LeaseQuote>(dealer, 'GET', `/lease-quotes/${quote.id}`);
    expect(stored.newMessageFor).toEqual(['someone-else', 'SFI']);
  });
});

describe('bad input', () => {
  it('is refused in the acknowledgement with a clear message, and nothing is stored', async () => {
    const quote = await newQuote(dealer);
    const client = await live(dealer);
    const theirs = await newQuote(other);

    expect(await join(client, 'not-a-quote')).toEqual({
      ok: false,
      error: message('quote.live.quoteIdInvalid'),
    });
    expect(await join(client, 42)).toEqual({ ok: false, error: message('quote.live.quoteIdInvalid') });
    expect(await join(client, randomUUID())).toEqual({ ok: false, error: message('quote.error.notFound') });
    const notAnObject: JoinQuoteAnswer = await client.socket
      .timeout(5_000)
      .emitWithAck(liveEvents.joinQuote, 'hello' as unknown as { quoteId: string });
    expect(notAnObject).toEqual({ ok: false, error: message('quote.live.requestInvalid') });

    expect(await send(client, quote.id, '   ')).toEqual({ ok: false, error: message('quote.message.empty') });
    expect(await send(client, quote.id, 7)).toEqual({ ok: false, error: message('quote.message.empty') });
    expect(await send(client, quote.id, 'x'.repeat(QUOTE_MESSAGE_MAX + 1))).toEqual({
      ok: false,
      error: message('validation.tooLong', { max: QUOTE_MESSAGE_MAX }),
    });
    expect(await send(client, quote.id, 'bell \u0007')).toEqual({
      ok: false,
      error: message('validation.text.characters'),
    });
    expect(await send(client, theirs.id, 'Let me in')).toEqual({
      ok: false,
      error: message('quote.error.notFound'),
    });
    expect(await send(client, 'nope', 'hi')).toEqual({
      ok: false,
      error: message('quote.live.quoteIdInvalid'),
    });

    // The longest message passes.
    expect((await send(client, quote.id, 'x'.repeat(QUOTE_MESSAGE_MAX))).ok).toBe(true);
    expect((await call<LeaseQuote>(dealer, 'GET', `/lease-quotes/${quote.id}`)).messages).toHaveLength(1);
    expect((await call<LeaseQuote>(other, 'GET', `/lease-quotes/${theirs.id}`)).messages).toEqual([]);
  });

  it('an event without an acknowledgement does no harm, and the socket still answers', async () => {
    const client = await live(dealer);
    const quote = await newQuote(dealer);
    (client.socket.emit as (name: string, ...args: unknown[]) => void)(liveEvents.joinQuote, {
      quoteId: quote.id,
    });
    (client.socket.emit as (name: string, ...args: unknown[]) => void)(liveEvents.sendMessage);
    expect((await joined(client, quote.id)).room.quoteId).toBe(quote.id);
  });

  it('a request after its session ended is refused, and the socket is told its session ended and closed', async () => {
    const session = await api.dealerSignIn(local);
    const client = await live(session);
    const quote = await newQuote(dealer);
    // Ended behind the socket's back (signing out tells the socket at once).
    await api.db.update(sessions).set({ revokedAt: api.clock.now() }).where(eq(sessions.id, session.id));
    const closed = new Promise<string>((resolve) => client.socket.once('disconnect', resolve));
    expect(await join(client, quote.id)).toEqual({ ok: false, error: 'Invalid Session' });
    expect(await client.next(liveEvents.sessionEnded)).toEqual({ message: 'Invalid Session' });
    expect(await closed).toBe('io server disconnect');
  });
});

describe('sessions are looked at again while sockets are open', () => {
  const checking = createAuthTestApi({}, { live: { recheckEveryMs: 20 } }).then(async (server) => ({
    server,
    origin: await listening(server),
  }));
  afterAll(async () => (await checking).server.close());

  it('looking is no use of the session: an open socket does not keep an idle session alive', async () => {
    const { server: second, origin: secondOrigin } = await checking;
    const session = await second.dealerSignIn(local);
    const client = await openLive(secondOrigin, session);
    const usedAt = async () => {
      const [row] = await second.db.select().from(sessions).where(eq(sessions.id, session.id));
      return row!.lastUsedAt.toISOString();
    };
    const signedInAt = await usedAt();
    // Past the time a use is recorded again (TOUCH_EVERY_MS), the socket's session is looked at many times.
    second.clock.advance(60_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await usedAt()).toBe(signedInAt);
    expect(client.socket.connected).toBe(true);
    client.socket.disconnect();
  });

  it('a socket whose session ended (its account removed) is told and closed, without a request of its own', async () => {
    const { server: second, origin: secondOrigin } = await checking;
    const session = await second.dealerSignIn(local);
    const client = await openLive(secondOrigin, session);
    const closed = new Promise<string>((resolve) => client.socket.once('disconnect', resolve));
    await second.db.delete(dealerAccounts).where(eq(dealerAccounts.id, demoAccounts.dealer.id));
    expect(await client.next(liveEvents.sessionEnded)).toEqual({ message: 'Invalid Session' });
    expect(await closed).toBe('io server disconnect');
  });
});
