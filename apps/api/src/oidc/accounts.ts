import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { clientAccounts, clientAccountTokens, oidcModels, type ClientTokenPurpose } from '../db/schema.ts';
import { hashToken, newToken } from '../auth/tokens.ts';

export type ClientAccount = typeof clientAccounts.$inferSelect;

/** An e-mail address as accounts are keyed: trimmed and in lower case. */
export function emailKey(email: string): string {
  return email.trim().normalize('NFC').toLowerCase();
}

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
 * Writes a client's sign-up details (not yet confirmed), creating the client if needed. A client
 * who already signed up and has not confirmed yet keeps their name, agency and password: a second
 * sign-up with the same address must not replace them (whoever confirmed the newest link would
 * otherwise get another person's password). The account as it is afterwards is answered.
 */
export async function writeSignUp(
  db: Db,
  fields: { email: string; name: string; agency: string | null; passwordHash: string },
  now: Date,
): Promise<ClientAccount> {
  const values = {
    email: fields.email.trim(),
    emailKey: emailKey(fields.email),
    name: fields.name,
    agency: fields.agency,
    passwordHash: fields.passwordHash,
    emailVerifiedAt: null,
    updatedAt: now,
  };
  const [row] = await db
    .insert(clientAccounts)
    .values(values)
    .onConflictDoUpdate({
      target: clientAccounts.emailKey,
      set: values,
      // Only a record without a password (a member record made by `POST /members`) takes them.
      setWhere: isNull(clientAccounts.passwordHash),
    })
    .returning();
  return row ?? (await findClientByEmail(db, fields.email))!;
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
 * Gives a client a new password and ends every sign-in made with the old one: the identity
 * provider's sessions of the account (a browser that signed in, the thief's too, signs in again),
 * its grants and the codes issued under them. Access tokens already issued live out their minutes.
 */
export async function setClientPassword(db: Db, id: string, passwordHash: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(clientAccounts).set({ passwordHash, updatedAt: now }).where(eq(clientAccounts.id, id));
    const ofAccount = sql`${oidcModels.payload}->>'accountId' = ${id}`;
    const grants = await tx
      .delete(oidcModels)
      .where(and(eq(oidcModels.kind, 'Grant'), ofAccount))
      .returning({ id: oidcModels.id });
    if (grants.length > 0)
      await tx.delete(oidcModels).where(
        inArray(
          oidcModels.grantId,
          grants.map((grant) => grant.id),
        ),
      );
    await tx.delete(oidcModels).where(and(eq(oidcModels.kind, 'Session'), ofAccount));
  });
}

/**
 * A new single-use link token of a purpose for an account. Earlier unused tokens of that purpose
 * stop working, so only the newest link works.
 */
export async function issueClientToken(
  db: Db,
  accountId: string,
  purpose: ClientTokenPurpose,
  now: Date,
  lifetimeMs: number,
): Promise<string> {
  const token = newToken();
  await db
    .update(clientAccountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(clientAccountTokens.accountId, accountId),
        eq(clientAccountTokens.purpose, purpose),
        isNull(clientAccountTokens.usedAt),
      ),
    );
  await db.insert(clientAccountTokens).values({
    accountId,
    purpose,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + lifetimeMs),
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

export async function markEmailVerified(db: Db, id: string, now: Date): Promise<void> {
  await db
    .update(clientAccounts)
    .set({ emailVerifiedAt: now, updatedAt: now })
    .where(eq(clientAccounts.id, id));
}

/** The client as the public API's `GET /me` and the member service answer it. */
export function clientView(account: ClientAccount) {
  return {
    id: account.id,
    email: account.email,
    ...(account.name && { name: account.name }),
    ...(account.agency && { agency: account.agency }),
    files: { ...(account.name && { name: account.name }), vehicles: [] },
    createdAt: account.createdAt.toISOString(),
  };
}
