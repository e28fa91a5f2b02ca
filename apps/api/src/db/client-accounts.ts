import { and, desc, eq, gt, isNull, lte } from 'drizzle-orm';
import { emailKey, type ClientVehicle } from '@sfi/domain';
import type { Db } from './client.ts';
import { endClientSessions } from './client-access.ts';
import {
  clientAccounts,
  clientAccountTokens,
  type AccessRevocationReason,
  type ClientTokenPurpose,
} from './schema.ts';
import { hashToken, newToken } from '../http/tokens.ts';

export type ClientAccount = typeof clientAccounts.$inferSelect;

export async function findClientByEmail(db: Db, email: string): Promise<ClientAccount | undefined> {
  const [row] = await db
    .select()
    .from(clientAccounts)
    .where(eq(clientAccounts.emailKey, emailKey(email)));
  return row;
}

export async function findClientById(db: Db, id: string): Promise<ClientAccount | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const [row] = await db.select().from(clientAccounts).where(eq(clientAccounts.id, id));
  return row;
}

/** Creates a client with only an e-mail address (the member service's `POST /members`), or returns the one there is. */
export async function ensureClient(
  db: Db,
  email: string,
): Promise<{ account: ClientAccount; created: boolean }> {
  const [created] = await db
    .insert(clientAccounts)
    .values({ email: email.trim(), emailKey: emailKey(email) })
    .onConflictDoNothing({ target: clientAccounts.emailKey })
    .returning();
  if (created) return { account: created, created: true };
  return { account: (await findClientByEmail(db, email))!, created: false };
}

/**
 * Records a sign-up (not yet confirmed) and answers the token of its confirmation link. The
 * sign-up's details (password hash, name, agency) are kept with that link, not on the account: the
 * account is made with only its address if there is none, and is never changed here, so that a
 * second sign-up with the same address (anyone may type any address) cannot replace the first
 * one's details, nor the first one the second's. Each link takes only the password chosen with it
 * (`confirmSignUp`). Earlier links stay usable, each with its own details, until one is confirmed
 * or they expire.
 */
export async function writeSignUp(
  db: Db,
  fields: { email: string; name: string; agency: string | null; passwordHash: string },
  now: Date,
  lifetimeMs: number,
): Promise<string> {
  const { account } = await ensureClient(db, fields.email);
  const token = newToken();
  await db.insert(clientAccountTokens).values({
    accountId: account.id,
    purpose: 'confirm',
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + lifetimeMs),
    passwordHash: fields.passwordHash,
    name: fields.name,
    agency: fields.agency,
  });
  return token;
}

/** A live confirmation link (unused, unexpired) of an account whose address is not confirmed yet. */
function liveConfirmLink(now: Date) {
  return and(
    eq(clientAccountTokens.purpose, 'confirm'),
    isNull(clientAccountTokens.usedAt),
    gt(clientAccountTokens.expiresAt, now),
    isNull(clientAccounts.emailVerifiedAt),
  );
}

/** The sign-up behind a live confirmation link, without using it up: its account and password hash. */
export async function findConfirmLink(
  db: Db,
  token: string,
  now: Date,
): Promise<{ accountId: string; email: string; passwordHash: string | null } | undefined> {
  const [row] = await db
    .select({
      accountId: clientAccountTokens.accountId,
      email: clientAccounts.email,
      passwordHash: clientAccountTokens.passwordHash,
    })
    .from(clientAccountTokens)
    .innerJoin(clientAccounts, eq(clientAccounts.id, clientAccountTokens.accountId))
    .where(and(eq(clientAccountTokens.tokenHash, hashToken(token)), liveConfirmLink(now)));
  return row;
}

/**
 * The password hash of an account's newest live sign-up, if its address is not confirmed yet: the
 * sign-in page tells whoever types it that the address still needs confirming.
 */
export async function pendingSignUpHash(db: Db, accountId: string, now: Date): Promise<string | undefined> {
  const [row] = await db
    .select({ passwordHash: clientAccountTokens.passwordHash })
    .from(clientAccountTokens)
    .innerJoin(clientAccounts, eq(clientAccounts.id, clientAccountTokens.accountId))
    .where(and(eq(clientAccountTokens.accountId, accountId), liveConfirmLink(now)))
    .orderBy(desc(clientAccountTokens.createdAt))
    .limit(1);
  return row?.passwordHash ?? undefined;
}

/** What a used or cancelled link no longer needs: the sign-up's details go with it. */
const spent = (now: Date) => ({ usedAt: now, passwordHash: null, name: null, agency: null });

/** Cancels the account's unused confirmation links and wipes the sign-up details they carry. */
async function cancelConfirmLinks(db: Db, accountId: string, now: Date): Promise<void> {
  await db
    .update(clientAccountTokens)
    .set(spent(now))
    .where(
      and(
        eq(clientAccountTokens.accountId, accountId),
        eq(clientAccountTokens.purpose, 'confirm'),
        isNull(clientAccountTokens.usedAt),
      ),
    );
}

/**
 * Confirms the sign-up of a live confirmation link, once the caller has checked the password
 * chosen with it (`findConfirmLink`): the account takes that sign-up's password, name and agency,
 * its address counts as confirmed, and every other confirmation link of the account is cancelled.
 * Answers the account, or `undefined` when the link is no longer live (used, cancelled by another
 * confirmation, expired). One transaction that locks the account first, so two links confirmed at
 * once cannot both win.
 */
export async function confirmSignUp(db: Db, token: string, now: Date): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    const found = await findConfirmLink(tx, token, now);
    if (!found) return undefined;
    const [account] = await tx
      .select({ emailVerifiedAt: clientAccounts.emailVerifiedAt })
      .from(clientAccounts)
      .where(eq(clientAccounts.id, found.accountId))
      .for('update');
    // Read again under the account's lock: another link may have been confirmed meanwhile.
    const [link] = await tx
      .select()
      .from(clientAccountTokens)
      .where(
        and(
          eq(clientAccountTokens.tokenHash, hashToken(token)),
          eq(clientAccountTokens.purpose, 'confirm'),
          isNull(clientAccountTokens.usedAt),
          gt(clientAccountTokens.expiresAt, now),
        ),
      )
      .for('update');
    if (!account || account.emailVerifiedAt || !link?.passwordHash) return undefined;
    await tx
      .update(clientAccounts)
      .set({
        passwordHash: link.passwordHash,
        name: link.name,
        agency: link.agency,
        emailVerifiedAt: now,
        updatedAt: now,
      })
      .where(eq(clientAccounts.id, link.accountId));
    await tx.update(clientAccountTokens).set(spent(now)).where(eq(clientAccountTokens.id, link.id));
    await cancelConfirmLinks(tx, link.accountId, now);
    return link.accountId;
  });
}

/** Upserts a client by e-mail with every field given (the demo client). */
export async function upsertClient(db: Db, row: typeof clientAccounts.$inferInsert): Promise<void> {
  const { id: _id, ...fields } = row;
  await db
    .insert(clientAccounts)
    .values(row)
    .onConflictDoUpdate({ target: clientAccounts.emailKey, set: fields });
}

/**
 * Gives a client a new password and ends everything signed in with the old one
 * (`endClientSessions`): the identity provider's sessions of the account (a browser that signed
 * in, the thief's too, signs in again), its grants, and the access tokens already issued. Its reset
 * and activation links not used yet end too: a mail someone else saw must not undo the change.
 */
export async function setClientPassword(
  db: Db,
  id: string,
  passwordHash: string,
  now: Date,
  reason: Extract<AccessRevocationReason, 'password-changed' | 'password-reset'>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(clientAccounts).set({ passwordHash, updatedAt: now }).where(eq(clientAccounts.id, id));
    await tx
      .update(clientAccountTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(clientAccountTokens.accountId, id),
          eq(clientAccountTokens.purpose, 'reset'),
          isNull(clientAccountTokens.usedAt),
        ),
      );
    await endClientSessions(tx, id, reason);
  });
}

/**
 * A new single-use link token of a purpose for an account. Earlier unused tokens of that purpose
 * that it outlasts stop working, so the newest link works and no older one it replaces. One that
 * holds longer stays: a reset link anyone may ask for (30 minutes) never cuts a staff member's
 * activation link (3 days) short. (Confirmation links carry their sign-up and are made by
 * `writeSignUp`.)
 */
export async function issueClientToken(
  db: Db,
  accountId: string,
  purpose: Exclude<ClientTokenPurpose, 'confirm'>,
  now: Date,
  lifetimeMs: number,
): Promise<string> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + lifetimeMs);
  await db
    .update(clientAccountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(clientAccountTokens.accountId, accountId),
        eq(clientAccountTokens.purpose, purpose),
        isNull(clientAccountTokens.usedAt),
        lte(clientAccountTokens.expiresAt, expiresAt),
      ),
    );
  await db.insert(clientAccountTokens).values({
    accountId,
    purpose,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt,
  });
  return token;
}

/** The account of a live token of a purpose, without using it up. */
export async function peekClientToken(
  db: Db,
  token: string,
  purpose: ClientTokenPurpose,
  now: Date,
): Promise<string | undefined> {
  const [row] = await db
    .select({ accountId: clientAccountTokens.accountId })
    .from(clientAccountTokens)
    .where(
      and(
        eq(clientAccountTokens.tokenHash, hashToken(token)),
        eq(clientAccountTokens.purpose, purpose),
        isNull(clientAccountTokens.usedAt),
        gt(clientAccountTokens.expiresAt, now),
      ),
    );
  return row?.accountId;
}

/** Uses a live token up, returning its account; one statement, so a token works once even under races. */
export async function consumeClientToken(
  db: Db,
  token: string,
  purpose: ClientTokenPurpose,
  now: Date,
): Promise<string | undefined> {
  const [row] = await db
    .update(clientAccountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(clientAccountTokens.tokenHash, hashToken(token)),
        eq(clientAccountTokens.purpose, purpose),
        isNull(clientAccountTokens.usedAt),
        gt(clientAccountTokens.expiresAt, now),
      ),
    )
    .returning({ accountId: clientAccountTokens.accountId });
  return row?.accountId;
}

/**
 * Marks an account's address confirmed by another proof than a confirmation link (a password reset
 * link reached the inbox): the pending sign-ups' links are cancelled, their details never apply.
 */
export async function markEmailVerified(db: Db, id: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(clientAccounts)
      .set({ emailVerifiedAt: now, updatedAt: now })
      .where(eq(clientAccounts.id, id));
    await cancelConfirmLinks(tx, id, now);
  });
}

/** Deletes the links that have expired, with any sign-up details they still held (the upkeep). */
export async function deleteExpiredClientTokens(db: Db, now: Date): Promise<void> {
  await db.delete(clientAccountTokens).where(lte(clientAccountTokens.expiresAt, now));
}

/**
 * The client as the public API's `GET /me` and the member service answer it, with the vehicles of
 * their lease files (`listClientVehicles`).
 */
export function clientView(account: ClientAccount, vehicles: ClientVehicle[] = []) {
  return {
    id: account.id,
    email: account.email,
    ...(account.name && { name: account.name }),
    ...(account.agency && { agency: account.agency }),
    files: { ...(account.name && { name: account.name }), vehicles },
    createdAt: account.createdAt.toISOString(),
    locale: account.locale,
  };
}
