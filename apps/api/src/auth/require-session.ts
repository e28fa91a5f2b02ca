import type { FastifyRequest } from 'fastify';
import { message, type SessionKind } from '@sfi/domain';
import { HttpError } from '../http/errors.ts';
import type { ClientAccount } from '../db/client-accounts.ts';
import type { Authenticated } from './sessions.ts';
import { forbiddenMessage, SESSION_MISSING } from './strings.ts';

/*
 * What a handler reads once its route's access declaration (auth/access.ts) has let the call in.
 * The checks themselves are the declaration's: a handler never checks a session on its own.
 */

/**
 * The signed-in user of a call on a route for sessions (`access.staff`, `access.dealer`…), narrowed
 * to the kinds named (all kinds when none is): `signedIn(request, 'staff').user` is a
 * `StaffSessionUser`. Throws (401, or 403 for another kind) if the route's declaration did not ask
 * for a session of those kinds, which is a mistake in the route.
 */
export function signedIn<Kind extends SessionKind = SessionKind>(
  request: FastifyRequest,
  ...kinds: Kind[]
): Extract<Authenticated, { kind: Kind }> {
  const { auth } = request;
  if (!auth) throw new HttpError(401, SESSION_MISSING);
  if (kinds.length > 0 && !(kinds as SessionKind[]).includes(auth.kind))
    throw new HttpError(403, forbiddenMessage());
  return auth as Extract<Authenticated, { kind: Kind }>;
}

/** The signed-in client of a call on a route for clients (`access.client`). */
export function signedInClient(request: FastifyRequest): ClientAccount {
  if (!request.client) throw new HttpError(401, message('public.tokenRequired'));
  return request.client;
}
