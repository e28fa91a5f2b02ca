// The live socket of spec doc 1 §7 through @sfi/api-client/socket, against the real reference server:
// the typed socket built from an API client (its URL and session), a quote's room watched as
// useQuoteRoom watches it, the list's changes as useLiveQuoteList hears them, one shared connection
// per client, and session errors handed to the client's onSessionError.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  liveEvents,
  message,
  QuoteRoomDetailsSchema,
  type LeaseQuote,
  type QuoteRefreshEvent,
} from '@sfi/domain';
import { apiClientConfig } from '../src/client.ts';
import { ApiError, createApiClient, type ApiClient } from '../src/index.ts';
import {
  connectLive,
  emptyQuoteRoom,
  LIST_REFRESH_EVERY_MS,
  LIVE_IDLE_CLOSE_MS,
  liveConnection,
  liveEndpoint,
  watchQuoteList,
  watchQuoteRoom,
  type LiveSocket,
  type QuoteRoomState,
} from '../src/socket.ts';
import { signedInDealerships, startReferenceServer, type ReferenceServer } from './reference-server.ts';

let server: ReferenceServer;
let dealer: ApiClient;
let staff: ApiClient;
let otherDealer: ApiClient;
const sockets: LiveSocket[] = [];
const closers: (() => void)[] = [];

beforeAll(async () => {
  server = await startReferenceServer();
  ({ dealer, staff, otherDealer } = await signedInDealerships(server, 'Live Rivals Auto'));
});
afterAll(async () => {
  for (const close of closers) close();
  for (const socket of sockets) socket.disconnect();
  await server?.stop();
});

const waitFor = <T>(check: () => T) => vi.waitFor(check, { timeout: 10_000, interval: 20 });
const newQuote = (api: ApiClient) =>
  api.leaseQuotes.create({
    vehicle: { type: 'CAR', year: 2024, make: 'Kia', model: 'Niro' },
    province: 'MB',
    customer: { lastName: 'Live' },
  });

/** A room watched as the hook watches it, with every state it went through. */
function watchRoom(api: ApiClient, quoteId: string) {
  const states: QuoteRoomState[] = [];
  const refreshes: QuoteRefreshEvent[] = [];
  let resumed = 0;
  const watch = watchQuoteRoom(api, quoteId, {
    onChange: (state) => states.push(state),
    onRefresh: (event) => refreshes.push(event),
    onResumed: () => (resumed += 1),
  });
  closers.push(watch.close);
  return {
    watch,
    refreshes,
    resumed: () => resumed,
    latest: () => states.at(-1) ?? emptyQuoteRoom,
    joined: () => waitFor(() => expect(states.at(-1)?.connected).toBe(true)),
  };
}

describe('the typed socket of an API client', () => {
  it('finds the socket under the main API’s URL, relative ones against the page', () => {
    expect(liveEndpoint('https://api.example.ca/api/main')).toEqual({
      origin: 'https://api.example.ca',
      path: '/api/main/socket.io',
    });
    expect(liveEndpoint('/api/main', 'https://sfi.example.ca/dealer/portal')).toEqual({
      origin: 'https://sfi.example.ca',
      path: '/api/main/socket.io',
    });
  });

  it('connects with the client’s session and joins a quote’s room, typed both ways', async () => {
    const quote = await newQuote(dealer);
    const socket = await connectLive(dealer);
    sockets.push(socket);
    const answer = await socket.timeout(10_000).emitWithAck(liveEvents.joinQuote, { quoteId: quote.id });
    if (!answer.ok) throw new Error(answer.error);
    expect(QuoteRoomDetailsSchema.parse(answer.room)).toMatchObject({
      quoteId: quote.id,
      ownerType: 'DEALER',
    });
    expect(answer.workingUsers).toEqual([expect.objectContaining({ type: 'DEALER' })]);

    const stranger = await connectLive(otherDealer);
    sockets.push(stranger);
    expect(await stranger.timeout(10_000).emitWithAck(liveEvents.joinQuote, { quoteId: quote.id })).toEqual({
      ok: false,
      error: message('quote.error.notFound'),
    });
  });

  it('hands a refused handshake’s session error to onSessionError, as a call’s would be', async () => {
    const errors: string[] = [];
    const bogus = createApiClient({
      services: server.services,
      session: () => ({ sessionToken: crypto.randomUUID(), authorization: `Bearer ${'x'.repeat(43)}` }),
      onSessionError: (text) => errors.push(text),
    });
    const socket = await connectLive(bogus);
    sockets.push(socket);
    await waitFor(() => expect(errors).toEqual(['Invalid Session']));
    expect(socket.connected).toBe(false);
  });
});

describe('a quote’s room, watched', () => {
  it('joins, shows who works on it, carries messages both ways and the quote’s refreshes; leaving is seen', async () => {
    const quote: LeaseQuote = await newQuote(dealer);
    const mine = watchRoom(dealer, quote.id);
    await mine.joined();
    const theirs = watchRoom(staff, quote.id);
    await theirs.joined();
    await waitFor(() =>
      expect(
        mine
          .latest()
          .workingUsers.map((user) => user.type)
          .sort(),
      ).toEqual(['DEALER', 'SFI']),
    );
    expect(mine.latest().room).toMatchObject({ quoteId: quote.id, status: 'DRAFT' });

    await mine.watch.send('Is the residual right?');
    // The sender has it once (its answer and the room's event are one message).
    expect(mine.latest().messages.map((each) => each.content)).toEqual(['Is the residual right?']);
    await waitFor(() =>
      expect(theirs.latest().messages.map((each) => each.content)).toEqual(['Is the residual right?']),
    );
    await waitFor(() => expect(mine.latest().messages).toHaveLength(1));
    const refused = await mine.watch.send('').then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).message).toBe(message('quote.message.empty'));

    // A change through the API refreshes both.
    const changed = await staff.leaseQuotes.revisions.create(quote.id, { revisionType: 'DRAFT' });
    await waitFor(() => expect(mine.refreshes.map((event) => event.change)).toContain('updated'));
    expect(mine.refreshes.find((event) => event.change === 'updated')).toMatchObject({
      quoteId: quote.id,
      by: { type: 'SFI' },
      revisionId: changed.quoteData.at(-1)!.revisionId,
    });

    // Closing leaves the room: the other side sees it.
    theirs.watch.close();
    await waitFor(() => expect(mine.latest().workingUsers.map((user) => user.type)).toEqual(['DEALER']));
    expect(mine.resumed()).toBe(0);
  });

  it('stays in its room across a dropped connection, and joins again when the server kept nothing', async () => {
    const quote = await newQuote(dealer);
    const room = watchRoom(dealer, quote.id);
    await room.joined();
    const connection = liveConnection(dealer);
    const socket = await connection.acquire();
    try {
      // The network drops: the server keeps the connection's rooms and what it misses.
      socket.io.engine.close();
      await waitFor(() => expect(socket.recovered).toBe(true));
      await staff.leaseQuotes.revisions.create(quote.id, { revisionType: 'DRAFT' });
      await waitFor(() => expect(room.refreshes).toHaveLength(1));
      expect(room.resumed()).toBe(0);

      // A connection ended on purpose keeps nothing: the watcher joins again, and says so.
      socket.disconnect();
      socket.connect();
      await waitFor(() => expect(room.resumed()).toBe(1));
      expect(room.latest()).toMatchObject({ connected: true, room: { quoteId: quote.id } });
      await staff.leaseQuotes.revisions.create(quote.id, { revisionType: 'DRAFT' });
      await waitFor(() => expect(room.refreshes).toHaveLength(2));
    } finally {
      connection.release();
    }
  });
});

describe('the list, watched', () => {
  it('refreshes on changes of the quotes its user sees, folding a burst into few refreshes, and never for another dealership', async () => {
    const refreshedAt: number[] = [];
    let strangerRefreshes = 0;
    let connected = false;
    const staffList = watchQuoteList(staff, {
      onRefresh: () => refreshedAt.push(Date.now()),
      onConnected: (now) => (connected = now),
    });
    const strangerList = watchQuoteList(otherDealer, { onRefresh: () => (strangerRefreshes += 1) });
    closers.push(staffList.close, strangerList.close);
    // The changes as they arrive, on a socket of staff's own.
    const heard = await connectLive(staff);
    sockets.push(heard);
    const changedAt: number[] = [];
    heard.on(liveEvents.quotesChanged, () => changedAt.push(Date.now()));
    await waitFor(() => expect(connected && heard.connected).toBe(true));

    const quote = await newQuote(dealer);
    await Promise.all(
      Array.from({ length: 9 }, () =>
        dealer.leaseQuotes.revisions.create(quote.id, { revisionType: 'INITIAL' }),
      ),
    );
    await waitFor(() => expect(changedAt).toHaveLength(10));
    await new Promise((resolve) => setTimeout(resolve, LIST_REFRESH_EVERY_MS * 2));
    // Fewer refreshes than changes, half a second apart at least, and one after the last change.
    expect(refreshedAt.length).toBeGreaterThanOrEqual(2);
    expect(refreshedAt.length).toBeLessThan(changedAt.length);
    for (const [index, at] of refreshedAt.slice(1).entries())
      expect(at - refreshedAt[index]!).toBeGreaterThanOrEqual(LIST_REFRESH_EVERY_MS - 20);
    expect(refreshedAt.at(-1)!).toBeGreaterThanOrEqual(changedAt.at(-1)! - 50);
    expect(strangerRefreshes).toBe(0);
  });
});

describe('one connection per client', () => {
  it('is shared by its users and closes a moment after the last lets it go', async () => {
    // A client of its own (the others' connections are in use by the tests above), signed in as staff.
    const api = createApiClient({ services: server.services, session: apiClientConfig(staff).session! });
    const connection = liveConnection(api);
    const [one, two] = await Promise.all([connection.acquire(), connection.acquire()]);
    expect(one).toBe(two);
    await waitFor(() => expect(one.connected).toBe(true));
    connection.release();
    connection.release();
    // Users who come and go within the moment keep it.
    await new Promise((resolve) => setTimeout(resolve, LIVE_IDLE_CLOSE_MS / 2));
    const again = await connection.acquire();
    expect(again).toBe(one);
    expect(again.connected).toBe(true);
    connection.release();
    await waitFor(() => expect(one.connected).toBe(false));
    const fresh = await connection.acquire();
    expect(fresh).not.toBe(one);
    await waitFor(() => expect(fresh.connected).toBe(true));
    connection.release();
  });
});
