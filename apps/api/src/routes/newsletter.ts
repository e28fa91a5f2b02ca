import {
  emailKey,
  NEWSLETTER_CONFIRM_LIFETIME_MS,
  NEWSLETTER_CONFIRM_PATH,
  NEWSLETTER_EMAIL_FIELD,
  NEWSLETTER_UNSUBSCRIBE_PATH,
  NewsletterAnswerSchema,
  NewsletterSubscribeBodySchema,
  NewsletterTokenBodySchema,
  newsletterLink,
  newsletterMessage,
} from '@sfi/domain';
import { access } from '../auth/access.ts';
import type { Auth } from '../auth/auth.ts';
import { throttleClient } from '../auth/network.ts';
import type { Db } from '../db/client.ts';
import { confirmSubscription, requestSubscription, unsubscribe } from '../db/newsletter.ts';
import { HttpError } from '../http/errors.ts';
import { inLocale, requestLocale } from '../http/locale.ts';
import type { ZodPlugin } from '../http/zod.ts';
import type { Identity } from '../oidc/provider.ts';

/** The most a subscription form's body may hold: an address and the few fields such forms carry. */
const FORM_BODY_LIMIT = 4096;

/**
 * The investor newsletter's mailing-list form endpoint (doc 2 §4, §7) on the public service: the
 * embedded default of the runtime config's `newsletter.formUrl`.
 *
 * - `POST /newsletter` takes the `EMAIL` field as a form posts it (`application/x-www-form-urlencoded`)
 *   or as JSON, and answers 202 `{ status: 'pending' }`: the address is recorded once and sent a
 *   confirmation e-mail through the outbox (double opt-in), with a link to confirm and one to
 *   unsubscribe. A confirmed address gets no e-mail, and the answer is the same, so it tells nobody
 *   who subscribes. Limited per client (429 with `Retry-After`) and, silently, per address.
 * - `POST /newsletter/confirm` and `POST /newsletter/unsubscribe` take a link's `{ token }`; the
 *   public site's pages at the links post it. An unknown or expired link is a 404.
 *
 * Anyone may call them: a visitor of the public site is not signed in.
 */
export const newsletterRoutes: ZodPlugin<{ db: Db; auth: Auth; identity: Identity }> = async (
  app,
  { db, auth, identity },
) => {
  // A mailing-list form posts its fields form-encoded; in this scope only (the API takes JSON).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  const open = { access: access.anonymous };
  const linkNotFound = () => new HttpError(404, newsletterMessage('newsletter.error.linkNotFound'));

  /** Reserves an e-mail to this address; false past its limit (then nothing is sent, the answer the same). */
  const mayMail = async (email: string) => {
    try {
      await auth.throttle.attempt([
        { key: `newsletter:${emailKey(email)}`, rule: auth.policy.throttle.newsletterAddress },
      ]);
      return true;
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 429) return false;
      throw error;
    }
  };

  app.post(
    '/newsletter',
    {
      config: open,
      bodyLimit: FORM_BODY_LIMIT,
      schema: { body: NewsletterSubscribeBodySchema, response: { 202: NewsletterAnswerSchema } },
    },
    async (request, reply) => {
      await auth.throttle.attempt([
        {
          key: `newsletter:*@${throttleClient(request.ip)}`,
          rule: auth.policy.throttle.newsletterClient,
        },
      ]);
      const email = request.body[NEWSLETTER_EMAIL_FIELD];
      if (await mayMail(email)) {
        const origin = new URL(identity.issuer()).origin;
        // The page's language is the subscriber's: kept with the address, and the e-mail's.
        const locale = requestLocale(request);
        const links = await requestSubscription(
          db,
          { email, locale },
          auth.now(),
          NEWSLETTER_CONFIRM_LIFETIME_MS,
          async (tx, { confirmToken, unsubscribeToken }) => {
            await auth.outbox.enqueue(tx, {
              kind: 'email',
              to: email,
              ...inLocale(locale, () => ({
                subject: newsletterMessage('newsletter.mail.subject'),
                body: newsletterMessage('newsletter.mail.body', {
                  confirm: newsletterLink(origin, NEWSLETTER_CONFIRM_PATH, confirmToken),
                  unsubscribe: newsletterLink(origin, NEWSLETTER_UNSUBSCRIBE_PATH, unsubscribeToken),
                }),
              })),
              // The links are secrets of the address's owner: blanked once delivered.
              sensitive: true,
            });
          },
        );
        if (links) auth.outbox.kick();
      }
      return reply.code(202).send({ status: 'pending' as const });
    },
  );

  app.post(
    '/newsletter/confirm',
    { config: open, schema: { body: NewsletterTokenBodySchema, response: { 200: NewsletterAnswerSchema } } },
    async (request) => {
      if (!(await confirmSubscription(db, request.body.token, auth.now()))) throw linkNotFound();
      return { status: 'confirmed' as const };
    },
  );

  app.post(
    '/newsletter/unsubscribe',
    { config: open, schema: { body: NewsletterTokenBodySchema, response: { 200: NewsletterAnswerSchema } } },
    async (request) => {
      if (!(await unsubscribe(db, request.body.token, auth.now()))) throw linkNotFound();
      return { status: 'unsubscribed' as const };
    },
  );
};
