import { randomUUID } from 'node:crypto';
import type { Server as HttpServer } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { Server, type ServerOptions } from 'socket.io';
import {
  CHAT_NAMESPACE,
  hasUnreadMessages,
  liveEvents,
  livePath,
  message,
  otherMessageSide,
  QUOTE_MESSAGES_MAX,
  QuoteRoomRequestSchema,
  SendQuoteMessageSchema,
  serviceBasePaths,
  type ClientToServerEvents,
  type JoinQuoteAnswer,
  type LeaseQuote,
  type LeaveQuoteAnswer,
  type LiveUser,
  type QuoteChangeKind,
  type QuoteMessage,
  type QuoteRoomDetails,
  type SendQuoteMessageAnswer,
  type ServerToClientEvents,
} from '@sfi/domain';
import { access } from '../auth/access.ts';
import type { Auth } from '../auth/auth.ts';
import { authenticate } from '../auth/sessions.ts';
import { forbiddenMessage, SESSION_INVALID } from '../auth/strings.ts';
import { quoteViewerOfSignedIn } from '../auth/viewers.ts';
import { findLeaseQuote, type QuoteViewer } from '../db/lease-quotes.ts';
import {
  addQuoteMessages,
  quoteDealershipKey,
  readQuoteMessages,
  type MessageToAdd,
} from '../db/quote-messages.ts';
import { HttpError } from '../http/errors.ts';
import type { PublicOrigin } from '../http/public-origin.ts';
import { baseHeaders } from '../http/security-headers.ts';
import type { TrustProxy } from '../http/trust-proxy.ts';
import { batchedWrites } from './batched-writes.ts';
import { handshakeOriginCheck } from './handshake.ts';
import { liveNamespace, sessionRoom, type NamespaceSocket, type Person } from './namespace.ts';

/*
 * The quote tool's live socket (spec doc 1 §7; the event contract is `liveEvents` in @sfi/domain):
 * socket.io on the API's own HTTP server, at `/api/main/socket.io`.
 *
 * - Signing in: the handshake carries the API session (`auth: { sessionToken, token }`), checked by
 *   `authenticate` as every call is, on every handshake (a reconnection, a recovered connection
 *   included); a dealer or staff session only. Each join and message checks it again, and every
 *   socket's session is looked at every `recheckEveryMs` (without counting as a use), so a socket
 *   whose session ended (signed out, expired, its account removed) hears `session:ended` and closes.
 * - Rooms: a quote's room (`quote:join`, seeing the quote exactly as `GET /lease-quotes/{id}` does),
 *   and every socket's list room: staff share one, a dealer shares their dealership's.
 * - Changes: `quoteChanged` is told of every change the API makes to a quote; it sends
 *   `quote:refresh` to the quote's room and `quotes:changed` to the list rooms of those who see it.
 * - Several processes: with an adapter (the PostgreSQL one), every emit reaches every process's
 *   sockets. Connection state recovery (missed events replayed after a short disconnection) is on
 *   with the in-memory adapter; the PostgreSQL adapter does not support it, and a client joins its
 *   rooms again after reconnecting.
 */

/** What a socket carries: who it is, as the working users show them and as the quotes see them. */
export interface LiveSocketData {
  user: LiveUser;
  viewer: QuoteViewer;
}

export type LiveServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  LiveSocketData
>;
/** The quote tool's namespace's types (see `liveNamespace`). */
interface QuoteToolTypes {
  viewer: QuoteViewer;
  user: LiveUser;
  listen: ClientToServerEvents;
  emit: ServerToClientEvents;
}
type LiveSocket = NamespaceSocket<QuoteToolTypes>;

/** A change of a quote made through the API, as the routes tell it. */
export interface QuoteChange {
  kind: QuoteChangeKind;
  quoteId: string;
  /** Who made it. */
  by: QuoteViewer;
  /** The quote as it is after the change (its room's details are sent again); none for a deletion. */
  quote?: LeaseQuote;
  /** The revision the change was about. */
  revisionId?: string;
  /** The quote's dealership (null: SFI's quote), when the caller knows it; else it is looked up. */
  dealershipKey?: string | null;
  /** Tell the quote's room (`quote:refresh`). @default true */
  room?: boolean;
  /** Tell the lists (`quotes:changed`). @default true */
  lists?: boolean;
}

export interface LiveOptions {
  /**
   * The socket.io adapter that carries events between processes (`createAdapter(pool)` of
   * @socket.io/postgres-adapter). @default the in-memory adapter (one process)
   */
  adapter?: ServerOptions['adapter'];
  /** How often every socket's session is looked at again. @default 60_000 */
  recheckEveryMs?: number;
}

export interface LiveSettings extends LiveOptions {
  auth: Auth;
  /** `TRUST_PROXY`: the handshake's client address is found as `request.ip` is. */
  trustProxy: TrustProxy;
  /** The product's public origin: its pages may open the socket. */
  publicOrigin: PublicOrigin;
  /** `CORS_ORIGINS`: other origins whose pages may open the socket. */
  corsOrigins: readonly string[];
  log: FastifyBaseLogger;
}

/** The live socket server of one API server. */
export interface Live {
  readonly io: LiveServer;
  /** Tells the rooms of a change the API made (after it succeeded). Never throws; failures are logged. */
  quoteChanged(change: QuoteChange): void;
  /** Looks at every socket's session now (the timer does it every `recheckEveryMs`). */
  recheckSessions(): Promise<void>;
  /**
   * Ends the sockets of sessions that just ended, on every process, without waiting for the next
   * look: a session signed out (`{ sessionId }`), or every session of a removed account (`{ user }`).
   * Each is told `session:ended` and closed.
   */
  sessionsEnded(which: EndedSessions): void;
  /**
   * What a person may see changed (their roles, their dealership, their name): on every process,
   * each of their sockets (the quote tool's and the chat's) is checked again at once, as a join
   * would check it, and leaves the rooms it no longer reaches; one whose session ended closes.
   * Resolves once this process's sockets are done; the other processes' follow.
   */
  accessChanged(person: Person): Promise<void>;
  /** Has `recheck` run for each `accessChanged`, on this process (the chat's namespace uses it). */
  onAccessChanged(recheck: (person: Person) => Promise<void>): void;
  /** A dealership renamed (by its keys): its dealers' open sockets hear its list under the new name. */
  dealershipRenamed(fromKey: string, toKey: string): void;
  /** Closes every socket and the adapter, after the emits under way. The HTTP server is left to its owner. */
  close(): Promise<void>;
}

/** The rooms: one per quote, and the lists' (staff's one, and one per dealership). */
export const liveRooms = {
  quote: (id: string) => `quote:${id.toLowerCase()}`,
  staffList: 'list:SFI',
  dealershipList: (dealershipKey: string) => `list:DEALER:${dealershipKey}`,
  /** The list rooms of those who see a quote of this dealership (null: an SFI quote, staff only). */
  listsOf: (dealershipKey: string | null) =>
    dealershipKey === null
      ? [liveRooms.staffList]
      : [liveRooms.staffList, liveRooms.dealershipList(dealershipKey)],
  /** Every socket of one session (the chat's too), so that signing out ends them at once. */
  session: sessionRoom,
  /** Every socket of one user, so that removing the account ends them at once. */
  user: (user: Pick<LiveUser, 'id' | 'type'>) => `user:${user.type}:${user.id}`,
};

/** The rooms a socket is in for who it is (its list, its session, its user), not for a quote. */
const ownRoomPrefixes = ['list:', 'session:', 'user:'];

const quoteRoomPrefix = 'quote:';

/** Whose sockets end: one session's, or every session of one user. */
type EndedSessions = { sessionId: string } | { user: Pick<LiveUser, 'id' | 'type'> };
/** The server-side event that tells the other processes sessions ended (`sessionsEnded`). */
const SESSIONS_ENDED = 'sessions:ended';
/** The server-side event that tells the other processes whose access changed (`accessChanged`). */
const ACCESS_CHANGED = 'access:changed';
/**
 * Each person sends at most this many messages at once, then `perSecond` a second, across all their
 * sockets and sessions on every process: far more than anyone types, far less than a script floods.
 */
const SENDS = { burst: 20, perSecond: 10 };
const byName = new Intl.Collator('en-CA', { sensitivity: 'base' });
const quoteToolKinds = access.quoteTool.kinds;

/** The list room of those who see what this viewer sees: staff's one, or the dealer's dealership's. */
const listRoomOf = (viewer: QuoteViewer) =>
  viewer.ownerType === 'SFI' ? liveRooms.staffList : liveRooms.dealershipList(viewer.dealershipKey);

/** A user as the live events show them. */
const userOf = (viewer: QuoteViewer): LiveUser => ({
  id: viewer.id,
  name: viewer.name,
  type: viewer.ownerType,
});

/** What a quote's room is about, from the quote as `GET /lease-quotes/{id}` answers it. */
export function roomDetailsOf(quote: LeaseQuote): QuoteRoomDetails {
  return {
    quoteId: quote.id,
    status: quote.status,
    dealerName: quote.dealer?.name ?? null,
    preparedBy: quote.preparedBy ?? '',
    ownerType: quote.ownerType ?? 'SFI',
    ...(quote.customer && { customer: quote.customer }),
    vehicle: quote.vehicle,
    createdAt: quote.createdAt,
    ...(quote.updatedAt && { updatedAt: quote.updatedAt }),
  };
}

/** Starts the live socket on the API's HTTP server. */
export function createLive(server: HttpServer, settings: LiveSettings): Live {
  const { auth, log } = settings;
  const { db } = auth;
  const recovery = settings.adapter === undefined;
  const originAllowed = handshakeOriginCheck(settings.publicOrigin, settings.corsOrigins);
  const io: LiveServer = new Server(server, {
    path: livePath(serviceBasePaths.main),
    serveClient: false,
    // Other upgrade requests on this server (the dev server's hot reload) are not ours to end.
    destroyUpgrade: false,
    // A message is at most 2,000 characters: nothing a client sends needs more.
    maxHttpBufferSize: 64_000,
    cors: { origin: settings.corsOrigins.length > 0 ? [...settings.corsOrigins] : false },
    // Pages of other sites are refused at the handshake (403), both transports alike.
    allowRequest: (request, answer) => answer(null, originAllowed(request)),
    ...(settings.adapter && { adapter: settings.adapter }),
    ...(recovery && {
      // The middleware runs on a recovered connection too: its session is checked again.
      connectionStateRecovery: { maxDisconnectionDuration: 2 * 60_000, skipMiddlewares: false },
    }),
  });
  // The long-polling answers carry the API's own headers; none is kept by a browser or proxy.
  io.engine.on('headers', (headers: Record<string, string>) => {
    Object.assign(headers, baseHeaders, { 'cache-control': 'no-store' });
  });
  const live = liveNamespace<QuoteToolTypes>(io.sockets, {
    name: 'live',
    auth,
    trustProxy: settings.trustProxy,
    log,
    recovery,
    recheckEveryMs: settings.recheckEveryMs,
    texts: {
      failed: () => message('quote.live.failed'),
      requestInvalid: () => message('quote.live.requestInvalid'),
    },
    signIn: async (session, touch) => {
      const signed = await authenticate(auth, session, quoteToolKinds, { touch });
      if (signed.kind === 'file-dealer') throw new HttpError(403, forbiddenMessage());
      return { viewer: quoteViewerOfSignedIn(signed), sessionId: signed.session.id };
    },
    userOf,
    ownRooms: (viewer, sessionId) => [
      listRoomOf(viewer),
      liveRooms.session(sessionId),
      liveRooms.user(userOf(viewer)),
    ],
    ownRoomPrefixes,
    personRoom: ({ kind, id }) =>
      kind === 'file-dealer' ? undefined : liveRooms.user({ type: kind === 'staff' ? 'SFI' : 'DEALER', id }),
    rooms: {
      prefix: quoteRoomPrefix,
      reaches: async (viewer, quoteId) => {
        const dealershipKey = await quoteDealershipKey(db, quoteId);
        return (
          dealershipKey !== undefined &&
          (viewer.ownerType === 'SFI' || dealershipKey === viewer.dealershipKey)
        );
      },
      // Those left and those still in see who works on each quote now.
      rechecked: (_socket, { kept, left }) => {
        for (const quoteId of [...kept, ...left])
          live.track(async () => void (await sendWorkingUsers(quoteId)));
      },
    },
    allowance: { prefix: 'quote', rule: SENDS },
    connected: (socket) => {
      // A recovered connection is back in its quotes' rooms: they see it there again.
      if (socket.recovered)
        for (const quoteId of quotesOf(socket))
          live.track(async () => void (await sendWorkingUsers(quoteId)));
      socket.on('disconnecting', () => {
        const quoteIds = quotesOf(socket);
        socket.once('disconnect', () => {
          if (live.closed) return;
          for (const quoteId of quoteIds) live.track(async () => void (await sendWorkingUsers(quoteId)));
        });
      });
    },
  });

  /** The ids of the quotes whose rooms a socket is in. */
  const quotesOf = (socket: LiveSocket) =>
    [...socket.rooms]
      .filter((room) => room.startsWith(quoteRoomPrefix))
      .map((room) => room.slice(quoteRoomPrefix.length));

  /** Who is in a quote's room, on every process: each user once, by name (the same list everywhere). */
  async function workingUsers(quoteId: string): Promise<LiveUser[]> {
    const sockets = await io.in(liveRooms.quote(quoteId)).fetchSockets();
    const users = new Map<string, LiveUser>();
    for (const { data } of sockets) users.set(`${data.user.type}:${data.user.id}`, data.user);
    return [...users.values()].sort(
      (one, other) => byName.compare(one.name, other.name) || one.id.localeCompare(other.id),
    );
  }

  /** Tells a quote's room who is in it now. */
  async function sendWorkingUsers(quoteId: string): Promise<LiveUser[]> {
    const users = await workingUsers(quoteId);
    io.to(liveRooms.quote(quoteId)).emit(liveEvents.workingUsers, { quoteId, users });
    return users;
  }

  function quoteChanged(change: QuoteChange): void {
    if (live.closed) return;
    const quoteId = change.quote?.id ?? change.quoteId.toLowerCase();
    const room = liveRooms.quote(quoteId);
    const by = userOf(change.by);
    if (change.room !== false)
      io.to(room).emit(liveEvents.quoteRefresh, {
        quoteId,
        change: change.kind,
        by,
        ...(change.revisionId !== undefined && { revisionId: change.revisionId }),
        updatedAt: change.quote?.updatedAt ?? auth.now().toISOString(),
      });
    if (change.quote && change.kind === 'updated')
      io.to(room).emit(liveEvents.roomDetails, roomDetailsOf(change.quote));
    if (change.kind === 'deleted') io.in(room).socketsLeave(room);
    if (change.lists === false) return;
    // A dealer sees only their dealership's quotes: theirs is the quote's. Staff may change any.
    const known =
      change.dealershipKey !== undefined
        ? change.dealershipKey
        : change.by.ownerType === 'DEALER'
          ? change.by.dealershipKey
          : undefined;
    live.track(async () => {
      const dealershipKey = known === undefined ? await quoteDealershipKey(db, quoteId) : known;
      // A quote gone meanwhile: staff's lists still hear of it.
      io.to(liveRooms.listsOf(dealershipKey ?? null)).emit(liveEvents.quotesChanged, {
        quoteId,
        change: change.kind,
        by,
      });
    });
  }

  const join = live.request(QuoteRoomRequestSchema, async (socket, { quoteId }): Promise<JoinQuoteAnswer> => {
    const viewer = await live.stillSignedIn(socket);
    const quote = await findLeaseQuote(db, viewer, quoteId);
    if (!quote) return live.refusal(message('quote.error.notFound'));
    await socket.join(liveRooms.quote(quote.id));
    // Opening the quote reads its messages: the opener's side's mark goes.
    const reader = { side: viewer.ownerType, userId: viewer.id };
    if (hasUnreadMessages(quote, reader)) {
      const read = await readQuoteMessages(db, viewer, quote.id, reader);
      // The lists' new-message marker changed; the quote's room needs no refresh for it.
      if (read)
        quoteChanged({
          kind: 'message',
          quoteId: quote.id,
          by: viewer,
          dealershipKey: read.dealershipKey,
          room: false,
        });
    }
    const users = await sendWorkingUsers(quote.id);
    return { ok: true, room: roomDetailsOf(quote), workingUsers: users, messages: quote.messages };
  });

  const leave = live.request(
    QuoteRoomRequestSchema,
    async (socket, { quoteId }): Promise<LeaveQuoteAnswer> => {
      const room = liveRooms.quote(quoteId);
      if (!socket.rooms.has(room)) return { ok: true };
      await socket.leave(room);
      await sendWorkingUsers(quoteId.toLowerCase());
      return { ok: true };
    },
  );

  const messages = batchedWrites((toAdd: MessageToAdd[]) => addQuoteMessages(db, toAdd));

  const send = live.request(
    SendQuoteMessageSchema,
    async (socket, request): Promise<SendQuoteMessageAnswer> => {
      // Before the message is stored or sent: the person's allowance, whatever socket it comes through.
      if (!(await live.allowed(socket, 'send'))) return live.refusal(message('quote.message.tooFast'));
      const viewer = await live.stillSignedIn(socket, { recently: true });
      const quoteId = request.quoteId.toLowerCase();
      const sent: QuoteMessage = {
        id: randomUUID(),
        content: request.text,
        sender: viewer.id,
        senderName: viewer.name,
        senderType: viewer.ownerType,
        createdAt: auth.now().toISOString(),
      };
      // The message is for the other side, unless one of them has the quote open and reads it now.
      const side = otherMessageSide(viewer.ownerType);
      const inRoom = await io.in(liveRooms.quote(quoteId)).fetchSockets();
      const watching = inRoom.some(({ data }) => data.user.type === side);
      const added = await messages.add({ viewer, quoteId, message: sent, mark: watching ? null : side });
      if (!added) return live.refusal(message('quote.error.notFound'));
      if (added.full) return live.refusal(message('quote.message.tooMany', { max: QUOTE_MESSAGES_MAX }));
      // The message itself is the room's news: no refresh, which would have every open editor fetch
      // the whole quote for each message. The lists hear of it only when their marker changed.
      io.to(liveRooms.quote(quoteId)).emit(liveEvents.message, { quoteId, message: sent });
      if (added.marked)
        quoteChanged({
          kind: 'message',
          quoteId,
          by: viewer,
          dealershipKey: added.dealershipKey,
          room: false,
        });
      return { ok: true, message: sent };
    },
  );

  live.answer({
    [liveEvents.joinQuote]: join,
    [liveEvents.leaveQuote]: leave,
    [liveEvents.sendMessage]: send,
  });

  /** Tells this process's sockets of the ended sessions why, then closes them (the chat's too, for a session). */
  function endLocalSessions(which: EndedSessions): void {
    const room = 'sessionId' in which ? liveRooms.session(which.sessionId) : liveRooms.user(which.user);
    io.local.to(room).emit(liveEvents.sessionEnded, { message: SESSION_INVALID });
    io.local.in(room).disconnectSockets(true);
    if ('sessionId' in which) {
      const chat = io.of(CHAT_NAMESPACE);
      chat.local.to(room).emit(liveEvents.sessionEnded, { message: SESSION_INVALID });
      chat.local.in(room).disconnectSockets(true);
    }
  }
  if (!recovery)
    io.on(SESSIONS_ENDED, (which: EndedSessions) => {
      if (!live.closed) endLocalSessions(which);
    });

  const accessRechecks: ((person: Person) => Promise<void>)[] = [live.recheckPerson];
  /** Checks this process's sockets of a person again (see `accessChanged`). */
  async function recheckAccess(person: Person): Promise<void> {
    if (live.closed) return;
    const who = { kind: person.kind, id: person.id.toLowerCase() };
    const done = await Promise.allSettled(accessRechecks.map((recheck) => recheck(who)));
    for (const each of done)
      if (each.status === 'rejected' && !live.closed)
        log.error({ err: each.reason }, 'live access check failed');
  }
  if (!recovery)
    io.on(ACCESS_CHANGED, (person: Person) => {
      live.track(() => recheckAccess(person));
    });

  let closing: Promise<void> | undefined;
  return {
    io,
    quoteChanged,
    recheckSessions: live.recheckSessions,
    sessionsEnded: (which) => {
      if (live.closed) return;
      endLocalSessions(which);
      // Each other process ends its own sockets, told then closed in that order: an emit and a
      // disconnect sent apart can reach another process the other way round (two connections'
      // NOTIFYs), closing a socket before it hears why.
      if (!recovery) io.serverSideEmit(SESSIONS_ENDED, which);
    },
    accessChanged: async (person) => {
      if (live.closed) return;
      if (!recovery) io.serverSideEmit(ACCESS_CHANGED, person);
      await recheckAccess(person);
    },
    onAccessChanged: (recheck) => void accessRechecks.push(recheck),
    dealershipRenamed: (fromKey, toKey) => {
      if (live.closed || fromKey === toKey) return;
      const from = liveRooms.dealershipList(fromKey);
      io.in(from).socketsJoin(liveRooms.dealershipList(toKey));
      io.in(from).socketsLeave(from);
    },
    close: () =>
      (closing ??= live
        .close(() => messages.flush())
        .then(() => {
          io.engine.close();
        })),
  };
}
