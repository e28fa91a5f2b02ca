import { useId, useState } from 'react';
import { ApiError } from '@sfi/api-client';
import { Alert, Button, Form, Heading, Stack, Text, TextField } from '@sfi/ui';
import { NEWSLETTER_EMAIL_FIELD, newsletterMessage } from '@sfi/domain';
import { message } from '../messages.ts';
import * as styles from './newsletter.css.ts';

/** Where a subscription stands (doc 2 §4: it ends as subscribed or error). */
export type NewsletterState =
  | { status: 'idle' }
  | { status: 'submitting' }
  | { status: 'subscribed'; email: string }
  | { status: 'error'; fieldError?: string };

export interface NewsletterFormProps {
  /** Sends the address to the mailing-list form endpoint; rejects when it did not take it. */
  subscribe: (email: string) => Promise<void>;
  /** The state to start in (stories show each). @default { status: 'idle' } */
  initialState?: NewsletterState;
}

/**
 * "Subscribe to our investor newsletter" (doc 2 §4, §8): an e-mail field and a button. No check
 * before sending (the spec shows none): the endpoint validates the address, and its field error is
 * shown under the field. Ends with the confirmation link sent (the field cleared; "You are now
 * subscribed!" is said once the link is followed) or "Sorry, an error has occurred.", announced
 * either way.
 */
export function NewsletterForm({ subscribe, initialState = { status: 'idle' } }: NewsletterFormProps) {
  const [state, setState] = useState<NewsletterState>(initialState);
  const [email, setEmail] = useState('');
  const headingId = useId();
  const submitting = state.status === 'submitting';

  const submit = async () => {
    if (submitting) return;
    setState({ status: 'submitting' });
    try {
      await subscribe(email);
      setState({ status: 'subscribed', email: email.trim() });
      setEmail('');
    } catch (error) {
      const fieldError = error instanceof ApiError ? error.fieldErrors[NEWSLETTER_EMAIL_FIELD] : undefined;
      setState({ status: 'error', ...(fieldError && { fieldError }) });
    }
  };

  return (
    <section aria-labelledby={headingId} className={styles.panel}>
      <Stack gap="medium">
        <Heading level={2} id={headingId}>
          {message('newsletter.heading')}
        </Heading>
        <Text>{newsletterMessage('newsletter.body')}</Text>
        <Form
          validationBehavior="aria"
          validationErrors={
            state.status === 'error' && state.fieldError ? { [NEWSLETTER_EMAIL_FIELD]: state.fieldError } : {}
          }
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <div className={styles.row}>
            <TextField
              className={styles.field}
              name={NEWSLETTER_EMAIL_FIELD}
              type="email"
              autoComplete="email"
              label={message('newsletter.email.label')}
              value={email}
              onChange={(value) => {
                setEmail(value);
                if (state.status === 'error') setState({ status: 'idle' });
              }}
            />
            <Button
              type="submit"
              className={styles.submit}
              isPending={submitting}
              pendingLabel={newsletterMessage('newsletter.sending')}
            >
              {message('newsletter.subscribe')}
            </Button>
          </div>
        </Form>
        {/* Announced when it changes: the outcome of the subscription. */}
        <div role="status">
          {state.status === 'subscribed' && (
            <Alert
              tone="positive"
              className={styles.outcome}
              title={newsletterMessage('newsletter.linkSent')}
            >
              {newsletterMessage('newsletter.checkInbox', { email: state.email })}
            </Alert>
          )}
        </div>
        {state.status === 'error' && <Alert tone="critical">{message('newsletter.error')}</Alert>}
        <Text size="small" tone="secondary">
          {newsletterMessage('newsletter.privacy')}
        </Text>
      </Stack>
    </section>
  );
}
