import type { ManagerOptions, Socket, SocketOptions } from 'socket.io-client';
import {
  isSessionErrorMessage,
  liveEvents,
  livePath,
  message as catalogueMessage,
  type ChatMessage,
  type ClientToServerEvents,
  type JoinQuoteAnswer,
  type LiveAuth,
  type LiveUser,
  type QuoteMessageEvent,
  type QuoteRefreshEvent,
  type QuoteRoomDetails,
  type SendQuoteMessageAnswer,
  type ServerToClientEvents,
  type WorkingUsersEvent,
} from '@sfi/domain';
import { apiClientConfig, type ApiClient, type SessionHeaders } from './client.ts';
import { ApiError } from './errors.ts';

/*
 * The quote tool's live socket (spec doc 1 §7; the events are `liveEvents` in @sfi/domain), built
 * from an API client: the same main API URL (the socket lives under it) and the same session (sent
 * in every handshake, so a reconnection uses the session of the moment). socket.io-client is loaded
 * on first use only, so an app's first load does not carry it.
 */

/** A typed socket: what the server sends and what it accepts. */
export type LiveSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** socket.io-client's options a caller may set (the URL, path and session come from the API client). */
export type LiveSocketOptions = Omit<Partial<ManagerOptions & SocketOptions>, 'path' | 'auth'>;

/**
 * Where the live socket of a main API base URL is: its origin, and its path under the base URL
 * (`/api/main` → `/api/main/socket.io`). A base URL relative to the page is resolved against it.
 */
export function liveEndpoint(mainUrl: string, page: string | undefined = globalThis.location?.href) {
  const url = new URL(mainUrl, page);
  return { origin: url.origin, path: livePath(url.pathname) };
}

/** The handshake's session from a client's session headers; null when signed out. */
export function liveAuthOf(session: SessionHeaders): LiveAuth | null {
  const token = /^Bearer\s+(\S+)$/i.exec(session.authorization ?? '')?.[1];
  return session.sessionToken && token ? { sessionToken: session.sessionToken, token } : null;
}

/** Whether the API client has a session to open the socket with now. */
export function canConnectLive(api: ApiClient): boolean {
  return liveAuthOf(apiClientConfig(api).session?.() ?? {}) !== null;
}

/**
 * Opens a live socket of its own for an API client. It signs in with the client's session as it is
 * at each handshake; a session error (refused handshake, `session:ended`) goes to the client's
 * `onSessionError`, as a call's would. Most apps use the shared {@link liveConnection} instead.
 *
 * @example
 * const socket = await connectLive(api);
 * const answer = await socket.timeout(10_000).emitWithAck(liveEvents.joinQuote, { quoteId });
 */
export async function connectLive(api: ApiClient, options: LiveSocketOptions = {}): Promise<LiveSocket> {
  const config = apiClientConfig(api);
  const { io } = await import('socket.io-client');
  const { origin, path } = liveEndpoint(config.services.main);
  const socket: LiveSocket = io(origin, {
    ...options,
    path,
    // Read at each handshake: a reconnection presents the session of the moment.
    auth: (send) => send(liveAuthOf(config.session?.() ?? {}) ?? {}),
  });
  socket.on('connect_error', (error) => {
    if (isSessionErrorMessage(error.message)) config.onSessionError?.(error.message);
  });
  socket.on(liveEvents.sessionEnded, ({ message }) => {
    if (isSessionErrorMessage(message)) config.onSessionError?.(message);
  });
  return socket;
}

/** The one socket an API client's users share, opened on first use and closed when none uses it. */
/** A socket shared by the screens of one API client: opened on first use, closed once unused. */
export interface SharedSocket<S> {
  /**
   * The socket, opened if need be: a fresh one when the one before ended (its session refused or
   * over) or was opened for another session. Each acquire that resolves is matched by one
   * `release`; one that rejects needs none.
   */
  acquire(): Promise<S>;
  /** A user is done with it; once none is left for `LIVE_IDLE_CLOSE_MS`, it closes. */
  release(): void;
}

/** The shared live connection of an API client. */
export type LiveConnection = SharedSocket<LiveSocket>;

/** How long a shared socket nobody uses stays open: moving from one screen to the next keeps it. */
export const LIVE_IDLE_CLOSE_MS = 1_000;

/**
 * A socket shared by its users (the live socket, the chat's): `open` makes one for the session
 * `sessionOf` names now; another session never reuses it (nor what it may recover).
 */
export function sharedSocket<S extends Pick<Socket, 'connected' | 'active' | 'disconnect'>>(
  open: () => Promise<S>,
  sessionOf: () => string | undefined,
): SharedSocket<S> {
  let opening: Promise<S> | undefined;
  let openedFor: string | undefined;
  let users = 0;
  let idle: ReturnType<typeof setTimeout> | undefined;
  return {
    acquire: async () => {
      users += 1;
      clearTimeout(idle);
      try {
        const session = sessionOf();
        const current = opening && (await opening);
        // Ended (its session refused or over), or opened for another session: a fresh socket.
        if (current && (openedFor !== session || (!current.connected && !current.active))) {
          current.disconnect();
          opening = undefined;
        }
        if (!opening) {
          openedFor = session;
          opening = open();
        }
        return await opening;
      } catch (error) {
        // socket.io-client could not be loaded (offline, say), or the socket refused: the next use
        // tries again.
        opening = undefined;
        users -= 1;
        throw error;
      }
    },
    release: () => {
      users = Math.max(0, users - 1);
      if (users > 0) return;
      clearTimeout(idle);
      idle = setTimeout(() => {
        const closing = opening;
        opening = undefined;
        void closing?.then((socket) => socket.disconnect());
      }, LIVE_IDLE_CLOSE_MS);
    },
  };
}

const connections = new WeakMap<ApiClient, LiveConnection>();

/** The shared live connection of an API client (the React hooks' one). */
export function liveConnection(api: ApiClient, options: LiveSocketOptions = {}): LiveConnection {
  let connection = connections.get(api);
  if (connection) return connection;
  const config = apiClientConfig(api);
  connection = sharedSocket(
    () => connectLive(api, options),
    () => config.session?.().sessionToken,
  );
  connections.set(api, connection);
  return connection;
}

/** How long a request over the live socket may take before it counts as failed. */
export const LIVE_REQUEST_TIMEOUT_MS = 10_000;

/** A quote's room as a watcher keeps it. */
export interface QuoteRoomState {
  /** In the room now (joined over a connected socket). */
  connected: boolean;
  /** Who has the quote open, each user once, by name. */
  workingUsers: LiveUser[];
  /** What the room is about; null until joined. */
  room: QuoteRoomDetails | null;
  /** The quote's messages, oldest first, new ones added as they come. */
  messages: ChatMessage[];
  /** Why the room is not available (the join refused, a session error, the socket unreachable); null otherwise. */
  error: string | null;
}

/** The state of a room not joined. */
export const emptyQuoteRoom: QuoteRoomState = Object.freeze({
  connected: false,
  workingUsers: [],
  room: null,
  messages: [],
  error: null,
}) as QuoteRoomState;

export interface QuoteRoomHandlers {
  /** The room's state changed (each call gives the whole state). */
  onChange(state: QuoteRoomState): void;
  /** The quote changed (`quote:refresh`). */
  onRefresh?(event: QuoteRefreshEvent): void;
  /** Back after a connection that could not be recovered: changes may have been missed meanwhile. */
  onResumed?(): void;
}

/** A quote's room being watched. */
export interface QuoteRoomWatch {
  /** Sends a message; rejects with an `ApiError` carrying the server's reason when it is refused. */
  send(text: string): Promise<void>;
  /** Leaves the room and lets the shared socket go. */
  close(): void;
}

const unavailable = () => catalogueMessage('quote.live.unavailable');

/** The messages with one more, unless it is there already (the sender hears their own twice: answer and event). */
const withMessage = (messages: ChatMessage[], added: ChatMessage) =>
  messages.some((each) => each.id === added.id) ? messages : [...messages, added];

/** Adds (or removes) a watcher's listeners, by event name, on the shared socket. */
function listen(live: LiveSocket, listeners: Record<string, unknown>, attach: boolean) {
  for (const [name, listener] of Object.entries(listeners))
    (attach ? live.on : live.off).call(live, name as never, listener as never);
}

/**
 * Joins a quote's room on the API client's shared socket, and again after a reconnection that could
 * not be recovered; `close` leaves it. What `useQuoteRoom` is built on.
 */
export function watchQuoteRoom(api: ApiClient, quoteId: string, handlers: QuoteRoomHandlers): QuoteRoomWatch {
  const connection = liveConnection(api);
  const id = quoteId.toLowerCase();
  let state = emptyQuoteRoom;
  let open = true;
  let socket: LiveSocket | undefined;
  let joinedBefore = false;
  const update = (change: Partial<QuoteRoomState>) => {
    if (!open) return;
    state = { ...state, ...change };
    handlers.onChange(state);
  };

  const join = async (live: LiveSocket) => {
    let answer: JoinQuoteAnswer;
    try {
      answer = await live.timeout(LIVE_REQUEST_TIMEOUT_MS).emitWithAck(liveEvents.joinQuote, { quoteId: id });
    } catch {
      return update({ connected: false, error: unavailable() });
    }
    if (!answer.ok) return update({ ...emptyQuoteRoom, error: answer.error });
    update({
      connected: true,
      room: answer.room,
      workingUsers: answer.workingUsers,
      messages: answer.messages,
      error: null,
    });
    if (joinedBefore) handlers.onResumed?.();
    joinedBefore = true;
  };
  const listeners = {
    connect: () => {
      // A recovered connection is still in its rooms and hears what it missed.
      if (socket?.recovered && joinedBefore) update({ connected: true, error: null });
      else if (socket) void join(socket);
    },
    disconnect: () => update({ connected: false }),
    // A session error in the spec's words; anything else (the server unreachable) as unavailable.
    connect_error: (error: Error) =>
      update({
        connected: false,
        error: isSessionErrorMessage(error.message) ? error.message : unavailable(),
      }),
    [liveEvents.workingUsers]: (event: WorkingUsersEvent) => {
      if (event.quoteId === id) update({ workingUsers: event.users });
    },
    [liveEvents.roomDetails]: (room: QuoteRoomDetails) => {
      if (room.quoteId === id) update({ room });
    },
    [liveEvents.message]: (event: QuoteMessageEvent) => {
      if (event.quoteId === id) update({ messages: withMessage(state.messages, event.message) });
    },
    [liveEvents.quoteRefresh]: (event: QuoteRefreshEvent) => {
      if (event.quoteId === id) handlers.onRefresh?.(event);
    },
  };

  void connection.acquire().then(
    (live) => {
      if (!open) return connection.release();
      socket = live;
      listen(live, listeners, true);
      if (live.connected) void join(live);
    },
    () => update({ error: unavailable() }),
  );

  return {
    send: async (text) => {
      if (!socket?.connected) throw new ApiError(0, unavailable());
      let answer: SendQuoteMessageAnswer;
      try {
        answer = await socket
          .timeout(LIVE_REQUEST_TIMEOUT_MS)
          .emitWithAck(liveEvents.sendMessage, { quoteId: id, text });
      } catch {
        throw new ApiError(0, unavailable());
      }
      if (!answer.ok) throw new ApiError(400, answer.error);
      update({ messages: withMessage(state.messages, answer.message) });
    },
    close: () => {
      if (!open) return;
      open = false;
      if (!socket) return;
      listen(socket, listeners, false);
      if (socket.connected) socket.emit(liveEvents.leaveQuote, { quoteId: id }, () => {});
      connection.release();
    },
  };
}

/** The least time between two refreshes of a quote list, however many changes come in. */
export const LIST_REFRESH_EVERY_MS = 500;

export interface QuoteListHandlers {
  /**
   * The list should be fetched again: a quote it may show changed (`quotes:changed`), or the socket
   * is back after missing events. At most once every `LIST_REFRESH_EVERY_MS`: the first change at
   * once, those that follow within it folded into one at its end.
   */
  onRefresh(): void;
  /** The socket connected or disconnected. */
  onConnected?(connected: boolean): void;
}

/** What a list watcher needs of a shared socket connection (the quotes' or the chat's). */
export interface SharedConnection<Shared> {
  acquire(): Promise<Shared>;
  release(): void;
}
/** What a list watcher needs of a socket: its listeners, and whether it reconnected with its state. */
interface ListSocket {
  readonly connected: boolean;
  readonly recovered: boolean;
}
/** A socket's listeners by any event name (the typed sockets name only their own events). */
type AnyListeners = {
  on(name: string, listener: () => void): void;
  off(name: string, listener: () => void): void;
};

/**
 * Watches a list's signal (`event`) on a shared connection: `onRefresh` at most once every
 * `LIST_REFRESH_EVERY_MS` (the first change at once, those within it folded into one at its end),
 * and after a reconnection that could not recover the events missed. `close` stops.
 */
export function watchListSignal<Shared extends ListSocket>(
  connection: SharedConnection<Shared>,
  event: string,
  handlers: QuoteListHandlers,
): { close(): void } {
  let open = true;
  let socket: Shared | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let waiting = false;
  let connectedBefore = false;
  const changed = () => {
    if (!open) return;
    if (timer) {
      waiting = true;
      return;
    }
    handlers.onRefresh();
    timer = setTimeout(() => {
      timer = undefined;
      if (!waiting) return;
      waiting = false;
      changed();
    }, LIST_REFRESH_EVERY_MS);
  };
  const listeners: Record<string, () => void> = {
    connect: () => {
      handlers.onConnected?.(true);
      if (connectedBefore && !socket?.recovered) changed();
      connectedBefore = true;
    },
    disconnect: () => handlers.onConnected?.(false),
    [event]: changed,
  };
  const attach = (live: Shared, on: boolean) => {
    const target = live as unknown as AnyListeners;
    for (const [name, listener] of Object.entries(listeners))
      (on ? target.on : target.off).call(target, name, listener);
  };

  void connection.acquire().then(
    (live) => {
      if (!open) return connection.release();
      socket = live;
      attach(live, true);
      if (live.connected) listeners['connect']!();
    },
    // socket.io-client could not be loaded: the list stays as it is, refreshed by hand or on focus.
    () => undefined,
  );

  return {
    close: () => {
      if (!open) return;
      open = false;
      clearTimeout(timer);
      if (!socket) return;
      attach(socket, false);
      connection.release();
    },
  };
}

/** Watches the changes of the quotes the signed-in user sees, on the API client's shared socket. */
export function watchQuoteList(api: ApiClient, handlers: QuoteListHandlers): { close(): void } {
  return watchListSignal(liveConnection(api), liveEvents.quotesChanged, handlers);
}

// The chat's namespace of the same socket (issue 13).
export * from './chat-socket.ts';
