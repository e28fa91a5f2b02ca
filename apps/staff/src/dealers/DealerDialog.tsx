import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Dialog, Form, Inline, Stack, TextField } from '@sfi/ui';
import {
  dealerPasswordLength,
  FileDealerUpdateSchema,
  message,
  NewFileDealerSchema,
  type FileDealerAccount,
  type FileDealerUpdate,
  type NewFileDealer,
} from '@sfi/domain';
import { checkValues, failureErrors, type FormErrors } from './errors.ts';

const fieldNames = ['dealerNo', 'name', 'email', 'username', 'password'] as const;
type FieldName = (typeof fieldNames)[number];

export interface DealerDialogProps {
  /** The dealer to change; without one, the dialog adds a dealer. */
  dealer?: FileDealerAccount;
  /** Adds the dealer; a rejection keeps the dialog open with what was typed and the server's errors. */
  onCreate: (dealer: NewFileDealer) => Promise<unknown>;
  /** Saves the changes; a rejection keeps the dialog open likewise. */
  onUpdate: (id: string, changes: FileDealerUpdate) => Promise<unknown>;
  onClose: () => void;
}

const noErrors: FormErrors = { fields: {} };

/**
 * Adds a file-system dealer, or changes one: its dealer number, company name, e-mail, and the user
 * name and password it signs in with (when changing, an empty password keeps the current one).
 * Checked with the domain's schema before sending; a user name or dealer number another dealer has
 * comes back as that field's error. Errors show under their fields, and what was typed stays.
 */
export function DealerDialog({ dealer, onCreate, onUpdate, onClose }: DealerDialogProps) {
  const editing = dealer !== undefined;
  const [values, setValues] = useState<Record<FieldName, string>>({
    dealerNo: dealer?.dealerNo ?? '',
    name: dealer?.name ?? '',
    email: dealer?.email ?? '',
    username: dealer?.username ?? '',
    password: '',
  });
  const [errors, setErrors] = useState(noErrors);
  const [pending, setPending] = useState(false);
  const [refusals, setRefusals] = useState(0);
  const formRef = useRef<HTMLFormElement | null>(null);
  const passwordRule = message('dealerAccounts.password.length', dealerPasswordLength);

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
    const { password, ...rest } = values;
    const checked = editing
      ? checkValues(FileDealerUpdateSchema, password === '' ? rest : values)
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
          />
          <TextField
            {...field('username')}
            label={message('fileDealers.username.label')}
            description={message('fileDealers.username.description')}
            autoComplete="off"
            isRequired
          />
          <TextField
            {...field('password')}
            label={message('fileDealers.password.label')}
            // Said once: when the password breaks the rule, the rule is the field's error.
            description={
              errors.fields.password === passwordRule
                ? editing
                  ? message('fileDealers.password.keep')
                  : undefined
                : editing
                  ? `${message('fileDealers.password.keep')} ${passwordRule}`
                  : passwordRule
            }
            type="password"
            autoComplete="new-password"
            isRequired={!editing}
          />
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
