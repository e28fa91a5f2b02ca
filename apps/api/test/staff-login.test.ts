import { eq } from 'drizzle-orm';
import { StaffSessionSchema } from '@sfi/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  alreadyVerifiedMessage,
  codeExpiredMessage,
  codeRequiredMessage,
  codeResendLimitMessage,
  codeResendTooSoonMessage,
  codeTooManyAttemptsMessage,
  codeWrongMessage,
  credentialsRequiredMessage,
  loginFailedMessage,
  SESSION_EXPIRED,
  SESSION_INVALID,
  SESSION_MISSING,
  SESSION_NETWORK_CHANGED,
} from '../src/auth/strings.ts';
import { authPolicy, type AuthPolicy } from '../src/auth/policy.ts';
import { REDACTED_BODY } from '../src/db/outbox.ts';
import { outbox, twoFactorCodes } from '../src/db/schema.ts';
import { demoAccounts } from '../src/seed/demo-accounts.ts';
import {
  basic,
  createAuthTestApi,
  elsewhere,
  HOUR,
  MINUTE,
  office,
  SECOND,
  type AuthTestApi,
  type SignedIn,
} from './support/auth.ts';

let api: AuthTestApi;

beforeAll(async () => {
  // These tests leave many codes unused within one hour of the fake clock; the cap on them per
  // account has its own tests (account-throttle-attacks.test.ts).
  const policy: AuthPolicy = {
    ...authPolicy,
    codes: { ...authPolicy.codes, maxUnusedPerAccountPerHour: 1000 },
  };
  api = await createAuthTestApi({ policy });
});
afterAll(async () => {
  await api.close();
});

const { staffAdmin, staffSuperAdmin } = demoAccounts;

interface PasswordStep {
  token: string;
  user: Record<string, unknown>;
  session: { id: string; expiredAt: string; idleExpiresAt: string };
  verification: { codeExpiresAt: string; resendAvailableAt: string; phoneLast4: string };
}

/** Step 1: password. Returns the pending session and the code texted for it. */
async function passwordStep(
  from = office,
  account: typeof staffAdmin | typeof staffSuperAdmin = staffAdmin,
): Promise<{ pending: SignedIn; code: string; body: PasswordStep }> {
  const response = await api.call({
    method: 'POST',
    path: '/login/sms',
    from,
    headers: { authorization: basic(account.username, account.password) },
  });
  expect(response.statusCode).toBe(200);
  const body = response.json<PasswordStep>();
  const pending = { id: body.session.id, token: body.token };
  return { pending, code: await api.codeFor(pending), body };
}

const submit = (session: SignedIn | undefined, code: unknown, from = office) =>
  api.call({ method: 'POST', path: '/login', from, ...(session && { session }), body: { code } });

/** Step 2: the code. Returns the verified session: a new id and token (the pending ones stop working). */
async function verify(pending: SignedIn, code: string): Promise<SignedIn> {
  const response = await submit(pending, code);
  expect(response.statusCode).toBe(200);
  const body = response.json<{ token: string; session: { id: string } }>();
  return { id: body.session.id, token: body.token };
}

const resend = (session: SignedIn, from = office) =>
  api.call({ method: 'POST', path: '/login/sms/resend', from, session });

function failure(status: number, text: string) {
  const error = { 400: 'Bad Request', 401: 'Unauthorized', 409: 'Conflict', 429: 'Too Many Requests' }[
    status
  ];
  return { statusCode: status, error, message: text };
}

/** Some other six-digit code. */
const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST /api/main/login/sms (password step)', () => {
  it('checks the password, texts a 6-digit code, and answers a pending session', async () => {
    const now = api.clock.now().getTime();
    const { pending, code, body } = await passwordStep();
    expect(body).toEqual({
      token: pending.token,
      user: {
        id: staffAdmin.id,
        name: 'Alex Martin',
        username: 'admin',
        roles: ['LEASE_QUOTES_ADMIN'],
        permission: [],
        locale: null,
      },
      session: {
        id: pending.id,
        expiredAt: new Date(now + 15 * MINUTE).toISOString(),
        idleExpiresAt: new Date(now + 15 * MINUTE).toISOString(),
      },
      verification: {
        codeExpiresAt: new Date(now + 10 * MINUTE).toISOString(),
        resendAvailableAt: new Date(now + 30 * SECOND).toISOString(),
        phoneLast4: '0101',
      },
    });
    expect(code).toMatch(/^\d{6}$/);
    expect(api.sms.sent).toContainEqual({
      to: staffAdmin.phone,
      body: `Your SFI verification code is ${code}. It expires in 10 minutes. Never share it.`,
    });
  });

  it('keeps only a keyed hash of the code, and blanks the SMS body once delivered', async () => {
    const { code, pending } = await passwordStep();
    const codes = await api.db.select().from(twoFactorCodes).where(eq(twoFactorCodes.sessionId, pending.id));
    expect(codes).toHaveLength(1);
    expect(JSON.stringify(codes)).not.toContain(code);
    // Delivery happens after the answer; wait until every message is out.
    const messages = await vi.waitFor(async () => {
      const rows = await api.db.select().from(outbox);
      if (rows.some((row) => row.sentAt === null)) throw new Error('still sending');
      return rows;
    });
    for (const message of messages) expect(message.body).toBe(REDACTED_BODY);
    expect(JSON.stringify(messages)).not.toContain(code);
  });

  it('does not let a pending session do anything but enter its code', async () => {
    const { pending } = await passwordStep();
    const response = await api.call({ method: 'GET', path: '/session', session: pending });
    expect(response.json()).toEqual(failure(401, SESSION_INVALID));
  });

  it.each([
    ['an unknown username', basic('nobody', staffAdmin.password), 401, loginFailedMessage()],
    ['a wrong password', basic(staffAdmin.username, 'not-the-password'), 401, loginFailedMessage()],
    [
      'a dealer account',
      basic(demoAccounts.dealer.username, demoAccounts.dealer.password),
      401,
      loginFailedMessage(),
    ],
    ['no Authorization header', undefined, 400, credentialsRequiredMessage()],
    [
      'a header without a colon',
      `Basic ${Buffer.from('admin').toString('base64')}`,
      400,
      credentialsRequiredMessage(),
    ],
  ])('refuses %s, and texts nothing', async (_case, authorization, status, text) => {
    const before = (await api.db.select().from(outbox)).length;
    const response = await api.call({
      method: 'POST',
      path: '/login/sms',
      from: '192.0.2.200',
      headers: authorization === undefined ? {} : { authorization },
    });
    expect(response.json()).toEqual(failure(status, text));
    expect(await api.db.select().from(outbox)).toHaveLength(before);
  });

  it('answers an unknown user and a wrong password identically (no account enumeration)', async () => {
    const from = '192.0.2.201';
    const unknown = await api.call({
      method: 'POST',
      path: '/login/sms',
      from,
      headers: { authorization: basic('ghost', 'pw-123456789') },
    });
    const wrong = await api.call({
      method: 'POST',
      path: '/login/sms',
      from,
      headers: { authorization: basic('admin', 'pw-123456789') },
    });
    expect([unknown.statusCode, unknown.body]).toEqual([wrong.statusCode, wrong.body]);
  });
});

describe('POST /api/main/login (code step)', () => {
  it('verifies the session: user, session with expiredAt and the code kept for restoring, and the token', async () => {
    const { pending, code } = await passwordStep();
    api.clock.advance(2 * MINUTE);
    const now = api.clock.now().getTime();
    const response = await submit(pending, code);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      token: expect.stringMatching(/^[\w-]{43}$/),
      user: expect.objectContaining({ id: staffAdmin.id, permission: [] }),
      session: {
        id: expect.any(String),
        expiredAt: new Date(now + 12 * HOUR).toISOString(),
        idleExpiresAt: new Date(now + 30 * MINUTE).toISOString(),
        verificationCode: code,
      },
    });
    // What the staff app keeps (spec doc 2 §3), as @sfi/domain reads it.
    expect(StaffSessionSchema.safeParse(response.json()).success).toBe(true);
    // A new session id and token: whoever saw the pending ones (before the second factor) has nothing.
    const body = response.json<{ token: string; session: { id: string } }>();
    const verified = { id: body.session.id, token: body.token };
    expect(verified.id).not.toBe(pending.id);
    expect(verified.token).not.toBe(pending.token);
    const current = await api.call({ method: 'GET', path: '/session', session: verified });
    expect(current.json()).toMatchObject({ kind: 'staff', user: { id: staffAdmin.id } });
    for (const stale of [
      pending,
      { id: verified.id, token: pending.token },
      { id: pending.id, token: verified.token },
    ])
      expect((await api.call({ method: 'GET', path: '/session', session: stale })).json()).toEqual(
        failure(401, SESSION_INVALID),
      );
    // Nor does the pending session take the code again to get a second verified one.
    expect((await submit(pending, code)).json()).toEqual(failure(401, SESSION_INVALID));
  });

  it('signs in a super admin with both roles', async () => {
    const { pending, code } = await passwordStep(office, staffSuperAdmin);
    expect((await submit(pending, code)).json()).toMatchObject({
      user: { username: 'superadmin', roles: ['LEASE_QUOTES_ADMIN', 'LEASE_QUOTES_SUPER_ADMIN'] },
    });
  });

  it('refuses a code past its 10 minutes', async () => {
    const { pending, code } = await passwordStep();
    api.clock.advance(10 * MINUTE);
    expect((await submit(pending, code)).json()).toEqual(failure(401, codeExpiredMessage()));
  });

  it('accepts a code just before its 10 minutes are up', async () => {
    const { pending, code } = await passwordStep();
    api.clock.advance(10 * MINUTE - SECOND);
    expect((await submit(pending, code)).statusCode).toBe(200);
  });

  it('allows 5 attempts per code, then refuses even the right code', async () => {
    const { pending, code } = await passwordStep();
    const wrong = otherThan(code);
    for (let attempt = 1; attempt <= 4; attempt += 1)
      expect((await submit(pending, wrong)).json()).toEqual(failure(401, codeWrongMessage()));
    expect((await submit(pending, wrong)).json()).toEqual(failure(401, codeTooManyAttemptsMessage()));
    expect((await submit(pending, code)).json()).toEqual(failure(401, codeTooManyAttemptsMessage()));
  });

  it('counts parallel guesses: no more than 5 are compared', async () => {
    const { pending, code } = await passwordStep();
    const wrong = otherThan(code);
    const answers = await Promise.all(Array.from({ length: 8 }, () => submit(pending, wrong)));
    expect(answers.every((answer) => answer.statusCode === 401)).toBe(true);
    const [row] = await api.db.select().from(twoFactorCodes).where(eq(twoFactorCodes.sessionId, pending.id));
    expect(row?.attempts).toBe(5);
    expect((await submit(pending, code)).json()).toEqual(failure(401, codeTooManyAttemptsMessage()));
  });

  it('uses a code once: it does not verify a second sign-in', async () => {
    const first = await passwordStep();
    const second = await passwordStep();
    expect((await submit(first.pending, first.code)).statusCode).toBe(200);
    // The first code is no good for the second session; nor the second session's code with the first's token.
    expect((await submit(second.pending, first.code)).statusCode).toBe(401);
    expect((await submit({ id: second.pending.id, token: first.pending.token }, second.code)).json()).toEqual(
      failure(401, SESSION_INVALID),
    );
    expect((await submit(second.pending, second.code)).statusCode).toBe(200);
  });

  it.each([
    ['five digits', '12345'],
    ['letters', 'abcdef'],
    ['a number', 123456],
    ['nothing', undefined],
  ])('answers a code of %s with a 400', async (_case, code) => {
    const { pending } = await passwordStep();
    const response = await api.call({
      method: 'POST',
      path: '/login',
      session: pending,
      body: code === undefined ? {} : { code },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(codeRequiredMessage());
  });

  it('is worth nothing without the session, or from another network', async () => {
    const { pending, code } = await passwordStep();
    expect((await submit(undefined, code)).json()).toEqual(failure(401, SESSION_MISSING));
    expect((await submit({ id: pending.id, token: 'A'.repeat(43) }, code)).json()).toEqual(
      failure(401, SESSION_INVALID),
    );
    expect((await submit(pending, code, elsewhere)).json()).toEqual(failure(401, SESSION_NETWORK_CHANGED));
    expect((await submit(pending, code)).json()).toEqual(failure(401, SESSION_INVALID));
  });

  it('refuses the code step once the pending session (15 minutes) is over', async () => {
    const { pending } = await passwordStep();
    api.clock.advance(15 * MINUTE);
    expect((await resend(pending)).json()).toEqual(failure(401, SESSION_EXPIRED));
  });
});

describe('restoring a staff session (spec doc 2 §4)', () => {
  it('succeeds with the kept code on the same session before expiredAt, with the same shape', async () => {
    const { pending, code } = await passwordStep();
    const answer = (await submit(pending, code)).json<{
      token: string;
      session: { id: string; expiredAt: string };
    }>();
    const verified = { id: answer.session.id, token: answer.token };
    api.clock.advance(20 * MINUTE);
    // The app restores with what the code step answered: the verified session's id and token.
    const restored = await submit(verified, code);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toEqual({
      token: verified.token,
      user: expect.objectContaining({ id: staffAdmin.id }),
      session: {
        id: verified.id,
        expiredAt: answer.session.expiredAt,
        idleExpiresAt: new Date(api.clock.now().getTime() + 30 * MINUTE).toISOString(),
        verificationCode: code,
      },
    });
  });

  it('is worth nothing with the code but without the matching session', async () => {
    const { pending, code } = await passwordStep();
    const verified = await verify(pending, code);
    const other = await passwordStep();
    expect((await submit(undefined, code)).json()).toEqual(failure(401, SESSION_MISSING));
    expect((await submit({ id: verified.id, token: other.pending.token }, code)).json()).toEqual(
      failure(401, SESSION_INVALID),
    );
    // Neither does the pending session it came from, nor another verified session.
    expect((await submit(pending, code)).json()).toEqual(failure(401, SESSION_INVALID));
    const otherVerified = await verify(other.pending, other.code);
    expect((await submit(otherVerified, code)).json()).toEqual(failure(401, codeWrongMessage()));
  });

  it('answers Session Expired after expiredAt (12 hours), even with activity all along', async () => {
    const { pending, code } = await passwordStep();
    const verified = await verify(pending, code);
    for (let hour = 0; hour < 12 * 4 - 1; hour += 1) {
      api.clock.advance(15 * MINUTE);
      expect((await submit(verified, code)).statusCode).toBe(200);
    }
    api.clock.advance(15 * MINUTE);
    expect((await submit(verified, code)).json()).toEqual(failure(401, SESSION_EXPIRED));
  });

  it('answers Session Expired after 30 idle minutes', async () => {
    const { pending, code } = await passwordStep();
    const verified = await verify(pending, code);
    api.clock.advance(30 * MINUTE);
    expect((await submit(verified, code)).json()).toEqual(failure(401, SESSION_EXPIRED));
  });

  it('answers Invalid Session after sign-out', async () => {
    const { pending, code } = await passwordStep();
    const verified = await verify(pending, code);
    expect((await api.call({ method: 'POST', path: '/logout', session: verified })).statusCode).toBe(204);
    expect((await submit(verified, code)).json()).toEqual(failure(401, SESSION_INVALID));
  });
});

describe('POST /api/main/login/sms/resend', () => {
  it('texts a new code and makes the old one worthless', async () => {
    const { pending, code: old } = await passwordStep();
    api.clock.advance(30 * SECOND);
    const response = await resend(pending);
    expect(response.statusCode).toBe(200);
    const now = api.clock.now().getTime();
    expect(response.json()).toEqual({
      verification: {
        codeExpiresAt: new Date(now + 10 * MINUTE).toISOString(),
        resendAvailableAt: new Date(now + 30 * SECOND).toISOString(),
        phoneLast4: '0101',
      },
    });
    const fresh = await api.codeFor(pending);
    if (fresh !== old) expect((await submit(pending, old)).json()).toEqual(failure(401, codeWrongMessage()));
    expect((await submit(pending, fresh)).statusCode).toBe(200);
  });

  it('never gives a code longer than the pending session lives', async () => {
    const { pending } = await passwordStep();
    api.clock.advance(12 * MINUTE);
    const response = await resend(pending);
    expect(response.json<{ verification: { codeExpiresAt: string } }>().verification.codeExpiresAt).toBe(
      new Date(api.clock.now().getTime() + 3 * MINUTE).toISOString(),
    );
  });

  it('is rate-limited: 30 seconds between codes, 5 codes per sign-in, with Retry-After', async () => {
    const { pending } = await passwordStep();
    api.clock.advance(10 * SECOND);
    const tooSoon = await resend(pending);
    expect(tooSoon.json()).toEqual(failure(429, codeResendTooSoonMessage()));
    expect(tooSoon.headers['retry-after']).toBe('20');

    for (let sent = 2; sent <= 5; sent += 1) {
      api.clock.advance(30 * SECOND);
      expect((await resend(pending)).statusCode).toBe(200);
    }
    api.clock.advance(30 * SECOND);
    const limit = await resend(pending);
    expect(limit.json()).toEqual(failure(429, codeResendLimitMessage()));
    // Until the pending session ends: 15 minutes after it started, 2.5 minutes ago.
    expect(limit.headers['retry-after']).toBe(String(15 * 60 - 160));
  });

  it('answers 409 on a verified session, and the session errors without one', async () => {
    const { pending, code } = await passwordStep();
    const verified = await verify(pending, code);
    expect((await resend(verified)).json()).toEqual(failure(409, alreadyVerifiedMessage()));
    expect((await resend(pending)).json()).toEqual(failure(401, SESSION_INVALID));
    expect((await api.call({ method: 'POST', path: '/login/sms/resend' })).json()).toEqual(
      failure(401, SESSION_MISSING),
    );
  });
});
