import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { jwtVerify, createLocalJWKSet, type JWTPayload } from 'jose';
import Provider, { errors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { idpMessage, message, withoutTrailing } from '@sfi/domain';
import { recordRevokedAccessToken } from '../db/client-access.ts';
import type { Db } from '../db/client.ts';
import { createPublicOrigin, type PublicOrigin } from '../http/public-origin.ts';
import { findClientById } from '../db/client-accounts.ts';
import { DrizzleAdapter } from '../db/oidc-models.ts';
import { cookieKeys, publicJwk, signingKeys } from './keys.ts';
import { escapeHtml, page, paragraph, join, links, trusted } from './pages.ts';

/** The script that submits the sign-out form; its hash joins the page's `script-src`. */
const SUBMIT_LOGOUT_SCRIPT = 'document.forms[0].submit();';

/** The one client of the embedded provider: the client app, public (no secret), with PKCE. */
export const CLIENT_APP_ID = 'sfi-client-app';
/** Where the embedded provider is mounted on the server. */
export const OIDC_PATH = '/oidc';
/** The scope of the public API's access tokens. */
export const PUBLIC_API_SCOPE = 'me';
/** How long an access token for the public API lives. */
export const ACCESS_TOKEN_TTL_S = 15 * 60;

export interface IdentityOptions {
  /** `OIDC_ISSUER`: the provider's public URL. Default: the public origin (`PUBLIC_ORIGIN`) + `/oidc`. */
  issuer?: string;
  /** Believe `X-Forwarded-Proto` and `X-Forwarded-Host` (when `TRUST_PROXY` is set). @default false */
  proxy?: boolean;
}

/**
 * The embedded identity provider (doc 2 §6, §7) and what the API needs of it: the issuer, the
 * resource its access tokens are for, and checking those tokens. The provider is made on first use,
 * once the server listens, so that its default issuer can name the port it got.
 */
export interface Identity {
  clientId: string;
  /** The issuer URL (no trailing slash). */
  issuer(): string;
  /** The audience of access tokens: the public API's URL. */
  resource(): string;
  provider(): Promise<Provider>;
  /**
   * Checks an access token's signature, issuer, audience and expiry; returns its claims, or throws.
   * Whether it was revoked since is the caller's to check (`isAccessTokenCut`).
   */
  verifyAccessToken(token: string): Promise<AccessTokenClaims>;
}

/** The claims of an access token the public API relies on. */
export type AccessTokenClaims = JWTPayload & { sub: string; jti: string; iat: number };

const loopback = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The origins the client app may be served from: the issuer's, and on a loopback host its loopback twins. */
export function appOrigins(issuer: string): string[] {
  const url = new URL(issuer);
  if (!loopback.has(url.hostname)) return [url.origin];
  return [...loopback].map((host) => `${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`);
}

export function createIdentity(
  app: FastifyInstance,
  db: Db,
  options: IdentityOptions & {
    /** The product's public origin: the default issuer is its `/oidc`. @default the listening address */
    publicOrigin?: PublicOrigin;
  } = {},
): Identity {
  const publicOrigin = options.publicOrigin ?? createPublicOrigin(app, undefined);
  let issuer: string | undefined;
  let made: Promise<Provider> | undefined;
  let jwks: Promise<ReturnType<typeof createLocalJWKSet>> | undefined;

  const identity: Identity = {
    clientId: CLIENT_APP_ID,
    issuer: () => (issuer ??= withoutTrailing(options.issuer ?? `${publicOrigin()}${OIDC_PATH}`, '/')),
    resource: () => `${new URL(identity.issuer()).origin}/api/public`,
    provider: () => {
      made ??= makeProvider(db, identity, options.proxy ?? false)
        .then((provider) => {
          // The provider answers its own failures with a generic message (see `renderError`);
          // the details go to the log like every other route's (values of failed queries redacted).
          provider.on('server_error', (_ctx: unknown, error: unknown) =>
            app.log.error({ err: error }, 'identity provider failed'),
          );
          return provider;
        })
        .catch((error: unknown) => {
          made = undefined;
          throw error;
        });
      return made;
    },
    verifyAccessToken: async (token) => {
      jwks ??= signingKeys(db).then((keys) => createLocalJWKSet({ keys: keys.map(publicJwk) }));
      const { payload } = await jwtVerify(token, await jwks, {
        issuer: identity.issuer(),
        audience: identity.resource(),
        algorithms: ['RS256'],
        typ: 'at+jwt',
        requiredClaims: ['exp', 'sub', 'jti', 'iat'],
      });
      return payload as AccessTokenClaims;
    },
  };
  return identity;
}

async function makeProvider(db: Db, identity: Identity, proxy: boolean): Promise<Provider> {
  const issuer = identity.issuer();
  const resource = identity.resource();
  const origins = appOrigins(issuer);
  const [keys, cookieSecrets] = await Promise.all([signingKeys(db), cookieKeys(db)]);

  const configuration: Configuration = {
    adapter: (name: string) => new DrizzleAdapter(db, name),
    jwks: { keys },
    cookies: {
      keys: cookieSecrets,
      // Everything is served on one origin: Lax keeps the cookies off cross-site posts (CSRF).
      long: { signed: true, sameSite: 'lax', httpOnly: true },
      short: { signed: true, sameSite: 'lax', httpOnly: true },
    },
    clients: [
      {
        client_id: CLIENT_APP_ID,
        client_name: message('app.name'),
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code'],
        response_types: ['code'],
        redirect_uris: origins.map((origin) => `${origin}/callback`),
        post_logout_redirect_uris: origins.map((origin) => `${origin}/`),
      },
    ],
    pkce: { required: () => true },
    // The client app calls the token endpoint from its own pages, on the origins it is served from.
    clientBasedCORS: (_ctx, origin) => origins.includes(origin),
    scopes: ['openid', 'email', 'profile', PUBLIC_API_SCOPE],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'agency'],
    },
    // The id token carries the name and e-mail, so the header can label a signed-in client (doc 1 §2).
    conformIdTokenClaims: false,
    findAccount: async (_ctx, sub) => {
      const account = await findClientById(db, sub);
      if (!account?.emailVerifiedAt) return undefined;
      return {
        accountId: account.id,
        claims: () => ({
          sub: account.id,
          email: account.email,
          email_verified: true,
          ...(account.name && { name: account.name }),
          ...(account.agency && { agency: account.agency }),
        }),
      };
    },
    features: {
      devInteractions: { enabled: false },
      introspection: { enabled: false },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => resource,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, indicator) => {
          if (indicator !== resource) throw new errors.InvalidTarget();
          return {
            scope: PUBLIC_API_SCOPE,
            audience: resource,
            accessTokenTTL: ACCESS_TOKEN_TTL_S,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx: KoaContextWithOIDC, form: string) => {
          ctx.type = 'html';
          // The client app's own sign-out (its id token for this session, a registered address to
          // return to) needs no question: the form submits itself, as a sign-out without a session does.
          if (isOwnSignOut(ctx)) {
            ctx.body = selfSubmittingLogout(ctx, form);
            return;
          }
          ctx.body = page(
            idpMessage('idp.logout.title'),
            join(
              paragraph(idpMessage('idp.logout.body')),
              // oidc-provider's form (with its own CSRF field); the button submits it.
              trusted(form.replace('</form>', '')),
              trusted(
                `<button type="submit" form="op.logoutForm" name="logout" value="yes">${escapeHtml(idpMessage('idp.logout.submit'))}</button></form>`,
              ),
            ),
          );
        },
        postLogoutSuccessSource: (ctx: KoaContextWithOIDC) => {
          ctx.type = 'html';
          ctx.body = page(idpMessage('idp.logout.title'), paragraph(idpMessage('idp.logout.done')));
        },
      },
    },
    formats: {
      customizers: {
        // The public API's access tokens say when they were issued to the millisecond (RFC 7519
        // allows a fraction of a second), so that a client's sign-out or new password cuts exactly
        // the tokens issued before it, and not one issued after it in the same second
        // (db/client-access.ts).
        // (The provider signs the object it passes, whatever is answered.)
        jwt: (_ctx, _token, jwt) => {
          jwt.payload.iat = Date.now() / 1000;
          return jwt;
        },
      },
    },
    // `screen_hint=signup` opens the sign-up form instead of the sign-in form.
    extraParams: ['screen_hint'],
    interactions: { url: (_ctx, interaction) => `${OIDC_PATH}/interaction/${interaction.uid}` },
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL_S,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 30 * 60,
      Session: 12 * 60 * 60,
      Grant: 12 * 60 * 60,
    },
    // In the catalogue's words, never the provider's English description: a failure of ours, or a
    // request the provider refuses (an unknown client, a redirect it does not know, a missing part).
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = page(
        idpMessage('idp.error.title'),
        join(
          paragraph(out.error === 'server_error' ? message('error.ourEnd') : idpMessage('idp.error.request')),
          links([['/client/login', idpMessage('idp.signIn')]]),
        ),
      );
    },
  };
  const provider = new Provider(issuer, configuration);
  provider.proxy = proxy;
  // The revocation endpoint (RFC 7009) looks a token up in the provider's storage, where the public
  // API's access tokens (JWTs) are not: it answers 200 and revokes nothing. Once it has checked the
  // client and answered, an access token of that client is recorded revoked for the public API.
  provider.use(async (ctx, next) => {
    await next();
    if (ctx.oidc?.route !== 'revocation' || ctx.status !== 200) return;
    const token = ctx.oidc.params?.['token'];
    if (typeof token !== 'string') return;
    const claims = await identity.verifyAccessToken(token).catch(() => undefined);
    if (!claims?.exp || claims['client_id'] !== ctx.oidc.client?.clientId) return;
    await recordRevokedAccessToken(
      db,
      { jti: claims.jti, accountId: claims.sub, expiresAt: new Date(claims.exp * 1000) },
      'token-revoked',
    );
  });
  return provider;
}

/**
 * Whether a sign-out request is the client app's own, for the session the browser has: an id token
 * hint the provider issued to the client app (checked by oidc-provider before this is asked) naming
 * the session's account, and a registered address to return to.
 */
function isOwnSignOut(ctx: KoaContextWithOIDC): boolean {
  const hint = ctx.oidc.entities.IdTokenHint as { payload?: { sub?: unknown } } | undefined;
  const accountId = ctx.oidc.session?.accountId;
  return (
    accountId !== undefined &&
    hint?.payload?.sub === accountId &&
    ctx.oidc.client?.clientId === CLIENT_APP_ID &&
    typeof ctx.oidc.params?.post_logout_redirect_uri === 'string'
  );
}

/**
 * The sign-out page that answers itself "yes": oidc-provider's form (with its CSRF field) and
 * `logout=yes`, submitted by a script allowed by its hash; without script, one button.
 */
function selfSubmittingLogout(ctx: KoaContextWithOIDC, form: string): string {
  const policy = ctx.response.get('Content-Security-Policy');
  if (policy) {
    const hash = `'sha256-${createHash('sha256').update(SUBMIT_LOGOUT_SCRIPT, 'utf8').digest('base64')}'`;
    ctx.response.set(
      'Content-Security-Policy',
      policy.replace(
        /(^|;\s*)script-src ([^;]*)/,
        (_all, start: string, sources: string) => `${start}script-src ${sources} ${hash}`,
      ),
    );
  }
  return page(
    idpMessage('idp.logout.title'),
    join(
      trusted(form.replace('</form>', '<input type="hidden" name="logout" value="yes"/>')),
      trusted(
        `<noscript><button type="submit" form="op.logoutForm">${escapeHtml(idpMessage('idp.logout.submit'))}</button></noscript></form>`,
      ),
      trusted(`<script>${SUBMIT_LOGOUT_SCRIPT}</script>`),
    ),
  );
}
