import {
  emailKey,
  isSuperAdmin,
  message,
  passwordLinkLifetimeMs,
  passwordPages,
  type PasswordLinkPurpose,
  type SessionKind,
} from '@sfi/domain';
import type { Db } from '../db/client.ts';
import {
  findPasswordAccount,
  insertPasswordLink,
  setAccountPassword,
  takePasswordLink,
  type PasswordAccount,
} from '../db/password-links.ts';
import { HttpError } from '../http/errors.ts';
import type { Auth } from './auth.ts';
import type { Authenticated } from './sessions.ts';
import { hashToken, newToken } from '../http/tokens.ts';

/**
 * Writes a one-time link for an account to choose its password (`activation` for an account an
 * administrator made, `reset` for a forgotten one), ending its earlier links, and its e-mail in the
 * outbox, in the caller's transaction (`db`). The token exists only in the e-mail: the database keeps
 * its SHA-256. The caller kicks the outbox once the transaction commits. An account without an
 * e-mail address gets nothing (false).
 */
export async function writePasswordLink(
  auth: Auth,
  db: Db,
  account: Pick<PasswordAccount, 'kind' | 'id' | 'username' | 'name' | 'email'>,
  purpose: PasswordLinkPurpose,
  origin: string,
): Promise<boolean> {
  if (!account.email) return false;
  const token = newToken();
  const now = auth.now();
  await insertPasswordLink(db, {
    kind: account.kind,
    subjectId: account.id,
    purpose,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + passwordLinkLifetimeMs[purpose]),
  });
  const link = `${origin}${passwordPages[account.kind].link}?token=${token}`;
  await auth.outbox.enqueue(db, {
    kind: 'email',
    to: account.email,
    subject: message(`password.mail.${purpose}.subject`),
    body: message(`password.mail.${purpose}.body`, { name: account.name, username: account.username, link }),
    sensitive: true,
  });
  return true;
}

/**
 * Makes an account an administrator adds, in one transaction with its activation link when it waits
 * for one (`activate`), then kicks the outbox. Whatever `create` throws (a taken user name) rolls
 * both back.
 */
export async function createWithActivation<
  Account extends Pick<PasswordAccount, 'id' | 'username' | 'name'> & { email?: string | null },
>(
  auth: Auth,
  { kind, activate, origin }: { kind: SessionKind; activate: boolean; origin: string },
  create: (tx: Db) => Promise<Account>,
): Promise<Account> {
  const created = await auth.db.transaction(async (tx) => {
    const made = await create(tx);
    if (activate)
      await writePasswordLink(
        auth,
        tx,
        { ...made, kind, email: made.email ?? undefined },
        'activation',
        origin,
      );
    return made;
  });
  auth.outbox.kick();
  return created;
}

/** Closes the live sockets of sessions a password change ended, on every process. */
export function endSockets(
  live: { sessionsEnded(which: { sessionId: string }): void },
  sessionIds: readonly string[],
): void {
  for (const sessionId of sessionIds) live.sessionsEnded({ sessionId });
}

/**
 * Uses an e-mailed link: its account takes the new password (hashed already), and every session of
 * the account ends (someone who knew the old password is signed out everywhere), with the account's
 * other links. `undefined` for a link that does not exist, has expired or was used: nothing changes.
 */
export async function usePasswordLink(
  auth: Auth,
  token: string,
  passwordHash: string,
): Promise<{ kind: SessionKind; username: string; ended: string[] } | undefined> {
  const now = auth.now();
  return auth.db.transaction(async (tx) => {
    const link = await takePasswordLink(tx, hashToken(token), now);
    if (!link) return undefined;
    const account = await findPasswordAccount(tx, link.kind, link.subjectId);
    if (!account) return undefined;
    const ended = await setAccountPassword(tx, account, passwordHash, now);
    return ended && { kind: account.kind, username: account.username, ended };
  });
}

/**
 * Refuses a call that sets another person's password unless a super admin makes it (issue 26 item 6):
 * administrators send a link (`writePasswordLink`), they never choose or learn a password. The spec's
 * calls that carry one keep working for super admins.
 */
export function allowSettingPassword(signed: Authenticated): void {
  if (signed.kind !== 'staff' || !isSuperAdmin(signed.user.roles))
    throw new HttpError(403, message('password.superAdminOnly'));
}

/**
 * Refuses a change of another person's e-mail unless a super admin makes it (issue 26 item 6): their
 * password links (`writePasswordLink`) go to that address, so whoever moves it to an address of
 * theirs and sends a reset link chooses the password. The address as stored again (in another case,
 * `emailKey`) is no change. A 403 on the `email` field.
 */
export function allowChangingEmail(
  signed: Authenticated,
  current: string | null | undefined,
  email: string | undefined,
): void {
  if (email === undefined || emailKey(email) === emailKey(current ?? '')) return;
  if (signed.kind === 'staff' && isSuperAdmin(signed.user.roles)) return;
  const text = message('password.emailSuperAdminOnly');
  throw new HttpError(403, text, { email: text });
}

/**
 * The password hash of an account an administrator makes: the typed password's when a super admin
 * gives one (`allowSettingPassword`), else one no one knows, the account waiting for its activation
 * link (`activate`: true).
 */
export async function newAccountPassword(
  auth: Auth,
  signed: Authenticated,
  password: string | undefined,
): Promise<{ passwordHash: string; activate: boolean }> {
  if (password === undefined) return { passwordHash: await auth.passwords.hash(newToken()), activate: true };
  allowSettingPassword(signed);
  return { passwordHash: await auth.passwords.hash(password), activate: false };
}
