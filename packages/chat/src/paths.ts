/**
 * Where an app serves the chat: the room list, and each room below it. The app owns its URLs;
 * the screens only follow these.
 *
 * @example
 * const paths: ChatPaths = { list: '/staff/chat', room: (id) => `/staff/chat/${id}` };
 */
export interface ChatPaths {
  list: string;
  room: (roomId: string) => string;
  /** A dealer's messages of every room (`GET /chats/dealer-messages`); the dealer's chat only. */
  messages?: string;
}

/**
 * The paths of the chat served under `base`: the list at `base`, each room below it, and the
 * dealer's messages of every room at `base/messages` (room ids are UUIDs: no room is named so).
 */
export function chatPathsUnder(base: string): Required<ChatPaths> {
  return {
    list: base,
    room: (roomId) => `${base}/${encodeURIComponent(roomId)}`,
    messages: `${base}/messages`,
  };
}
