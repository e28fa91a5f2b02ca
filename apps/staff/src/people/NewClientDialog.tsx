import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Dialog, Form, Inline, Stack, Text, TextField } from '@sfi/ui';
import { message, NewClientUserSchema, peopleMessage, type NewClientUser } from '@sfi/domain';
import { checkValues, failureErrors, type FormErrors } from '../dealers/errors.ts';

const fieldNames = ['email', 'name', 'fileNo'] as const;
type FieldName = (typeof fieldNames)[number];
const noErrors: FormErrors = { fields: {} };

export interface NewClientDialogProps {
  /** Adds the client; a rejection keeps the dialog open with what was typed and the server's message. */
  onCreate: (client: NewClientUser) => Promise<unknown>;
  onClose: () => void;
}

/**
 * Adds a client (doc 2 §7, `POST /users`): their e-mail, and optionally their name and a lease file
 * to link. Checked with the domain's schema first; the server's refusal (a taken e-mail, "The file
 * does not exist") shows under its field, any other as the server's message above the form.
 */
export function NewClientDialog({ onCreate, onClose }: NewClientDialogProps) {
  const [values, setValues] = useState<Record<FieldName, string>>({ email: '', name: '', fileNo: '' });
  const [errors, setErrors] = useState(noErrors);
  const [pending, setPending] = useState(false);
  const [refusals, setRefusals] = useState(0);
  const formRef = useRef<HTMLFormElement | null>(null);

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
    const given = Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== ''));
    const checked = checkValues(NewClientUserSchema, given);
    setErrors(checked.errors ?? noErrors);
    if (checked.errors) return setRefusals((count) => count + 1);
    setPending(true);
    try {
      await onCreate(checked.value);
    } catch (error) {
      setPending(false);
      setErrors(failureErrors(error, fieldNames));
      setRefusals((count) => count + 1);
    }
  }

  return (
    <Dialog
      isOpen
      title={peopleMessage('clients.add.title')}
      closeLabel={message('action.close')}
      onOpenChange={(open) => !open && onClose()}
    >
      <Form onSubmit={submit} validationErrors={errors.fields} validationBehavior="aria">
        <Stack gap="medium">
          <Text tone="secondary">{peopleMessage('clients.add.description')}</Text>
          {errors.form ? <Alert tone="critical">{errors.form}</Alert> : null}
          <TextField
            {...field('email')}
            label={peopleMessage('people.field.email')}
            type="email"
            autoComplete="off"
            isRequired
            autoFocus
          />
          <TextField {...field('name')} label={peopleMessage('people.field.name')} autoComplete="off" />
          <TextField
            {...field('fileNo')}
            label={peopleMessage('clients.add.fileNo')}
            description={peopleMessage('clients.add.fileNo.description')}
            autoComplete="off"
          />
          <Inline gap="small" align="end">
            <Button variant="quiet" onPress={onClose}>
              {peopleMessage('people.cancel')}
            </Button>
            <Button type="submit" isPending={pending}>
              {peopleMessage('clients.add.submit')}
            </Button>
          </Inline>
        </Stack>
      </Form>
    </Dialog>
  );
}
