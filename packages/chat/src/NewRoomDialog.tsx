import { useState } from 'react';
import { Button, Dialog, DialogTrigger, Form, Inline, SearchComboBox, TextField } from '@sfi/ui';
import { message, type ChatRoomView, type FileDealerAccount, chatScreenMessage } from '@sfi/domain';
import { useChatMutations, useFileDealers } from '@sfi/api-client/react';

export interface NewRoomDialogProps {
  /** The room made (or the dealer's room that was there already): the screen opens it. */
  onCreated: (room: ChatRoomView) => void;
}

/**
 * Staff start a conversation with a dealer: the dealer, found as they type, and optionally one of
 * the dealer's lease files. A creation that fails only stops the pending state (doc 2 §4, §8):
 * the dialog stays open with what was typed, to try again.
 */
export function NewRoomDialog({ onCreated }: NewRoomDialogProps) {
  return (
    <DialogTrigger>
      <Button variant="primary">{chatScreenMessage('chat.newRoom.action')}</Button>
      <Dialog title={chatScreenMessage('chat.newRoom.title')} size="small">
        {({ close }) => (
          <NewRoomForm
            onCreated={(room) => {
              close();
              onCreated(room);
            }}
            onCancel={close}
          />
        )}
      </Dialog>
    </DialogTrigger>
  );
}

function NewRoomForm({ onCreated, onCancel }: NewRoomDialogProps & { onCancel: () => void }) {
  const { createRoom } = useChatMutations();
  const [search, setSearch] = useState('');
  const [dealer, setDealer] = useState<FileDealerAccount | null>(null);
  const [fileNo, setFileNo] = useState('');
  const [creating, setCreating] = useState(false);
  const [missing, setMissing] = useState(false);
  const dealers = useFileDealers({ search: search.trim() || undefined, limit: 20, sort: 'name' });
  const items = dealers.data?.dealers ?? [];

  const create = async () => {
    if (!dealer) {
      setMissing(true);
      return;
    }
    setCreating(true);
    try {
      const room = await createRoom({ dealerId: dealer.id, ...(fileNo.trim() && { fileNo: fileNo.trim() }) });
      setCreating(false);
      onCreated(room);
    } catch {
      // Doc 2 §4: a room creation failure only clears the creating flag.
      setCreating(false);
    }
  };

  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        void create();
      }}
    >
      <SearchComboBox
        label={chatScreenMessage('chat.newRoom.dealer')}
        description={chatScreenMessage('chat.newRoom.dealerHelp')}
        items={items}
        value={dealer}
        onChange={(chosen) => {
          setDealer(chosen);
          if (chosen) setMissing(false);
        }}
        onSearchChange={setSearch}
        itemKey={(each) => each.id}
        itemLabel={dealerLabel}
        isRequired
        isInvalid={missing}
        errorMessage={message('chat.room.dealerRequired')}
        allowsEmptyCollection
        menuTrigger="focus"
      />
      <TextField
        label={chatScreenMessage('chat.newRoom.fileNo')}
        description={chatScreenMessage('chat.newRoom.fileNoHelp')}
        value={fileNo}
        onChange={setFileNo}
      />
      <Inline gap="small" align="end">
        <Button variant="secondary" onPress={onCancel}>
          {message('action.cancel')}
        </Button>
        <Button type="submit" isPending={creating}>
          {chatScreenMessage('chat.newRoom.create')}
        </Button>
      </Inline>
    </Form>
  );
}

/** A dealer in the list: the company name and the dealer number. */
function dealerLabel(dealer: FileDealerAccount): string {
  return `${dealer.name || dealer.companyName} (${dealer.dealerNo})`;
}
