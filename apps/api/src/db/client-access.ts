import { and, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { clientAccounts, oidcModels, revokedAccessTokens, type AccessRevocationReason } from './schema.ts';

/*
 * When a client's access tokens stop working at the public API before they expire (issue 26,
 * item 3). The identity provider's access tokens for the public API are JWTs it does not keep: the
 * public API checks their signature and expiry itself (`clientFromBearer` in auth/access.ts), and
 * learns here what ended them since:
 *
 * - **a client's "not before"**: a sign-out, a new or reset password and a replayed authorization
 *   code cut every access token the client holds, wherever it was issued (`cutClientAccess`);
 * - **revoked token ids**: a token revoked alone at the provider (`/oidc/token/revocation`) is
 *   recorded by its `jti` until it would have expired.
 *
 * An access token's `iat` carries milliseconds (oidc/provider.ts), so a cut is exact: a token
 * issued before it is refused, one issued after it works, within the same second too.
 */

/** An access token to record as revoked. */
export interface RevokedToken {
  jti: string;
  accountId: string | null;
  expiresAt: Date;
}

/** Records an access token as revoked: the public API refuses it until it would have expired. */
export async function recordRevokedAccessToken(
  db: Db,
  token: RevokedToken,
  reason: AccessRevocationReason,
): Promise<void> {
  await db
    .insert(revokedAccessTokens)
    .values({ ...token, reason, revokedAt: new Date() })
    .onConflictDoNothing({ target: revokedAccessTokens.jti });
}

/**
 * Cuts a client's access at the public API, now: every access token they hold stops working,
 * wherever it was issued; one issued afterwards works. Their "not before" moves to now (never
 * back), on the clock tokens are issued by (the provider's, not the database's).
 */
export async function cutClientAccess(
  db: Db,
  accountId: string,
  reason: AccessRevocationReason,
): Promise<void> {
  const now = new Date();
  await db
    .update(clientAccounts)
    .set({ accessNotBefore: now, accessCutReason: reason })
    .where(
      and(
        eq(clientAccounts.id, accountId),
        or(isNull(clientAccounts.accessNotBefore), lt(clientAccounts.accessNotBefore, now)),
      ),
    );
}

/**
 * Ends every sign-in of a client at the identity provider: its sessions (a browser signs in
 * again), its grants and the codes and tokens issued under them. Run it in the transaction that
 * changes the password or removes the account.
 */
export async function endClientSignIns(db: Db, id: string): Promise<void> {
  const ofClient = sql`${oidcModels.payload}->>'accountId' = ${id}`;
  const grants = await db
    .delete(oidcModels)
    .where(and(eq(oidcModels.kind, 'Grant'), ofClient))
    .returning({ id: oidcModels.id });
  if (grants.length > 0)
    await db.delete(oidcModels).where(
      inArray(
        oidcModels.grantId,
        grants.map((grant) => grant.id),
      ),
    );
  await db.delete(oidcModels).where(and(eq(oidcModels.kind, 'Session'), ofClient));
}

/**
 * Ends everything a client is signed in with: their access tokens stop working at the public API
 * (`cutClientAccess`) and their sign-ins at the identity provider end (`endClientSignIns`). A new
 * or reset password calls it, in the transaction that sets the password.
 */
export async function endClientSessions(
  db: Db,
  accountId: string,
  reason: AccessRevocationReason,
): Promise<void> {
  await cutClientAccess(db, accountId, reason);
  await endClientSignIns(db, accountId);
}

/**
 * Whether the public API refuses an access token whose signature, issuer, audience and expiry
 * hold: issued (`iat`) before its client's "not before", or revoked by its `jti`.
 */
export async function isAccessTokenCut(
  db: Db,
  token: { jti: string; iat: number },
  account: Pick<typeof clientAccounts.$inferSelect, 'accessNotBefore'>,
): Promise<boolean> {
  if (account.accessNotBefore && token.iat * 1000 < account.accessNotBefore.getTime()) return true;
  const [revoked] = await db
    .select({ jti: revokedAccessTokens.jti })
    .from(revokedAccessTokens)
    .where(eq(revokedAccessTokens.jti, token.jti))
    .limit(1);
  return revoked !== undefined;
}

/**
 * Forgets the revoked tokens that have expired anyway (the sign-in upkeep). On the clock tokens
 * expire by (the provider's), whatever clock the upkeep is given.
 */
export async function deleteExpiredRevokedTokens(db: Db): Promise<void> {
  await db.delete(revokedAccessTokens).where(lte(revokedAccessTokens.expiresAt, new Date()));
}
