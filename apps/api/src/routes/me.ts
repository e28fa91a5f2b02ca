import { MeAnswerSchema, message } from '@sfi/domain';
import { noStore } from '../auth/no-store.ts';
import type { Db } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
import type { ZodPlugin } from '../http/zod.ts';
import { clientView, findClientById, type ClientAccount } from '../oidc/accounts.ts';
import type { Identity } from '../oidc/provider.ts';
import type { FastifyRequest } from 'fastify';

/** The client the public API's bearer token names, once its signature, issuer, audience and expiry are checked. */
export async function signedInClient(
  request: FastifyRequest,
  db: Db,
  identity: Identity,
): Promise<ClientAccount> {
  const header = request.headers.authorization ?? '';
  const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
  const challenge = { 'www-authenticate': 'Bearer realm="sfi-public-api"' };
  if (!token) throw new HttpError(401, message('public.tokenRequired'), undefined, challenge);
  let subject: string;
  try {
    subject = (await identity.verifyAccessToken(token)).sub;
  } catch {
    throw new HttpError(401, message('public.tokenInvalid'), undefined, {
      'www-authenticate': 'Bearer realm="sfi-public-api", error="invalid_token"',
    });
  }
  const account = await findClientById(db, subject);
  if (!account?.emailVerifiedAt)
    throw new HttpError(401, message('public.tokenInvalid'), undefined, challenge);
  return account;
}

/**
 * `GET /me` of the public API (doc 2 §7): the signed-in client, as `{ me }`. The bearer token is an
 * access token of the identity provider for this API (a JWT); anything else is a 401.
 */
export const meRoutes: ZodPlugin<{ db: Db; identity: Identity }> = async (app, { db, identity }) => {
  app.addHook('onSend', noStore);
  app.get('/me', { schema: { response: { 200: MeAnswerSchema } } }, async (request) => ({
    me: clientView(await signedInClient(request, db, identity)),
  }));
};
