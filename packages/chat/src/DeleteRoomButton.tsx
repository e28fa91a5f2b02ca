import { useState } from 'react';
import { Button, snackbar, useConfirm } from '@sfi/ui';
import { message, chatScreenMessage } from '@sfi/domain';
import { failureMessage } from '@sfi/api-client';
import { useChatMutations } from '@sfi/api-client/react';

export interface DeleteRoomButtonProps {
  roomId: string;
  /** The room's name, as the conversation's heading says it. */
  name: string;
  /** The room is gone: the screen goes back to the list. */
  onDeleted: () => void;
}

/**
 * Staff delete a room (`DELETE /chats/{id}`, doc 2 §4, §7) after a confirmation that says what goes
 * with it; the dealer's list drops it live. A failure says "Please try again" (doc 2 §8) and the
 * room stays open.
 */
export function DeleteRoomButton({ roomId, name, onDeleted }: DeleteRoomButtonProps) {
  const confirm = useConfirm();
  const { removeRoom } = useChatMutations();
  const [deleting, setDeleting] = useState(false);

  const remove = async () => {
    const yes = await confirm({
      title: chatScreenMessage('chat.delete.title'),
      message: chatScreenMessage('chat.delete.question', { name }),
      confirmLabel: chatScreenMessage('chat.delete.confirm'),
      cancelLabel: message('action.cancel'),
      tone: 'danger',
    });
    if (!yes) return;
    setDeleting(true);
    try {
      await removeRoom(roomId);
      snackbar.show({ message: chatScreenMessage('chat.delete.done', { name }), tone: 'success' });
      onDeleted();
    } catch (error) {
      setDeleting(false);
      snackbar.show({ message: failureMessage(error, 'error.tryAgain'), tone: 'error' });
    }
  };

  return (
    <Button size="small" variant="secondary" isPending={deleting} onPress={() => void remove()}>
      {chatScreenMessage('chat.delete.action')}
    </Button>
  );
}
