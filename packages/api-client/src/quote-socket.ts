import type { Socket } from 'socket.io-client';
import {
  liveEvents,
  message as catalogueMessage,
  type ChatMessage,
  type ClientToServerEvents,
  type LiveUser,
  type QuoteMessageEvent,
  type QuoteRefreshEvent,
  type QuoteRoomDetails,
  type ServerToClientEvents,
  type WorkingUsersEvent,
} from '@sfi/domain';
import type { ApiClient } from './client.ts';
import {
  openSocket,
  sharedSocketPerClient,
  watchListSignal,
  watchRoom,
  type ListSignalHandlers,
  type LiveSocketOptions,
  type SharedSocket,
} from './socket-connection.ts';

/*
 * The quote tool's live socket (spec doc 1 §7; the events are `liveEvents` in @sfi/domain), built
 * from an API client: the same main API URL (the socket lives under it) and the same session (sent
 * in every handshake, so a reconnection uses the session of the moment). Its connection's mechanics
 * are `socket-connection.ts`, shared with the chat's socket.
 */

/** A typed socket: what the server sends and what it accepts. */
export type LiveSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * Opens a live socket of its own for an API client. It signs in with the client's session as it is
 * at each handshake; a session error (refused handshake, `session:ended`) goes to the client's
 * `onSessionError`, as a call's would. Most apps use the shared {@link liveConnection} instead.
 *
 * @example
 * const socket = await connectLive(api);
 * const answer = await socket.timeout(10_000).emitWithAck(liveEvents.joinQuote, { quoteId });
 */
export function connectLive(api: ApiClient, options: LiveSocketOptions = {}): Promise<LiveSocket> {
  return openSocket<LiveSocket>(api, { namespace: '', sessionEnded: liveEvents.sessionEnded }, options);
}

/** The shared live connection of an API client. */
export type LiveConnection = SharedSocket<LiveSocket>;

const connections = sharedSocketPerClient(connectLive, (config) => config.session?.().sessionToken);

/** The shared live connection of an API client (the React hooks' one). */
export function liveConnection(api: ApiClient, options: LiveSocketOptions = {}): LiveConnection {
  return connections(api, options);
}

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

/**
 * Joins a quote's room on the API client's shared socket, and again after a reconnection that could
 * not be recovered; `close` leaves it. What `useQuoteRoom` is built on.
 */
export function watchQuoteRoom(api: ApiClient, quoteId: string, handlers: QuoteRoomHandlers): QuoteRoomWatch {
  const id = quoteId.toLowerCase();
  const watch = watchRoom({
    connection: liveConnection(api),
    empty: emptyQuoteRoom,
    onChange: handlers.onChange,
    unavailable,
    join: async (live, { update }, rejoining) => {
      const answer = await live.emitWithAck(liveEvents.joinQuote, { quoteId: id });
      if (!answer.ok) {
        update({ ...emptyQuoteRoom, error: answer.error });
        return false;
      }
      update({
        connected: true,
        room: answer.room,
        workingUsers: answer.workingUsers,
        messages: answer.messages,
        error: null,
      });
      if (rejoining) handlers.onResumed?.();
      return true;
    },
    events: (room) => ({
      [liveEvents.workingUsers]: (event: WorkingUsersEvent) => {
        if (event.quoteId === id) room.update({ workingUsers: event.users });
      },
      [liveEvents.roomDetails]: (details: QuoteRoomDetails) => {
        if (details.quoteId === id) room.update({ room: details });
      },
      [liveEvents.message]: (event: QuoteMessageEvent) => {
        if (event.quoteId === id) room.update({ messages: withMessage(room.state.messages, event.message) });
      },
      [liveEvents.quoteRefresh]: (event: QuoteRefreshEvent) => {
        if (event.quoteId === id) handlers.onRefresh?.(event);
      },
    }),
    leave: (live) => live.emit(liveEvents.leaveQuote, { quoteId: id }, () => {}),
  });

  return {
    send: async (text) => {
      const answer = await watch.request((live) =>
        live.emitWithAck(liveEvents.sendMessage, { quoteId: id, text }),
      );
      watch.update({ messages: withMessage(watch.state.messages, answer.message) });
    },
    close: watch.close,
  };
}

/** What a quote list's watcher is told (`quotes:changed` is its signal). */
export type QuoteListHandlers = ListSignalHandlers;

/** Watches the changes of the quotes the signed-in user sees, on the API client's shared socket. */
export function watchQuoteList(api: ApiClient, handlers: QuoteListHandlers): { close(): void } {
  return watchListSignal(liveConnection(api), liveEvents.quotesChanged, handlers);
}
