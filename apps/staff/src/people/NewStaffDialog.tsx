import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Dialog, Form, Inline, Stack, Text } from '@sfi/ui';
import { message, NewStaffUserSchema, peopleMessage, type NewStaffUser } from '@sfi/domain';
import { checkValues, failureErrors, type FormErrors } from '../dealers/errors.ts';
import { StaffFields, type StaffValues } from './StaffFields.tsx';

const fieldNames = ['name', 'email', 'username', 'phone', 'roles'] as const;
const noErrors: FormErrors = { fields: {} };

export interface NewStaffDialogProps {
  /** Adds the member; a rejection keeps the dialog open with what was typed and the server's message. */
  onCreate: (member: NewStaffUser) => Promise<unknown>;
  onClose: () => void;
}

/**
 * Adds a staff member (super admins; doc 2 §7, `POST /auth/create`): name, e-mail, user name,
 * mobile for the sign-in codes, and roles. They choose their own password from an e-mailed link.
 */
export function NewStaffDialog({ onCreate, onClose }: NewStaffDialogProps) {
  const [values, setValues] = useState<StaffValues>({
    name: '',
    email: '',
    username: '',
    phone: '',
    roles: ['LEASE_QUOTES_ADMIN'],
  });
  const [errors, setErrors] = useState(noErrors);
  const [pending, setPending] = useState(false);
  const [refusals, setRefusals] = useState(0);
  const formRef = useRef<HTMLFormElement | null>(null);

  useEffect(() => {
    if (refusals === 0) return;
    formRef.current?.querySelector('[data-invalid]')?.querySelector<HTMLElement>('input')?.focus();
  }, [refusals]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    formRef.current = event.currentTarget;
    if (pending) return;
    const checked = checkValues(NewStaffUserSchema, values);
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
      title={peopleMessage('staffAdmin.add.title')}
      closeLabel={message('action.close')}
      onOpenChange={(open) => !open && onClose()}
    >
      <Form onSubmit={submit} validationErrors={errors.fields} validationBehavior="aria">
        <Stack gap="medium">
          <Text tone="secondary">{peopleMessage('staffAdmin.add.description')}</Text>
          {errors.form ? <Alert tone="critical">{errors.form}</Alert> : null}
          <StaffFields
            values={values}
            onChange={(name, value) => {
              setValues((current) => ({ ...current, [name]: value }));
              setErrors(({ fields: { [name]: _cleared, ...fields } }) => ({ fields }));
            }}
            canChangeAccess
            autoFocus
          />
          <Inline gap="small" align="end">
            <Button variant="quiet" onPress={onClose}>
              {peopleMessage('people.cancel')}
            </Button>
            <Button type="submit" isPending={pending}>
              {peopleMessage('staffAdmin.add.submit')}
            </Button>
          </Inline>
        </Stack>
      </Form>
    </Dialog>
  );
}
