import { TextField } from '@sfi/ui';
import { DealershipSchema, message, type Dealership } from '@sfi/domain';
import { useSchemaForm } from '@sfi/api-client/react';
import { FormDialog } from '../forms/FormDialog.tsx';

export interface RenameDealershipDialogProps {
  /** The dealership's name as it is now. */
  dealerName: string;
  /** How many accounts the dealership has (they all take the new name). */
  accounts: number;
  /** Renames the dealership; a rejection keeps the dialog open with what was typed and why. */
  onRename: (to: Dealership) => Promise<unknown>;
  onClose: () => void;
}

/** Renames a dealership: every one of its accounts takes the new dealer name. */
export function RenameDealershipDialog({
  dealerName,
  accounts,
  onRename,
  onClose,
}: RenameDealershipDialogProps) {
  const form = useSchemaForm({
    schema: DealershipSchema,
    initial: { dealerName },
    // The same name again changes nothing: nothing to send.
    send: async (to) => (to.dealerName === dealerName ? undefined : onRename(to)),
    onSent: onClose,
  });

  return (
    <FormDialog
      title={message('dealerAccounts.rename.title', { dealerName })}
      submitLabel={message('dealerAccounts.rename')}
      errors={form.errors}
      pending={form.pending}
      onSubmit={form.submit}
      onClose={onClose}
    >
      <TextField
        {...form.field('dealerName')}
        label={message('dealerAccounts.rename.label')}
        description={message('dealerAccounts.rename.description', { count: accounts, dealerName })}
        isRequired
        autoFocus
      />
    </FormDialog>
  );
}
