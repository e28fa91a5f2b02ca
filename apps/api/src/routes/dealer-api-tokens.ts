import { DealersTokenSchema } from '@sfi/domain';
import { access } from '../auth/access.ts';
import type { Auth } from '../auth/auth.ts';
import { issueDealerApiToken } from '../auth/dealer-tokens.ts';
import { signedIn } from '../auth/require-session.ts';
import type { ZodPlugin } from '../http/zod.ts';

/** `GET /dealers-api-tokens` (spec doc 2 §7): the dealer token for the signed-in file-tool dealer's chat calls. */
export const dealerApiTokenRoutes: ZodPlugin<{ auth: Auth }> = async (app, { auth }) => {
  app.get(
    '/dealers-api-tokens',
    {
      config: { access: access.fileDealer },
      schema: { response: { 200: DealersTokenSchema } },
    },
    async (request) => issueDealerApiToken(auth, signedIn(request, 'file-dealer').session),
  );
};
