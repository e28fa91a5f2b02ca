import { Button, Dialog, Inline, Stack, Text } from '@sfi/ui';
import { leaseFileChanges, message, type LeaseFileFields, type SelectContext } from '@sfi/domain';
import { ChangesTable } from './ChangesTable.tsx';
import { withField, type FileDraft } from './draft.ts';

export interface StaleSaveDialogProps {
  /** The read the user's changes were made on. */
  base: LeaseFileFields;
  /** The user's version. */
  mine: FileDraft;
  /** The file as the server holds it now (the refused save's answer). */
  theirs: LeaseFileFields;
  context: SelectContext;
  /** Saves the user's changes on top of the file as it is now. */
  onKeepMine: (merged: FileDraft) => void;
  /** Drops the user's changes for the file as it is now. */
  onTakeTheirs: () => void;
  onClose: () => void;
}

/**
 * A save refused because someone saved the file after it was read (409): the fields the user
 * changed, each with their value and the one the file holds now, and the choice between saving the
 * user's changes on top of the other save, or taking the file as it is now. Nothing is overwritten
 * without the user's say.
 */
export function StaleSaveDialog({
  base,
  mine,
  theirs,
  context,
  onKeepMine,
  onTakeTheirs,
  onClose,
}: StaleSaveDialogProps) {
  const changes = leaseFileChanges(base, mine);
  const rows = changes.map((change) => {
    const group = change.group ? (theirs[change.group] as Record<string, unknown> | undefined) : theirs;
    return { ...change, before: change.after, after: group?.[change.name] };
  });
  const merged = changes.reduce<FileDraft>(
    (draft, change) => withField(draft, change.group, change.name, change.after),
    theirs,
  );
  return (
    <Dialog
      isOpen
      size="large"
      title={message('fileTool.stale.title')}
      closeLabel={message('action.close')}
      onOpenChange={(open) => !open && onClose()}
    >
      <Stack gap="medium">
        <Text>{message('fileTool.stale.intro')}</Text>
        <ChangesTable
          label={message('fileTool.stale.title')}
          changes={rows}
          context={context}
          beforeLabel={message('fileTool.stale.mine')}
          afterLabel={message('fileTool.stale.theirs')}
        />
        <Inline gap="small" align="end">
          <Button variant="secondary" onPress={onTakeTheirs}>
            {message('fileTool.stale.takeTheirs')}
          </Button>
          <Button onPress={() => onKeepMine(merged)}>{message('fileTool.stale.keepMine')}</Button>
        </Inline>
      </Stack>
    </Dialog>
  );
}
