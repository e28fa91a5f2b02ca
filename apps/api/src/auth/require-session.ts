import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { SessionKind } from '@sfi/domain';
import { HttpError } from '../http/errors.ts';
import type { Auth } from './auth.ts';
import { authenticate, type AuthenticateOptions, type Authenticated } from './sessions.ts';
import { FORBIDDEN, SESSION_MISSING } from './strings.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user and session, set by `requireSession`; `null` on calls without it. */
    auth: Authenticated | null;
  }
}

/**
 * A preHandler that lets a call through only with a live session of one of these kinds, and puts
 * the session and user on `request.auth` (read it with `signedIn(request)`). Otherwise it answers
 * 401 with one of the spec's four session errors, or 403 for a session of another kind.
 *
 * ```ts
 * app.get('/makes', { preHandler: requireSession(auth, ['staff']) }, handler);
 * ```
 */
export function requireSession(
  auth: Auth,
  kinds: readonly SessionKind[],
  options?: AuthenticateOptions,
): preHandlerAsyncHookHandler {
  return async (request) => {
    request.auth = await authenticate(auth, request, kinds, options);
  };
}

/**
 * The signed-in user of a call guarded by `requireSession`, narrowed to the kinds named (all kinds
 * when none is): `signedIn(request, 'staff').user` is a `StaffSessionUser`.
 */
export function signedIn<Kind extends SessionKind = SessionKind>(
  request: FastifyRequest,
  ...kinds: Kind[]
): Extract<Authenticated, { kind: Kind }> {
  const { auth } = request;
  if (!auth) throw new HttpError(401, SESSION_MISSING);
  if (kinds.length > 0 && !(kinds as SessionKind[]).includes(auth.kind)) throw new HttpError(403, FORBIDDEN);
  return auth as Extract<Authenticated, { kind: Kind }>;
}
