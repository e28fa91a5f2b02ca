import { useNavigate, useParams } from 'react-router-dom';
import { Alert, Button, EmptyState, Heading, Inline, LoadingDots, Text } from '@sfi/ui';
import { message, chatScreenMessage } from '@sfi/domain';
import { useChatRooms } from '@sfi/api-client/react';
import { Conversation } from './Conversation.tsx';
import { NewRoomDialog } from './NewRoomDialog.tsx';
import type { ChatPaths } from './paths.ts';
import { RoomList } from './RoomList.tsx';
import type { ChatViewer } from './view.ts';
import * as styles from './chat.css.ts';

export interface ChatPageProps {
  /** The signed-in user: their id and whether they are staff or a file-tool dealer. */
  viewer: ChatViewer;
  /** Where the app serves the list and each room (`chatPathsUnder('/staff/chat')`). */
  paths: ChatPaths;
}

/**
 * The chat (spec doc 2 §1, §4; issue 13): the viewer's rooms, newest activity first, with unread
 * counts and last messages, and the room open at `:roomId` (a route parameter of the app's route).
 * Staff see the rooms assigned to them and start a conversation with a dealer; a dealer sees their
 * own rooms. On a wide screen the list sits beside the conversation; on a phone each is a view of
 * its own, the conversation with a link back to the list.
 */
export function ChatPage({ viewer, paths }: ChatPageProps) {
  const { roomId } = useParams<{ roomId?: string }>();
  const navigate = useNavigate();
  const rooms = useChatRooms();
  const listed = roomId ? rooms.data?.find((room) => room.id === roomId.toLowerCase()) : undefined;

  return (
    <div className={styles.layout} data-view={roomId ? 'room' : 'list'}>
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
        {roomId ? (
          <Conversation key={roomId} roomId={roomId} listed={listed} viewer={viewer} listHref={paths.list} />
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
