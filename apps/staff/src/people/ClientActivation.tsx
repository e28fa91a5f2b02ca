import { useState } from 'react';
import { failureMessage } from '@sfi/api-client';
import { useApiClient } from '@sfi/api-client/react';
import { Alert, Button, Heading, Stack, Text } from '@sfi/ui';
import { message, type ClientAccount } from '@sfi/domain';
import * as styles from './People.css.ts';

/**
 * A client who has not chosen a password yet (issue 26 item 7): staff added them, and an activation
 * link went to their e-mail. Staff send a new one here (the earlier one stops working); nobody but
 * the client ever learns the password. Nothing once the client has used a link (their e-mail is
 * confirmed then).
 */
export function ClientActivation({ client }: { client: ClientAccount }) {
  const api = useApiClient();
  const [state, setState] = useState<'sending' | 'sent' | 'failed'>();
  const [failure, setFailure] = useState<string>();
  if (client.emailConfirmed) return null;
  return (
    <section className={styles.section} aria-labelledby="client-activation">
      <Heading level={2} id="client-activation">
        {message('password.activation.send')}
      </Heading>
      <Text tone="neutral">
        {message('password.activation.pending')} {message('password.activation.note')}
      </Text>
      <Stack gap="small">
        {state === 'sent' ? (
          <Alert tone="positive">{message('password.activation.sent', { email: client.email })}</Alert>
        ) : null}
        {state === 'failed' ? <Alert tone="critical">{failure}</Alert> : null}
        <div>
          <Button
            variant="secondary"
            isPending={state === 'sending'}
            onPress={() => {
              setState('sending');
              api.clients.sendActivationLink(client.id).then(
                () => setState('sent'),
                (error: unknown) => {
                  setFailure(failureMessage(error, 'error.tryAgain'));
                  setState('failed');
                },
              );
            }}
          >
            {message('password.activation.send')}
          </Button>
        </div>
      </Stack>
    </section>
  );
}
