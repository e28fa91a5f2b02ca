import { and, eq, gt, isNull, lte, ne, type SQL } from 'drizzle-orm';
import type { PasswordLinkPurpose, SessionKind } from '@sfi/domain';
import type { Db } from './client.ts';
import { isRowId } from './rows.ts';
import { dealerAccounts, fileDealers, passwordLinks, sessions, staffUsers } from './schema.ts';

/** What the password calls need of an account of any kind: who it is, where its links go, its hash. */
export interface PasswordAccount {
  kind: SessionKind;
  id: string;
  username: string;
  /** The name an e-mail greets. */
  name: string;
  /** Where its links go; `undefined` when it has none (older lease-quote dealer and staff accounts). */
  email: string | undefined;
  passwordHash: string;
}

/** Each kind's table and how it names and reaches its owner. */
const accountTables = {
  dealer: { table: dealerAccounts, name: dealerAccounts.contactName, email: dealerAccounts.email },
  'file-dealer': { table: fileDealers, name: fileDealers.name, email: fileDealers.email },
  staff: { table: staffUsers, name: staffUsers.name, email: staffUsers.email },
} as const;

async function findAccount(
  db: Db,
  kind: SessionKind,
  where: (table: (typeof accountTables)[SessionKind]['table']) => SQL,
) {
  const { table, name, email } = accountTables[kind];
  const [row] = await db
    .select({
      id: table.id,
      username: table.username,
      name,
      passwordHash: table.passwordHash,
      ...(email && { email }),
    })
    .from(table)
    .where(where(table));
  if (!row) return undefined;
  const found = row as typeof row & { email?: string | null };
  return {
    kind,
    id: found.id,
    username: found.username,
    name: found.name || found.username,
    email: found.email || undefined,
    passwordHash: found.passwordHash,
  } satisfies PasswordAccount;
}

/** An account by its kind and id. */
export function findPasswordAccount(
  db: Db,
  kind: SessionKind,
  id: string,
): Promise<PasswordAccount | undefined> {
  if (!isRowId(id)) return Promise.resolve(undefined);
  return findAccount(db, kind, (table) => eq(table.id, id));
}

/** An account by its kind and the key of the user name it signs in with (`usernameKey`). */
export function findPasswordAccountByUsername(
  db: Db,
  kind: SessionKind,
  key: string,
): Promise<PasswordAccount | undefined> {
  return findAccount(db, kind, (table) => eq(table.usernameKey, key));
}

/**
 * Ends the account's links not used yet: a password set replaces them, and a new e-mail address
 * leaves none working at the old one.
 */
export async function endPasswordLinks(
  db: Db,
  kind: SessionKind,
  subjectId: string,
  now: Date,
): Promise<void> {
  await db
    .update(passwordLinks)
    .set({ usedAt: now })
    .where(
      and(eq(passwordLinks.kind, kind), eq(passwordLinks.subjectId, subjectId), isNull(passwordLinks.usedAt)),
    );
}

/**
 * Writes a new link of an account, ending its earlier ones that it outlasts. One that holds longer
 * stays: a reset link anyone may ask for (`POST /password/forgot`, 30 minutes) never cuts a new
 * account's activation link (3 days) short. A password set or a moved e-mail ends them all
 * (`endPasswordLinks`).
 */
export async function insertPasswordLink(
  db: Db,
  link: {
    kind: SessionKind;
    subjectId: string;
    purpose: PasswordLinkPurpose;
    tokenHash: string;
    createdAt: Date;
    expiresAt: Date;
  },
): Promise<void> {
  await db
    .update(passwordLinks)
    .set({ usedAt: link.createdAt })
    .where(
      and(
        eq(passwordLinks.kind, link.kind),
        eq(passwordLinks.subjectId, link.subjectId),
        isNull(passwordLinks.usedAt),
        lte(passwordLinks.expiresAt, link.expiresAt),
      ),
    );
  await db.insert(passwordLinks).values(link);
}

/**
 * Gives an account a new password hash and ends its sessions (all of them, or all but `keepSessionId`:
 * the one that changed it), and its links not used yet. Returns the ids of the sessions it ended, for
 * their sockets to close; `undefined` when there is no such account.
 */
export async function setAccountPassword(
  db: Db,
  account: { kind: SessionKind; id: string },
  passwordHash: string,
  now: Date,
  keepSessionId?: string,
): Promise<string[] | undefined> {
  const { table } = accountTables[account.kind];
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(table)
      .set({ passwordHash, updatedAt: now })
      .where(eq(table.id, account.id))
      .returning({ id: table.id });
    if (changed.length === 0) return undefined;
    await endPasswordLinks(tx, account.kind, account.id, now);
    const ended = await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(
        and(
          eq(sessions.kind, account.kind),
          eq(sessions.subjectId, account.id),
          isNull(sessions.revokedAt),
          keepSessionId === undefined ? undefined : ne(sessions.id, keepSessionId),
        ),
      )
      .returning({ id: sessions.id });
    return ended.map((row) => row.id);
  });
}

/**
 * Uses a link once: the live, unused link with this token hash is marked used, in one statement (two
 * uses at once cannot both succeed). Returns its account, or `undefined` for a link that does not
 * exist, has expired or was used (or ended by a newer one).
 */
export async function takePasswordLink(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<{ kind: SessionKind; subjectId: string; purpose: PasswordLinkPurpose } | undefined> {
  const [link] = await db
    .update(passwordLinks)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordLinks.tokenHash, tokenHash),
        isNull(passwordLinks.usedAt),
        gt(passwordLinks.expiresAt, now),
      ),
    )
    .returning({
      kind: passwordLinks.kind,
      subjectId: passwordLinks.subjectId,
      purpose: passwordLinks.purpose,
    });
  return link;
}

/** Whether a link with this token hash is live (unused, unexpired), without using it. */
export async function isLivePasswordLink(db: Db, tokenHash: string, now: Date): Promise<boolean> {
  const [link] = await db
    .select({ id: passwordLinks.id })
    .from(passwordLinks)
    .where(
      and(
        eq(passwordLinks.tokenHash, tokenHash),
        isNull(passwordLinks.usedAt),
        gt(passwordLinks.expiresAt, now),
      ),
    );
  return link !== undefined;
}

/** Deletes the links that expired before `now` (the upkeep). */
export async function deletePasswordLinksExpired(db: Db, now: Date): Promise<void> {
  await db.delete(passwordLinks).where(lte(passwordLinks.expiresAt, now));
}
