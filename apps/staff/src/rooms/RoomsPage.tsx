import { useMemo, useState } from 'react';
import { failureMessage } from '@sfi/api-client';
import { useAssignableRooms, useRoomAssignment, useRoomStaff } from '@sfi/api-client/react';
import { Alert, Button, EmptyState, Heading, LoadingDots, snackbar, Stack, Text } from '@sfi/ui';
import {
  activeLocale,
  nameCollator,
  adminRoomName,
  dealerAdminMessage,
  message,
  type RoomStaff,
} from '@sfi/domain';
import { useOperation } from '../operation.ts';
import { RoomStaffCard } from './RoomStaffCard.tsx';
import * as styles from './RoomsPage.css.ts';

/**
 * The room assignment (spec doc 2 §1, §4, §7; super admins): every member of staff, by name, with the
 * chat rooms assigned to them; assigning a room or removing one updates that member at once, and
 * their open chat follows. Each member's assignment and removal keep their own state.
 */
export default function RoomsPage() {
  const staff = useRoomStaff();
  const rooms = useAssignableRooms();
  const title = dealerAdminMessage('rooms.title');

  // By dealer, then file, as the rooms are named, in the language's order (É with E in French).
  const locale = activeLocale();
  const offered = useMemo(() => {
    const byName = nameCollator(locale);
    return [...(rooms.data ?? [])].sort((one, other) =>
      byName.compare(adminRoomName(one), adminRoomName(other)),
    );
  }, [rooms.data, locale]);
  const failed = staff.error ?? rooms.error;
  return (
    <div className={styles.page}>
      <title>{`${title} · ${message('nav.staff.label')}`}</title>
      <Stack gap="small">
        <Heading level={1}>{title}</Heading>
        <Text tone="neutral">{dealerAdminMessage('rooms.intro')}</Text>
      </Stack>
      {failed && !(staff.data && rooms.data) ? (
        <Alert
          tone="critical"
          title={failureMessage(failed, 'error.tryAgain')}
          action={
            <Button
              onPress={() => {
                void staff.mutate();
                void rooms.mutate();
              }}
            >
              {message('action.retry')}
            </Button>
          }
        />
      ) : !staff.data || !rooms.data ? (
        <LoadingDots label={message('app.loading')} />
      ) : staff.data.length === 0 ? (
        <EmptyState title={message('staff.error.noneFound')} />
      ) : (
        <>
          {rooms.data.length === 0 ? <Text tone="neutral">{dealerAdminMessage('rooms.noRooms')}</Text> : null}
          <div className={styles.grid}>
            {staff.data.map((member) => (
              <StaffRooms key={member.id} member={member} rooms={offered} />
            ))}
          </div>
        </>
      )}
    </div>
  );
}

/** One member's card, with its own assignment and removal states. */
function StaffRooms({
  member,
  rooms,
}: {
  member: RoomStaff;
  rooms: Parameters<typeof RoomStaffCard>[0]['rooms'];
}) {
  const assignment = useRoomAssignment();
  const assigning = useOperation('rooms.error.assign');
  const removing = useOperation('rooms.error.assign');
  const [removingRoom, setRemovingRoom] = useState<string>();
  const roomName = (roomId: string) => {
    const room = rooms.find((each) => each.id === roomId) ?? member.rooms.find((each) => each.id === roomId);
    return room ? adminRoomName(room) : roomId;
  };
  const email = member.email ?? '';
  return (
    <RoomStaffCard
      member={member}
      rooms={rooms}
      assigning={assigning.state}
      removing={removingRoom === undefined ? undefined : { roomId: removingRoom, state: removing.state }}
      onAssign={(roomId) => {
        removing.reset();
        void assigning.run(async () => {
          await assignment.assign({ email, room: roomId });
          snackbar.show({
            message: dealerAdminMessage('rooms.assigned', { room: roomName(roomId), name: member.name }),
            tone: 'success',
          });
        });
      }}
      onRemove={(roomId) => {
        assigning.reset();
        setRemovingRoom(roomId);
        void removing.run(async () => {
          await assignment.remove({ email, room: roomId });
          snackbar.show({
            message: dealerAdminMessage('rooms.removed', { room: roomName(roomId), name: member.name }),
            tone: 'success',
          });
        });
      }}
    />
  );
}
