import type { FastifyInstance, FastifyRequest, FastifySchema, onRequestAsyncHookHandler } from 'fastify';
import {
  GPS_DEVICE_KEY_HEADER,
  gpsMessage,
  message,
  sessionKinds,
  SUPER_ADMIN_ROLE,
  type SessionKind,
} from '@sfi/domain';
import { isAccessTokenCut } from '../db/client-access.ts';
import type { Db } from '../db/client.ts';
import { deviceForKey } from '../db/gps.ts';
import { HttpError } from '../http/errors.ts';
import { findClientById, type ClientAccount } from '../db/client-accounts.ts';
import type { AccessTokenClaims, Identity } from '../oidc/provider.ts';
import type { Auth } from './auth.ts';
import { signedInWithDealerToken } from './dealer-tokens.ts';
import { authenticate, type Authenticated } from './sessions.ts';
import { forbiddenMessage } from './strings.ts';

/*
 * Who may call what. Every route of the API declares its access where it is registered:
 *
 *   app.get('/makes', { config: { access: access.anonymous } }, handler);
 *   app.post('/makes', { config: { access: access.staff }, schema }, handler);
 *
 * and `enforceAccess` turns the declaration into the check, in the route's `onRequest` (before
 * the body is read, so a caller without the right session learns nothing from validation). A
 * route of the API without a declaration is refused when it is registered. The role matrix test
 * (test/role-matrix.test.ts) reads the declarations back with `listRoutes` and tries every route
 * with every audience.
 */

/** Anyone: no session is looked at (sign-in calls, the public catalogue, the build id). */
export interface AnonymousAccess {
  readonly audience: 'anonymous';
}

/**
 * The embedded identity provider's own pages and endpoints under `/oidc`: open to anyone, and each
 * checks its own proof (the interaction cookie, the PKCE verifier, the token in an e-mailed link,
 * the current password), which is the provider's business, not a session of ours.
 */
export interface IdentityProviderAccess {
  readonly audience: 'identity-provider';
}

/**
 * The local storage bucket's calls under `/storage` (storage/local-bucket.ts): open to anyone, and
 * each request carries its own proof, a SigV4 signature of the API's (a presigned POST policy or
 * read URL), checked as S3 checks it. No session is looked at.
 */
export interface SignedRequestAccess {
  readonly audience: 'signed-request';
}

/**
 * A GPS device reporting its positions (`POST /gps/locations`, issue 15): no session; its own key in
 * the `X-Device-Key` header names it (kept as a hash, `gps_devices.key_hash`). The route then sees
 * the device as `request.device`.
 */
export interface DeviceAccess {
  readonly audience: 'device';
}

/** A client: an access token of the embedded identity provider for the public API, as `Authorization: Bearer`. */
export interface ClientAccess {
  readonly audience: 'client';
  /** The call reaches only the caller's own records: the handler refuses another client's. */
  readonly own: boolean;
}

/** A session of the API (`X-Session-Token` + `Authorization: Bearer`) of one of these kinds. */
export interface SessionAccess {
  readonly audience: 'session';
  readonly kinds: readonly SessionKind[];
  /** A staff role the user must hold, such as `LEASE_QUOTES_SUPER_ADMIN`. */
  readonly role?: string;
  /** Also a staff session still waiting for its SMS code (only the code calls and sign-out). */
  readonly allowPending: boolean;
  /** The call reaches only the caller's own records: the handler refuses another dealer's. */
  readonly own: boolean;
  /**
   * Also a file-tool dealer's chat token (`GET /dealers-api-tokens`, doc 2 §6: "dealer chat calls
   * use a separate dealer token"), presented as a session is; the call then sees a `file-dealer`.
   * With no `kinds`, only the token: a session of any kind is refused (403).
   */
  readonly dealerToken?: boolean;
}

/** A route's declared access. */
export type Access =
  | AnonymousAccess
  | IdentityProviderAccess
  | SignedRequestAccess
  | DeviceAccess
  | ClientAccess
  | SessionAccess;

function session(
  kinds: readonly SessionKind[],
  options: { role?: string; allowPending?: boolean; dealerToken?: boolean } = {},
): SessionAccess {
  return {
    audience: 'session',
    kinds,
    ...(options.role !== undefined && { role: options.role }),
    allowPending: options.allowPending ?? false,
    own: false,
    ...(options.dealerToken && { dealerToken: true }),
  };
}

/** The declarations routes use: `{ config: { access: access.staff } }`. */
export const access = {
  anonymous: { audience: 'anonymous' } as AnonymousAccess,
  identityProvider: { audience: 'identity-provider' } as IdentityProviderAccess,
  /** The local bucket's uploads and reads: each request proves itself with the API's signature. */
  signedRequest: { audience: 'signed-request' } as SignedRequestAccess,
  /** A GPS device, by its own key (`X-Device-Key`). */
  device: { audience: 'device' } as DeviceAccess,
  /** A signed-in client (identity provider bearer token). */
  client: { audience: 'client', own: false } as ClientAccess,
  /** A lease-quote dealer. */
  dealer: session(['dealer']),
  /** A dealer of the file tool and chat. */
  fileDealer: session(['file-dealer']),
  /** Any member of staff, past the SMS code. */
  staff: session(['staff']),
  /** The quote tool's users: a lease-quote dealer, or any member of staff past the SMS code. */
  quoteTool: session(['dealer', 'staff']),
  /** The file tool's users (doc 2 §1): a file-tool dealer (their dealership's files only), or any member of staff. */
  fileTool: session(['file-dealer', 'staff']),
  /** A member of staff holding `LEASE_QUOTES_SUPER_ADMIN` (doc 1 §6). */
  superAdmin: session(['staff'], { role: SUPER_ADMIN_ROLE }),
  /**
   * The chat (issue 13): staff, a file-tool dealer's session, or their dealer token (doc 2 §6);
   * each reaches only the rooms they are in (declare it `access.own(access.chat)`).
   */
  chat: session(['staff', 'file-dealer'], { dealerToken: true }),
  /** Only a file-tool dealer's dealer token (`GET /chats/dealer-messages`, doc 2 §7). */
  dealerToken: session([], { dealerToken: true }),
  /** Any session of the API, whatever its kind. */
  anySession: session(sessionKinds),
  /** A staff session, pending (code not entered yet) or verified: the code calls. */
  staffSignIn: session(['staff'], { allowPending: true }),
  /** Any session, a pending staff one too: sign-out. */
  anySessionOrPending: session(sessionKinds, { allowPending: true }),
  /** The same access, limited to the caller's own records: `access.own(access.client)`. */
  own<Rule extends ClientAccess | SessionAccess>(rule: Rule): Rule {
    return { ...rule, own: true };
  },
} as const;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route (see `access` in auth/access.ts). Required on every route of the API. */
    access?: Access;
  }
  interface FastifyRequest {
    /** The signed-in user and session on a route for sessions; `null` elsewhere. Read it with `signedIn`. */
    auth: Authenticated | null;
    /** The signed-in client on a route for clients; `null` elsewhere. Read it with `signedInClient`. */
    client: ClientAccount | null;
    /** The GPS device whose key signed the request, on a route for devices; `null` elsewhere. */
    device: { id: string; gpsNo: string } | null;
  }
}

const bearerChallenge = 'Bearer realm="sfi-public-api"';

/**
 * The client an `Authorization: Bearer` access token names, once its signature, issuer, audience
 * and expiry are checked, and that it was not cut since it was issued: revoked at the identity
 * provider, or issued before its client's sign-out, new password or replayed code
 * (db/client-access.ts).
 */
export async function clientFromBearer(
  request: FastifyRequest,
  db: Db,
  identity: Identity,
): Promise<ClientAccount> {
  const header = request.headers.authorization ?? '';
  const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
  const challenge = { 'www-authenticate': bearerChallenge };
  if (!token) throw new HttpError(401, message('public.tokenRequired'), undefined, challenge);
  const invalid = () =>
    new HttpError(401, message('public.tokenInvalid'), undefined, {
      'www-authenticate': `${bearerChallenge}, error="invalid_token"`,
    });
  let claims: AccessTokenClaims;
  try {
    claims = await identity.verifyAccessToken(token);
  } catch {
    throw invalid();
  }
  const account = await findClientById(db, claims.sub);
  if (!account?.emailVerifiedAt)
    throw new HttpError(401, message('public.tokenInvalid'), undefined, challenge);
  if (await isAccessTokenCut(db, claims, account)) throw invalid();
  return account;
}

/** What checking access needs: sessions and the identity provider's tokens. */
export interface AccessDeps {
  auth: Auth;
  identity: Identity;
}

/** The check a declaration stands for. Anonymous, identity-provider and signed-request routes have none. */
export function accessCheck(rule: Access, { auth, identity }: AccessDeps): onRequestAsyncHookHandler | null {
  switch (rule.audience) {
    case 'anonymous':
    case 'identity-provider':
    case 'signed-request':
      return null;
    case 'client':
      return async (request) => {
        request.client = await clientFromBearer(request, auth.db, identity);
      };
    case 'device':
      return async (request) => {
        const key = request.headers[GPS_DEVICE_KEY_HEADER];
        if (typeof key !== 'string' || key === '')
          throw new HttpError(401, gpsMessage('gps.report.keyMissing'));
        const device = key.length <= 200 ? await deviceForKey(auth.db, key) : undefined;
        if (!device) throw new HttpError(401, gpsMessage('gps.report.keyInvalid'));
        request.device = device;
      };
    case 'session': {
      const { kinds, role, allowPending, dealerToken } = rule;
      return async (request) => {
        if (dealerToken) {
          const byToken = await signedInWithDealerToken(auth, request);
          if (byToken) {
            request.auth = { kind: 'file-dealer', ...byToken, dealerToken: true };
            return;
          }
        }
        const signed = await authenticate(auth, request, kinds, { allowPending });
        if (role !== undefined && !(signed.kind === 'staff' && signed.user.roles.includes(role)))
          throw new HttpError(403, forbiddenMessage());
        request.auth = signed;
      };
    }
  }
}

/** A route as registered, with its declared access: what the role matrix and the fuzz test iterate over. */
export interface RegisteredRoute {
  /** One method (a route registered for several appears once per method). */
  method: string;
  /** The full path as registered, with its parameters (`/api/main/makes/:id`, `/oidc/*`). */
  url: string;
  access: Access;
  /** The route's request and response schemas (zod), if it has any. */
  schema: FastifySchema | undefined;
}

/** The routes of each server, by its `http.Server` (shared by every encapsulated context of one app). */
const registries = new WeakMap<object, RegisteredRoute[]>();

/**
 * Every route `enforceAccess` has seen on this app (the API under `/api` and the identity provider
 * under `/oidc`), once the app is ready (`await app.ready()`). A `GET` route's automatic `HEAD`
 * twin is listed too. Routes the web host adds outside them are not listed.
 */
export function listRoutes(app: FastifyInstance): readonly RegisteredRoute[] {
  return registries.get(app.server) ?? [];
}

export interface EnforceAccessOptions {
  /**
   * Declares every route of this scope at once, for a plugin whose routes all share one access
   * (the identity provider's `/oidc`). A route of the scope declaring anything else is refused.
   */
  every?: Access;
}

/**
 * Makes the access declarations of this scope (and the plugins registered in it afterwards) the
 * check: each route gets the `onRequest` hook its `config.access` stands for, and a route without
 * one throws when it is registered, so the app does not start. Also lists the routes for
 * `listRoutes`. Call it first thing in the plugin, before any route is added.
 */
export function enforceAccess(
  app: FastifyInstance,
  deps: AccessDeps,
  { every }: EnforceAccessOptions = {},
): void {
  app.decorateRequest('auth', null);
  app.decorateRequest('client', null);
  app.decorateRequest('device', null);
  let routes = registries.get(app.server);
  if (!routes) registries.set(app.server, (routes = []));
  const registry = routes;

  app.addHook('onRoute', (route) => {
    const declared = route.config?.access;
    if (every && declared && declared !== every)
      throw new Error(`${String(route.method)} ${route.url}: every route here is ${every.audience}`);
    const rule = declared ?? every;
    if (!rule)
      throw new Error(
        `${String(route.method)} ${route.url} declares no access: add config: { access: access.… } (see apps/api/src/auth/access.ts)`,
      );
    route.config = { ...route.config, access: rule };
    const check = accessCheck(rule, deps);
    if (check) {
      const own = route.onRequest;
      route.onRequest = own === undefined ? [check] : [check, ...(Array.isArray(own) ? own : [own])];
    }
    for (const method of [route.method].flat())
      registry.push({ method, url: route.url, access: rule, schema: route.schema });
  });
}
