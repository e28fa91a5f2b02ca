import type { FileDealerSessionUser } from '@sfi/domain';
import { findFileDealer } from '../db/accounts.ts';
import { findDealerApiToken, replaceDealerApiToken, type SessionRow } from '../db/sessions.ts';
import { HttpError } from '../http/errors.ts';
import type { Auth } from './auth.ts';
import { presentedSession } from './credentials.ts';
import { checkInForce, recordSessionUse, type SessionRequest } from './sessions.ts';
import { SESSION_INVALID } from './strings.ts';
import { hashToken, newToken, sameDigest } from '../http/tokens.ts';

/**
 * Issues the dealer token of `GET /dealers-api-tokens` (spec doc 2 §7): the token the dealer's chat
 * calls use. It is scoped to chat, stored only as a hash, lives no longer than the file-dealer
 * session it was issued to, and dies with it (sign-out). A new one replaces the session's last one.
 * `id` names the token; chat calls present it as a session is presented: the id in
 * `X-Session-Token`, the token in `Authorization: Bearer`.
 */
export async function issueDealerApiToken(
  auth: Auth,
  session: SessionRow,
): Promise<{ token: string; id: string }> {
  const token = newToken();
  const row = await replaceDealerApiToken(auth.db, {
    fileDealerId: session.subjectId,
    sessionId: session.id,
    tokenHash: hashToken(token),
    createdAt: auth.now(),
    expiresAt: session.expiresAt,
  });
  return { token, id: row.id };
}

/**
 * The file-tool dealer a dealer token belongs to, used from `ip` (a use of its session), or
 * `undefined` when the token is unknown, wrong, revoked or expired, or its session ended (signed
 * out, past its absolute or idle expiry, or used from another network).
 */
export async function dealerOfApiToken(
  auth: Auth,
  presented: { id: string; token: string },
  ip: string,
): Promise<FileDealerSessionUser | undefined> {
  const headers = { 'x-session-token': presented.id, authorization: `Bearer ${presented.token}` };
  try {
    return (await signedInWithDealerToken(auth, { headers, ip }))?.user;
  } catch (error) {
    if (error instanceof HttpError) return undefined;
    throw error;
  }
}

/**
 * A dealer token presented to a chat call (its id as `X-Session-Token`, the token as
 * `Authorization: Bearer`): the dealer, with the session it was issued to; `undefined` when no
 * token has that id (the caller may have presented a session). The token stands for its session:
 * the session's own checks apply to it (expiry, idle expiry, network: `checkInForce`), and each use
 * is a use of the session (its idle deadline moves on, unless `touch` is false). A 401 with the
 * session errors when the token is wrong, revoked or expired, or its session ended, or the dealer
 * is gone.
 */
export async function signedInWithDealerToken(
  auth: Auth,
  request: SessionRequest,
  { touch = true }: { touch?: boolean } = {},
): Promise<{ user: FileDealerSessionUser; session: SessionRow; token: string } | undefined> {
  const presented = presentedSession(request.headers);
  const found = presented && (await findDealerApiToken(auth.db, presented.id));
  if (!found) return undefined;
  const invalid = () => new HttpError(401, SESSION_INVALID);
  if (!sameDigest(found.token.tokenHash, hashToken(presented.token))) throw invalid();
  const now = auth.now();
  const { token } = found;
  let { session } = found;
  if (token.revokedAt !== null || now >= token.expiresAt || session.revokedAt !== null) throw invalid();
  await checkInForce(auth, session, request.ip, now);
  if (touch) session = await recordSessionUse(auth, session, now);
  const user = await findFileDealer(auth.db, token.fileDealerId);
  if (!user) throw invalid();
  return { user, session, token: presented.token };
}
