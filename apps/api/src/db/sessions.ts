import { and, asc, count, desc, eq, gt, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import type { SessionKind } from '@sfi/domain';
import { dealerApiTokens, sessions, staffUsers, twoFactorCodes } from './schema.ts';
import { isRowId } from './rows.ts';

export type SessionRow = typeof sessions.$inferSelect;
export type TwoFactorCodeRow = typeof twoFactorCodes.$inferSelect;

export interface NewSession {
  tokenHash: string;
  kind: SessionKind;
  subjectId: string;
  network: string;
  createdAt: Date;
  expiresAt: Date;
  idleExpiresAt: Date;
  verifiedAt: Date | null;
}

/** Writes a new session and returns it. */
export async function insertSession(db: Db, session: NewSession): Promise<SessionRow> {
  const [row] = await db
    .insert(sessions)
    .values({ ...session, lastUsedAt: session.createdAt })
    .returning();
  return row!;
}

/** The session with this id, locked until the transaction ends. */
export async function lockSession(db: Db, id: string): Promise<SessionRow | undefined> {
  const [row] = await db.select().from(sessions).where(eq(sessions.id, id)).for('update');
  return row;
}

/** Records a use of the session: its last use, and an idle deadline moved on (never past the absolute one). */
export async function touchSession(
  db: Db,
  id: string,
  now: Date,
  idleExpiresAt: Date,
): Promise<SessionRow | undefined> {
  const [row] = await db
    .update(sessions)
    .set({ lastUsedAt: now, idleExpiresAt })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)))
    .returning();
  return row;
}

/** Ends a session and every dealer token issued to it. Returns whether it was live. */
export async function revokeSession(db: Db, id: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const revoked = await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    await tx
      .update(dealerApiTokens)
      .set({ revokedAt: now })
      .where(and(eq(dealerApiTokens.sessionId, id), isNull(dealerApiTokens.revokedAt)));
    return revoked.length > 0;
  });
}

/**
 * Ends a member of staff's live sessions, except `keepSessionId` when given. Answers the ended
 * sessions' ids.
 */
export async function endStaffSessions(
  db: Db,
  staffId: string,
  now: Date,
  keepSessionId: string | undefined,
): Promise<string[]> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.kind, 'staff'),
        eq(sessions.subjectId, staffId),
        isNull(sessions.revokedAt),
        keepSessionId === undefined ? undefined : ne(sessions.id, keepSessionId),
      ),
    )
    .returning({ id: sessions.id });
  return ended.map((row) => row.id);
}

/**
 * Ends a pending staff session and starts its verified successor, with a new id and token hash
 * (the caller makes the token), its own lifetime and the keyed hash of the code that verified it.
 * Returns the new session, or `undefined` when the pending one was no longer pending and live
 * (verified by a parallel call, or revoked): then nothing is written.
 */
export async function replaceWithVerified(
  db: Db,
  pendingId: string,
  next: { tokenHash: string; now: Date; expiresAt: Date; idleExpiresAt: Date; verificationCodeHash: string },
): Promise<SessionRow | undefined> {
  const [ended] = await db
    .update(sessions)
    .set({ revokedAt: next.now })
    .where(and(eq(sessions.id, pendingId), isNull(sessions.verifiedAt), isNull(sessions.revokedAt)))
    .returning();
  if (!ended) return undefined;
  const [row] = await db
    .insert(sessions)
    .values({
      tokenHash: next.tokenHash,
      kind: ended.kind,
      subjectId: ended.subjectId,
      network: ended.network,
      createdAt: next.now,
      lastUsedAt: next.now,
      expiresAt: next.expiresAt,
      idleExpiresAt: next.idleExpiresAt,
      verifiedAt: next.now,
      verificationCodeHash: next.verificationCodeHash,
    })
    .returning();
  return row;
}

// Two-factor codes ------------------------------------------------------------------------------

/** Writes a new code for a session, after marking every earlier code of the session superseded. */
export async function replaceCode(
  db: Db,
  code: { sessionId: string; codeHash: string; createdAt: Date; expiresAt: Date },
): Promise<TwoFactorCodeRow> {
  await db
    .update(twoFactorCodes)
    .set({ supersededAt: code.createdAt })
    .where(and(eq(twoFactorCodes.sessionId, code.sessionId), isNull(twoFactorCodes.supersededAt)));
  const [row] = await db.insert(twoFactorCodes).values(code).returning();
  return row!;
}

/** The newest code of a session, and how many codes it was sent in all. */
export async function codeHistory(
  db: Db,
  sessionId: string,
): Promise<{ latest: TwoFactorCodeRow | undefined; sent: number }> {
  const [latest] = await db
    .select()
    .from(twoFactorCodes)
    .where(eq(twoFactorCodes.sessionId, sessionId))
    .orderBy(desc(twoFactorCodes.createdAt))
    .limit(1);
  const [total] = await db
    .select({ sent: count() })
    .from(twoFactorCodes)
    .where(eq(twoFactorCodes.sessionId, sessionId));
  return { latest, sent: total?.sent ?? 0 };
}

/**
 * When each code sent to a staff member since `since` and never used was made, across all their
 * sessions (sign-ins, resends, mobile changes), oldest first. Locks the member's row for the
 * transaction, so that parallel calls, on any process, count and send one at a time.
 */
export async function unusedStaffCodesSince(db: Db, staffId: string, since: Date): Promise<Date[]> {
  await db.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.id, staffId)).for('update');
  const rows = await db
    .select({ createdAt: twoFactorCodes.createdAt })
    .from(twoFactorCodes)
    .innerJoin(sessions, eq(sessions.id, twoFactorCodes.sessionId))
    .where(
      and(
        eq(sessions.kind, 'staff'),
        eq(sessions.subjectId, staffId),
        gt(twoFactorCodes.createdAt, since),
        isNull(twoFactorCodes.consumedAt),
      ),
    )
    .orderBy(asc(twoFactorCodes.createdAt));
  return rows.map((row) => row.createdAt);
}

/**
 * Counts one attempt at the live code of a session and returns the code, or `undefined` when the
 * session has no live code (none, used, superseded, expired, or out of attempts). The attempt is
 * counted before the code is compared, in one statement, so parallel guesses cannot exceed the limit.
 */
export async function takeCodeAttempt(
  db: Db,
  sessionId: string,
  now: Date,
  maxAttempts: number,
): Promise<TwoFactorCodeRow | undefined> {
  const [row] = await db
    .update(twoFactorCodes)
    .set({ attempts: sql`${twoFactorCodes.attempts} + 1` })
    .where(
      and(
        eq(twoFactorCodes.sessionId, sessionId),
        isNull(twoFactorCodes.supersededAt),
        isNull(twoFactorCodes.consumedAt),
        gt(twoFactorCodes.expiresAt, now),
        lt(twoFactorCodes.attempts, maxAttempts),
      ),
    )
    .returning();
  return row;
}

/** Uses a code up. Returns whether this call did (a code is used once only). */
export async function consumeCode(db: Db, id: string, now: Date): Promise<boolean> {
  const used = await db
    .update(twoFactorCodes)
    .set({ consumedAt: now })
    .where(and(eq(twoFactorCodes.id, id), isNull(twoFactorCodes.consumedAt)))
    .returning({ id: twoFactorCodes.id });
  return used.length > 0;
}

// Dealer API tokens -----------------------------------------------------------------------------

export type DealerApiTokenRow = typeof dealerApiTokens.$inferSelect;

/** Writes a new dealer token for a session, revoking the session's earlier ones. */
export async function replaceDealerApiToken(
  db: Db,
  token: { fileDealerId: string; sessionId: string; tokenHash: string; createdAt: Date; expiresAt: Date },
): Promise<DealerApiTokenRow> {
  return db.transaction(async (tx) => {
    await tx
      .update(dealerApiTokens)
      .set({ revokedAt: token.createdAt })
      .where(and(eq(dealerApiTokens.sessionId, token.sessionId), isNull(dealerApiTokens.revokedAt)));
    const [row] = await tx.insert(dealerApiTokens).values(token).returning();
    return row!;
  });
}

/** A dealer token with the session it was issued to. */
export async function findDealerApiToken(
  db: Db,
  id: string,
): Promise<{ token: DealerApiTokenRow; session: SessionRow } | undefined> {
  if (!isRowId(id)) return undefined;
  const [row] = await db
    .select({ token: dealerApiTokens, session: sessions })
    .from(dealerApiTokens)
    .innerJoin(sessions, eq(sessions.id, dealerApiTokens.sessionId))
    .where(eq(dealerApiTokens.id, id));
  return row;
}

// Upkeep ----------------------------------------------------------------------------------------

/** Deletes sessions (with their codes and tokens) that ended, by expiry or revocation, before `before`. */
export async function deleteEndedSessions(db: Db, before: Date): Promise<number> {
  const deleted = await db
    .delete(sessions)
    .where(or(lte(sessions.expiresAt, before), lte(sessions.revokedAt, before)))
    .returning({ id: sessions.id });
  return deleted.length;
}
