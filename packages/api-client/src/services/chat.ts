import {
  REQUEST_HEADERS,
  type ChatMessagePage,
  type MessagePageQuery,
  type ChatRoomView,
  type ChatUserMap,
  type DealersToken,
  type DocumentType,
  type FileDocument,
  type NewChatRoom,
} from '@sfi/domain';
import type { ServiceFetch } from '../service-fetch.ts';

/*
 * The chat calls of the chat service (spec doc 2 §7, issue 13). Sending a message, and hearing new
 * messages, read receipts and typing, go over the live socket (`watchChatRoom` of
 * `@sfi/api-client/socket`, `useChatRoom` of `@sfi/api-client/react`).
 */

/** `?skip&limit` of a message page, as sent (the server's defaults are skip 0, limit 20). */
function pageQuery(page: MessagePageQuery): Record<string, number> {
  return Object.fromEntries(
    Object.entries(page).filter((entry): entry is [string, number] => typeof entry[1] === 'number'),
  );
}

/** The headers that present a dealer token (`GET /dealers-api-tokens`) as the chat calls take it. */
export function dealerTokenHeaders(token: DealersToken): Record<string, string> {
  return {
    [REQUEST_HEADERS.sessionToken]: token.id,
    [REQUEST_HEADERS.authorization]: `Bearer ${token.token}`,
  };
}

/** The chat calls: rooms, message pages, read receipts, the user map, filing an attachment. */
export function chatApi(chat: ServiceFetch) {
  return {
    /** `GET /chats`: the caller's rooms, latest activity first, each with its unread count. */
    rooms: (options: { signal?: AbortSignal } = {}) => chat<ChatRoomView[]>('/chats', options),
    /**
     * `POST /chats` (staff): the dealer's room, tied to one of their dealership's files or not;
     * the room that was there already when there is one. The caller is assigned to it.
     */
    createRoom: (room: NewChatRoom) => chat<ChatRoomView>('/chats', { method: 'POST', body: room }),
    /** `GET /chats/{id}/messages?skip&limit`: a page of the room's messages, newest first (skip 0, limit 20). */
    messages: (roomId: string, page: MessagePageQuery = {}, options: { signal?: AbortSignal } = {}) =>
      chat<ChatMessagePage>(`/chats/${encodeURIComponent(roomId)}/messages`, {
        query: pageQuery(page),
        ...options,
      }),
    /** `PUT /chats/{id}` with `readList` holding the caller's own id: the room is read; answers it. */
    markRead: (roomId: string, readList: readonly string[]) =>
      chat<ChatRoomView>(`/chats/${encodeURIComponent(roomId)}`, { method: 'PUT', body: { readList } }),
    /** `DELETE /chats/{id}` (staff). */
    remove: async (roomId: string): Promise<void> => {
      await chat(`/chats/${encodeURIComponent(roomId)}`, { method: 'DELETE' });
    },
    /**
     * `GET /chats/dealer-messages?skip&limit` with the dealer token only (doc 2 §7): the signed-in
     * dealer's messages of every room, newest first.
     */
    dealerMessages: (
      token: DealersToken,
      page: MessagePageQuery = {},
      options: { signal?: AbortSignal } = {},
    ) =>
      chat<ChatMessagePage>('/chats/dealer-messages', {
        query: pageQuery(page),
        headers: dealerTokenHeaders(token),
        ...options,
      }),
    /** `GET /users/get-user-map`: everyone in the caller's rooms, by id. */
    userMap: (options: { signal?: AbortSignal } = {}) => chat<ChatUserMap>('/users/get-user-map', options),
    /** Files a message's attachment into the documents of the room's lease file, as `type`. */
    fileAttachment: (roomId: string, messageId: string, type: DocumentType) =>
      chat<FileDocument>(
        `/chats/${encodeURIComponent(roomId)}/messages/${encodeURIComponent(messageId)}/document`,
        { method: 'POST', body: { type } },
      ),
  };
}
