import { takeoverMessage } from '@sfi/domain';
import { MessageForm } from '../contact/MessageForm.tsx';

export interface ServiceRequestFormProps {
  takeoverId: string;
  /** The vehicle, named in the message the form starts with. */
  vehicle: string;
}

/**
 * A takeover's service request form (doc 2 §2, §7): sent with `POST /emails` naming the takeover.
 * A failed request says "This lease takeover is not available." (doc 2 §8), or the server's words
 * when it asks to wait (too many messages); what was typed stays.
 */
export default function ServiceRequestForm({ takeoverId, vehicle }: ServiceRequestFormProps) {
  return (
    <MessageForm
      id="service-request"
      title={takeoverMessage('serviceRequest.title')}
      intro={takeoverMessage('serviceRequest.intro')}
      sendLabel={takeoverMessage('serviceRequest.send')}
      sentText={takeoverMessage('serviceRequest.sent')}
      initialMessage={takeoverMessage('serviceRequest.message.takeover', { vehicle })}
      failureText={(error) =>
        error.status === 429 ? error.message : takeoverMessage('takeovers.unavailable')
      }
      toRequest={(fields) => ({ kind: 'takeover', leaseTakeoverId: takeoverId, ...fields })}
    />
  );
}
