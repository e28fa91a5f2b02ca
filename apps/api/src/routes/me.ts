import { MeAnswerSchema } from '@sfi/domain';
import { access } from '../auth/access.ts';
import { signedInClient } from '../auth/require-session.ts';
import type { ZodPlugin } from '../http/zod.ts';
import { clientView } from '../oidc/accounts.ts';

/**
 * `GET /me` of the public API (doc 2 §7): the signed-in client, as `{ me }`. The bearer token is an
 * access token of the identity provider for this API (a JWT); anything else is a 401.
 */
export const meRoutes: ZodPlugin = async (app) => {
  app.get(
    '/me',
    { config: { access: access.client }, schema: { response: { 200: MeAnswerSchema } } },
    async (request) => ({ me: clientView(signedInClient(request)) }),
  );
};
