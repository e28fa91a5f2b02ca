import { useEffect, useState } from 'react';
import { Link as RACLink } from 'react-aria-components';
import { Alert, Button, Heading, LoadingDots, Text } from '@sfi/ui';
import { MESSAGE_PAGE, message, type ChatRoomView, chatScreenMessage } from '@sfi/domain';
import { useDealerMessages } from '@sfi/api-client/react';
import { MessageContent } from './MessageItem.tsx';
import type { ChatPaths } from './paths.ts';
import { isOwn, listTime, roomSubtitle, roomTitle, type ChatViewer } from './view.ts';
import * as styles from './chat.css.ts';

export interface DealerMessagesProps {
  viewer: ChatViewer;
  paths: ChatPaths;
  /** The dealer's rooms (the list's), to name each message's conversation; undefined while loading. */
  rooms: readonly ChatRoomView[] | undefined;
}

/**
 * A file-tool dealer's messages of every room, newest first (`GET /chats/dealer-messages` with the
 * dealer token, doc 2 §7), a page of 20 at a time (doc 2 §9), each with its conversation as a link.
 * A page that does not load says "There was a problem getting your messages. Please try again."
 * (doc 2 §8) with a retry. It loads again when the room list changes (a message came, live).
 */
export function DealerMessages({ viewer, paths, rooms }: DealerMessagesProps) {
  const [pages, setPages] = useState(1);
  return (
    <>
      <div className={styles.roomHead}>
        <RACLink href={paths.list} className={styles.backLink}>
          {chatScreenMessage('chat.room.back')}
        </RACLink>
        <div className={styles.headText}>
          <Heading level={2} id="chat-all-messages-heading">
            {chatScreenMessage('chat.allMessages.title')}
          </Heading>
          <Text size="small" tone="secondary">
            {chatScreenMessage('chat.allMessages.intro')}
          </Text>
        </div>
      </div>
      <div className={styles.scroller} tabIndex={0} role="region" aria-labelledby="chat-all-messages-heading">
        {Array.from({ length: pages }, (_, page) => (
          <MessagePage
            key={page}
            page={page}
            isLast={page === pages - 1}
            viewer={viewer}
            paths={paths}
            rooms={rooms}
            onOlder={() => setPages(pages + 1)}
          />
        ))}
      </div>
    </>
  );
}

function MessagePage({
  page,
  isLast,
  viewer,
  paths,
  rooms,
  onOlder,
}: {
  page: number;
  isLast: boolean;
  viewer: ChatViewer;
  paths: ChatPaths;
  rooms: readonly ChatRoomView[] | undefined;
  onOlder: () => void;
}) {
  const limit = MESSAGE_PAGE.limit;
  const { data, error, isLoading, mutate } = useDealerMessages({ skip: page * limit, limit });
  // A message written or read anywhere changes the list: the newest page follows it.
  useEffect(() => {
    if (page === 0 && rooms) void mutate();
  }, [mutate, page, rooms]);

  if (error)
    return (
      <Alert
        tone="critical"
        role="alert"
        action={
          <Button size="small" onPress={() => void mutate()}>
            {message('action.retry')}
          </Button>
        }
      >
        {error}
      </Alert>
    );
  if (!data) return isLoading ? <LoadingDots label={message('app.loading')} /> : null;
  if (page === 0 && data.messages.length === 0)
    return <Text tone="secondary">{chatScreenMessage('chat.allMessages.empty')}</Text>;
  const nameOf = (roomId: string) => {
    const room = rooms?.find((each) => each.id === roomId);
    return room
      ? `${roomTitle(room, viewer.type)} · ${roomSubtitle(room, viewer.type)}`
      : chatScreenMessage('chat.room.withSfi');
  };

  return (
    <>
      <ol className={styles.allMessages} aria-label={chatScreenMessage('chat.allMessages.title')}>
        {data.messages.map((item) => (
          <li key={item.id} className={styles.allMessage}>
            <span className={styles.sender}>
              {isOwn(item, viewer) ? chatScreenMessage('chat.message.you') : item.senderName} ·{' '}
              <time dateTime={item.createdAt}>{listTime(item.createdAt)}</time>
            </span>
            <div>
              <MessageContent item={item} />
            </div>
            <RACLink href={paths.room(item.roomId)} className={styles.roomMeta}>
              {chatScreenMessage('chat.allMessages.in', { room: nameOf(item.roomId) })}
            </RACLink>
          </li>
        ))}
      </ol>
      {isLast && data.more ? (
        <div className={styles.older}>
          <Button size="small" variant="secondary" onPress={onOlder}>
            {chatScreenMessage('chat.allMessages.older')}
          </Button>
        </div>
      ) : null}
    </>
  );
}
