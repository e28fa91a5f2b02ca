import { useApiClient } from '@sfi/api-client/react';
import { Heading, Text } from '@sfi/ui';
import { message, type ClientAccount } from '@sfi/domain';
import * as styles from './People.css.ts';
import { SendLinkButton } from './SendLinkButton.tsx';

/**
 * A client who has not chosen a password yet (issue 26 item 7): staff added them, and an activation
 * link went to their e-mail. Staff send a new one here (the earlier one stops working); nobody but
 * the client ever learns the password. Nothing once the client has used a link (their e-mail is
 * confirmed then).
 */
export function ClientActivation({ client }: { client: ClientAccount }) {
  const api = useApiClient();
  if (client.emailConfirmed) return null;
  return (
    <section className={styles.section} aria-labelledby="client-activation">
      <Heading level={2} id="client-activation">
        {message('password.activation.heading')}
      </Heading>
      <Text tone="neutral">
        {message('password.activation.pending')} {message('password.activation.note')}
      </Text>
      <SendLinkButton
        label={message('password.activation.send')}
        sent={message('password.activation.sent', { email: client.email })}
        send={() => api.clients.sendActivationLink(client.id)}
      />
    </section>
  );
}
