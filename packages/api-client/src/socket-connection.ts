import type { ManagerOptions, Socket, SocketOptions } from 'socket.io-client';
import { isSessionErrorMessage, livePath, type LiveAuth } from '@sfi/domain';
import { apiClientConfig, type ApiClient, type ApiClientConfig } from './client.ts';
import { ApiError } from './errors.ts';
import type { SessionHeaders } from './service-fetch.ts';

/*
 * The connection's mechanics both live sockets share, the quote tool's (`quote-socket.ts`) and the
 * chat's (`chat-socket.ts`, a namespace of the same socket): where the socket is, how it signs in
 * and hands on a session error, one socket shared by an API client's screens, a room joined again
 * after a reconnection that could not be recovered, and a list's change signal. It knows neither
 * socket's events.
 */

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

/** How a namespace of the API client's socket is opened. */
export interface SocketOpening {
  /** The namespace: `''` for the quote tool's, `/chat` for the chat's. */
  namespace: string;
  /**
   * What the handshake presents, read at each handshake (a reconnection presents the session of
   * the moment). @default the API client's session
   */
  auth?: (() => LiveAuth | null) | undefined;
  /** The event by which the server ends the socket's session (`session:ended`). */
  sessionEnded: string;
}

/**
 * Opens a socket on a namespace of an API client's socket (the same main API URL, the socket lives
 * under it). A session error (refused handshake, the server's session-ended event) goes to the
 * client's `onSessionError`, as a call's would. socket.io-client is loaded here, on first use only,
 * so an app's first load does not carry it.
 */
export async function openSocket<S>(
  api: ApiClient,
  { namespace, auth, sessionEnded }: SocketOpening,
  options: LiveSocketOptions,
): Promise<S> {
  const config = apiClientConfig(api);
  const { io } = await import('socket.io-client');
  const { origin, path } = liveEndpoint(config.services.main);
  const presented = auth ?? (() => liveAuthOf(config.session?.() ?? {}));
  const socket = io(`${origin}${namespace}`, { ...options, path, auth: (send) => send(presented() ?? {}) });
  const sessionError = (message: string) => {
    if (isSessionErrorMessage(message)) config.onSessionError?.(message);
  };
  socket.on('connect_error', (error) => sessionError(error.message));
  socket.on(sessionEnded, ({ message }: { message: string }) => sessionError(message));
  return socket as S;
}

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

/** What a list watcher needs of a shared socket connection (the quotes' or the chat's). */
export type SharedConnection<Shared> = SharedSocket<Shared>;

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

/**
 * One shared socket per API client ({@link sharedSocket}), made on the client's first use with the
 * options of that use: `open` opens one, `sessionOf` names the session it is for.
 */
export function sharedSocketPerClient<S extends Pick<Socket, 'connected' | 'active' | 'disconnect'>, O>(
  open: (api: ApiClient, options: O) => Promise<S>,
  sessionOf: (config: ApiClientConfig, options: O) => string | undefined,
): (api: ApiClient, options: O) => SharedSocket<S> {
  const made = new WeakMap<ApiClient, SharedSocket<S>>();
  return (api, options) => {
    let connection = made.get(api);
    if (connection) return connection;
    const config = apiClientConfig(api);
    connection = sharedSocket(
      () => open(api, options),
      () => sessionOf(config, options),
    );
    made.set(api, connection);
    return connection;
  };
}

/** How long a request over the live socket may take before it counts as failed. */
export const LIVE_REQUEST_TIMEOUT_MS = 10_000;

/** What a watcher needs of a socket: whether it is connected, and whether it reconnected with its state. */
interface WatchedSocket {
  readonly connected: boolean;
  readonly recovered: boolean;
}
/** What a room needs of a socket besides: requests that count as failed after `LIVE_REQUEST_TIMEOUT_MS`. */
interface RoomSocket extends WatchedSocket {
  timeout(ms: number): unknown;
}
/** A socket whose requests time out: what a room's requests go through. */
type Timed<S extends RoomSocket> = ReturnType<S['timeout']>;
type Listener = (...args: never[]) => void;
/** A socket's listeners by any event name (the typed sockets name only their own events). */
type AnyListeners = {
  on(name: string, listener: Listener): void;
  off(name: string, listener: Listener): void;
};

/**
 * Holds a shared connection for one watcher: once acquired, the watcher's listeners go on the
 * socket (its `connect` is called at once when the socket is connected already); `close` takes
 * them off, says goodbye (`leave`, on a connected socket) and lets the connection go.
 */
function holdSocket<S extends WatchedSocket>(
  connection: SharedSocket<S>,
  listeners: Record<string, Listener> & { connect(): void },
  unreachable: () => void,
) {
  let open = true;
  let socket: S | undefined;
  const attach = (live: S, on: boolean) => {
    const target = live as unknown as AnyListeners;
    for (const [name, listener] of Object.entries(listeners))
      (on ? target.on : target.off).call(target, name, listener);
  };
  void connection.acquire().then((live) => {
    if (!open) return connection.release();
    socket = live;
    attach(live, true);
    if (live.connected) listeners.connect();
  }, unreachable);
  return {
    /** Not closed yet. */
    get open() {
      return open;
    },
    /** The socket, once acquired. */
    get socket() {
      return socket;
    },
    close(leave?: (socket: S) => void) {
      if (!open) return;
      open = false;
      if (!socket) return;
      attach(socket, false);
      if (socket.connected) leave?.(socket);
      connection.release();
    },
  };
}

/** What every room's state holds. */
export interface RoomState {
  /** In the room now (joined over a connected socket). */
  connected: boolean;
  /** Why the room is not available (the join refused, a session error, the socket unreachable); null otherwise. */
  error: string | null;
}

/** A room's state as its socket's code reads and changes it. */
export interface RoomControl<State> {
  readonly state: State;
  /** Changes the state and hands the whole of it on (nothing once the watch is closed). */
  update(change: Partial<State>): void;
}

/** What makes a room of a socket: its state, its join, its events and its goodbye. */
export interface RoomSetup<S extends RoomSocket, State extends RoomState> {
  connection: SharedSocket<S>;
  /** The state of the room not joined. */
  empty: State;
  /** The state changed (each call gives the whole state). */
  onChange(state: State): void;
  /** Why the room is out of reach when the socket is: the socket's own message. */
  unavailable(): string;
  /**
   * Asks to join (again, after a reconnection that could not be recovered: `rejoining`) and updates
   * the state with the answer; resolves whether it is in the room. A rejection (no answer in time)
   * counts as the room being unavailable.
   */
  join(socket: Timed<S>, room: RoomControl<State>, rejoining: boolean): Promise<boolean>;
  /** The room's own events, by name, heard while it is watched. */
  events(room: RoomControl<State>): Record<string, Listener>;
  /** Says the room is left. */
  leave(socket: S): void;
}

/** An answer of the server to a request: what was asked, or its refusal in plain words. */
type Answer = { ok: true } | { ok: false; error: string };

/** A room being watched, as its socket's code uses it. */
export interface RoomWatchOf<S extends RoomSocket, State> extends RoomControl<State> {
  /**
   * A request over the room's socket: an `ApiError` with `unavailable` when the socket is not
   * connected, with `noAnswer` (by default `unavailable` too) when the server did not answer, with
   * the server's reason when it refused.
   */
  request<A extends Answer>(
    send: (socket: Timed<S>) => Promise<A>,
    noAnswer?: () => string,
  ): Promise<Extract<A, { ok: true }>>;
  /** The socket while connected. */
  readonly socket: S | undefined;
  /** Leaves the room and lets the shared socket go. */
  close(): void;
}

/**
 * Watches a room on a shared socket: joins it once the socket is acquired, and again after a
 * reconnection that could not be recovered (a recovered connection is still in its rooms and hears
 * what it missed); a session error in the spec's words, anything else (the server unreachable) as
 * unavailable. What `watchQuoteRoom` and `watchChatRoom` are built on.
 */
export function watchRoom<S extends RoomSocket, State extends RoomState>(
  setup: RoomSetup<S, State>,
): RoomWatchOf<S, State> {
  let state = setup.empty;
  let joinedBefore = false;
  const room: RoomControl<State> = {
    get state() {
      return state;
    },
    update: (change) => {
      if (!held.open) return;
      state = { ...state, ...change };
      setup.onChange(state);
    },
  };
  // What every room's state holds, changed the same way whatever the room.
  const status = (change: Partial<RoomState>) => room.update(change as Partial<State>);
  const timed = (socket: S) => socket.timeout(LIVE_REQUEST_TIMEOUT_MS) as Timed<S>;
  const join = async (live: S) => {
    try {
      if (await setup.join(timed(live), room, joinedBefore)) joinedBefore = true;
    } catch {
      status({ connected: false, error: setup.unavailable() });
    }
  };
  const held = holdSocket(
    setup.connection,
    {
      connect: () => {
        const socket = held.socket;
        if (socket?.recovered && joinedBefore) status({ connected: true, error: null });
        else if (socket) void join(socket);
      },
      disconnect: () => status({ connected: false }),
      connect_error: (error: Error) =>
        status({
          connected: false,
          error: isSessionErrorMessage(error.message) ? error.message : setup.unavailable(),
        }),
      ...setup.events(room),
    },
    () => status({ error: setup.unavailable() }),
  );

  return {
    get state() {
      return state;
    },
    update: room.update,
    get socket() {
      return held.socket?.connected ? held.socket : undefined;
    },
    request: async <A extends Answer>(
      send: (socket: Timed<S>) => Promise<A>,
      noAnswer = setup.unavailable,
    ) => {
      const socket = held.socket;
      if (!socket?.connected) throw new ApiError(0, setup.unavailable());
      let answer: A;
      try {
        answer = await send(timed(socket));
      } catch {
        throw new ApiError(0, noAnswer());
      }
      if (!answer.ok) throw new ApiError(400, answer.error);
      return answer as Extract<A, { ok: true }>;
    },
    close: () => held.close(setup.leave),
  };
}

/** The least time between two refreshes of a list, however many changes come in. */
export const LIST_REFRESH_EVERY_MS = 500;

/** What a list watcher is told. */
export interface ListSignalHandlers {
  /**
   * The list should be fetched again: a change it may show, or the socket is back after missing
   * events. At most once every `LIST_REFRESH_EVERY_MS`: the first change at once, those that follow
   * within it folded into one at its end.
   */
  onRefresh(): void;
  /** The socket connected or disconnected. */
  onConnected?(connected: boolean): void;
}

/**
 * Watches a list's signal (`event`) on a shared connection: `onRefresh` at most once every
 * `LIST_REFRESH_EVERY_MS` (the first change at once, those within it folded into one at its end),
 * and after a reconnection that could not recover the events missed. `close` stops.
 */
export function watchListSignal<Shared extends WatchedSocket>(
  connection: SharedConnection<Shared>,
  event: string,
  handlers: ListSignalHandlers,
): { close(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let waiting = false;
  let connectedBefore = false;
  const changed = () => {
    if (!held.open) return;
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
  const held = holdSocket(
    connection,
    {
      connect: () => {
        handlers.onConnected?.(true);
        if (connectedBefore && !held.socket?.recovered) changed();
        connectedBefore = true;
      },
      disconnect: () => handlers.onConnected?.(false),
      [event]: changed,
    },
    // socket.io-client could not be loaded: the list stays as it is, refreshed by hand or on focus.
    () => undefined,
  );

  return {
    close: () => {
      clearTimeout(timer);
      held.close();
    },
  };
}
