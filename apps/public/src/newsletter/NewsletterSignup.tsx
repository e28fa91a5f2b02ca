import { subscribeToNewsletter } from '@sfi/api-client';
import { newsletterFormUrl, withTranslations } from '@sfi/domain';
import { NewsletterForm } from './NewsletterForm.tsx';
import { publicRuntimeConfig } from './runtime.ts';

/** Sends the address to the mailing-list form endpoint of the runtime config (doc 2 §7). */
async function subscribe(email: string): Promise<void> {
  await subscribeToNewsletter(newsletterFormUrl(await publicRuntimeConfig()), email);
}

/**
 * The investor newsletter's signup (doc 2 §4, §7), for any page of the public site: the form, sent
 * to the runtime config's mailing-list form endpoint (the reference server's double opt-in list by
 * default). No props; load it lazily (`lazy(withTranslations(() => import('./newsletter/NewsletterSignup.tsx')))`):
 * its code and the runtime config stay out of the site's first load.
 */
export default function NewsletterSignup() {
  return <NewsletterForm subscribe={subscribe} />;
}
