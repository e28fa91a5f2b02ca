import { z } from 'zod';
import { NEWSLETTER_EMAIL_FIELD } from './constants.ts';
import { EmailSchema } from './entities/common.ts';
import { newsletterMessage } from './catalogue/newsletter.ts';
import { withoutTrailing } from './strings.ts';

/**
 * The investor newsletter (doc 2 §4, §7): the form sends an `EMAIL` field to the mailing-list form
 * endpoint the runtime config names (`newsletter.formUrl`). The reference server's endpoint (the
 * embedded default) keeps each address once, with double opt-in: a subscription is pending until
 * the link of its confirmation e-mail is opened, and every e-mail carries a link to unsubscribe.
 */

/** Where the e-mailed links land: pages of the public site. */
export const NEWSLETTER_CONFIRM_PATH = '/newsletter/confirm';
export const NEWSLETTER_UNSUBSCRIBE_PATH = '/newsletter/unsubscribe';

/** How long a confirmation link works. */
export const NEWSLETTER_CONFIRM_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** The states of a subscription. */
export const newsletterStatuses = ['pending', 'confirmed', 'unsubscribed'] as const;
/** A state of a subscription. */
export type NewsletterStatus = (typeof newsletterStatuses)[number];

/**
 * What the form sends (as `application/x-www-form-urlencoded`, as a mailing-list form takes it;
 * the reference server also takes the same field as JSON): the address in `EMAIL`. Other fields a
 * mailing-list form may carry are ignored.
 */
export const NewsletterSubscribeBodySchema = z.object({ [NEWSLETTER_EMAIL_FIELD]: EmailSchema });
/** Body of a subscription. */
export type NewsletterSubscribeBody = z.infer<typeof NewsletterSubscribeBodySchema>;

/**
 * A link's token as the e-mail carries it (`?token=`): 43 URL-safe base64 characters (32 random
 * bytes); anything else is refused before the database is asked.
 */
export const NewsletterTokenSchema = z
  .string({ error: () => newsletterMessage('newsletter.error.token') })
  .regex(/^[A-Za-z0-9_-]{43}$/, { error: () => newsletterMessage('newsletter.error.token') });

/** Body of the reference server's confirm and unsubscribe calls: the link's token. */
export const NewsletterTokenBodySchema = z.object({ token: NewsletterTokenSchema });
/** Body of confirming or unsubscribing. */
export type NewsletterTokenBody = z.infer<typeof NewsletterTokenBodySchema>;

/**
 * What the reference server answers: the subscription's state. A subscription always answers
 * `pending` (202), whether the address is new, waiting or already confirmed, so that the answer
 * tells nobody who subscribes; confirming answers `confirmed`, unsubscribing `unsubscribed`.
 */
export const NewsletterAnswerSchema = z.object({ status: z.enum(newsletterStatuses) });
/** The reference server's answer. */
export type NewsletterAnswer = z.infer<typeof NewsletterAnswerSchema>;

/** A link of an e-mail: the public site's page at `path` with the token. */
export function newsletterLink(origin: string, path: string, token: string): string {
  return `${withoutTrailing(origin, '/')}${path}?token=${encodeURIComponent(token)}`;
}
