import { and, eq, isNull } from 'drizzle-orm';
import { nameKey, sortDealerAccounts, type DealerAccount, type DealerAccountSettings } from '@sfi/domain';
import type { Db } from './client.ts';
import { isRowId } from './rows.ts';
import { dealerAccounts, leaseQuotes, sessions } from './schema.ts';

/** Another account already signs in with this user name (compared by its username key). */
export class DealerUserTakenError extends Error {
  constructor(readonly user: string) {
    super(`A dealer account with the user name ${user} already exists`);
  }
}

/** Another dealership already has the name a dealership was to be renamed to. */
export class DealershipTakenError extends Error {
  constructor(readonly dealerName: string) {
    super(`Another dealership is named ${dealerName}`);
  }
}

/** An account as it goes on the wire: never its password hash. */
const columns = {
  id: dealerAccounts.id,
  dealerName: dealerAccounts.dealerName,
  user: dealerAccounts.username,
  contactName: dealerAccounts.contactName,
  dealerStepsEnabled: dealerAccounts.dealerStepsEnabled,
  email: dealerAccounts.email,
};

/** An account as the columns read it, its e-mail left out when it has none. */
function wire({ email, ...account }: { email: string | null } & Omit<DealerAccount, 'email'>): DealerAccount {
  return email === null ? account : { ...account, email };
}

/** A new lease-quote dealer sign-in: the hash of its password, never the password. */
export interface DealerAccountRecord {
  dealerName: string;
  user: string;
  contactName?: string | undefined;
  dealerStepsEnabled: boolean;
  email: string;
  usernameKey: string;
  passwordHash: string;
}

/** Every dealer account, sorted by dealer name (doc 1 §5), then by user name. */
export async function listDealerAccounts(db: Db): Promise<DealerAccount[]> {
  return sortDealerAccounts((await db.select(columns).from(dealerAccounts)).map(wire));
}

/** The dealer account with this id, or `undefined`. */
export async function findDealerAccount(db: Db, id: string): Promise<DealerAccount | undefined> {
  if (!isRowId(id)) return undefined;
  const [row] = await db.select(columns).from(dealerAccounts).where(eq(dealerAccounts.id, id));
  return row && wire(row);
}

/**
 * Adds a lease-quote dealer sign-in, with the app settings' defaults; throws
 * `DealerUserTakenError` when an account has the user name.
 */
export async function createDealerAccount(db: Db, account: DealerAccountRecord): Promise<DealerAccount> {
  const [created] = await db
    .insert(dealerAccounts)
    .values({
      username: account.user,
      usernameKey: account.usernameKey,
      dealerName: account.dealerName,
      dealerNameKey: nameKey(account.dealerName),
      contactName: account.contactName ?? '',
      dealerStepsEnabled: account.dealerStepsEnabled,
      email: account.email,
      passwordHash: account.passwordHash,
    })
    .onConflictDoNothing({ target: dealerAccounts.usernameKey })
    .returning(columns);
  if (!created) throw new DealerUserTakenError(account.user);
  return wire(created);
}

/**
 * Changes an account's settings (`PATCH /dealer-auth/{id}`): whether its dealer-mode next steps
 * are on. Its next call reads the new setting (sessions read the account on every call). The
 * account as it is after, or `undefined` when there is none.
 */
export async function changeDealerAccountSettings(
  db: Db,
  id: string,
  settings: DealerAccountSettings,
): Promise<DealerAccount | undefined> {
  if (!isRowId(id)) return undefined;
  const [changed] = await db
    .update(dealerAccounts)
    .set({ dealerStepsEnabled: settings.dealerStepsEnabled, updatedAt: new Date() })
    .where(eq(dealerAccounts.id, id))
    .returning(columns);
  return changed && wire(changed);
}

/**
 * Renames a dealership, in one transaction: every account whose dealer name is `from` (compared
 * by `nameKey`) takes the name `to`. Returns the renamed accounts, sorted by user name; none when no account
 * has the name `from`. Throws `DealershipTakenError` when another dealership is named `to`, as
 * the rename would merge the two (and their quotes): one with accounts, or one whose accounts
 * were all removed but whose quotes are kept (its quotes would become the renamed one's).
 */
export async function renameDealership(db: Db, from: string, to: string): Promise<DealerAccount[]> {
  const fromKey = nameKey(from);
  const toKey = nameKey(to);
  return db.transaction(async (tx) => {
    if (toKey !== fromKey) {
      const [other] = await tx
        .select({ id: dealerAccounts.id })
        .from(dealerAccounts)
        .where(eq(dealerAccounts.dealerNameKey, toKey))
        .limit(1);
      const [quote] = other
        ? []
        : await tx
            .select({ id: leaseQuotes.id })
            .from(leaseQuotes)
            .where(eq(leaseQuotes.dealershipKey, toKey))
            .limit(1);
      if (other || quote) throw new DealershipTakenError(to);
    }
    const renamed = await tx
      .update(dealerAccounts)
      .set({ dealerName: to, dealerNameKey: toKey, updatedAt: new Date() })
      .where(eq(dealerAccounts.dealerNameKey, fromKey))
      .returning(columns);
    // The dealership's quotes follow it (a dealer reaches their quotes by dealership).
    if (renamed.length > 0 && toKey !== fromKey)
      await tx
        .update(leaseQuotes)
        .set({ dealershipKey: toKey })
        .where(eq(leaseQuotes.dealershipKey, fromKey));
    return sortDealerAccounts(renamed.map(wire));
  });
}

/**
 * Removes a dealer account and, in the same transaction, ends its sessions at `now`: its next
 * call answers `Invalid Session`. False when there was no account with that id.
 */
export async function deleteDealerAccount(db: Db, id: string, now: Date): Promise<boolean> {
  if (!isRowId(id)) return false;
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(dealerAccounts)
      .where(eq(dealerAccounts.id, id))
      .returning({ id: dealerAccounts.id });
    if (removed.length === 0) return false;
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.kind, 'dealer'), eq(sessions.subjectId, id), isNull(sessions.revokedAt)));
    return true;
  });
}
