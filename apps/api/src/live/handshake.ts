import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import { LiveAuthSchema } from '@sfi/domain';
import type { SessionRequest } from '../auth/sessions.ts';
import type { PublicOrigin } from '../http/public-origin.ts';
import { trustFunction, type TrustProxy } from '../http/trust-proxy.ts';
import { appOrigins } from '../oidc/provider.ts';

/*
 * The live socket's handshake as the session checks see a call: its session's two halves as the
 * headers an API call sends them, and its client's address by the same `TRUST_PROXY` rule as
 * Fastify's `request.ip`, so `authenticate` checks a socket exactly as it checks a call (the
 * session, its expiry, its network, the account behind it).
 */

/** The client address of a handshake's request, as `request.ip` would give it for an API call. */
export function handshakeAddress(trustProxy: TrustProxy): (request: IncomingMessage) => string {
  const trust = trustFunction(trustProxy);
  return (request) => {
    if (!trust) return request.socket.remoteAddress ?? '';
    const addresses = proxyAddr.all(request, trust);
    return addresses[addresses.length - 1] ?? '';
  };
}

/**
 * A handshake as `authenticate` reads a call: the `auth` it carries (`{ sessionToken, token }`) as
 * `X-Session-Token` and `Authorization: Bearer`, none when it carries no such thing (which then
 * answers `Missing Session Token`), and the client's address.
 */
export function handshakeSession(auth: unknown, ip: string): SessionRequest {
  const parsed = LiveAuthSchema.safeParse(auth);
  return {
    headers: parsed.success
      ? { 'x-session-token': parsed.data.sessionToken, authorization: `Bearer ${parsed.data.token}` }
      : {},
    ip,
  };
}

/**
 * Which pages may open the socket: a handshake whose `Origin` is the product's own (its public
 * origin, with its loopback twins on a loopback host, as the identity provider allows) or one of
 * `CORS_ORIGINS`. A browser always names the page's origin on a socket's handshake, so a page of
 * any other site is refused before any session is looked at; a client that is not a browser (a
 * dealer's system with its chat token) sends no `Origin` and is checked on its session alone.
 */
export function handshakeOriginCheck(
  publicOrigin: PublicOrigin,
  corsOrigins: readonly string[],
): (request: IncomingMessage) => boolean {
  const others = corsOrigins.map((origin) => new URL(origin).origin);
  let allowed: Set<string> | undefined;
  return (request) => {
    const origin = request.headers.origin;
    if (origin === undefined) return true;
    // Read on first use: the default public origin names the port the server got.
    allowed ??= new Set([...appOrigins(publicOrigin()), ...others]);
    return allowed.has(origin);
  };
}
