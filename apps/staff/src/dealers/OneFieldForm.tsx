import { useState } from 'react';
import { formFailure } from '@sfi/api-client';
import { Alert, Button, Form, Heading, Inline, Stack, Text, TextField } from '@sfi/ui';
import { message } from '@sfi/domain';
import type { OperationState } from '../operation.ts';
import * as styles from './DealerUserPage.css.ts';

export interface OneFieldFormProps {
  /** The section's heading and what the change does. */
  title: string;
  intro: string;
  /** The field's label, and its rule when it has one. */
  label: string;
  description?: string;
  /** A password is typed unseen, and never trimmed. @default 'text' */
  type?: 'text' | 'password';
  /** @default 50 */
  maxLength?: number;
  /** The server's name of the field (`password`): its error in a refusal shows under the field. */
  name?: string;
  /** The button. */
  action: string;
  /** Sends the value; resolves true when it was taken (the field is then emptied). */
  onSubmit: (value: string) => Promise<boolean>;
  /**
   * This change's own state: pending while it is sent, failed with the words to show (the server's,
   * or "Could not update dealer. Please try again." when it said none).
   */
  state: OperationState;
}

/**
 * One change of a dealer, in a section of its own: one field and a button (a lease file to assign, a
 * new password). Its state is its own: pending while sent, a failure with the server's words under
 * the field (a password too short) or under the form, with "Try again" where trying again can succeed.
 */
export function OneFieldForm({
  title,
  intro,
  label,
  description,
  type = 'text',
  maxLength = 50,
  name,
  action,
  onSubmit,
  state,
}: OneFieldFormProps) {
  const [value, setValue] = useState('');
  const sent = type === 'password' ? value : value.trim();
  const failure =
    state.status === 'failed'
      ? { ...formFailure(state.error, name ? [name] : [], state.message), retry: state.retry }
      : undefined;

  return (
    <section className={styles.section} aria-label={title}>
      <Stack gap="xsmall">
        <Heading level={2}>{title}</Heading>
        <Text tone="neutral">{intro}</Text>
      </Stack>
      <Form
        validationErrors={failure?.fields ?? {}}
        onSubmit={(event) => {
          event.preventDefault();
          if (sent === '' || state.status === 'pending') return;
          void onSubmit(sent).then((taken) => {
            if (taken) setValue('');
          });
        }}
      >
        <Inline gap="small" alignY="end">
          <TextField
            label={label}
            {...(name !== undefined && { name })}
            {...(description !== undefined && { description })}
            type={type}
            value={value}
            onChange={setValue}
            isRequired
            maxLength={maxLength}
            {...(type === 'password' && { autoComplete: 'new-password' })}
          />
          <Button type="submit" isPending={state.status === 'pending'}>
            {action}
          </Button>
        </Inline>
      </Form>
      {failure?.form ? (
        <Alert
          tone="critical"
          title={failure.form}
          action={
            failure.retry && (
              <Button variant="secondary" size="small" onPress={failure.retry}>
                {message('action.retry')}
              </Button>
            )
          }
        />
      ) : null}
    </section>
  );
}
