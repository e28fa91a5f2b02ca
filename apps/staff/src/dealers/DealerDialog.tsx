import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Dialog, Form, Inline, Stack, Text, TextField } from '@sfi/ui';
import {
  FileDealerUpdateSchema,
  message,
  NewFileDealerSchema,
  type FileDealerAccount,
  type FileDealerUpdate,
  type NewFileDealer,
} from '@sfi/domain';
import { checkValues, failureErrors, type FormErrors } from './errors.ts';

const fieldNames = ['dealerNo', 'name', 'email', 'username'] as const;
type FieldName = (typeof fieldNames)[number];

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

const noErrors: FormErrors = { fields: {} };

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
  const [values, setValues] = useState<Record<FieldName, string>>({
    dealerNo: dealer?.dealerNo ?? '',
    name: dealer?.name ?? '',
    email: dealer?.email ?? '',
    username: dealer?.username ?? '',
  });
  const [errors, setErrors] = useState(noErrors);
  const [pending, setPending] = useState(false);
  const [refusals, setRefusals] = useState(0);
  const formRef = useRef<HTMLFormElement | null>(null);
  const [linkSent, setLinkSent] = useState<'sending' | 'sent' | 'failed'>();

  // After a refused submit, the first field in error takes the focus.
  useEffect(() => {
    if (refusals === 0) return;
    formRef.current?.querySelector('[data-invalid]')?.querySelector<HTMLElement>('input')?.focus();
  }, [refusals]);

  const field = (name: FieldName) => ({
    name,
    value: values[name],
    onChange: (value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
      setErrors(({ fields: { [name]: _cleared, ...fields } }) => ({ fields }));
    },
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    formRef.current = event.currentTarget;
    if (pending) return;
    const checked = editing
      ? checkValues(FileDealerUpdateSchema, values)
      : checkValues(NewFileDealerSchema, values);
    setErrors(checked.errors ?? noErrors);
    if (checked.errors) return setRefusals((count) => count + 1);
    setPending(true);
    try {
      if (editing) await onUpdate(dealer.id, checked.value as FileDealerUpdate);
      else await onCreate(checked.value as NewFileDealer);
      setPending(false);
      onClose();
    } catch (error) {
      setPending(false);
      setErrors(failureErrors(error, fieldNames, editing ? 'dealers.error.update' : 'error.tryAgain'));
      setRefusals((count) => count + 1);
    }
  }

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
            <Stack gap="small">
              {linkSent === 'sent' ? (
                <Alert tone="positive">{message('password.link.sent', { email: dealer.email })}</Alert>
              ) : linkSent === 'failed' ? (
                <Alert tone="critical">{message('error.tryAgain')}</Alert>
              ) : null}
              <div>
                <Button
                  variant="secondary"
                  isPending={linkSent === 'sending'}
                  onPress={() => {
                    setLinkSent('sending');
                    onSendPasswordLink(dealer.id).then(
                      () => setLinkSent('sent'),
                      () => setLinkSent('failed'),
                    );
                  }}
                >
                  {message('password.link.send')}
                </Button>
              </div>
            </Stack>
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
