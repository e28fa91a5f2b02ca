import { Alert, Button, Dialog, Form, Inline, Stack, Text } from '@sfi/ui';
import { message, NewStaffUserSchema, peopleMessage, type NewStaffUser } from '@sfi/domain';
import { useSchemaForm } from '@sfi/api-client/react';
import { StaffFields, type StaffValues } from './StaffFields.tsx';

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
  const { values, change, errors, pending, submit } = useSchemaForm({
    initial: {
      name: '',
      email: '',
      username: '',
      phone: '',
      roles: ['LEASE_QUOTES_ADMIN'],
    } as StaffValues,
    schema: NewStaffUserSchema,
    send: onCreate,
    failure: 'error.tryAgain',
  });

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
          <StaffFields values={values} onChange={change} canChangeAccess autoFocus />
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
