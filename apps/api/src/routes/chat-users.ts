import { z } from 'zod';
import {
  ChatUserMapSchema,
  FileDealerLoginResultSchema,
  StaffMemberSchema,
  StaffSearchQuerySchema,
  staffMemberFor,
} from '@sfi/domain';
import { access } from '../auth/access.ts';
import type { Auth } from '../auth/auth.ts';
import { basicCredentials } from '../auth/credentials.ts';
import { dealerSessionView, startSession } from '../auth/sessions.ts';
import { checkPassword } from '../auth/sign-in.ts';
import { credentialsRequiredMessage, loginFailedMessage } from '../auth/strings.ts';
import { signedIn } from '../auth/require-session.ts';
import { chatViewerOf } from '../auth/viewers.ts';
import type { Db } from '../db/client.ts';
import { findFileDealer } from '../db/accounts.ts';
import { chatUserMap } from '../db/chat.ts';
import { searchStaffMembers } from '../db/people.ts';
import { HttpError } from '../http/errors.ts';
import type { ZodPlugin } from '../http/zod.ts';

/**
 * The users of the chat service (spec doc 2 §7):
 *
 * - `POST /users/login`: a file-tool dealer signs in with `Authorization: Basic
 *   base64(username:password)`. Answers `{ user, token, session }`.
 * - `GET /users/get-user-map`: everyone the caller meets in their chat rooms (the rooms' dealers,
 *   the staff assigned to them, whoever wrote in them), by id: `{ id, name, type }`.
 * - `GET /users/search/criteria?email=` or `?fileno=` (verified staff; the staff administration's
 *   searches, doc 2 §7): the staff whose e-mail holds it, case aside, or the staff assigned to a
 *   conversation about that lease file, sorted by name, as `GET /auth` answers them (the mobile only
 *   to a super admin and its owner). Without exactly one of the two, a 400. Any member of staff
 *   reads the staff (`GET /auth`) and a dealer's rooms with their staff (`GET /users/{id}` of the
 *   dealer API), so neither answer tells them more than they read already.
 */
export const chatUserRoutes: ZodPlugin<{ db: Db; auth: Auth }> = async (app, { db, auth }) => {
  app.post(
    '/users/login',
    { config: { access: access.anonymous }, schema: { response: { 200: FileDealerLoginResultSchema } } },
    async (request) => {
      const credentials = basicCredentials(request.headers);
      if (!credentials) throw new HttpError(400, credentialsRequiredMessage());
      const dealerId = await checkPassword(auth, 'file-dealer', credentials, request.ip);
      const user = await findFileDealer(db, dealerId);
      if (!user) throw new HttpError(401, loginFailedMessage());
      const { session, token } = await startSession(auth, db, {
        kind: 'file-dealer',
        subjectId: dealerId,
        ip: request.ip,
      });
      return { user, token, session: dealerSessionView(session) };
    },
  );

  app.get(
    '/users/get-user-map',
    { config: { access: access.chat }, schema: { response: { 200: ChatUserMapSchema } } },
    async (request) => {
      return chatUserMap(db, chatViewerOf(request));
    },
  );

  app.get(
    '/users/search/criteria',
    {
      config: { access: access.staff },
      schema: { querystring: StaffSearchQuerySchema, response: { 200: z.array(StaffMemberSchema) } },
    },
    async (request) => {
      const { user } = signedIn(request, 'staff');
      return (await searchStaffMembers(db, request.query)).map((member) => staffMemberFor(member, user));
    },
  );
};
