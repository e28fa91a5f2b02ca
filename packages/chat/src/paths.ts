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
}

/** The paths of the chat served under `base`: the list at `base`, each room below it. */
export function chatPathsUnder(base: string): ChatPaths {
  return { list: base, room: (roomId) => `${base}/${encodeURIComponent(roomId)}` };
}
