import { takeoverMessage } from '@sfi/domain';
import { Alert } from '@sfi/ui';
import { PublicApi } from '../takeovers/PublicApi.tsx';
import { ContactForm } from './ContactForm.tsx';

/** The Contact us page's form (its content file's `<!-- slot:contact -->`), over the site's API client. */
export default function ContactSlot() {
  return (
    <PublicApi loading={null} failed={<Alert tone="critical" title={takeoverMessage('contact.error')} />}>
      <ContactForm />
    </PublicApi>
  );
}
