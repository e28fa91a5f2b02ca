import { areaMessages } from '../message-format.ts';
import { translations } from '../locale.ts';

/**
 * The words of the investor newsletter beyond the spec's own (doc 2 §4, §8: the heading, "You are
 * now subscribed!" and "Sorry, an error has occurred.", which stay in `en`'s common area): the
 * form's hint, the confirmation e-mail, the confirmation and unsubscribe pages, and the reference
 * server's refusals. Kept out of `en`, which every app's entry carries: they travel with the
 * newsletter's own code (the form and its pages load when first needed) and with the server.
 */
export const newsletterWords = {
  'newsletter.body':
    'Quarterly results, dividends, annual meeting documents and press releases from SFI (TSX: SFI), in your inbox.',
  // A subscription waits for its confirmation link (double opt-in): "You are now subscribed!" is
  // said once the link is followed (newsletter.confirm.done), not when the form is sent.
  'newsletter.linkSent': 'Almost done: confirm your subscription',
  'newsletter.checkInbox': 'We sent a message to {email}: follow its link to confirm your subscription.',
  'newsletter.sending': 'Subscribing…',
  'newsletter.privacy': 'One e-mail a quarter, and every one has a link to unsubscribe.',

  'newsletter.mail.subject': 'Confirm your subscription to the SFI investor newsletter',
  'newsletter.mail.body':
    'Thank you for subscribing to the SFI investor newsletter. Confirm your subscription by opening this link: {confirm}\nThe link works for 7 days. If you did not ask for this, ignore this message and nothing will be sent to you.\nTo unsubscribe at any time: {unsubscribe}',

  'newsletter.confirm.title': 'Confirm your subscription',
  'newsletter.confirm.working': 'Confirming your subscription…',
  'newsletter.confirm.done':
    'Your subscription to the SFI investor newsletter is confirmed. You are now subscribed!',
  'newsletter.confirm.invalid':
    'This confirmation link is not valid or has expired. Subscribe again to get a new one.',
  'newsletter.unsubscribe.title': 'Unsubscribe from the investor newsletter',
  'newsletter.unsubscribe.body': 'You will no longer receive the SFI investor newsletter.',
  'newsletter.unsubscribe.submit': 'Unsubscribe',
  'newsletter.unsubscribe.done':
    'You are unsubscribed. You will receive no more newsletters from us. You can subscribe again at any time.',
  'newsletter.unsubscribe.invalid': 'This unsubscribe link is not valid.',
  'newsletter.backHome': 'Go to the home page',

  'newsletter.error.token': 'This link is not valid: open the link from the e-mail as it was sent.',
  'newsletter.error.linkNotFound': 'This link is not valid or has expired.',
} as const;

/** A word of the newsletter's form, pages and e-mail, filled in as `message` fills the catalogue's. */
export const newsletterMessage = /* @__PURE__ */ areaMessages(newsletterWords);

translations({ 'fr-CA': () => import('./fr/newsletter.ts') });
