import { ChatUserMapSchema, FileDealerLoginResultSchema } from '@sfi/domain';
import { access } from '../auth/access.ts';
import type { Auth } from '../auth/auth.ts';
import { basicCredentials } from '../auth/credentials.ts';
import { dealerSessionView, startSession } from '../auth/sessions.ts';
import { checkPassword } from '../auth/sign-in.ts';
import { CREDENTIALS_REQUIRED, LOGIN_FAILED } from '../auth/strings.ts';
import { signedIn } from '../auth/require-session.ts';
import { findFileDealer } from '../db/accounts.ts';
import { chatUserMap } from '../db/chat.ts';
import { HttpError } from '../http/errors.ts';
import type { ZodPlugin } from '../http/zod.ts';
import { chatViewerOf } from '../live/chat.ts';

/**
 * The users of the chat service (spec doc 2 §7):
 *
 * - `POST /users/login`: a file-tool dealer signs in with `Authorization: Basic
 *   base64(username:password)`. Answers `{ user, token, session }`.
 * - `GET /users/get-user-map`: everyone the caller meets in their chat rooms (the rooms' dealers,
 *   the staff assigned to them, whoever wrote in them), by id: `{ id, name, type }`.
 */
export const chatUserRoutes: ZodPlugin<{ auth: Auth }> = async (app, { auth }) => {
  app.post(
    '/users/login',
    { config: { access: access.anonymous }, schema: { response: { 200: FileDealerLoginResultSchema } } },
    async (request) => {
      const credentials = basicCredentials(request.headers);
      if (!credentials) throw new HttpError(400, CREDENTIALS_REQUIRED);
      const dealerId = await checkPassword(auth, 'file-dealer', credentials, request.ip);
      const user = await findFileDealer(auth.db, dealerId);
      if (!user) throw new HttpError(401, LOGIN_FAILED);
      const { session, token } = await startSession(auth, auth.db, {
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
      const viewer = chatViewerOf(signedIn(request, 'staff', 'file-dealer'));
      return viewer ? chatUserMap(auth.db, viewer) : {};
    },
  );
};
