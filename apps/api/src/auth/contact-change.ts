import { activeLocale, defaultLocale, peopleMessage, type StaffMember } from '@sfi/domain';
import type { Db } from '../db/client.ts';
import { endPasswordLinks } from '../db/password-links.ts';
import {
  codeHistory,
  consumeCode,
  endStaffSessions,
  lockSession,
  takeCodeAttempt,
  type SessionRow,
} from '../db/sessions.ts';
import { HttpError } from '../http/errors.ts';
import { inLocale } from '../http/locale.ts';
import type { Auth } from './auth.ts';
import { recipientLocale } from './recipient-locale.ts';
import { checkPassword } from './sign-in.ts';
import {
  codeExpiredMessage,
  codeTooManyAttemptsMessage,
  codeWrongMessage,
  SESSION_INVALID,
} from './strings.ts';
import {
  checkCodeLimits,
  codeKey,
  issueCode,
  lastDigits,
  phoneChangeCode,
  type CodeSent,
} from './two-factor.ts';
import { hashCode, sameDigest } from '../http/tokens.ts';

/*
 * A staff member changing their own e-mail or mobile (issue 26, item 5): the mobile is the second
 * factor and the e-mail where notices go, so a session alone never moves them. Either asks for the
 * member's password; a new mobile also for a code texted to the current one, bound to the new
 * number. Once changed, the old mobile and address are told, and the member's other sessions end.
 */

/** A refusal shown on one field of the form. */
const onField = (status: number, field: string, text: string) =>
  new HttpError(status, text, { [field]: text });

/**
 * Checks the member's own password, throttled exactly as their sign-in is (per account and
 * client, per client, per account from anywhere; 429 with `Retry-After`). A wrong one is a 403 on
 * the `currentPassword` field; the session stays.
 */
export async function confirmPassword(
  auth: Auth,
  username: string,
  password: string,
  ip: string,
): Promise<void> {
  try {
    await checkPassword(auth, 'staff', { username, password }, ip);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 401)
      throw onField(403, 'currentPassword', peopleMessage('people.staff.confirm.passwordWrong'));
    throw error;
  }
}

/**
 * Texts a code to the member's current mobile that confirms the change to `newPhone`, on their
 * verified session (the session's token keys its hash, as a sign-in code's). A newer code replaces
 * the one before; 30 seconds after one not used, 5 per session, and within the account's hourly cap
 * on unused codes (429 with `Retry-After`).
 */
export async function sendPhoneChangeCode(
  auth: Auth,
  {
    session,
    token,
    phone,
    newPhone,
  }: { session: SessionRow; token: string; phone: string; newPhone: string },
): Promise<CodeSent> {
  const sent = await auth.db.transaction(async (tx) => {
    const locked = await lockSession(tx, session.id);
    if (!locked) throw new HttpError(401, SESSION_INVALID);
    const now = auth.now().getTime();
    const history = await codeHistory(tx, session.id);
    // A code just used (a change made) lets the next change ask for its code at once.
    const latest = history.latest?.consumedAt === null ? history.latest : undefined;
    checkCodeLimits(auth, locked, history.sent, latest?.createdAt, now);
    return issueCode(auth, tx, { session: locked, token, phone, newPhone });
  });
  auth.outbox.kick();
  return sent;
}

/**
 * Uses up the session's code for a change of mobile to `newPhone`: it must be the live one (sent
 * last, under 10 minutes old, fewer than 5 tries) and have been asked for that number. Wrong codes
 * count against the client as wrong sign-in codes do. A refusal is a 403 on the `code` field.
 */
export async function usePhoneChangeCode(
  auth: Auth,
  {
    session,
    token,
    code,
    newPhone,
    ip,
  }: { session: SessionRow; token: string; code: string; newPhone: string; ip: string },
): Promise<void> {
  const throttle = codeKey(auth, ip);
  await auth.throttle.attempt([throttle]);
  const { codes } = auth.policy;
  const now = auth.now();
  const live = await takeCodeAttempt(auth.db, session.id, now, codes.maxAttempts);
  if (!live) throw onField(403, 'code', codeExpiredMessage());
  if (!sameDigest(live.codeHash, hashCode(token, phoneChangeCode(code, newPhone))))
    throw onField(
      403,
      'code',
      live.attempts >= codes.maxAttempts ? codeTooManyAttemptsMessage() : codeWrongMessage(),
    );
  if (!(await consumeCode(auth.db, live.id, now))) throw onField(403, 'code', codeExpiredMessage());
  await auth.throttle.release([throttle]);
}

/**
 * After a staff member's e-mail or mobile changed (in the transaction that changed it): the old
 * mobile gets an SMS and the old address an e-mail (through the outbox; call `auth.outbox.kick()`
 * once committed), a new e-mail ends the password links mailed to the old one, and the member's
 * sessions end, except `keepSessionId` (the one that made the change, when it is theirs). Answers
 * the ended sessions' ids, for `live.sessionsEnded`.
 */
export async function contactChanged(
  auth: Auth,
  tx: Db,
  before: StaffMember,
  after: StaffMember,
  keepSessionId: string | undefined,
): Promise<string[]> {
  const newPhone = after.phone !== undefined && after.phone !== before.phone;
  const newEmail = (after.email ?? '') !== (before.email ?? '');
  if (!newPhone && !newEmail) return [];
  const oldPhone = before.phone;
  // The member's language; when they never chose one, the page's if the change is theirs, else English.
  const locale = await recipientLocale(
    tx,
    'staff',
    after.id,
    keepSessionId === undefined ? defaultLocale : activeLocale(),
  );
  const last4 = after.phone === undefined ? '' : lastDigits(after.phone);
  if (newPhone && oldPhone !== undefined)
    await auth.outbox.enqueue(tx, {
      kind: 'sms',
      to: oldPhone,
      body: inLocale(locale, () => peopleMessage('people.staff.notice.phoneSms', { last4 })),
    });
  if (before.email !== undefined) {
    if (newPhone)
      await auth.outbox.enqueue(tx, {
        kind: 'email',
        to: before.email,
        ...inLocale(locale, () => ({
          subject: peopleMessage('people.staff.notice.phoneSubject'),
          body: peopleMessage('people.staff.notice.phoneBody', { name: after.name, last4 }),
        })),
      });
    if (newEmail)
      await auth.outbox.enqueue(tx, {
        kind: 'email',
        to: before.email,
        ...inLocale(locale, () => ({
          subject: peopleMessage('people.staff.notice.emailSubject'),
          body: peopleMessage('people.staff.notice.emailBody', {
            name: after.name,
            email: after.email ?? '',
          }),
        })),
      });
  }
  // A password link mailed to the old address no longer works.
  if (newEmail) await endPasswordLinks(tx, 'staff', after.id, auth.now());
  return endStaffSessions(tx, after.id, auth.now(), keepSessionId);
}
