import { DealerLoginResultSchema, DealerLoginSchema } from '@sfi/domain';
import { access } from '../auth/access.ts';
import type { Auth } from '../auth/auth.ts';
import { basicCredentials } from '../auth/credentials.ts';
import { dealerSessionView, startSession } from '../auth/sessions.ts';
import { checkPassword } from '../auth/sign-in.ts';
import {
  credentialsMismatchMessage,
  credentialsRequiredMessage,
  loginFailedMessage,
} from '../auth/strings.ts';
import type { Db } from '../db/client.ts';
import { usernameKey } from '../db/usernames.ts';
import { findDealer } from '../db/accounts.ts';
import { HttpError } from '../http/errors.ts';
import type { ZodPlugin } from '../http/zod.ts';

/**
 * `POST /dealer-login` (spec doc 1 §7): a lease-quote dealer signs in with the body's username and
 * password. An `Authorization: Basic` header may come too, as the spec's client sends one; it must
 * then name the same username and password. Answers `{ token, user, session, appConfig }`; the
 * session lasts 14 days (doc 1 §9). Any failure: 401 `Please try logging in again.`
 */
export const dealerLoginRoutes: ZodPlugin<{ db: Db; auth: Auth }> = async (app, { db, auth }) => {
  app.post(
    '/dealer-login',
    {
      config: { access: access.anonymous },
      schema: { body: DealerLoginSchema.nullish(), response: { 200: DealerLoginResultSchema } },
    },
    async (request) => {
      const header = basicCredentials(request.headers);
      const body = request.body;
      if (header && body) {
        const same =
          usernameKey(header.username) === usernameKey(body.username) && header.password === body.password;
        if (!same) throw new HttpError(400, credentialsMismatchMessage());
      }
      const credentials = body ?? header;
      if (!credentials) throw new HttpError(400, credentialsRequiredMessage());

      const dealerId = await checkPassword(auth, 'dealer', credentials, request.ip);
      const found = await findDealer(db, dealerId);
      if (!found) throw new HttpError(401, loginFailedMessage());
      const { session, token } = await startSession(auth, db, {
        kind: 'dealer',
        subjectId: dealerId,
        ip: request.ip,
      });
      return { token, user: found.user, session: dealerSessionView(session), appConfig: found.appConfig };
    },
  );
};
