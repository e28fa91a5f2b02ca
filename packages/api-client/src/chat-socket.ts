import type { Socket } from 'socket.io-client';
import {
  CHAT_NAMESPACE,
  CHAT_TYPING_TTL_MS,
  chatEvents,
  message as catalogueMessage,
  type ChatClientToServerEvents,
  type ChatMessageEvent,
  type ChatReceipt,
  type ChatRoomMessage,
  type ChatRoomView,
  type ChatServerToClientEvents,
  type ChatTypingEvent,
  type ChatUser,
  type LiveAuth,
} from '@sfi/domain';
import type { ApiClient } from './client.ts';
import { ApiError } from './errors.ts';
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
 * The chat's live socket (issue 13; the events are `chatEvents` in @sfi/domain): the `/chat`
 * namespace of the API's socket (the quote tool's), so an app using both opens one connection.
 * Signed in with the API client's session (staff or a file-tool dealer), or with a dealer token
 * (`chatAuth` option). socket.io-client is loaded on first use only.
 */

/** A typed chat socket. */
export type ChatSocket = Socket<ChatServerToClientEvents, ChatClientToServerEvents>;

/** socket.io-client's options a caller may set, and how the chat signs in when not with the client's session. */
export type ChatSocketOptions = LiveSocketOptions & {
  /**
   * What the handshake presents, read at each handshake: a dealer token as `{ sessionToken: id,
   * token }`. @default the API client's session
   */
  chatAuth?: () => LiveAuth | null;
};

/** Opens a chat socket of its own; most apps use the shared one through {@link watchChatRoom} and the hooks. */
export function connectChat(api: ApiClient, options: ChatSocketOptions = {}): Promise<ChatSocket> {
  const { chatAuth, ...socketOptions } = options;
  return openSocket<ChatSocket>(
    api,
    { namespace: CHAT_NAMESPACE, sessionEnded: chatEvents.sessionEnded, auth: chatAuth },
    socketOptions,
  );
}

const connections = sharedSocketPerClient(
  connectChat,
  (config, options: ChatSocketOptions) =>
    options.chatAuth?.()?.sessionToken ?? config.session?.().sessionToken,
);

/** The one chat socket an API client's users share, opened on first use and closed when none uses it. */
export function chatConnection(api: ApiClient, options: ChatSocketOptions = {}): SharedSocket<ChatSocket> {
  return connections(api, options);
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
  const id = roomId.toLowerCase();
  const typingTimers = new Map<string, ReturnType<typeof setTimeout>>();

  const watch = watchRoom({
    connection: chatConnection(api, options),
    empty: emptyChatRoom,
    onChange: handlers.onChange,
    unavailable,
    join: async (live, room, rejoining) => {
      const after = room.state.messages.at(-1)?.id ?? handlers.latestKnown?.();
      const answer = await live.emitWithAck(chatEvents.join, {
        roomId: id,
        ...(after !== undefined && { after }),
      });
      if (!answer.ok) {
        room.update({ ...emptyChatRoom, pending: room.state.pending, error: answer.error });
        return false;
      }
      room.update({
        connected: true,
        room: answer.room,
        messages: withMessages(room.state.messages, answer.missed),
        error: null,
      });
      if (answer.more && rejoining) handlers.onGap?.();
      return true;
    },
    events: (room) => {
      const stopTyping = (user: ChatUser) => {
        clearTimeout(typingTimers.get(user.id));
        typingTimers.delete(user.id);
        room.update({ typing: room.state.typing.filter((each) => each.id !== user.id) });
      };
      return {
        [chatEvents.message]: (event: ChatMessageEvent) => {
          if (event.roomId !== id) return;
          room.update({
            messages: withMessages(room.state.messages, [event.message]),
            pending: room.state.pending.filter((each) => each.clientId !== event.message.clientId),
          });
          // Whoever wrote it has stopped typing.
          if (room.state.typing.some((each) => each.id === event.message.sender))
            stopTyping({
              id: event.message.sender,
              name: event.message.senderName,
              type: event.message.senderType,
            });
        },
        [chatEvents.read]: (receipt: ChatReceipt) => {
          if (receipt.roomId === id)
            room.update({ receipts: { ...room.state.receipts, [receipt.user.id]: receipt } });
        },
        [chatEvents.typing]: (event: ChatTypingEvent) => {
          if (event.roomId !== id) return;
          if (!event.typing) return stopTyping(event.user);
          clearTimeout(typingTimers.get(event.user.id));
          typingTimers.set(
            event.user.id,
            setTimeout(() => stopTyping(event.user), CHAT_TYPING_TTL_MS),
          );
          if (!room.state.typing.some((each) => each.id === event.user.id))
            room.update({ typing: [...room.state.typing, event.user] });
        },
      };
    },
    leave: (live) => live.emit(chatEvents.leave, { roomId: id }, () => {}),
  });

  const setPending = (clientId: string, change: Partial<PendingChatMessage> | null) =>
    watch.update({
      pending:
        change === null
          ? watch.state.pending.filter((each) => each.clientId !== clientId)
          : watch.state.pending.map((each) => (each.clientId === clientId ? { ...each, ...change } : each)),
    });

  const deliver = async (pending: PendingChatMessage): Promise<ChatRoomMessage> => {
    const answer = await watch
      .request(
        (live) =>
          live.emitWithAck(chatEvents.send, {
            roomId: id,
            clientId: pending.clientId,
            ...(pending.text !== undefined && { text: pending.text }),
            ...(pending.attachment && { attachment: pending.attachment }),
          }),
        // No answer: it may have been stored; sending it again (the same clientId) stores it once.
        tryAgain,
      )
      .catch((error: ApiError) => {
        setPending(pending.clientId, { status: 'failed', error: error.message });
        throw error;
      });
    watch.update({
      messages: withMessages(watch.state.messages, [answer.message]),
      pending: watch.state.pending.filter((each) => each.clientId !== pending.clientId),
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
    watch.update({ pending: [...watch.state.pending, pending] });
    return deliver(pending);
  };

  return {
    send: (text) => sendNew({ text }),
    sendAttachment: (attachment) => sendNew({ attachment }),
    retry: async (clientId) => {
      const failed = watch.state.pending.find((each) => each.clientId === clientId);
      if (!failed) throw new ApiError(0, tryAgain());
      setPending(clientId, { status: 'sending' });
      return deliver({ ...failed, status: 'sending' });
    },
    discard: (clientId) => setPending(clientId, null),
    markRead: async () => {
      const answer = await watch.request(
        (live) => live.emitWithAck(chatEvents.read, { roomId: id }),
        tryAgain,
      );
      watch.update({ receipts: { ...watch.state.receipts, [answer.receipt.user.id]: answer.receipt } });
      return answer.receipt;
    },
    typing: (typing) => {
      watch.socket?.emit(chatEvents.typing, { roomId: id, typing });
    },
    close: () => {
      for (const timer of typingTimers.values()) clearTimeout(timer);
      watch.close();
    },
  };
}

/**
 * What a room list's watcher is told: `onRefresh` when a room was made, deleted, written in or read
 * (`chat:rooms-changed`), or the socket is back after missing events.
 */
export type ChatRoomListHandlers = ListSignalHandlers;

/** Watches the changes of the signed-in user's rooms, on the API client's shared chat socket. */
export function watchChatRooms(
  api: ApiClient,
  handlers: ChatRoomListHandlers,
  options: ChatSocketOptions = {},
): { close(): void } {
  return watchListSignal(chatConnection(api, options), chatEvents.roomsChanged, handlers);
}
