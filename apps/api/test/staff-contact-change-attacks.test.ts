// Issue 26, item 5: with a session alone, `PUT /auth/{own id}` changed the mobile (the second
// factor) and the e-mail, with no password, no code and no notice; the next sign-in code went to
// the new number. Now a new mobile takes the password and a code texted to the current mobile
// (bound to the new number), a new e-mail the password; the old mobile and address are told, and
// the member's other sessions end.
import { eq } from 'drizzle-orm';
import { peopleMessage } from '@sfi/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  codeExpiredMessage,
  codeResendTooSoonMessage,
  codeWrongMessage,
  SESSION_INVALID,
} from '../src/auth/strings.ts';
import { staffUsers } from '../src/db/schema.ts';
import { demoAccounts } from '../src/seed/demo-accounts.ts';
import { createAuthTestApi, SECOND, type AuthTestApi, type SignedIn } from './support/auth.ts';

let api: AuthTestApi;
beforeAll(async () => {
  api = await createAuthTestApi();
});
afterAll(async () => {
  await api.close();
});

const { staffAdmin, staffSuperAdmin } = demoAccounts;

const put = (session: SignedIn, id: string, body: object) =>
  api.call({ method: 'PUT', path: `/auth/${id}`, session, body });
const askCode = (session: SignedIn, id: string, body: object) =>
  api.call({ method: 'POST', path: `/auth/${id}/phone-code`, session, body });

const stored = async (id: string) =>
  (await api.db.select().from(staffUsers).where(eq(staffUsers.id, id)))[0]!;

/** The code of the last SMS to `phone` asking to confirm the change to `newPhone`, once delivered. */
const changeCodeSentTo = (phone: string, newPhone: string) =>
  vi.waitFor(() => {
    const sms = api.sms.sent
      .filter(
        (each) =>
          each.to === phone &&
          each.body.includes(`change your mobile to the number ending in ${newPhone.slice(-4)}`),
      )
      .at(-1);
    const code = sms && /\b(\d{6})\b/.exec(sms.body)?.[1];
    if (!code) throw new Error('no code yet');
    return { code, body: sms.body };
  });

const fieldErrorsOf = (response: { statusCode: number; json: () => unknown }) => ({
  status: response.statusCode,
  fieldErrors: (response.json() as { fieldErrors?: Record<string, string> }).fieldErrors,
});

describe('changing one’s own mobile (issue 26, item 5)', () => {
  it('refuses a new mobile or e-mail with a session alone, and changes nothing', async () => {
    const session = await api.staffSignIn();
    const before = await stored(staffAdmin.id);
    const phone = await put(session, staffAdmin.id, { phone: '+15555550177' });
    expect(fieldErrorsOf(phone)).toEqual({
      status: 400,
      fieldErrors: {
        currentPassword: peopleMessage('people.staff.confirm.passwordRequired'),
        code: peopleMessage('people.staff.confirm.codeRequired'),
      },
    });
    const email = await put(session, staffAdmin.id, { email: 'attacker@evil.example' });
    expect(fieldErrorsOf(email)).toEqual({
      status: 400,
      fieldErrors: { currentPassword: peopleMessage('people.staff.confirm.passwordRequired') },
    });
    // The password without the code, and a made-up code, do not do either.
    const noCode = await put(session, staffAdmin.id, {
      phone: '+15555550177',
      currentPassword: staffAdmin.password,
    });
    expect(fieldErrorsOf(noCode).fieldErrors).toEqual({
      code: peopleMessage('people.staff.confirm.codeRequired'),
    });
    const guessed = await put(session, staffAdmin.id, {
      phone: '+15555550177',
      currentPassword: staffAdmin.password,
      code: '123456',
    });
    expect(fieldErrorsOf(guessed)).toEqual({ status: 403, fieldErrors: { code: codeExpiredMessage() } });
    const after = await stored(staffAdmin.id);
    expect({ phone: after.phone, email: after.email }).toEqual({ phone: before.phone, email: before.email });
    expect(api.sms.sent.some((sms) => sms.to === '+15555550177')).toBe(false);
    // The other fields still change with the session alone, and the same mobile is no change.
    const renamed = await put(session, staffAdmin.id, { name: 'Alex Renamed', phone: before.phone });
    expect(renamed.statusCode, renamed.body).toBe(200);
    await put(session, staffAdmin.id, { name: staffAdmin.name });
  });

  it('refuses a wrong password on its field, and a code only its owner may ask for', async () => {
    const session = await api.staffSignIn();
    const wrong = await askCode(session, staffAdmin.id, {
      phone: '+15555550177',
      currentPassword: 'not-it-123',
    });
    expect(fieldErrorsOf(wrong)).toEqual({
      status: 403,
      fieldErrors: { currentPassword: peopleMessage('people.staff.confirm.passwordWrong') },
    });
    const same = await askCode(session, staffAdmin.id, {
      phone: (await stored(staffAdmin.id)).phone,
      currentPassword: staffAdmin.password,
    });
    expect(fieldErrorsOf(same)).toEqual({
      status: 400,
      fieldErrors: { phone: peopleMessage('people.staff.confirm.samePhone') },
    });
    const superAdmin = await api.staffSignIn(undefined, 'staffSuperAdmin');
    const others = await askCode(superAdmin, staffAdmin.id, {
      phone: '+15555550177',
      currentPassword: staffSuperAdmin.password,
    });
    expect(others.statusCode).toBe(403);
    expect(others.json<{ message: string }>().message).toBe(peopleMessage('people.staff.confirm.ownOnly'));
    // Codes are texted 30 seconds apart while the last one is unused.
    const ask = () =>
      askCode(session, staffAdmin.id, { phone: '+15555550177', currentPassword: staffAdmin.password });
    expect((await ask()).statusCode).toBe(200);
    const soon = await ask();
    expect(soon.statusCode).toBe(429);
    expect(soon.json<{ message: string }>().message).toBe(codeResendTooSoonMessage());
    expect(soon.headers['retry-after']).toBe('30');
  });

  it('changes it with the password and the code sent to the current mobile; tells the old ones; ends the other sessions', async () => {
    const elsewhereSession = await api.staffSignIn('198.51.100.20');
    const session = await api.staffSignIn();
    const before = await stored(staffAdmin.id);
    const newPhone = '+15555550188';

    const asked = await askCode(session, staffAdmin.id, {
      phone: newPhone,
      currentPassword: staffAdmin.password,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toMatchObject({ verification: { phoneLast4: before.phone.slice(-4) } });
    const { code } = await changeCodeSentTo(before.phone, newPhone);
    expect(api.sms.sent.some((sms) => sms.to === newPhone)).toBe(false);

    // A code asked for one number does not set another.
    const otherNumber = await put(session, staffAdmin.id, {
      phone: '+15555550199',
      currentPassword: staffAdmin.password,
      code,
    });
    expect(fieldErrorsOf(otherNumber)).toEqual({ status: 403, fieldErrors: { code: codeWrongMessage() } });

    const changed = await put(session, staffAdmin.id, {
      phone: '+1 555 555 0188',
      currentPassword: staffAdmin.password,
      code,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ phone: newPhone });

    // The old mobile and the address are told; the other session is over, this one goes on.
    await vi.waitFor(() => {
      expect(api.sms.sent.filter((sms) => sms.to === before.phone).at(-1)?.body).toContain('was changed');
      expect(api.email.sent.filter((mail) => mail.to === before.email).at(-1)?.body).toContain('0188');
    });
    const other = await api.call({
      method: 'GET',
      path: '/session',
      session: elsewhereSession,
      from: '198.51.100.20',
    });
    expect(other.json<{ message: string }>().message).toBe(SESSION_INVALID);
    expect((await api.call({ method: 'GET', path: '/session', session })).statusCode).toBe(200);

    // The code is used up; the next sign-in code goes to the new number.
    api.clock.advance(31 * SECOND);
    const again = await put(session, staffAdmin.id, {
      phone: before.phone,
      currentPassword: staffAdmin.password,
      code,
    });
    expect(fieldErrorsOf(again)).toEqual({ status: 403, fieldErrors: { code: codeExpiredMessage() } });
    const sentBefore = api.sms.sent.length;
    await api.staffSignIn();
    expect(api.sms.sent.slice(sentBefore).map((sms) => sms.to)).toContain(newPhone);

    // Back as it was, the same way.
    await askCode(session, staffAdmin.id, { phone: before.phone, currentPassword: staffAdmin.password });
    const back = await changeCodeSentTo(newPhone, before.phone);
    const restored = await put(session, staffAdmin.id, {
      phone: before.phone,
      currentPassword: staffAdmin.password,
      code: back.code,
    });
    expect(restored.statusCode, restored.body).toBe(200);
  });
});

describe('changing one’s own e-mail (issue 26, item 5)', () => {
  it('takes the password, tells the old address and ends the other sessions', async () => {
    const elsewhereSession = await api.staffSignIn('198.51.100.20');
    const session = await api.staffSignIn();
    const before = await stored(staffAdmin.id);
    const wrong = await put(session, staffAdmin.id, {
      email: 'alex.new@sfi.example',
      currentPassword: 'wrong-one-1',
    });
    expect(fieldErrorsOf(wrong)).toEqual({
      status: 403,
      fieldErrors: { currentPassword: peopleMessage('people.staff.confirm.passwordWrong') },
    });
    const changed = await put(session, staffAdmin.id, {
      email: 'alex.new@sfi.example',
      currentPassword: staffAdmin.password,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await vi.waitFor(() =>
      expect(api.email.sent.filter((mail) => mail.to === before.email).at(-1)).toMatchObject({
        subject: peopleMessage('people.staff.notice.emailSubject'),
        body: expect.stringContaining('alex.new@sfi.example'),
      }),
    );
    const other = await api.call({
      method: 'GET',
      path: '/session',
      session: elsewhereSession,
      from: '198.51.100.20',
    });
    expect(other.statusCode).toBe(401);
    await put(session, staffAdmin.id, { email: before.email!, currentPassword: staffAdmin.password });
  });
});

describe('a super admin changing another member’s mobile (issue 26, item 5)', () => {
  it('needs no code of theirs, but the member is told and signed out', async () => {
    const member = await api.staffSignIn();
    const superAdmin = await api.staffSignIn(undefined, 'staffSuperAdmin');
    const before = await stored(staffAdmin.id);
    const changed = await put(superAdmin, staffAdmin.id, { phone: '+15555550166' });
    expect(changed.statusCode, changed.body).toBe(200);
    await vi.waitFor(() =>
      expect(api.sms.sent.filter((sms) => sms.to === before.phone).at(-1)?.body).toContain('0166'),
    );
    expect((await api.call({ method: 'GET', path: '/session', session: member })).statusCode).toBe(401);
    expect((await api.call({ method: 'GET', path: '/session', session: superAdmin })).statusCode).toBe(200);
    await put(superAdmin, staffAdmin.id, { phone: before.phone });
  });
});
