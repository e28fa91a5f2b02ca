import type { FileDealerSessionUser } from '@sfi/domain';
import { findFileDealer } from '../db/accounts.ts';
import { findDealerApiToken, replaceDealerApiToken, type SessionRow } from '../db/sessions.ts';
import type { Auth } from './auth.ts';
import { hashToken, newToken, sameDigest } from './tokens.ts';

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
 * The file-tool dealer a dealer token belongs to, or `undefined` when the token is unknown,
 * revoked, expired, or its session was revoked or reached its absolute expiry (for the chat calls,
 * when they are built). The session's idle deadline does not apply: chatting is using the product.
 */
export async function dealerOfApiToken(
  auth: Auth,
  presented: { id: string; token: string },
): Promise<FileDealerSessionUser | undefined> {
  const signed = await signedInWithDealerToken(auth, presented);
  return signed === 'unknown' || signed === 'invalid' ? undefined : signed.user;
}

/**
 * A dealer token presented to a chat call (its id as `X-Session-Token`, the token as
 * `Authorization: Bearer`): the dealer, with the session it was issued to; `unknown` when no token
 * has that id (the caller may have presented a session), `invalid` when the token is wrong, revoked
 * or expired, or its session ended, or the dealer is gone.
 */
export async function signedInWithDealerToken(
  auth: Auth,
  presented: { id: string; token: string },
): Promise<{ user: FileDealerSessionUser; session: SessionRow } | 'unknown' | 'invalid'> {
  const found = await findDealerApiToken(auth.db, presented.id);
  if (!found) return 'unknown';
  if (!sameDigest(found.token.tokenHash, hashToken(presented.token))) return 'invalid';
  const now = auth.now();
  const { token, session } = found;
  const live =
    token.revokedAt === null &&
    now < token.expiresAt &&
    session.revokedAt === null &&
    now < session.expiresAt;
  const user = live ? await findFileDealer(auth.db, token.fileDealerId) : undefined;
  return user ? { user, session } : 'invalid';
}
