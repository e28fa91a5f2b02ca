import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import useSWR, { useSWRConfig, type SWRResponse } from 'swr';
import useSWRInfinite from 'swr/infinite';
import {
  MESSAGE_PAGE,
  message,
  type ChatMessagePage,
  type ChatReceipt,
  type ChatRoomMessage,
  type ChatRoomView,
  type ChatUserMap,
  type DealersToken,
  type DocumentType,
  type NewChatRoom,
} from '@sfi/domain';
import {
  emptyChatRoom,
  mergeChatMessages,
  watchChatRoom,
  watchChatRooms,
  type ChatRoomState,
  type ChatRoomWatch,
} from '../chat-socket.ts';
import { ApiError } from '../errors.ts';
import { canConnectLive } from '../socket-connection.ts';
import { useApiClient } from './context.tsx';

/*
 * The chat's hooks (issue 13): the room list kept fresh by the socket, a room's messages paged by
 * scrolling up and joined live, sending with a pending copy shown at once, read receipts, typing,
 * the user map, the dealer's own messages, and the room calls. Errors are in the spec's words
 * (doc 2 §8): a page that does not load is "There was a problem getting your messages. Please try
 * again."; anything else the server did not explain is "Please try again".
 */

/** The SWR key of the room list. */
export const chatRoomsKey = 'chat-rooms' as const;
/** The SWR key of the user map. */
export const chatUserMapKey = 'chat-user-map' as const;
/** The SWR keys of a room's message pages start with this, then the room id. */
export const chatMessagesKeyPrefix = 'chat-messages' as const;

const isRoomMessagesKey = (roomId: string) => (key: unknown) =>
  Array.isArray(key) && key[0] === chatMessagesKeyPrefix && key[1] === roomId;

/** The message of a failed message load, in the spec's words. */
const messagesError = () => message('chat.error.messages');

/**
 * The signed-in user's rooms (`GET /chats`), latest activity first, fetched again by itself when
 * a room is made, deleted, written in or read (at most every half second). `connected` says
 * whether the socket is up.
 */
export function useChatRooms(): SWRResponse<ChatRoomView[], ApiError> & {
  /** The socket is up. */
  connected: boolean;
  /** Messages not read, in every room. */
  unread: number;
} {
  const api = useApiClient();
  const rooms = useSWR<ChatRoomView[], ApiError>(chatRoomsKey, () => api.chat.rooms());
  const { mutate } = rooms;
  const [connected, setConnected] = useState(false);
  useEffect(() => {
    if (!canConnectLive(api)) return;
    const watching = watchChatRooms(api, { onRefresh: () => void mutate(), onConnected: setConnected });
    return () => {
      watching.close();
      setConnected(false);
    };
  }, [api, mutate]);
  const unread = useMemo(() => (rooms.data ?? []).reduce((sum, room) => sum + room.unread, 0), [rooms.data]);
  return { ...rooms, connected, unread };
}

/** Everyone in the user's rooms, by id (`GET /users/get-user-map`): names for senders and receipts. */
export function useChatUserMap() {
  const api = useApiClient();
  return useSWR<ChatUserMap, ApiError>(chatUserMapKey, () => api.chat.userMap());
}

/** A room's message history as pages (`GET /chats/{id}/messages`), for scrolling up. */
export interface ChatMessageHistory {
  /** The messages loaded, oldest first. */
  messages: ChatRoomMessage[];
  /** Loads the next older page (the screen calls it when scrolled to the top, debounced 10 ms). */
  loadOlder(): void;
  /** Older messages are left to load. */
  hasOlder: boolean;
  isLoading: boolean;
  isLoadingOlder: boolean;
  /** "There was a problem getting your messages. Please try again." when a page failed; null otherwise. */
  error: string | null;
  /** Loads every page shown again. */
  reload(): void;
}

/** A room's messages, newest page first, older pages on demand. Nothing while `roomId` is null. */
export function useChatMessages(roomId: string | null, pageSize = MESSAGE_PAGE.limit): ChatMessageHistory {
  const api = useApiClient();
  const pages = useSWRInfinite<ChatMessagePage, ApiError>(
    (index, previous: ChatMessagePage | null) =>
      roomId === null || (previous && !previous.more)
        ? null
        : [chatMessagesKeyPrefix, roomId, index * pageSize, pageSize],
    (key: readonly [string, string, number, number]) =>
      api.chat.messages(key[1], { skip: key[2], limit: key[3] }),
    { revalidateFirstPage: false, revalidateOnFocus: false },
  );
  const { data, size, setSize, isLoading, error, mutate } = pages;
  // Pages come newest first; each page newest first. A message written between two page loads
  // shifts the pages: one may come twice, so each is kept once.
  const messages = useMemo(() => {
    const seen = new Set<string>();
    const all: ChatRoomMessage[] = [];
    for (const page of data ?? [])
      for (const each of page.messages)
        if (!seen.has(each.id)) {
          seen.add(each.id);
          all.push(each);
        }
    return all.reverse();
  }, [data]);
  const last = data?.at(-1);
  return {
    messages,
    loadOlder: () => {
      if (last?.more) void setSize(size + 1);
    },
    hasOlder: last?.more ?? false,
    isLoading,
    isLoadingOlder: size > 0 && data !== undefined && data.length < size,
    error: error ? messagesError() : null,
    reload: () => void mutate(),
  };
}

/** A room as `useChatRoom` gives it: its history and live messages as one list, and what the user does. */
export interface ChatRoom
  extends Omit<ChatRoomState, 'messages' | 'error'>, Omit<ChatMessageHistory, 'error'> {
  /** Every message, the history's and those heard live, oldest first, each once. */
  messages: ChatRoomMessage[];
  /** Why the room or its messages are not available, in the user's words; null otherwise. */
  error: string | null;
  /** Sends text; a pending copy shows at once (`pending`), and stays `failed` with its reason if refused. */
  send(text: string): Promise<ChatRoomMessage | undefined>;
  /** Sends an attachment uploaded to the room (`useUpload().upload(file, { chatroomId })`): the token's key and the file's name. */
  sendAttachment(attachment: { key: string; name: string }): Promise<ChatRoomMessage | undefined>;
  /** Sends a failed message again. */
  retry(clientId: string): Promise<ChatRoomMessage | undefined>;
  /** Drops a failed message. */
  discard(clientId: string): void;
  /** Marks the room read (say, when its newest message is on screen). */
  markRead(): Promise<ChatReceipt | undefined>;
  /** The user typed (true) or cleared the composer (false). */
  setTyping(typing: boolean): void;
}

/**
 * A chat room, live: its message pages (`useChatMessages`) merged with the messages heard on the
 * socket, pending sends, who is typing and the read receipts. Joins the room when mounted (nothing
 * while `roomId` is null or signed out), joins again after a reconnection asking for what it
 * missed, and leaves on unmount. Sending never throws: a refused message stays in `pending` as
 * `failed`, with its reason in `error`, for `retry` or `discard`.
 *
 * @example
 * const room = useChatRoom(roomId);
 * room.messages.map((m) => <Message key={m.id} message={m} />);
 * room.pending.map((p) => <Pending key={p.clientId} pending={p} onRetry={() => room.retry(p.clientId)} />);
 * <Composer onChange={(text) => room.setTyping(text !== '')} onSend={(text) => room.send(text)} />
 */
export function useChatRoom(roomId: string | null): ChatRoom {
  const api = useApiClient();
  const { mutate } = useSWRConfig();
  const history = useChatMessages(roomId);
  const [state, setState] = useState<ChatRoomState>(emptyChatRoom);
  const watch = useRef<ChatRoomWatch | null>(null);
  const newestKnown = useRef<string | undefined>(undefined);
  newestKnown.current = history.messages.at(-1)?.id;
  const firstPageSettled = !history.isLoading;

  useEffect(() => {
    // The room is joined once its first page is in (or failed), so the join asks only for what
    // came after that page's newest message, not for everything.
    if (roomId === null || !firstPageSettled || !canConnectLive(api)) return;
    const watching = watchChatRoom(api, roomId, {
      onChange: setState,
      latestKnown: () => newestKnown.current,
      // More was missed than a join answers: the pages are loaded again.
      onGap: () => void mutate(isRoomMessagesKey(roomId)),
    });
    watch.current = watching;
    return () => {
      watching.close();
      if (watch.current === watching) watch.current = null;
      setState(emptyChatRoom);
    };
  }, [api, mutate, roomId, firstPageSettled]);

  const messages = useMemo(
    () => mergeChatMessages(history.messages, state.messages),
    [history.messages, state.messages],
  );

  const quietly = useCallback(
    async <T>(work: (watching: ChatRoomWatch) => Promise<T>): Promise<T | undefined> => {
      if (!watch.current) return undefined;
      // The failure is in `pending` (or `error`) already; the screen shows it from there.
      return work(watch.current).catch((error: unknown) => {
        if (error instanceof ApiError) return undefined;
        throw error;
      });
    },
    [],
  );

  return {
    ...history,
    ...state,
    messages,
    error: state.error ?? history.error,
    send: useCallback((text: string) => quietly((watching) => watching.send(text)), [quietly]),
    sendAttachment: useCallback(
      (attachment: { key: string; name: string }) =>
        quietly((watching) => watching.sendAttachment(attachment)),
      [quietly],
    ),
    retry: useCallback((clientId: string) => quietly((watching) => watching.retry(clientId)), [quietly]),
    discard: useCallback((clientId: string) => watch.current?.discard(clientId), []),
    markRead: useCallback(async () => {
      const receipt = await quietly((watching) => watching.markRead());
      if (receipt) void mutate(chatRoomsKey);
      return receipt;
    }, [mutate, quietly]),
    setTyping: useCallback((typing: boolean) => watch.current?.typing(typing), []),
  };
}

/**
 * The dealer's own messages, every room, newest first (`GET /chats/dealer-messages`, with the
 * dealer token of `GET /dealers-api-tokens`, fetched once and again when refused). For a signed-in
 * file-tool dealer only; `error` is the spec's "There was a problem getting your messages. Please
 * try again."
 */
export function useDealerMessages(
  page: { skip?: number; limit?: number } = {},
): Omit<SWRResponse<ChatMessagePage, ApiError>, 'error'> & { error: string | null } {
  const api = useApiClient();
  const token = useRef<Promise<DealersToken> | undefined>(undefined);
  const skip = page.skip ?? 0;
  const limit = page.limit ?? MESSAGE_PAGE.limit;
  const result = useSWR<ChatMessagePage, ApiError>(['chat-dealer-messages', skip, limit], async () => {
    token.current ??= api.auth.dealersApiToken();
    try {
      return await api.chat.dealerMessages(await token.current, { skip, limit });
    } catch (error) {
      // A token refused (replaced, or its session ended): the next try asks for a new one.
      token.current = undefined;
      throw error;
    }
  });
  return { ...result, error: result.error ? messagesError() : null };
}

/**
 * The room calls that change rooms, each refreshing the room list after: creating a room (staff;
 * a failure rejects, and the screen only clears its creating flag, doc 2 §4), deleting one, and
 * filing an attachment into the room's lease file.
 */
export function useChatMutations() {
  const api = useApiClient();
  const { mutate } = useSWRConfig();
  return {
    createRoom: async (room: NewChatRoom) => {
      const created = await api.chat.createRoom(room);
      await mutate(chatRoomsKey);
      return created;
    },
    removeRoom: async (roomId: string) => {
      await api.chat.remove(roomId);
      await mutate(chatRoomsKey, (rooms?: ChatRoomView[]) => rooms?.filter((room) => room.id !== roomId), {
        revalidate: false,
      });
    },
    fileAttachment: (roomId: string, messageId: string, type: DocumentType) =>
      api.chat.fileAttachment(roomId, messageId, type),
  };
}
