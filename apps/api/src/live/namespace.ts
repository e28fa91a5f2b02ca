import { isDeepStrictEqual } from 'node:util';
import type { FastifyBaseLogger } from 'fastify';
import type { Namespace, Socket } from 'socket.io';
import type { z } from 'zod';
import { liveEvents, message, type SessionKind } from '@sfi/domain';
import type { Auth } from '../auth/auth.ts';
import type { SessionRequest } from '../auth/sessions.ts';
import { SESSION_INVALID } from '../auth/strings.ts';
import type { AllowanceRule } from '../db/live-allowances.ts';
import { HttpError } from '../http/errors.ts';
import type { TrustProxy } from '../http/trust-proxy.ts';
import { handshakeAddress, handshakeSession } from './handshake.ts';
import { allowances, socketCap } from './limits.ts';
import { inLocale, pageLocale } from '../http/locale.ts';

/*
 * The skeleton of a namespace of the live socket: the quote tool's (`live.ts`) and the chat's
 * (`chat.ts`) are each this, with their own rooms and requests. A namespace says who a session is
 * (`signIn`), which rooms that person is always in, and which rooms on request they reach; the
 * skeleton does the rest, the same way for every namespace:
 *
 * - the handshake: its session checked as an API call's is, a session's sockets counted, a
 *   recovered connection kept out of another user's rooms; a refusal answers the session's error;
 * - each request: its payload parsed (the first issue refused in plain words), answered through its
 *   acknowledgement whatever happens, a session that ended refused and the socket closed;
 * - the session checked again: on each request that asks (`stillSignedIn`), every `recheckEveryMs`
 *   for every socket, and at once for a person whose access changed (`recheckPerson`); whoever the
 *   session is now, its socket is in that person's rooms and leaves the rooms they no longer reach;
 * - each person's allowance of requests of each kind, on every process (`allowed`);
 * - work after an answer kept until it settles (`track`), and closing after it.
 */

/** Someone whose sockets are checked again when their access changed: the kind of session they sign in with, and their id. */
export interface Person {
  kind: SessionKind;
  id: string;
}

/** socket.io's map of events, as its generics take it (it does not export its own `EventsMap`). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- socket.io's own constraint: any interface of events
type EventsMap = { [event: string]: any };

/**
 * The types of a namespace: who a socket is (`viewer`, as its queries see them; `user`, as its
 * events show them), the events its clients send (`listen`) and those it sends them (`emit`).
 */
export interface NamespaceTypes {
  viewer: unknown;
  user: { id: string; type: string };
  listen: EventsMap;
  emit: EventsMap;
}

/** What a namespace's socket carries. */
export interface NamespaceSocketData<T extends NamespaceTypes> {
  viewer: T['viewer'];
  user: T['user'];
}

/** A socket of a namespace. */
export type NamespaceSocket<T extends NamespaceTypes> = Socket<
  T['listen'],
  T['emit'],
  Record<string, never>,
  NamespaceSocketData<T>
>;

/** A refused request, as every namespace answers one. */
export interface Refusal {
  ok: false;
  error: string;
}

/** The rooms of one session's sockets (every namespace's), so that signing out ends them at once. */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/** A request a namespace answers: its payload as sent, its answer (or a refusal) for the acknowledgement. */
export type Request<S> = (socket: S, payload: unknown) => Promise<unknown>;

export interface NamespaceSettings<T extends NamespaceTypes> {
  /** Names the namespace in the log (`live`, `chat`). */
  name: string;
  auth: Auth;
  /** `TRUST_PROXY`: the handshake's client address is found as `request.ip` is. */
  trustProxy: TrustProxy;
  log: FastifyBaseLogger;
  /** Whether socket.io recovers connections (the in-memory adapter). */
  recovery: boolean;
  /** How often every socket's session is looked at again. @default 60_000 */
  recheckEveryMs?: number | undefined;
  /** What a request that failed answers, and one whose payload has no message of its own. */
  /** Its failures' words, said in the socket's language. */
  texts: { failed: () => string; requestInvalid: () => string };
  /**
   * Who the session is in this namespace, checked as an API call's would be (recording a use only
   * with `touch`); an `HttpError` when it may not be here (its message is what the socket hears).
   */
  signIn(session: SessionRequest, touch: boolean): Promise<{ viewer: T['viewer']; sessionId: string }>;
  userOf(viewer: T['viewer']): T['user'];
  /** The rooms a socket is in for who it is (its user's, its session's…), not on request. */
  ownRooms(viewer: T['viewer'], sessionId: string): string[];
  /** What every own room's name starts with: a recovered connection leaves those not its own now. */
  ownRoomPrefixes: readonly string[];
  /** The room of a person's sockets in this namespace, if they may have any. */
  personRoom(person: Person): string | undefined;
  /** The rooms joined on request (`<prefix><id>`): whether a viewer reaches the one of this id. */
  rooms: {
    prefix: string;
    reaches(viewer: T['viewer'], id: string): Promise<boolean>;
    /** After a socket's person changed: the ids of its rooms it stays in, and of those it left. */
    rechecked?(socket: NamespaceSocket<T>, ids: { kept: string[]; left: string[] }): void;
  };
  /** Allowances of requests: the keys' first word, and how many a person makes of each kind. */
  allowance: { prefix: string; rule: AllowanceRule };
  /** More a connected socket does, once in its own rooms (its requests are answered besides). */
  connected?(socket: NamespaceSocket<T>): void;
}

/** The session of a socket ended: the request it made is refused, then the socket is told and closed. */
class SessionEnded extends Error {}

/** A handshake refused: its message is the session error, as an API call would have been answered. */
function handshakeRefusal(text: string, status: number): Error {
  return Object.assign(new Error(text), { data: { status } });
}

/**
 * Makes the in-memory adapter restore a connection's state once. socket.io keeps a restored
 * session: a later reconnection with the same id (after the client disconnected on purpose, which
 * keeps nothing) would restore it again, with the rooms it has left since.
 */
function restoreOnce(namespace: Pick<Namespace, 'adapter'>): void {
  const adapter: Namespace['adapter'] & { sessions?: unknown } = namespace.adapter;
  const restore = adapter.restoreSession.bind(adapter);
  adapter.restoreSession = async (pid, offset) => {
    const session = await restore(pid, offset);
    if (adapter.sessions instanceof Map) adapter.sessions.delete(pid);
    return session;
  };
}

/** A session's request is checked again at most this often while it sends; a join always checks. */
const SEND_RECHECK_MS = 1_000;

/** The skeleton of one namespace: what its requests use, and what closes it. */
export interface LiveNamespace<T extends NamespaceTypes> {
  /** Whether it is closing (nothing more is sent). */
  readonly closed: boolean;
  /** Answers these requests of every socket, by event (`request` makes each). */
  answer(requests: Record<string, Request<NamespaceSocket<T>>>): void;
  /** A request whose payload is `schema`'s: refused with its first issue, else answered by `handle`. */
  request<S extends z.ZodType, Answer>(
    schema: S,
    handle: (socket: NamespaceSocket<T>, payload: z.output<S>) => Promise<Answer>,
  ): Request<NamespaceSocket<T>>;
  refusal(error: string): Refusal;
  /**
   * The socket's viewer, checked again now as an API call would be (the request is refused and the
   * socket closed when its session ended). With `recently`, a check of the same session within a
   * second stands (a burst of messages costs one check a second, not one each). Who the socket is
   * changed since it was last looked at: its rooms are what that person reaches, before the request goes on.
   */
  stillSignedIn(
    socket: NamespaceSocket<T>,
    options?: { touch?: boolean; recently?: boolean },
  ): Promise<T['viewer']>;
  /** Whether the socket's person may make one more request of this kind now (it counts as made). */
  allowed(socket: NamespaceSocket<T>, kind: string): Promise<boolean>;
  /** Runs work after the answer, keeping it until it settles (closing waits for it); failures are logged. */
  track(work: () => Promise<void>): void;
  /** Looks at every socket's session now (the timer does it every `recheckEveryMs`). */
  recheckSessions(): Promise<void>;
  /** Checks this process's sockets of a person again, as a request would; those whose session ended close. */
  recheckPerson(person: Person): Promise<void>;
  /**
   * Stops the timer, waits for the work under way and `settle`'s (the messages waiting), runs
   * `settled`, then closes this process's sockets and the namespace's adapter (with PostgreSQL's,
   * its listening connection and heartbeat would keep the pool, and so the server, from closing).
   * Once, however often it is called.
   */
  close(settle?: () => Promise<unknown>, settled?: () => void): Promise<void>;
}

/** Makes `namespace` a live namespace: signs its sockets in, answers their requests, checks them again. */
export function liveNamespace<T extends NamespaceTypes>(
  namespace: Namespace<T['listen'], T['emit'], Record<string, never>, NamespaceSocketData<T>>,
  settings: NamespaceSettings<T>,
): LiveNamespace<T> {
  type Viewer = T['viewer'];
  type LiveSocket = NamespaceSocket<T>;
  const { name, auth, log, texts, rooms } = settings;
  if (settings.recovery) restoreOnce(namespace);
  const addressOf = handshakeAddress(settings.trustProxy);
  /** Each socket's session, as its handshake presented it, and its id: kept in this process only, never in `data`. */
  const sessions = new WeakMap<LiveSocket, { session: SessionRequest; sessionId: string }>();
  /** Each session's last good check (by its presented id, on this process's clock), for `recently`. */
  const checked = new Map<string, { at: number; viewer: Viewer }>();
  const allowedNow = allowances(auth.db);
  const cap = socketCap();
  const pending = new Set<Promise<void>>();
  let requests: Record<string, Request<LiveSocket>> = {};
  let closed = false;
  let rechecking: Promise<void> | undefined;
  let closing: Promise<void> | undefined;

  const refusal = (error: string): Refusal => ({ ok: false, error });
  const keyOf = (socket: LiveSocket) =>
    String(sessions.get(socket)?.session.headers['x-session-token'] ?? '');
  const isOwnRoom = (room: string) => settings.ownRoomPrefixes.some((prefix) => room.startsWith(prefix));

  function track(work: () => Promise<void>): void {
    const running = work()
      .catch((error: unknown) => {
        if (!closed) log.error({ err: error }, `${name} update failed`);
      })
      .finally(() => pending.delete(running));
    pending.add(running);
  }

  /** Tells the socket its session ended, then closes it. */
  function endSession(socket: LiveSocket, text: string): void {
    (socket as unknown as Socket).emit(liveEvents.sessionEnded, { message: text });
    socket.disconnect(true);
  }

  async function stillSignedIn(
    socket: LiveSocket,
    { touch = true, recently = false }: { touch?: boolean; recently?: boolean } = {},
  ): Promise<Viewer> {
    const key = keyOf(socket);
    const last = checked.get(key);
    let viewer: Viewer;
    if (recently && last && performance.now() - last.at < SEND_RECHECK_MS) viewer = last.viewer;
    else
      try {
        const signed = sessions.get(socket);
        if (!signed) throw new HttpError(401, SESSION_INVALID);
        ({ viewer } = await settings.signIn(signed.session, touch));
        checked.set(key, { at: performance.now(), viewer });
      } catch (error) {
        checked.delete(key);
        if (!(error instanceof HttpError)) throw error;
        throw new SessionEnded(error.message);
      }
    if (!isDeepStrictEqual(viewer, socket.data.viewer)) await reauthorize(socket, viewer);
    return viewer;
  }

  /**
   * The socket is `viewer` now (their name, or what they may see, changed): it is in the rooms of
   * who they are, and leaves the rooms on request they no longer reach.
   */
  async function reauthorize(socket: LiveSocket, viewer: Viewer): Promise<void> {
    socket.data = { viewer, user: settings.userOf(viewer) };
    const own = settings.ownRooms(viewer, sessions.get(socket)?.sessionId ?? '');
    for (const room of [...socket.rooms])
      if (isOwnRoom(room) && !own.includes(room)) await socket.leave(room);
    await socket.join(own);
    const ids = { kept: [] as string[], left: [] as string[] };
    for (const room of [...socket.rooms]) {
      if (!room.startsWith(rooms.prefix)) continue;
      const id = room.slice(rooms.prefix.length);
      if (await rooms.reaches(viewer, id)) ids.kept.push(id);
      else {
        await socket.leave(room);
        ids.left.push(id);
      }
    }
    rooms.rechecked?.(socket, ids);
  }

  // Each socket speaks its page's language (the chosen one's cookie, else the browser's): its
  // handshake's refusals, and everything said while it handles an event.
  namespace.use((socket, next) => inLocale(pageLocale(socket.request), next));
  namespace.on('connection', (socket) => {
    const locale = pageLocale(socket.request);
    socket.use((_packet, next) => inLocale(locale, next));
  });
  namespace.use((socket, next) => {
    const session = handshakeSession(socket.handshake.auth, addressOf(socket.request));
    settings
      .signIn(session, true)
      .then(({ viewer, sessionId }) => {
        // One session's tabs, not hundreds of sockets.
        if (!cap.admit(socket, sessionId)) throw new HttpError(429, message('live.tooManySockets'));
        const user = settings.userOf(viewer);
        // A recovered connection is back in its rooms: only its own user's, never another's.
        const restored = socket.recovered ? (socket.data as Partial<NamespaceSocketData<T>>).user : undefined;
        if (restored && (restored.id !== user.id || restored.type !== user.type))
          for (const room of [...socket.rooms]) if (room !== socket.id) void socket.leave(room);
        socket.data = { viewer, user };
        sessions.set(socket, { session, sessionId });
        next();
      })
      .catch((error: unknown) => {
        if (error instanceof HttpError) next(handshakeRefusal(error.message, error.statusCode));
        else {
          log.error({ err: error }, `${name} socket handshake failed`);
          next(handshakeRefusal(texts.failed(), 500));
        }
      });
  });

  /** Answers a request through its acknowledgement (if the client asked for one), whatever happens. */
  function answering(socket: LiveSocket, work: () => Promise<unknown>, ack: unknown): void {
    const reply = typeof ack === 'function' ? (ack as (answer: unknown) => void) : () => {};
    work().then(reply, (error: unknown) => {
      if (error instanceof SessionEnded) {
        reply(refusal(error.message));
        return endSession(socket, error.message);
      }
      log.error({ err: error }, `${name} request failed`);
      reply(refusal(texts.failed()));
    });
  }

  namespace.on('connection', (socket) => {
    const signed = sessions.get(socket);
    const own = settings.ownRooms(socket.data.viewer, signed?.sessionId ?? '');
    // A recovered connection keeps no room of who it was before (another session, an old name).
    for (const room of [...socket.rooms]) if (isOwnRoom(room) && !own.includes(room)) void socket.leave(room);
    void socket.join(own);
    settings.connected?.(socket);
    for (const [event, answer] of Object.entries(requests))
      (socket as unknown as Socket).on(event, (payload: unknown, ack: unknown) =>
        answering(socket, () => answer(socket, payload), ack),
      );
  });

  /** Checks the first socket of each session, and ends them all if it ended. */
  async function recheck(bySession: Iterable<LiveSocket[]>): Promise<void> {
    for (const group of bySession) {
      // A socket gone meanwhile (another of the person's ended) is not looked at.
      const open = group.filter((socket) => socket.connected);
      const [first] = open;
      if (!first || closed) continue;
      try {
        await stillSignedIn(first, { touch: false });
      } catch (error) {
        if (!(error instanceof SessionEnded)) throw error;
        for (const socket of open) endSession(socket, error.message);
      }
    }
  }

  async function recheckSessions(): Promise<void> {
    const stale = performance.now() - SEND_RECHECK_MS;
    for (const [key, { at }] of checked) if (at < stale) checked.delete(key);
    // Sockets of one session (a user's tabs) are checked once.
    const bySession = new Map<string, LiveSocket[]>();
    for (const socket of namespace.sockets.values())
      bySession.set(keyOf(socket), [...(bySession.get(keyOf(socket)) ?? []), socket]);
    await recheck(bySession.values());
  }

  // Per node by nature, not once across nodes: each node re-checks the sockets connected to it.
  const timer = setInterval(() => {
    rechecking ??= recheckSessions()
      .catch((error: unknown) => log.error({ err: error }, `${name} session check failed`))
      .finally(() => (rechecking = undefined));
  }, settings.recheckEveryMs ?? 60_000);
  timer.unref();

  return {
    get closed() {
      return closed;
    },
    answer: (table) => void (requests = table),
    request: (schema, handle) => async (socket, payload) => {
      const parsed = schema.safeParse(payload);
      if (!parsed.success) return refusal(parsed.error.issues[0]?.message ?? texts.requestInvalid());
      return handle(socket, parsed.data);
    },
    refusal,
    stillSignedIn,
    allowed: (socket, kind) =>
      allowedNow(
        `${settings.allowance.prefix}:${kind}:${socket.data.user.type}:${socket.data.user.id}`,
        settings.allowance.rule,
      ),
    track,
    recheckSessions,
    recheckPerson: async (person) => {
      const room = settings.personRoom(person);
      if (room === undefined) return;
      // Each of their sockets on its own, as its own request would be checked.
      const theirs = [...namespace.sockets.values()].filter((socket) => socket.rooms.has(room));
      await recheck(theirs.map((socket) => [socket]));
    },
    close: (settle, settled) =>
      (closing ??= (async () => {
        closed = true;
        clearInterval(timer);
        await Promise.allSettled([...pending, rechecking, settle?.()]);
        settled?.();
        // The transport closes, after what is written to it: the client sees "transport close"
        // and reconnects (through the proxy, to another node). `disconnect()` would tell it the
        // server ended it ("io server disconnect"), and socket.io-client would not come back.
        for (const socket of namespace.sockets.values()) socket.conn.close();
        await namespace.adapter.close();
      })()),
  };
}
