import { Alert, Button, Dialog, Form, Inline, Stack, Text, TextField } from '@sfi/ui';
import {
  FileDealerUpdateSchema,
  message,
  NewFileDealerSchema,
  type FileDealerAccount,
  type FileDealerUpdate,
  type NewFileDealer,
} from '@sfi/domain';
import { useSchemaForm } from '@sfi/api-client/react';
import { SendLinkButton } from '../people/SendLinkButton.tsx';

export interface DealerDialogProps {
  /** The dealer to change; without one, the dialog adds a dealer. */
  dealer?: FileDealerAccount;
  /** Adds the dealer; a rejection keeps the dialog open with what was typed and the server's errors. */
  onCreate: (dealer: NewFileDealer) => Promise<unknown>;
  /** Saves the changes; a rejection keeps the dialog open likewise. */
  onUpdate: (id: string, changes: FileDealerUpdate) => Promise<unknown>;
  /** E-mails the dealer a one-time link to reset their password (staff never choose it). */
  onSendPasswordLink: (id: string) => Promise<unknown>;
  /**
   * The signed-in member may change a dealer's e-mail (a super admin): the dealer's password links
   * go there, so moving it is a super admin's, as choosing the password is (issue 26 item 6).
   */
  mayChangeEmail: boolean;
  onClose: () => void;
}

/**
 * Adds a file-system dealer, or changes one: its dealer number, company name, e-mail and the user
 * name it signs in with. Staff never choose a dealer's password (issue 26 item 6): a dealer added is
 * e-mailed an activation link, and a dealer changed can be sent a reset link.
 * Checked with the domain's schema before sending; a user name or dealer number another dealer has
 * comes back as that field's error. Errors show under their fields, and what was typed stays.
 */
export function DealerDialog({
  dealer,
  onCreate,
  onUpdate,
  onSendPasswordLink,
  mayChangeEmail,
  onClose,
}: DealerDialogProps) {
  const editing = dealer !== undefined;
  const { field, errors, pending, submit } = useSchemaForm({
    initial: {
      dealerNo: dealer?.dealerNo ?? '',
      name: dealer?.name ?? '',
      email: dealer?.email ?? '',
      username: dealer?.username ?? '',
    },
    schema: editing ? FileDealerUpdateSchema : NewFileDealerSchema,
    send: async (value) => {
      if (editing) await onUpdate(dealer.id, value as FileDealerUpdate);
      else await onCreate(value as NewFileDealer);
      onClose();
    },
    failure: editing ? 'dealers.error.update' : 'error.tryAgain',
  });

  return (
    <Dialog
      isOpen
      title={
        editing ? message('fileDealers.edit.title', { name: dealer.name }) : message('fileDealers.add.title')
      }
      closeLabel={message('action.close')}
      onOpenChange={(open) => !open && onClose()}
    >
      <Form onSubmit={submit} validationErrors={errors.fields} validationBehavior="aria">
        <Stack gap="medium">
          {errors.form ? <Alert tone="critical">{errors.form}</Alert> : null}
          <TextField
            {...field('dealerNo')}
            label={message('fileDealers.dealerNo.label')}
            description={message('fileDealers.dealerNo.description')}
            autoComplete="off"
            isRequired
            autoFocus
          />
          <TextField
            {...field('name')}
            label={message('fileDealers.name.label')}
            autoComplete="organization"
            isRequired
          />
          <TextField
            {...field('email')}
            label={message('fileDealers.email.label')}
            type="email"
            autoComplete="email"
            isRequired
            {...(editing &&
              !mayChangeEmail && { isReadOnly: true, description: message('password.emailSuperAdminOnly') })}
          />
          <TextField
            {...field('username')}
            label={message('fileDealers.username.label')}
            description={message('fileDealers.username.description')}
            autoComplete="off"
            isRequired
          />
          {editing ? (
            <SendLinkButton
              label={message('password.link.send')}
              sent={message('password.link.sent', { email: dealer.email })}
              send={() => onSendPasswordLink(dealer.id)}
            />
          ) : (
            <Text tone="neutral">{message('password.activation.note')}</Text>
          )}
          <Inline gap="small" align="end">
            <Button variant="quiet" onPress={onClose}>
              {message('action.cancel')}
            </Button>
            <Button type="submit" isPending={pending}>
              {editing ? message('action.save') : message('fileDealers.add')}
            </Button>
          </Inline>
        </Stack>
      </Form>
    </Dialog>
  );
}
