import { Alert, Button, Dialog, Form, Inline, Stack, Text, TextField } from '@sfi/ui';
import { message, NewClientUserSchema, peopleMessage, type NewClientUser } from '@sfi/domain';
import { useSchemaForm } from '@sfi/api-client/react';

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
  const { field, errors, pending, submit } = useSchemaForm({
    initial: { email: '', name: '', fileNo: '' },
    schema: NewClientUserSchema,
    // Fields left blank are not sent.
    input: (typed) => Object.fromEntries(Object.entries(typed).filter(([, value]) => value.trim() !== '')),
    send: onCreate,
    failure: 'error.tryAgain',
  });

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
