import {
  StaffCodeResentSchema,
  StaffCodeSentSchema,
  StaffLoginResultSchema,
  StaffVerificationSchema,
} from '@sfi/domain';
import { access } from '../auth/access.ts';
import type { Auth } from '../auth/auth.ts';
import { basicCredentials } from '../auth/credentials.ts';
import { signedIn } from '../auth/require-session.ts';
import { staffSessionView, startSession } from '../auth/sessions.ts';
import { checkPassword } from '../auth/sign-in.ts';
import { credentialsRequiredMessage, loginFailedMessage } from '../auth/strings.ts';
import { issueCode, resendCode, verifyCode } from '../auth/two-factor.ts';
import type { Db } from '../db/client.ts';
import { findStaff, findStaffPhone } from '../db/accounts.ts';
import { HttpError } from '../http/errors.ts';
import type { ZodPlugin } from '../http/zod.ts';

/**
 * Staff two-factor sign-in (spec doc 2 §4 and §7):
 *
 * 1. `POST /login/sms` with `Authorization: Basic base64(username:password)`: checks the password,
 *    texts a 6-digit code, and answers a pending session with its token.
 * 2. `POST /login` with `{ code }` and the pending session (`X-Session-Token` + `Authorization:
 *    Bearer`): the pending session ends and a verified one, with a new id and token, is answered.
 *    Sent again later with the code the app kept, on the verified session, it restores the
 *    session (until `expiredAt`).
 *
 * `POST /login/sms/resend` texts a new code for the pending session; the old one stops working.
 */
export const staffLoginRoutes: ZodPlugin<{ db: Db; auth: Auth }> = async (app, { db, auth }) => {
  app.post(
    '/login/sms',
    { config: { access: access.anonymous }, schema: { response: { 200: StaffCodeSentSchema } } },
    async (request) => {
      const credentials = basicCredentials(request.headers);
      if (!credentials) throw new HttpError(400, credentialsRequiredMessage());
      const staffId = await checkPassword(auth, 'staff', credentials, request.ip);
      const [user, phone] = await Promise.all([findStaff(db, staffId), findStaffPhone(db, staffId)]);
      if (!user || phone === undefined) throw new HttpError(401, loginFailedMessage());

      const started = await db.transaction(async (tx) => {
        const { session, token } = await startSession(auth, tx, {
          kind: 'staff',
          subjectId: staffId,
          ip: request.ip,
        });
        const verification = await issueCode(auth, tx, { session, token, phone });
        return { session, token, verification };
      });
      auth.outbox.kick();
      return {
        token: started.token,
        user,
        session: staffSessionView(started.session),
        verification: started.verification,
      };
    },
  );

  app.post(
    '/login',
    {
      config: { access: access.staffSignIn },
      schema: { body: StaffVerificationSchema, response: { 200: StaffLoginResultSchema } },
    },
    async (request) => {
      const { session, token, user } = signedIn(request, 'staff');
      const { code } = request.body;
      // The verified session has a new id and token (the pending ones stop working); restoring keeps them.
      const verified = await verifyCode(auth, { session, token, code, ip: request.ip });
      return {
        token: verified.token,
        user,
        session: { ...staffSessionView(verified.session), verificationCode: code },
      };
    },
  );

  app.post(
    '/login/sms/resend',
    { config: { access: access.staffSignIn }, schema: { response: { 200: StaffCodeResentSchema } } },
    async (request) => {
      const { session, token } = signedIn(request, 'staff');
      return { verification: await resendCode(auth, session, token) };
    },
  );
};
