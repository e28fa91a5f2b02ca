import { CurrentSessionSchema, LocaleChoiceSchema } from '@sfi/domain';
import { z } from 'zod';
import { access } from '../auth/access.ts';
import type { Auth } from '../auth/auth.ts';
import { signedIn } from '../auth/require-session.ts';
import { dealerSessionView, extendSession, staffSessionView, type Authenticated } from '../auth/sessions.ts';
import { setAccountLocale } from '../db/account-locales.ts';
import type { Db } from '../db/client.ts';
import { revokeSession } from '../db/sessions.ts';
import type { Live } from '../live/live.ts';

import type { ZodPlugin } from '../http/zod.ts';

/** Who is signed in, in the shape of their sign-in call. */
function current(signed: Authenticated) {
  switch (signed.kind) {
    case 'dealer':
      return {
        kind: signed.kind,
        user: signed.user,
        session: dealerSessionView(signed.session),
        appConfig: signed.appConfig,
      };
    case 'file-dealer':
      return { kind: signed.kind, user: signed.user, session: dealerSessionView(signed.session) };
    case 'staff':
      return { kind: signed.kind, user: signed.user, session: staffSessionView(signed.session) };
  }
}

/**
 * The current session, for every kind of account:
 *
 * - `GET /session`: `{ kind, user, session }` (a lease-quote dealer also gets `appConfig`);
 * - `POST /session/extend`: the same, after moving the idle deadline on (any call does; this one
 *   exists for the "are you still there?" warning, WCAG 2.2.1);
 * - `PUT /session/locale` `{ locale }`: the signed-in person's language (`en-CA` or `fr-CA`), kept
 *   on their own account for the e-mails and text messages written to them (issue 29); 204;
 * - `POST /logout`: ends the session on the server (a pending staff sign-in too), and its live
 *   sockets with it; 204.
 */
export const sessionRoutes: ZodPlugin<{ db: Db; auth: Auth; live: Live }> = async (
  app,
  { db, auth, live },
) => {
  app.get(
    '/session',
    { config: { access: access.anySession }, schema: { response: { 200: CurrentSessionSchema } } },
    async (request) => current(signedIn(request)),
  );

  app.post(
    '/session/extend',
    { config: { access: access.anySession }, schema: { response: { 200: CurrentSessionSchema } } },
    async (request) => current(await extendSession(auth, signedIn(request))),
  );

  app.put(
    '/session/locale',
    {
      config: { access: access.anySession },
      schema: { body: LocaleChoiceSchema, response: { 204: z.undefined() } },
    },
    async (request, reply) => {
      // Only the caller's own account: the session names it, the body cannot.
      const { kind, user } = signedIn(request);
      await setAccountLocale(db, kind, user.id, request.body.locale);
      return reply.code(204).send();
    },
  );

  app.post(
    '/logout',
    { config: { access: access.anySessionOrPending }, schema: { response: { 204: z.undefined() } } },
    async (request, reply) => {
      const { id } = signedIn(request).session;
      await revokeSession(db, id, auth.now());
      live.sessionsEnded({ sessionId: id });
      return reply.code(204).send();
    },
  );
};
