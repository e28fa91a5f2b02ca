import { useState } from 'react';
import { Switch, Text, TextField } from '@sfi/ui';
import { message, NewDealerAccountSchema, type NewDealerAccount } from '@sfi/domain';
import { useSchemaForm } from '@sfi/api-client/react';
import { FormDialog } from '../forms/FormDialog.tsx';

export interface NewAccountDialogProps {
  /** The dealership the account joins, when it is added from one. */
  dealerName?: string;
  /** Adds the account; a rejection keeps the dialog open with what was typed and the server's errors. */
  onCreate: (account: NewDealerAccount) => Promise<unknown>;
  onClose: () => void;
}

/**
 * Adds a dealer account: its dealership, the user name it signs in with, the e-mail its activation
 * link goes to (the dealer chooses their own password with it: staff never do, issue 26 item 7), a
 * contact name, and whether its dealer-mode next steps are on (on unless staff turn it off: without
 * them the dealer can never submit a quote). Checked with the domain's schema before sending; a user
 * name that is taken comes back as the user field's error.
 */
export function NewAccountDialog({ dealerName = '', onCreate, onClose }: NewAccountDialogProps) {
  const [dealerStepsEnabled, setDealerStepsEnabled] = useState(true);
  const form = useSchemaForm({
    schema: NewDealerAccountSchema,
    initial: { dealerName, user: '', email: '', contactName: '' },
    send: (account) => onCreate({ ...account, dealerStepsEnabled }),
    onSent: onClose,
  });

  return (
    <FormDialog
      title={message('dealerAccounts.add.title')}
      submitLabel={message('dealerAccounts.add')}
      errors={form.errors}
      pending={form.pending}
      onSubmit={form.submit}
      onClose={onClose}
    >
      <TextField
        {...form.field('dealerName')}
        label={message('dealerAccounts.dealerName.label')}
        description={message('dealerAccounts.dealerName.description')}
        isRequired
        autoFocus={!dealerName}
      />
      <TextField
        {...form.field('user')}
        label={message('dealerAccounts.user.label')}
        description={message('dealerAccounts.user.description')}
        autoComplete="off"
        isRequired
        autoFocus={Boolean(dealerName)}
      />
      <TextField
        {...form.field('email')}
        label={message('dealerAccounts.email.label')}
        description={message('dealerAccounts.email.description')}
        type="email"
        autoComplete="off"
        isRequired
      />
      <TextField {...form.field('contactName')} label={message('dealerAccounts.contactName.label')} />
      <DealerStepsSwitch isSelected={dealerStepsEnabled} onChange={setDealerStepsEnabled} />
    </FormDialog>
  );
}

/**
 * The account's dealer-mode next steps, on or off, in the spec's words for the feature ("Allowed
 * next steps, dealer mode (only when the feature is enabled)"), with what it means below.
 */
export function DealerStepsSwitch({
  isSelected,
  onChange,
  isDisabled,
}: {
  isSelected: boolean;
  onChange: (on: boolean) => void;
  isDisabled?: boolean;
}) {
  return (
    <div>
      <Switch
        isSelected={isSelected}
        onChange={onChange}
        isDisabled={isDisabled}
        aria-describedby="dealer-steps-description"
      >
        {message('dealerAccounts.dealerSteps.label')}
      </Switch>
      <Text id="dealer-steps-description" size="small" tone="secondary">
        {message('dealerAccounts.dealerSteps.description')}
      </Text>
    </div>
  );
}
