import { activeLocale, peopleMessage } from '@sfi/domain';
import { findStaffPhone } from '../db/accounts.ts';
import type { Db } from '../db/client.ts';
import {
  codeHistory,
  consumeCode,
  lockSession,
  replaceCode,
  replaceWithVerified,
  unusedStaffCodesSince,
  takeCodeAttempt,
  type SessionRow,
} from '../db/sessions.ts';
import { HttpError } from '../http/errors.ts';
import { inLocale } from '../http/locale.ts';
import type { Auth } from './auth.ts';
import { throttleClient } from './network.ts';
import { recipientLocale } from './recipient-locale.ts';
import { isPending } from './sessions.ts';
import {
  alreadyVerifiedMessage,
  codeExpiredMessage,
  codeResendLimitMessage,
  codeResendTooSoonMessage,
  codeTooManyAttemptsMessage,
  codeWrongMessage,
  codeAccountLimit,
  SESSION_INVALID,
  verificationSms,
} from './strings.ts';
import type { ThrottleKey } from './throttle.ts';
import { hashCode, hashToken, newCode, newToken, sameDigest } from '../http/tokens.ts';

/** What the staff app is told about the code it was sent. */
export interface CodeSent {
  /** When the code stops working. */
  codeExpiresAt: string;
  /** The earliest moment `POST /login/sms/resend` sends another. */
  resendAvailableAt: string;
  /** The last four digits of the phone it went to, so the screen can say where to look. */
  phoneLast4: string;
}

const HOUR = 60 * 60 * 1000;

/** The last four digits of a phone number, the only ones a screen or a message shows. */
export const lastDigits = (phone: string) => phone.replace(/\D/g, '').slice(-4);

/**
 * What a code confirming a new mobile is hashed as: bound to that number, so that a code asked for
 * one number never sets another, and never a sign-in code (those are the six digits alone).
 */
export const phoneChangeCode = (code: string, newPhone: string) => `phone-change:${newPhone}:${code}`;

/** A 429 with this message, saying when to try again. */
/**
 * A session's limits on the codes it is sent: `maxPerSession` in all, and `resendCooldownMs` after
 * the last one that counts (`lastAt`); a 429 with `Retry-After` when one is reached.
 */
export function checkCodeLimits(
  auth: Auth,
  session: SessionRow,
  sent: number,
  lastAt: Date | undefined,
  now: number,
): void {
  const { codes } = auth.policy;
  if (sent >= codes.maxPerSession) throw tooMany(codeResendLimitMessage(), session.expiresAt.getTime(), now);
  const nextAllowed = (lastAt?.getTime() ?? 0) + codes.resendCooldownMs;
  if (now < nextAllowed) throw tooMany(codeResendTooSoonMessage(), nextAllowed, now);
}

export function tooMany(text: string, untilMs: number, nowMs: number): HttpError {
  const seconds = Math.max(1, Math.ceil((untilMs - nowMs) / 1000));
  return new HttpError(429, text, undefined, { 'retry-after': String(seconds) });
}

/**
 * Makes a new code for a pending staff session and writes the SMS that carries it to the outbox
 * (call `auth.outbox.kick()` once the transaction committed). Earlier codes of the session stop
 * working. Only the code's keyed hash is stored (see `hashCode`). An account is sent at most
 * `maxUnusedPerAccountPerHour` codes that nobody used in an hour, across its sessions (429 with
 * `Retry-After`): call it in a transaction, which the count locks.
 */
export async function issueCode(
  auth: Auth,
  db: Db,
  {
    session,
    token,
    phone,
    newPhone,
  }: {
    session: SessionRow;
    token: string;
    phone: string;
    /** A code that confirms a change of mobile to this number (`phoneChangeCode`), not a sign-in. */
    newPhone?: string;
  },
): Promise<CodeSent> {
  const { codes } = auth.policy;
  const now = auth.now();
  const sent = await unusedStaffCodesSince(db, session.subjectId, new Date(now.getTime() - HOUR));
  if (sent.length >= codes.maxUnusedPerAccountPerHour) {
    // Sending is possible again once the oldest code that fills the hour is an hour old.
    const until = sent[sent.length - codes.maxUnusedPerAccountPerHour]!.getTime() + HOUR;
    throw tooMany(codeAccountLimit(Math.ceil((until - now.getTime()) / 60_000)), until, now.getTime());
  }
  const code = newCode(codes.digits);
  const expiresAt = new Date(Math.min(now.getTime() + codes.lifetimeMs, session.expiresAt.getTime()));
  const minutes = Math.round(codes.lifetimeMs / 60_000);
  await replaceCode(db, {
    sessionId: session.id,
    codeHash: hashCode(token, newPhone === undefined ? code : phoneChangeCode(code, newPhone)),
    createdAt: now,
    expiresAt,
  });
  // The member asked for it: their account's language, else the page's.
  const locale = await recipientLocale(db, 'staff', session.subjectId, activeLocale());
  await auth.outbox.enqueue(db, {
    kind: 'sms',
    to: phone,
    body: inLocale(locale, () =>
      newPhone === undefined
        ? verificationSms(code, minutes)
        : peopleMessage('people.staff.confirm.codeSms', { code, minutes, last4: lastDigits(newPhone) }),
    ),
    sensitive: true,
  });
  return {
    codeExpiresAt: expiresAt.toISOString(),
    resendAvailableAt: new Date(now.getTime() + codes.resendCooldownMs).toISOString(),
    phoneLast4: lastDigits(phone),
  };
}

/**
 * Sends a pending staff session a new code, invalidating the old one. Limited to one code per
 * `resendCooldownMs` and `maxPerSession` codes per sign-in (429 with `Retry-After`); a session
 * already verified gets a 409.
 */
export async function resendCode(auth: Auth, session: SessionRow, token: string): Promise<CodeSent> {
  if (!isPending(session)) throw new HttpError(409, alreadyVerifiedMessage());
  const sent = await auth.db.transaction(async (tx) => {
    // One resend at a time per session, so that the limits hold against parallel calls.
    const locked = await lockSession(tx, session.id);
    if (!locked) throw new HttpError(401, SESSION_INVALID);
    const now = auth.now().getTime();
    const history = await codeHistory(tx, session.id);
    checkCodeLimits(auth, locked, history.sent, history.latest?.createdAt, now);
    const phone = await findStaffPhone(tx, locked.subjectId);
    if (phone === undefined) throw new HttpError(401, SESSION_INVALID);
    return issueCode(auth, tx, { session: locked, token, phone });
  });
  auth.outbox.kick();
  return sent;
}

/** Wrong codes from one client, across sessions. */
export function codeKey(auth: Auth, ip: string): ThrottleKey {
  return { key: `code:*@${throttleClient(ip)}`, rule: auth.policy.throttle.codeClient };
}

/**
 * `POST /login` with a code, on a staff session whose id and token were presented:
 *
 * - pending session: the code must be the session's live code (not used, not superseded by a
 *   resend, under 10 minutes old, fewer than 5 attempts). The pending session then ends, and a
 *   verified one takes its place with a new id and token (so that whoever saw the pending ones,
 *   before the second factor, has nothing) and the staff lifetime. The code's hash, keyed with
 *   the new token, is kept for restoring it.
 * - verified session (restore, spec doc 2 §4): the app presents the id and token the code step
 *   answered, and the code must be the one that verified it. The session stays as it is.
 *
 * Returns the session as it now is and its token.
 */
export async function verifyCode(
  auth: Auth,
  { session, token, code, ip }: { session: SessionRow; token: string; code: string; ip: string },
): Promise<{ session: SessionRow; token: string }> {
  const throttle = codeKey(auth, ip);
  // The attempt is counted before the code is checked; a right code takes it back.
  await auth.throttle.attempt([throttle]);
  const wrong = (text: string) => new HttpError(401, text);

  if (!isPending(session)) {
    const stored = session.verificationCodeHash;
    if (stored === null || !sameDigest(stored, hashCode(token, code))) throw wrong(codeWrongMessage());
    await auth.throttle.release([throttle]);
    return { session, token };
  }

  const { codes } = auth.policy;
  const now = auth.now();
  const live = await takeCodeAttempt(auth.db, session.id, now, codes.maxAttempts);
  if (!live) {
    const { latest } = await codeHistory(auth.db, session.id);
    const exhausted =
      latest !== undefined &&
      latest.attempts >= codes.maxAttempts &&
      latest.consumedAt === null &&
      latest.supersededAt === null &&
      latest.expiresAt > now;
    throw new HttpError(401, exhausted ? codeTooManyAttemptsMessage() : codeExpiredMessage());
  }
  if (!sameDigest(live.codeHash, hashCode(token, code)))
    throw wrong(live.attempts >= codes.maxAttempts ? codeTooManyAttemptsMessage() : codeWrongMessage());

  const lifetime = auth.policy.sessions.staff;
  const nextToken = newToken();
  const verified = await auth.db.transaction(async (tx) => {
    if (!(await consumeCode(tx, live.id, now))) return undefined;
    return replaceWithVerified(tx, session.id, {
      tokenHash: hashToken(nextToken),
      now,
      expiresAt: new Date(now.getTime() + lifetime.absoluteMs),
      idleExpiresAt: new Date(now.getTime() + Math.min(lifetime.idleMs, lifetime.absoluteMs)),
      verificationCodeHash: hashCode(nextToken, code),
    });
  });
  if (!verified) throw new HttpError(401, codeExpiredMessage());
  await auth.throttle.release([throttle]);
  return { session: verified, token: nextToken };
}
