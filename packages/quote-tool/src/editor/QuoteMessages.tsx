import { useState, type FormEvent } from 'react';
import { Alert, Button, Card, Form, Heading, Stack, Text, TextArea } from '@sfi/ui';
import { message, QUOTE_MESSAGE_MAX, QuoteMessageSchema, type LiveUser, formatDateTime } from '@sfi/domain';
import { ApiError } from '@sfi/api-client';
import type { QuoteRoom } from '@sfi/api-client/react';
import * as styles from './editor.css.ts';

/** Who else has the quote open, by name; said politely as people come and go. */
export function WorkingUsers({
  users,
  viewerId,
}: {
  users: readonly LiveUser[];
  viewerId: string | undefined;
}) {
  const others = users.filter((user) => user.id !== viewerId);
  return (
    <Text size="small" tone="secondary" aria-live="polite">
      {others.length > 0
        ? message('quote.workingUsers', { names: others.map((user) => user.name).join(', ') })
        : message('quote.workingUsers.none')}
    </Text>
  );
}

/**
 * The quote's messages between the dealer and staff (doc 1 §7), oldest first, new ones as they
 * come over the live socket; and a box to send one. A message that could not be sent stays typed.
 */
export function QuoteMessages({ room }: { room: QuoteRoom }) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string>();
  const shown = room.messages.flatMap((each) => {
    const parsed = QuoteMessageSchema.safeParse(each);
    return parsed.success ? [parsed.data] : [];
  });

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!text.trim() || sending) return;
    setSending(true);
    setError(undefined);
    try {
      await room.send(text.trim());
      setText('');
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : message('quote.messages.sendFailed'));
    } finally {
      setSending(false);
    }
  }

  return (
    <Card as="section" aria-labelledby="quote-messages" padding="large">
      <Stack gap="medium">
        <Heading level={2} id="quote-messages">
          {message('quote.messages')}
        </Heading>
        {room.error ? <Alert tone="caution">{room.error}</Alert> : null}
        {shown.length === 0 ? (
          <Text tone="secondary">{message('quote.messages.none')}</Text>
        ) : (
          <ol className={styles.messages} aria-live="polite" tabIndex={0} aria-labelledby="quote-messages">
            {shown.map((each) => (
              <li key={each.id} className={styles.message}>
                <Text size="small" weight="bold">
                  {each.senderName}{' '}
                  <Text as="span" size="small" tone="secondary">
                    <time dateTime={each.createdAt}>{formatDateTime(each.createdAt)}</time>
                  </Text>
                </Text>
                <Text>{each.content}</Text>
              </li>
            ))}
          </ol>
        )}
        <Form onSubmit={(event) => void send(event)} validationBehavior="aria">
          <div className={styles.sendRow}>
            <TextArea
              name="message"
              label={message('quote.messages.label')}
              value={text}
              onChange={setText}
              maxLength={QUOTE_MESSAGE_MAX}
              isInvalid={error !== undefined}
              errorMessage={error}
            />
            <Button type="submit" isPending={sending} isDisabled={!room.connected || !text.trim()}>
              {message('quote.messages.send')}
            </Button>
          </div>
        </Form>
      </Stack>
    </Card>
  );
}
