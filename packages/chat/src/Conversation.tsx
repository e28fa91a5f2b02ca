import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Link as RACLink } from 'react-aria-components';
import { Alert, Button, Heading, LoadingDots, Text, VisuallyHidden } from '@sfi/ui';
import {
  SCROLL_DEBOUNCE_MS,
  message,
  type ChatAttachment,
  type ChatRoomMessage,
  type ChatRoomView,
  chatScreenMessage,
} from '@sfi/domain';
import { useChatRoom, useChatUserMap } from '@sfi/api-client/react';
import type { PendingChatMessage } from '@sfi/api-client/socket';
import { Composer } from './Composer.tsx';
import { DeleteRoomButton } from './DeleteRoomButton.tsx';
import { FileAttachmentMenu, MessageContent } from './MessageItem.tsx';
import {
  groupByDay,
  isOwn,
  namesInWords,
  readMarkers,
  roomSubtitle,
  roomTitle,
  startsRun,
  timeOfDay,
  typingText,
  type ChatViewer,
} from './view.ts';
import * as styles from './chat.css.ts';

/** How near the top (px) scrolling loads the older page, and how near the bottom counts as at the bottom. */
const EDGE_PX = 80;

export interface ConversationProps {
  roomId: string;
  /** The room as the list gives it (its name and file); the room's join answer is used until the list has it. */
  listed: ChatRoomView | undefined;
  viewer: ChatViewer;
  /** The room list's address: the back link on a phone. */
  listHref: string;
  /** Staff deleted the room: the screen goes back to the list. */
  onDeleted?: () => void;
}

/**
 * One room, live: its messages by day, older pages loaded by scrolling up (or with the button at
 * the top), pending messages with retry and discard, who has read what, who is typing, the
 * composer, and a polite announcement of each message that arrives from someone else.
 */
export function Conversation({ roomId, listed, viewer, listHref, onDeleted }: ConversationProps) {
  const chat = useChatRoom(roomId);
  const users = useChatUserMap();
  const room = listed ?? chat.room ?? undefined;
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const heightBeforeOlder = useRef<number | null>(null);
  const debounce = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [announcement, setAnnouncement] = useState('');

  const { messages, pending, hasOlder, isLoadingOlder, loadOlder, connected, markRead } = chat;
  const first = messages[0]?.id;
  const last = messages.at(-1);

  const names = useMemo(
    () => Object.fromEntries(Object.values(users.data ?? {}).map((user) => [user.id, user.name])),
    [users.data],
  );
  const readBy = useMemo(
    () =>
      readMarkers(messages, viewer, {
        receipts: chat.receipts,
        readList: chat.room?.readList,
        readListUpTo: chat.room && 'id' in chat.room.lastMessage ? chat.room.lastMessage.id : undefined,
        names,
      }),
    [chat.receipts, chat.room, messages, names, viewer],
  );
  const markerCount = [...readBy.values()].flat().length;

  const loadOlderKeepingPlace = () => {
    const element = scroller.current;
    if (!hasOlder || isLoadingOlder || !element) return;
    heightBeforeOlder.current = element.scrollHeight;
    loadOlder();
  };

  const onScroll = () => {
    clearTimeout(debounce.current);
    debounce.current = setTimeout(() => {
      const element = scroller.current;
      if (!element) return;
      atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < EDGE_PX;
      if (element.scrollTop < EDGE_PX) loadOlderKeepingPlace();
    }, SCROLL_DEBOUNCE_MS);
  };
  useEffect(() => () => clearTimeout(debounce.current), []);

  // An older page keeps what was on screen in place; a new message (or the first page) shows at the
  // bottom when the reader was there, or when it is their own.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    if (heightBeforeOlder.current !== null) {
      element.scrollTop += element.scrollHeight - heightBeforeOlder.current;
      heightBeforeOlder.current = null;
      return;
    }
    if (atBottom.current || (last && isOwn(last, viewer)) || pending.length > 0)
      element.scrollTop = element.scrollHeight;
  }, [first, last, pending.length, viewer, markerCount]);

  // What is in the messages grows after it shows (an image loads, a read URL comes, a receipt):
  // a reader at the bottom stays there.
  const content = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = scroller.current;
    if (!element || !content.current || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (atBottom.current && heightBeforeOlder.current === null) element.scrollTop = element.scrollHeight;
    });
    observer.observe(content.current);
    return () => observer.disconnect();
  }, []);

  // Each message from someone else that arrives while the room is open is announced, politely.
  const announced = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!last || chat.isLoading) return;
    const before = announced.current;
    announced.current = last.id;
    if (before === undefined || before === last.id || isOwn(last, viewer)) return;
    const text = last.attachment
      ? chatScreenMessage('chat.lastMessage.attachment', { name: last.attachment.name })
      : last.content;
    setAnnouncement(chatScreenMessage('chat.messages.announce', { name: last.senderName, text }));
  }, [chat.isLoading, last, viewer]);

  // The room is read once its newest message from someone else is here, on an open page.
  const markedUpTo = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!connected || !last || markedUpTo.current === last.id) return;
    if (isOwn(last, viewer) && !(listed && listed.unread > 0)) return;
    if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return;
    markedUpTo.current = last.id;
    void markRead();
  }, [connected, last, listed, markRead, viewer]);

  const days = useMemo(() => groupByDay(messages), [messages]);
  const typing = typingText(chat.typing.map((user) => user.name));
  const title = room ? roomTitle(room, viewer.type) : '';

  return (
    <>
      <div className={styles.roomHead}>
        <RACLink href={listHref} className={styles.backLink}>
          {chatScreenMessage('chat.room.back')}
        </RACLink>
        <div className={styles.headText}>
          <Heading level={2}>{title}</Heading>
          {room ? (
            <Text size="small" tone="secondary">
              {roomSubtitle(room, viewer.type)}
            </Text>
          ) : null}
        </div>
        {viewer.type === 'staff' && room && onDeleted ? (
          <div className={styles.headActions}>
            <DeleteRoomButton roomId={room.id} name={title} onDeleted={onDeleted} />
          </div>
        ) : null}
      </div>

      <div
        ref={scroller}
        className={styles.scroller}
        onScroll={onScroll}
        tabIndex={0}
        role="region"
        aria-label={chatScreenMessage('chat.messages.label')}
      >
        <div ref={content}>
          {chat.error ? (
            <Alert
              tone="critical"
              role="alert"
              action={
                <Button size="small" onPress={chat.reload}>
                  {message('action.retry')}
                </Button>
              }
            >
              {chat.error}
            </Alert>
          ) : null}
          {hasOlder ? (
            <div className={styles.older}>
              <Button
                size="small"
                variant="secondary"
                isPending={isLoadingOlder}
                onPress={loadOlderKeepingPlace}
              >
                {chatScreenMessage('chat.messages.older')}
              </Button>
            </div>
          ) : null}
          {chat.isLoading ? <LoadingDots label={message('app.loading')} /> : null}
          {!chat.isLoading && !chat.error && messages.length === 0 && pending.length === 0 ? (
            <Text tone="secondary">{chatScreenMessage('chat.lastMessage.none')}</Text>
          ) : null}
          <ol className={styles.days}>
            {days.map((day) => (
              <li key={day.key}>
                <h3 className={styles.dayHeading}>{day.label}</h3>
                <ol className={styles.messages}>
                  {day.items.map((item, at) => (
                    <MessageRow
                      key={item.id}
                      item={item}
                      own={isOwn(item, viewer)}
                      startsRun={startsRun(item, day.items[at - 1])}
                      readBy={readBy.get(item.id)}
                      fileNo={viewer.type === 'staff' ? (room?.fileNo ?? null) : null}
                    />
                  ))}
                </ol>
              </li>
            ))}
          </ol>
          {pending.length > 0 ? (
            <ol className={styles.messages}>
              {pending.map((each) => (
                <PendingRow
                  key={each.clientId}
                  pending={each}
                  onRetry={() => void chat.retry(each.clientId)}
                  onDiscard={() => chat.discard(each.clientId)}
                />
              ))}
            </ol>
          ) : null}
        </div>
      </div>

      <div className={styles.typing}>{typing}</div>
      <VisuallyHidden>
        <div aria-live="polite" aria-atomic="true">
          {announcement}
        </div>
      </VisuallyHidden>

      <Composer roomId={roomId} room={chat} />
    </>
  );
}

function MessageRow({
  item,
  own,
  startsRun: first,
  readBy,
  fileNo,
}: {
  item: ChatRoomMessage;
  own: boolean;
  startsRun: boolean;
  readBy: string[] | undefined;
  fileNo: string | null;
}) {
  const time = timeOfDay(item.createdAt);
  return (
    <li className={`${styles.messageRow} ${first ? styles.runStart : ''}`} data-own={own || undefined}>
      {first ? (
        <span className={styles.sender}>
          {own ? chatScreenMessage('chat.message.you') : item.senderName} ·{' '}
          <time dateTime={item.createdAt}>{time}</time>
        </span>
      ) : (
        <VisuallyHidden>
          {own ? chatScreenMessage('chat.message.you') : item.senderName} ·{' '}
          <time dateTime={item.createdAt}>{time}</time>
        </VisuallyHidden>
      )}
      <div className={styles.bubble}>
        <MessageContent item={item} />
      </div>
      {fileNo && item.attachment ? (
        <FileAttachmentMenu
          roomId={item.roomId}
          fileNo={fileNo}
          item={item as ChatRoomMessage & { attachment: ChatAttachment }}
        />
      ) : null}
      {readBy?.length ? (
        <span className={styles.status}>
          {chatScreenMessage('chat.message.readBy', { names: namesInWords(readBy) })}
        </span>
      ) : null}
    </li>
  );
}

function PendingRow({
  pending,
  onRetry,
  onDiscard,
}: {
  pending: PendingChatMessage;
  onRetry: () => void;
  onDiscard: () => void;
}) {
  const failed = pending.status === 'failed';
  return (
    <li className={`${styles.messageRow} ${styles.runStart}`} data-own data-failed={failed || undefined}>
      <div className={styles.bubble}>
        {pending.attachment
          ? chatScreenMessage('chat.lastMessage.attachment', { name: pending.attachment.name })
          : pending.text}
      </div>
      <span className={styles.status} role={failed ? 'alert' : undefined}>
        {failed ? (
          <>
            <Text size="small" tone="critical">
              {chatScreenMessage('chat.message.notSent', {
                error: pending.error ?? message('error.tryAgain'),
              })}
            </Text>
            <Button size="small" variant="secondary" onPress={onRetry}>
              {message('action.retry')}
            </Button>
            <Button size="small" variant="quiet" onPress={onDiscard}>
              {chatScreenMessage('chat.message.discard')}
            </Button>
          </>
        ) : (
          chatScreenMessage('chat.message.sending')
        )}
      </span>
    </li>
  );
}
