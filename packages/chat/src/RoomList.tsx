import { Link as RACLink } from 'react-aria-components';
import type { ChatRoomView } from '@sfi/domain';
import { chatScreenMessage } from '@sfi/domain';
import type { ChatPaths } from './paths.ts';
import { lastMessagePreview, listTime, roomSubtitle, roomTitle, type ChatViewer } from './view.ts';
import * as styles from './chat.css.ts';

export interface RoomListProps {
  /** The rooms, newest activity first, as `useChatRooms` gives them. */
  rooms: readonly ChatRoomView[];
  viewer: ChatViewer;
  paths: ChatPaths;
  /** The room open now, marked as the current page. */
  currentRoomId?: string | undefined;
}

/**
 * The rooms as links, newest activity first: each with its name, what it is about, its last
 * message, when, and how many messages the viewer has not read. A link opens the room.
 */
export function RoomList({ rooms, viewer, paths, currentRoomId }: RoomListProps) {
  return (
    <ul className={styles.rooms} aria-label={chatScreenMessage('chat.rooms.label')}>
      {rooms.map((room) => {
        const title = roomTitle(room, viewer.type);
        const unread = room.unread > 0 ? chatScreenMessage('chat.rooms.unread', { count: room.unread }) : '';
        return (
          <li key={room.id}>
            <RACLink
              href={paths.room(room.id)}
              className={styles.roomLink}
              aria-current={room.id === currentRoomId ? 'page' : undefined}
            >
              <span className={styles.roomName}>{title}</span>
              <span className={styles.roomAside}>
                <time dateTime={room.lastMessage.createdAt}>{listTime(room.lastMessage.createdAt)}</time>
              </span>
              <span className={styles.roomMeta}>
                {roomSubtitle(room, viewer.type)}
                <br />
                {lastMessagePreview(room, viewer)}
              </span>
              <span className={styles.roomAside}>
                {room.unread > 0 ? (
                  <span className={styles.unread} aria-label={unread} role="img">
                    {room.unread}
                  </span>
                ) : null}
              </span>
            </RACLink>
          </li>
        );
      })}
    </ul>
  );
}
