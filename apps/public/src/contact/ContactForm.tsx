import { takeoverMessage } from '@sfi/domain';
import { MessageForm } from './MessageForm.tsx';

export interface ContactFormProps {
  /** An id for the form's heading, unique on the page. @default 'contact' */
  id?: string;
}

/**
 * The Contact us form (issue 14): name, e-mail, phone and message, sent to the provider through the
 * outbox (`POST /emails` as a `contact` message), with the same states as a takeover's service
 * request. Needs the public site's API client above it (`PublicApi`).
 */
export function ContactForm({ id = 'contact' }: ContactFormProps) {
  return (
    <MessageForm
      id={id}
      title={takeoverMessage('contact.title')}
      intro={takeoverMessage('contact.intro')}
      sendLabel={takeoverMessage('contact.send')}
      sentText={takeoverMessage('contact.sent')}
      failureText={(error) => (error.status === 429 ? error.message : takeoverMessage('contact.error'))}
      toRequest={(fields) => ({ kind: 'contact', ...fields })}
    />
  );
}
