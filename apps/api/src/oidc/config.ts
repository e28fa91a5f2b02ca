import type { FastifyInstance } from 'fastify';
import { withoutTrailing, type RuntimeConfig } from '@sfi/domain';
import { CLIENT_APP_ID, OIDC_PATH } from './provider.ts';

/**
 * The `identity` part of the apps' runtime config: the issuer and the client id. Read when the
 * config is served (a getter), because the default issuer is on the public origin, which by default
 * names the port the server got.
 */
export function clientIdentityConfig(
  app: FastifyInstance,
  issuer: string | undefined,
): NonNullable<RuntimeConfig['identity']> {
  return {
    clientId: CLIENT_APP_ID,
    get issuer() {
      return withoutTrailing(issuer ?? `${app.publicOrigin()}${OIDC_PATH}`, '/');
    },
  };
}
