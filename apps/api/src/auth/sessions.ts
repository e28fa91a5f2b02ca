import type { FastifyRequest } from 'fastify';
import type {
  AppConfig,
  DealerSessionUser,
  FileDealerSessionUser,
  SessionKind,
  StaffSessionUser,
} from '@sfi/domain';
import { findSessionWithAccount } from '../db/accounts.ts';
import type { Db } from '../db/client.ts';
import { insertSession, revokeSession, touchSession, type SessionRow } from '../db/sessions.ts';
import { HttpError } from '../http/errors.ts';
import type { Auth } from './auth.ts';
import { presentedSession } from './credentials.ts';
import { clientNetwork } from './network.ts';
import type { Lifetime } from './policy.ts';
import {
  forbiddenMessage,
  SESSION_EXPIRED,
  SESSION_INVALID,
  SESSION_MISSING,
  SESSION_NETWORK_CHANGED,
} from './strings.ts';
import { hashToken, newToken, sameDigest } from '../http/tokens.ts';

/** A request's signed-in user, by the kind of session. */
export type Authenticated =
  | { kind: 'dealer'; session: SessionRow; token: string; user: DealerSessionUser; appConfig: AppConfig }
  | {
      kind: 'file-dealer';
      session: SessionRow;
      token: string;
      user: FileDealerSessionUser;
      /** Signed in with the dealer token of the chat calls (doc 2 §6), not the session itself. */
      dealerToken?: true;
    }
  | { kind: 'staff'; session: SessionRow; token: string; user: StaffSessionUser };

/** Whether a staff session still waits for its SMS code. */
export function isPending(session: SessionRow): boolean {
  return session.kind === 'staff' && session.verifiedAt === null;
}

/** The lifetime a session has now. */
export function lifetimeOf(auth: Auth, session: Pick<SessionRow, 'kind' | 'verifiedAt'>): Lifetime {
  return session.kind === 'staff' && session.verifiedAt === null
    ? auth.policy.pendingStaff
    : auth.policy.sessions[session.kind];
}

function after(start: Date, ms: number): Date {
  return new Date(start.getTime() + ms);
}

/**
 * Starts a session for an account, from the network of the request's client. A staff session
 * starts pending: it is good for nothing but entering its SMS code (`POST /login`).
 * Returns the session and its token, which exists nowhere else: only its hash is stored.
 */
export async function startSession(
  auth: Auth,
  db: Db,
  { kind, subjectId, ip }: { kind: SessionKind; subjectId: string; ip: string },
): Promise<{ session: SessionRow; token: string }> {
  const now = auth.now();
  const pending = kind === 'staff';
  const lifetime = lifetimeOf(auth, { kind, verifiedAt: pending ? null : now });
  const token = newToken();
  const session = await insertSession(db, {
    tokenHash: hashToken(token),
    kind,
    subjectId,
    network: clientNetwork(ip),
    createdAt: now,
    expiresAt: after(now, lifetime.absoluteMs),
    idleExpiresAt: after(now, Math.min(lifetime.idleMs, lifetime.absoluteMs)),
    verifiedAt: pending ? null : now,
  });
  return { session, token };
}

export interface AuthenticateOptions {
  /** Accept a staff session still waiting for its code (only the code calls do). @default false */
  allowPending?: boolean;
  /**
   * Record the use (move the idle deadline on). A check that is no use of the session, such as the
   * live socket's periodic look at whether its session still holds, passes false. @default true
   */
  touch?: boolean;
}

/**
 * What `authenticate` reads of a call: its headers and its client's address (`request.ip`, by
 * `TRUST_PROXY`). A Fastify request is one; so is the live socket's handshake.
 */
export type SessionRequest = Pick<FastifyRequest, 'headers' | 'ip'>;

function unauthorized(text: string): HttpError {
  return new HttpError(401, text);
}

/**
 * A use of a session less than this long after the last recorded one is not recorded: the idle
 * deadline then moves on in steps of at most this much (against 30 minutes or more of idle time),
 * and a screen making several calls at once writes to the sessions table once.
 */
export const TOUCH_EVERY_MS = 15_000;

/** Records a use of the session now: the idle deadline moves on, never past the absolute one. */
function touch(auth: Auth, session: SessionRow, now: Date): Promise<SessionRow | undefined> {
  const lifetime = lifetimeOf(auth, session);
  const idleExpiresAt = new Date(Math.min(now.getTime() + lifetime.idleMs, session.expiresAt.getTime()));
  return touchSession(auth.db, session.id, now, idleExpiresAt);
}

/** Moves a signed-in session's idle deadline on now, however recently it was used (`POST /session/extend`). */
export async function extendSession(auth: Auth, signed: Authenticated): Promise<Authenticated> {
  const touched = await touch(auth, signed.session, auth.now());
  if (!touched) throw unauthorized(SESSION_INVALID);
  return { ...signed, session: touched };
}

/**
 * The signed-in user of a request, or a 401 with one of the spec's four session errors:
 *
 * - `Missing Session Token`: no `X-Session-Token` (the session id) or no `Authorization: Bearer`
 *   token; one without the other is worth nothing;
 * - `Invalid Session`: no such session, a token that is not this session's, a revoked session,
 *   a deleted account, or a staff session still waiting for its code;
 * - `Session Expired`: past the absolute expiry or the idle expiry;
 * - `Network Environment Changed`: the client is on another network than the session was created
 *   on (see `clientNetwork`). The session is revoked: a stolen token is not worth retrying.
 *
 * A session of a kind the call does not serve gets a 403. Each accepted use moves the idle expiry
 * on (uses within `TOUCH_EVERY_MS` of the last recorded one count as that one).
 */
export async function authenticate(
  auth: Auth,
  request: SessionRequest,
  kinds: readonly SessionKind[],
  { allowPending = false, touch: recordUse = true }: AuthenticateOptions = {},
): Promise<Authenticated> {
  const presented = presentedSession(request.headers);
  if (!presented) throw unauthorized(SESSION_MISSING);

  const { db } = auth;
  const found = await findSessionWithAccount(db, presented.id);
  const session = found?.session;
  // The token is compared even when there is no session, so that both take about as long.
  const matches = sameDigest(session?.tokenHash ?? hashToken(''), hashToken(presented.token));
  if (!session || !matches || session.revokedAt !== null) throw unauthorized(SESSION_INVALID);

  const now = auth.now();
  await checkInForce(auth, session, request.ip, now);
  if (!kinds.includes(session.kind)) throw new HttpError(403, forbiddenMessage());
  if (isPending(session) && !allowPending) throw unauthorized(SESSION_INVALID);

  const touched = recordUse ? await recordSessionUse(auth, session, now) : session;

  // An account deleted since its session started: the session ends with it.
  if (!found.account) {
    await revokeSession(db, session.id, now);
    throw unauthorized(SESSION_INVALID);
  }
  return { ...found.account, session: touched, token: presented.token };
}

/**
 * The checks of a live (unrevoked) session that do not depend on the credential it was presented
 * with: its absolute and idle expiry (`Session Expired`), and the client's network (`Network
 * Environment Changed`, which revokes it). A session and the dealer token issued to it both pass
 * them, so the token is worth no more than its session.
 */
export async function checkInForce(auth: Auth, session: SessionRow, ip: string, now: Date): Promise<void> {
  if (now >= session.expiresAt || now >= session.idleExpiresAt) throw unauthorized(SESSION_EXPIRED);
  if (clientNetwork(ip) !== session.network) {
    await revokeSession(auth.db, session.id, now);
    throw unauthorized(SESSION_NETWORK_CHANGED);
  }
}

/**
 * Records a use of the session (its idle deadline moves on), unless one was recorded within
 * `TOUCH_EVERY_MS`: most calls of a busy screen then write nothing. `Invalid Session` if it ended meanwhile.
 */
export async function recordSessionUse(auth: Auth, session: SessionRow, now: Date): Promise<SessionRow> {
  if (now.getTime() - session.lastUsedAt.getTime() < TOUCH_EVERY_MS) return session;
  const touched = await touch(auth, session, now);
  if (!touched) throw unauthorized(SESSION_INVALID);
  return touched;
}

/** A session as the dealer calls show it (spec doc 1 §3: `session` of the dealer login result). */
export function dealerSessionView(session: SessionRow) {
  return {
    id: session.id,
    expiresAt: session.expiresAt.toISOString(),
    idleExpiresAt: session.idleExpiresAt.toISOString(),
  };
}

/** A session as the staff calls show it (spec doc 2 §3: `session` with `expiredAt`). */
export function staffSessionView(session: SessionRow) {
  return {
    id: session.id,
    expiredAt: session.expiresAt.toISOString(),
    idleExpiresAt: session.idleExpiresAt.toISOString(),
  };
}

/** The session of a signed-in user, in the shape their sign-in call gave it. */
export function sessionView(signedIn: Authenticated) {
  return signedIn.kind === 'staff' ? staffSessionView(signedIn.session) : dealerSessionView(signedIn.session);
}
