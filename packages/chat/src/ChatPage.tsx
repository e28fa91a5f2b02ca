import { useMemo, useRef } from 'react';
import { Link as RACLink } from 'react-aria-components';
import { useNavigate, useParams } from 'react-router-dom';
import { Alert, Button, EmptyState, Heading, Inline, LoadingDots, Text } from '@sfi/ui';
import { message, chatScreenMessage } from '@sfi/domain';
import { useChatRooms, useSignedInViewer } from '@sfi/api-client/react';
import { Conversation } from './Conversation.tsx';
import { DealerMessages } from './DealerMessages.tsx';
import { NewRoomDialog } from './NewRoomDialog.tsx';
import type { ChatPaths } from './paths.ts';
import { RoomList } from './RoomList.tsx';
import type { ChatViewer } from './view.ts';
import * as styles from './chat.css.ts';

export interface ChatPageProps {
  /** Where the app serves the list and each room (`chatPathsUnder('/staff/chat')`). */
  paths: ChatPaths;
  /**
   * What the pane beside the list shows: the room of the route's `:roomId` (or a prompt to choose
   * one), or a dealer's messages of every room (at `paths.messages`).
   * @default 'room'
   */
  view?: 'room' | 'messages';
}

/**
 * The chat (spec doc 2 §1, §4; issue 13): the viewer's rooms, newest activity first, with unread
 * counts and last messages, and the room open at `:roomId` (a route parameter of the app's route).
 * Staff see the rooms assigned to them and start a conversation with a dealer; a dealer sees their
 * own rooms. On a wide screen the list sits beside the conversation; on a phone each is a view of
 * its own, the conversation with a link back to the list. Who is looking is the signed-in user of
 * the app's `ViewerProvider`: staff or a file-tool dealer.
 */
export function ChatPage({ paths, view = 'room' }: ChatPageProps) {
  const { id, audience } = useSignedInViewer('ChatPage');
  // As the chat's messages and receipts name a user.
  const viewer = useMemo<ChatViewer>(() => ({ id, type: audience }), [id, audience]);
  const params = useParams<{ roomId?: string }>();
  const roomId = view === 'room' ? params.roomId : undefined;
  const navigate = useNavigate();
  const rooms = useChatRooms();
  const listed = roomId ? rooms.data?.find((room) => room.id === roomId.toLowerCase()) : undefined;
  // The room open was in the list and is not any more: staff deleted it (the list hears it live).
  const seenListed = useRef<string | undefined>(undefined);
  if (listed) seenListed.current = listed.id;
  const deleted =
    roomId !== undefined &&
    !listed &&
    rooms.data !== undefined &&
    seenListed.current === roomId.toLowerCase();
  const allMessages = viewer.type === 'dealer' ? paths.messages : undefined;

  return (
    <div className={styles.layout} data-view={roomId || view === 'messages' ? 'room' : 'list'}>
      <title>{`${message('chat.title')} · ${message('app.name')}`}</title>
      <section className={styles.listPane} aria-labelledby="chat-rooms-heading">
        <Inline align="spaceBetween" alignY="center" gap="small">
          <Heading level={1} id="chat-rooms-heading">
            {message('chat.title')}
          </Heading>
          {viewer.type === 'staff' ? (
            <NewRoomDialog onCreated={(room) => void navigate(paths.room(room.id))} />
          ) : null}
        </Inline>
        {allMessages ? (
          <nav className={styles.paneLinks} aria-label={chatScreenMessage('chat.rooms.label')}>
            <RACLink href={allMessages} aria-current={view === 'messages' ? 'page' : undefined}>
              {chatScreenMessage('chat.allMessages.link')}
            </RACLink>
          </nav>
        ) : null}
        {rooms.error ? (
          <Alert
            tone="critical"
            role="alert"
            action={
              <Button size="small" onPress={() => void rooms.mutate()}>
                {message('action.retry')}
              </Button>
            }
          >
            {message('error.tryAgain')}
          </Alert>
        ) : null}
        {rooms.isLoading ? <LoadingDots label={message('app.loading')} /> : null}
        {rooms.data && rooms.data.length === 0 ? (
          <EmptyState
            title={chatScreenMessage('chat.rooms.empty.title')}
            description={chatScreenMessage(
              viewer.type === 'staff' ? 'chat.rooms.empty.staff' : 'chat.rooms.empty.dealer',
            )}
            headingLevel={2}
          />
        ) : null}
        {rooms.data && rooms.data.length > 0 ? (
          <RoomList rooms={rooms.data} viewer={viewer} paths={paths} currentRoomId={listed?.id ?? roomId} />
        ) : null}
      </section>

      <div className={styles.roomPane}>
        {view === 'messages' ? (
          <DealerMessages viewer={viewer} paths={paths} rooms={rooms.data} />
        ) : deleted ? (
          <div className={styles.chooseRoom} role="status">
            <Heading level={2}>{chatScreenMessage('chat.room.deleted.title')}</Heading>
            <Text tone="secondary">{chatScreenMessage('chat.room.deleted.body')}</Text>
          </div>
        ) : roomId ? (
          <Conversation
            key={roomId}
            roomId={roomId}
            listed={listed}
            viewer={viewer}
            listHref={paths.list}
            onDeleted={() => void navigate(paths.list)}
          />
        ) : (
          <div className={styles.chooseRoom}>
            <Heading level={2}>{chatScreenMessage('chat.room.choose')}</Heading>
            <Text tone="secondary">{chatScreenMessage('chat.room.chooseBody')}</Text>
          </div>
        )}
      </div>
    </div>
  );
}

export default ChatPage;
