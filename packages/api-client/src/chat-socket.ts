import type { ManagerOptions, Socket, SocketOptions } from 'socket.io-client';
import {
  CHAT_NAMESPACE,
  CHAT_TYPING_TTL_MS,
  chatEvents,
  isSessionErrorMessage,
  message as catalogueMessage,
  type ChatClientToServerEvents,
  type ChatJoinAnswer,
  type ChatMessageEvent,
  type ChatReadAnswer,
  type ChatReceipt,
  type ChatRoomMessage,
  type ChatRoomView,
  type ChatSendAnswer,
  type ChatServerToClientEvents,
  type ChatTypingEvent,
  type ChatUser,
  type LiveAuth,
} from '@sfi/domain';
import { apiClientConfig, type ApiClient } from './client.ts';
import { ApiError } from './errors.ts';
import {
  LIVE_REQUEST_TIMEOUT_MS,
  liveAuthOf,
  liveEndpoint,
  sharedSocket,
  watchListSignal,
  type SharedSocket,
} from './socket.ts';

/*
 * The chat's live socket (issue 13; the events are `chatEvents` in @sfi/domain): the `/chat`
 * namespace of the API's socket (the quote tool's), so an app using both opens one connection.
 * Signed in with the API client's session (staff or a file-tool dealer), or with a dealer token
 * (`chatAuth` option). socket.io-client is loaded on first use only.
 */

/** A typed chat socket. */
export type ChatSocket = Socket<ChatServerToClientEvents, ChatClientToServerEvents>;

/** socket.io-client's options a caller may set, and how the chat signs in when not with the client's session. */
export type ChatSocketOptions = Omit<Partial<ManagerOptions & SocketOptions>, 'path' | 'auth'> & {
  /**
   * What the handshake presents, read at each handshake: a dealer token as `{ sessionToken: id,
   * token }`. @default the API client's session
   */
  chatAuth?: () => LiveAuth | null;
};

/** Opens a chat socket of its own; most apps use the shared one through {@link watchChatRoom} and the hooks. */
export async function connectChat(api: ApiClient, options: ChatSocketOptions = {}): Promise<ChatSocket> {
  const config = apiClientConfig(api);
  const { chatAuth, ...socketOptions } = options;
  const { io } = await import('socket.io-client');
  const { origin, path } = liveEndpoint(config.services.main);
  const socket: ChatSocket = io(`${origin}${CHAT_NAMESPACE}`, {
    ...socketOptions,
    path,
    auth: (send) => send((chatAuth ? chatAuth() : liveAuthOf(config.session?.() ?? {})) ?? {}),
  });
  socket.on('connect_error', (error) => {
    if (isSessionErrorMessage(error.message)) config.onSessionError?.(error.message);
  });
  socket.on(chatEvents.sessionEnded, ({ message }) => {
    if (isSessionErrorMessage(message)) config.onSessionError?.(message);
  });
  return socket;
}

const connections = new WeakMap<ApiClient, SharedSocket<ChatSocket>>();

/** The one chat socket an API client's users share, opened on first use and closed when none uses it. */
export function chatConnection(api: ApiClient, options: ChatSocketOptions = {}): SharedSocket<ChatSocket> {
  let connection = connections.get(api);
  if (connection) return connection;
  const config = apiClientConfig(api);
  connection = sharedSocket(
    () => connectChat(api, options),
    () => options.chatAuth?.()?.sessionToken ?? config.session?.().sessionToken,
  );
  connections.set(api, connection);
  return connection;
}

/** A message the user sent that the server has not stored yet, or refused. */
export interface PendingChatMessage {
  /** The message's own id, the same when it is sent again (the server stores it once). */
  clientId: string;
  text?: string;
  attachment?: { key: string; name: string };
  /** `sending` until the server answers; `failed` with `error` when it refused or did not answer. */
  status: 'sending' | 'failed';
  error?: string;
  /** When it was written (the client's clock), to show it in place. */
  createdAt: string;
}

/** A room as a watcher keeps it. */
export interface ChatRoomState {
  /** In the room now (joined over a connected socket). */
  connected: boolean;
  /** The room as the join answered it; null until joined. */
  room: ChatRoomView | null;
  /** Messages heard since the join (those missed before it included), oldest first. */
  messages: ChatRoomMessage[];
  /** Messages sent and not stored yet (or refused), in the order written. */
  pending: PendingChatMessage[];
  /** Who is typing now (not the user), each once. */
  typing: ChatUser[];
  /** The last read receipt of each participant heard, by user id. */
  receipts: Record<string, ChatReceipt>;
  /** Why the room is not available (refused, a session error, unreachable); null otherwise. */
  error: string | null;
}

/** The state of a room not joined. */
export const emptyChatRoom: ChatRoomState = Object.freeze({
  connected: false,
  room: null,
  messages: [],
  pending: [],
  typing: [],
  receipts: {},
  error: null,
}) as ChatRoomState;

export interface ChatRoomHandlers {
  /** The room's state changed (each call gives the whole state). */
  onChange(state: ChatRoomState): void;
  /**
   * The newest message the caller already has (from the pages it loaded), so a join answers only
   * those after it. @default the newest heard since the watch began
   */
  latestKnown?(): string | undefined;
  /** Back after a reconnection whose missed messages did not all fit the join's answer (`more`): reload the pages. */
  onGap?(): void;
}

/** A room being watched: what the user does in it. */
export interface ChatRoomWatch {
  /** Sends text, shown at once as pending; resolves with the stored message, rejects with an `ApiError` when refused. */
  send(text: string): Promise<ChatRoomMessage>;
  /** Sends an attachment uploaded to the room (`useUpload`, `{ chatroomId }`): its key and the file's name. */
  sendAttachment(attachment: { key: string; name: string }): Promise<ChatRoomMessage>;
  /** Sends a failed message again (the same `clientId`: stored once however often it is sent). */
  retry(clientId: string): Promise<ChatRoomMessage>;
  /** Drops a failed message. */
  discard(clientId: string): void;
  /** Marks the room read up to its last message; the room hears the receipt. */
  markRead(): Promise<ChatReceipt>;
  /** Says the user is typing (or stopped); others in the room see it for `CHAT_TYPING_TTL_MS`. */
  typing(typing: boolean): void;
  /** Leaves the room and lets the shared socket go. */
  close(): void;
}

/**
 * A random UUID (v4) for a message's `clientId`. `crypto.randomUUID` exists only on secure pages
 * (HTTPS, localhost); `getRandomValues` everywhere, so an app served over plain HTTP on a LAN sends too.
 */
export function newClientId(): string {
  if (typeof globalThis.crypto.randomUUID === 'function') return globalThis.crypto.randomUUID();
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * A room's loaded pages (oldest first) and the messages heard on its socket as one list, oldest
 * first, each once. A join without `after` (the pages had not loaded yet) answers messages older
 * than the newest page too: they go in their place by `createdAt`, not after the pages.
 */
export function mergeChatMessages(
  history: readonly ChatRoomMessage[],
  live: readonly ChatRoomMessage[],
): ChatRoomMessage[] {
  const known = new Set(history.map((each) => each.id));
  const heard = live.filter((each) => !known.has(each.id));
  if (heard.length === 0) return [...history];
  // A stable sort: messages of the same instant keep the order they came in.
  return [...history, ...heard].sort((one, other) => one.createdAt.localeCompare(other.createdAt));
}

const unavailable = () => catalogueMessage('chat.live.unavailable');
const tryAgain = () => catalogueMessage('error.tryAgain');

function listen(socket: ChatSocket, listeners: Record<string, unknown>, attach: boolean) {
  for (const [name, listener] of Object.entries(listeners))
    (attach ? socket.on : socket.off).call(socket, name as never, listener as never);
}

/** The messages with one more, unless it is there already (the sender hears theirs twice: answer and event). */
const withMessages = (messages: ChatRoomMessage[], added: ChatRoomMessage[]) => {
  const known = new Set(messages.map((each) => each.id));
  const fresh = added.filter((each) => !known.has(each.id));
  return fresh.length === 0 ? messages : [...messages, ...fresh];
};

/**
 * Joins a chat room on the API client's shared chat socket, and again after a reconnection that
 * could not be recovered (asking for the messages after the newest it has); `close` leaves it.
 * What `useChatRoom` is built on.
 */
export function watchChatRoom(
  api: ApiClient,
  roomId: string,
  handlers: ChatRoomHandlers,
  options: ChatSocketOptions = {},
): ChatRoomWatch {
  const connection = chatConnection(api, options);
  const id = roomId.toLowerCase();
  let state = emptyChatRoom;
  let open = true;
  let socket: ChatSocket | undefined;
  let joinedBefore = false;
  const typingTimers = new Map<string, ReturnType<typeof setTimeout>>();
  const update = (change: Partial<ChatRoomState>) => {
    if (!open) return;
    state = { ...state, ...change };
    handlers.onChange(state);
  };

  const join = async (live: ChatSocket) => {
    const after = state.messages.at(-1)?.id ?? handlers.latestKnown?.();
    let answer: ChatJoinAnswer;
    try {
      answer = await live
        .timeout(LIVE_REQUEST_TIMEOUT_MS)
        .emitWithAck(chatEvents.join, { roomId: id, ...(after !== undefined && { after }) });
    } catch {
      return update({ connected: false, error: unavailable() });
    }
    if (!answer.ok) return update({ ...emptyChatRoom, pending: state.pending, error: answer.error });
    update({
      connected: true,
      room: answer.room,
      messages: withMessages(state.messages, answer.missed),
      error: null,
    });
    if (answer.more && joinedBefore) handlers.onGap?.();
    joinedBefore = true;
  };

  const stopTyping = (user: ChatUser) => {
    clearTimeout(typingTimers.get(user.id));
    typingTimers.delete(user.id);
    update({ typing: state.typing.filter((each) => each.id !== user.id) });
  };

  const listeners = {
    connect: () => {
      // A recovered connection is still in its rooms and hears what it missed.
      if (socket?.recovered && joinedBefore) update({ connected: true, error: null });
      else if (socket) void join(socket);
    },
    disconnect: () => update({ connected: false }),
    connect_error: (error: Error) =>
      update({
        connected: false,
        error: isSessionErrorMessage(error.message) ? error.message : unavailable(),
      }),
    [chatEvents.message]: (event: ChatMessageEvent) => {
      if (event.roomId !== id) return;
      update({
        messages: withMessages(state.messages, [event.message]),
        pending: state.pending.filter((each) => each.clientId !== event.message.clientId),
      });
      // Whoever wrote it has stopped typing.
      if (state.typing.some((each) => each.id === event.message.sender))
        stopTyping({
          id: event.message.sender,
          name: event.message.senderName,
          type: event.message.senderType,
        });
    },
    [chatEvents.read]: (receipt: ChatReceipt) => {
      if (receipt.roomId === id) update({ receipts: { ...state.receipts, [receipt.user.id]: receipt } });
    },
    [chatEvents.typing]: (event: ChatTypingEvent) => {
      if (event.roomId !== id) return;
      if (!event.typing) return stopTyping(event.user);
      clearTimeout(typingTimers.get(event.user.id));
      typingTimers.set(
        event.user.id,
        setTimeout(() => stopTyping(event.user), CHAT_TYPING_TTL_MS),
      );
      if (!state.typing.some((each) => each.id === event.user.id))
        update({ typing: [...state.typing, event.user] });
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

  const setPending = (clientId: string, change: Partial<PendingChatMessage> | null) =>
    update({
      pending:
        change === null
          ? state.pending.filter((each) => each.clientId !== clientId)
          : state.pending.map((each) => (each.clientId === clientId ? { ...each, ...change } : each)),
    });

  const deliver = async (pending: PendingChatMessage): Promise<ChatRoomMessage> => {
    const fail = (error: string, status: number) => {
      setPending(pending.clientId, { status: 'failed', error });
      return new ApiError(status, error);
    };
    if (!socket?.connected) throw fail(unavailable(), 0);
    let answer: ChatSendAnswer;
    try {
      answer = await socket.timeout(LIVE_REQUEST_TIMEOUT_MS).emitWithAck(chatEvents.send, {
        roomId: id,
        clientId: pending.clientId,
        ...(pending.text !== undefined && { text: pending.text }),
        ...(pending.attachment && { attachment: pending.attachment }),
      });
    } catch {
      // No answer: it may have been stored; sending it again (the same clientId) stores it once.
      throw fail(tryAgain(), 0);
    }
    if (!answer.ok) throw fail(answer.error, 400);
    update({
      messages: withMessages(state.messages, [answer.message]),
      pending: state.pending.filter((each) => each.clientId !== pending.clientId),
    });
    return answer.message;
  };

  const sendNew = (content: Pick<PendingChatMessage, 'text' | 'attachment'>) => {
    const pending: PendingChatMessage = {
      clientId: newClientId(),
      ...content,
      status: 'sending',
      createdAt: new Date().toISOString(),
    };
    update({ pending: [...state.pending, pending] });
    return deliver(pending);
  };

  return {
    send: (text) => sendNew({ text }),
    sendAttachment: (attachment) => sendNew({ attachment }),
    retry: async (clientId) => {
      const failed = state.pending.find((each) => each.clientId === clientId);
      if (!failed) throw new ApiError(0, tryAgain());
      setPending(clientId, { status: 'sending' });
      return deliver({ ...failed, status: 'sending' });
    },
    discard: (clientId) => setPending(clientId, null),
    markRead: async () => {
      if (!socket?.connected) throw new ApiError(0, unavailable());
      let answer: ChatReadAnswer;
      try {
        answer = await socket.timeout(LIVE_REQUEST_TIMEOUT_MS).emitWithAck(chatEvents.read, { roomId: id });
      } catch {
        throw new ApiError(0, tryAgain());
      }
      if (!answer.ok) throw new ApiError(400, answer.error);
      update({ receipts: { ...state.receipts, [answer.receipt.user.id]: answer.receipt } });
      return answer.receipt;
    },
    typing: (typing) => {
      if (socket?.connected) socket.emit(chatEvents.typing, { roomId: id, typing });
    },
    close: () => {
      if (!open) return;
      open = false;
      for (const timer of typingTimers.values()) clearTimeout(timer);
      if (!socket) return;
      listen(socket, listeners, false);
      if (socket.connected) socket.emit(chatEvents.leave, { roomId: id }, () => {});
      connection.release();
    },
  };
}

export interface ChatRoomListHandlers {
  /**
   * The list should be fetched again: a room was made, deleted, written in or read, or the socket
   * is back after missing events. At most once every `LIST_REFRESH_EVERY_MS`.
   */
  onRefresh(): void;
  /** The socket connected or disconnected. */
  onConnected?(connected: boolean): void;
}

/** Watches the changes of the signed-in user's rooms, on the API client's shared chat socket. */
export function watchChatRooms(
  api: ApiClient,
  handlers: ChatRoomListHandlers,
  options: ChatSocketOptions = {},
): { close(): void } {
  return watchListSignal(chatConnection(api, options), chatEvents.roomsChanged, handlers);
}
