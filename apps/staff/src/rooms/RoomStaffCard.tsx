import { useId, useState } from 'react';
import { Alert, Badge, Button, Card, Heading, Select, SelectItem, Text } from '@sfi/ui';
import { adminRoomName, dealerAdminMessage, message, type AdminChatRoom, type RoomStaff } from '@sfi/domain';
import type { OperationState } from '../operation.ts';
import * as styles from './RoomStaffCard.css.ts';

export interface RoomStaffCardProps {
  /** The member of staff, with the rooms assigned to them. */
  member: RoomStaff;
  /** Every chat room there is, to assign from. */
  rooms: readonly AdminChatRoom[];
  /** Assigns the room to them. */
  onAssign: (roomId: string) => void;
  /** Takes the room from them. */
  onRemove: (roomId: string) => void;
  /** The assignment's state, and the removal's (with the room being removed): each its own. */
  assigning: OperationState;
  removing: { roomId: string; state: OperationState } | undefined;
}

/**
 * A member of staff and the chat rooms they see (doc 2 §4: assigning or removing a room updates that
 * staff member's rooms): their rooms, named by dealer and file, each with Remove; a room to assign;
 * "Update failed" with the server's words when a change fails. A super admin sees every room
 * anyway; a member without an e-mail cannot be named by the assignment, which says so.
 */
export function RoomStaffCard({
  member,
  rooms,
  onAssign,
  onRemove,
  assigning,
  removing,
}: RoomStaffCardProps) {
  const [chosen, setChosen] = useState<string | null>(null);
  const headingId = useId();
  const assigned = new Set(member.rooms.map((room) => room.id));
  const others = rooms.filter((room) => !assigned.has(room.id));
  const failed =
    assigning.status === 'failed'
      ? assigning
      : removing?.state.status === 'failed'
        ? removing.state
        : undefined;

  return (
    <Card as="section" aria-labelledby={headingId} className={styles.card}>
      <div className={styles.header}>
        <Heading level={2} id={headingId}>
          {member.name}
        </Heading>
        {member.email ? (
          <Text tone="neutral" className={styles.email}>
            {member.email}
          </Text>
        ) : (
          <Text tone="neutral">{dealerAdminMessage('rooms.noEmail')}</Text>
        )}
        {member.superAdmin ? (
          <span>
            <Badge tone="brand">{dealerAdminMessage('rooms.superAdmin')}</Badge>
          </span>
        ) : null}
      </div>

      {member.rooms.length === 0 ? (
        <Text tone="neutral">{dealerAdminMessage('rooms.none')}</Text>
      ) : (
        <ul className={styles.rooms} aria-label={dealerAdminMessage('rooms.list', { name: member.name })}>
          {member.rooms.map((room) => {
            const name = adminRoomName(room);
            const pending = removing?.roomId === room.id && removing.state.status === 'pending';
            return (
              <li key={room.id} className={styles.room}>
                <span className={styles.roomName}>{name}</span>
                <Button
                  size="small"
                  variant="secondary"
                  isPending={pending}
                  aria-label={dealerAdminMessage('rooms.remove.action', { room: name, name: member.name })}
                  onPress={() => onRemove(room.id)}
                >
                  {dealerAdminMessage('rooms.remove')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}

      {member.email ? (
        others.length === 0 ? (
          rooms.length > 0 ? (
            <Text tone="neutral">{dealerAdminMessage('rooms.assign.allAssigned')}</Text>
          ) : null
        ) : (
          <form
            className={styles.assign}
            onSubmit={(event) => {
              event.preventDefault();
              if (chosen !== null && others.some((room) => room.id === chosen)) {
                onAssign(chosen);
                setChosen(null);
              }
            }}
          >
            <Select
              label={dealerAdminMessage('rooms.assign.label')}
              placeholder={dealerAdminMessage('rooms.assign.placeholder')}
              selectedKey={chosen}
              onSelectionChange={(key) => setChosen(key === null ? null : String(key))}
            >
              {others.map((room) => (
                <SelectItem key={room.id} id={room.id}>
                  {adminRoomName(room)}
                </SelectItem>
              ))}
            </Select>
            <Button
              type="submit"
              variant="secondary"
              isPending={assigning.status === 'pending'}
              isDisabled={chosen === null}
            >
              {dealerAdminMessage('rooms.assign.action')}
            </Button>
          </form>
        )
      ) : null}

      {failed ? (
        <Alert
          tone="critical"
          title={message('rooms.error.assign')}
          action={
            failed.retry && (
              <Button variant="secondary" size="small" onPress={failed.retry}>
                {message('action.retry')}
              </Button>
            )
          }
        >
          {failed.message}
        </Alert>
      ) : null}
    </Card>
  );
}
