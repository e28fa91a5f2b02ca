import {
  defaultLocale,
  emailKey,
  isSuperAdmin,
  message,
  passwordLinkLifetimeMs,
  passwordPages,
  type Locale,
  type PasswordLinkPurpose,
  type SessionKind,
} from '@sfi/domain';
import type { Db } from '../db/client.ts';
import {
  findPasswordAccount,
  insertPasswordLink,
  isLivePasswordLink,
  setAccountPassword,
  takePasswordLink,
  type PasswordAccount,
} from '../db/password-links.ts';
import { HttpError } from '../http/errors.ts';
import { inLocale } from '../http/locale.ts';
import { hashToken, newToken } from '../http/tokens.ts';
import { issueClientToken } from '../db/client-accounts.ts';
import type { Auth } from './auth.ts';
import { throttleClient } from './network.ts';
import { recipientLocale } from './recipient-locale.ts';
import type { Authenticated } from './sessions.ts';
import type { ThrottleKey } from './throttle.ts';

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
  /** The language of the e-mail when its person never chose one: theirs when they asked for it. */
  otherwise: Locale = defaultLocale,
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
  const locale = await recipientLocale(db, account.kind, account.id, otherwise);
  await auth.outbox.enqueue(db, {
    kind: 'email',
    to: account.email,
    ...inLocale(locale, () => ({
      subject: message(`password.mail.${purpose}.subject`),
      body: message(`password.mail.${purpose}.body`, {
        name: account.name,
        username: account.username,
        link,
      }),
    })),
    sensitive: true,
  });
  return true;
}

/**
 * The limits of the e-mails a person asks for without signing in (a reset link, a sign-up's
 * confirmation), for the account `account` (its kind and key) asked from the client at `ip`: this
 * account from this client, and this client whatever the account. Never one count per account
 * whoever asks: anyone could use up that count and hold the account's owner's own mails back for a
 * day (issue 26 item 7). Each client still sends an account few mails, and few mails in all.
 */
export function mailLimitKeys(auth: Auth, account: string, ip: string): ThrottleKey[] {
  const client = throttleClient(ip);
  return [
    { key: `mail:${account}@${client}`, rule: auth.policy.throttle.mailAddress },
    { key: `mail:*@${client}`, rule: auth.policy.throttle.mailClient },
  ];
}

/**
 * Reserves one of the links an administrator sends (an activation or reset link, again): a few to
 * one account, whoever sends them, and a few an hour from one administrator, whatever the accounts,
 * so that no console fills a person's mailbox. Past either, a 429 with `Retry-After`.
 */
export async function throttleAdminLink(
  auth: Auth,
  signed: Authenticated,
  account: { kind: SessionKind | 'client'; id: string },
): Promise<void> {
  await auth.throttle.attempt([
    { key: `admin-link:${account.kind}:${account.id}`, rule: auth.policy.throttle.mailAddress },
    { key: `admin-link:*@${signed.kind}:${signed.user.id}`, rule: auth.policy.throttle.mailClient },
  ]);
}

/**
 * Writes a client's activation link and its e-mail (in the caller's transaction, `db`; kick the
 * outbox once committed): the identity provider's reset link (`/oidc/account/reset`, one token, the
 * newest only), holding as long as an activation does. Using it sets the client's first password and
 * confirms their e-mail, as a reset does.
 */
export async function writeClientActivation(
  auth: Auth,
  db: Db,
  client: { id: string; email: string },
  issuer: string,
): Promise<void> {
  const token = await issueClientToken(db, client.id, 'reset', auth.now(), passwordLinkLifetimeMs.activation);
  // Staff send it: the client's language, never the administrator's.
  const locale = await recipientLocale(db, 'client', client.id);
  await auth.outbox.enqueue(db, {
    kind: 'email',
    to: client.email,
    ...inLocale(locale, () => ({
      subject: message('password.mail.clientActivation.subject'),
      body: message('password.mail.clientActivation.body', {
        email: client.email,
        link: `${issuer}/account/reset?token=${token}`,
      }),
    })),
    sensitive: true,
  });
}

/**
 * Tells an account's old address that an administrator moved its e-mail (in the caller's
 * transaction; kick the outbox once committed): its password links go to the new one from now on.
 * Nothing when the address is the same one (`emailKey`) or there was none.
 */
export async function writeEmailMovedNotice(
  auth: Auth,
  db: Db,
  account: { kind: SessionKind; id: string; name: string; username: string },
  before: string | null | undefined,
  after: string | null | undefined,
): Promise<void> {
  if (!before || emailKey(before) === emailKey(after ?? '')) return;
  const locale = await recipientLocale(db, account.kind, account.id);
  const { name, username } = account;
  await auth.outbox.enqueue(db, {
    kind: 'email',
    to: before,
    ...inLocale(locale, () => ({
      subject: message('password.mail.emailMoved.subject'),
      body: message('password.mail.emailMoved.body', { name, username, email: after ?? '' }),
    })),
  });
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
 * Uses an e-mailed link: its account takes the new password, and every session of the account ends
 * (someone who knew the old password is signed out everywhere), with the account's other links.
 * `undefined` for a link that does not exist, has expired or was used: nothing changes. The password
 * is hashed only for a live link, so that made-up tokens cost no hash (an Argon2id of 64 MiB).
 */
export async function usePasswordLink(
  auth: Auth,
  token: string,
  password: string,
): Promise<{ kind: SessionKind; username: string; ended: string[] } | undefined> {
  const tokenHash = hashToken(token);
  if (!(await isLivePasswordLink(auth.db, tokenHash, auth.now()))) return undefined;
  const passwordHash = await auth.passwords.hash(password);
  const now = auth.now();
  return auth.db.transaction(async (tx) => {
    const link = await takePasswordLink(tx, tokenHash, now);
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
