// Passwords of the accounts that sign in on the API (issue 26 items 6 and 7). The attack first: a
// staff admin (not a super admin) chose a file-tool dealer's password (`PUT /dealers/{id}`,
// `POST /api/dealer/users/update-password`, a dealer created or imported with one) and signed in as
// that dealer, reaching rooms only a super admin reaches. Now administrators send one-time links
// (through the outbox) and only a super admin's calls still set a password. Then every kind of
// account changes its own password (its other sessions end) and resets a forgotten one; accounts
// an administrator makes start with an activation link.
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { message, passwordLength } from '@sfi/domain';
import { minimumArgon2Cost, PasswordHasher } from '../src/auth/passwords.ts';
import { SESSION_INVALID } from '../src/auth/strings.ts';
import { passwordLinks } from '../src/db/schema.ts';
import { demoAccounts } from '../src/seed/demo-accounts.ts';
import { createAudiences } from './support/audiences.ts';
import { basic, createAuthTestApi, MINUTE, office, type SignedIn } from './support/auth.ts';

const api = await createAuthTestApi({ passwords: new PasswordHasher(minimumArgon2Cost) });
const audiences = await createAudiences(api);
afterAll(() => api.close());

type Who = 'staffAdmin' | 'staffSuperAdmin';
const as = async (who: Who, method: 'POST' | 'PUT', path: string, body?: unknown, service = '/api/main') =>
  api.app.inject({
    method,
    url: `${service}${path}`,
    remoteAddress: office,
    headers: await audiences.headers(who),
    ...(body !== undefined && { payload: body as object }),
  });

/** How many e-mails went out so far: `linkTo` looks at those sent after. */
const mark = () => api.email.sent.length;
/** The link of the first e-mail to an address since `since`, once delivered (deliveries follow the answer). */
const linkTo = (address: string, since: number) =>
  vi.waitFor(() => {
    const mail = api.email.sent.slice(since).find((sent) => sent.to === address);
    const token = mail && /\?token=([\w-]+)/.exec(mail.body)?.[1];
    if (!token) throw new Error(`no link e-mailed to ${address} yet`);
    return { token, body: mail.body, subject: mail.subject };
  });

const fileDealerSignIn = (username: string, password: string) =>
  api.call({
    method: 'POST',
    path: '/users/login',
    service: '/api/chat',
    headers: { authorization: basic(username, password) },
  });
const sessionOf = (response: { json: <T>() => T }): SignedIn => {
  const { token, session } = response.json<{ token: string; session: { id: string } }>();
  return { id: session.id, token };
};
const whoAmI = (session: SignedIn) => api.call({ method: 'GET', path: '/session', session });

let n = 0;
const newDealer = (extra: Record<string, unknown> = {}) => {
  n += 1;
  return {
    dealerNo: `PW-${n}`,
    email: `pw${n}@dealer.example`,
    username: `pw.dealer.${n}`,
    name: `Link Dealer ${n}`,
    ...extra,
  };
};

describe('an administrator never chooses another person’s password (item 6)', () => {
  const chosen = 'chosen by the admin 2026';

  it('refuses a staff admin who sets a dealer’s password; a super admin’s spec calls still work', async () => {
    const { id, email, username } = demoAccounts.fileDealer;
    for (const response of [
      await as('staffAdmin', 'PUT', `/dealers/${id}`, { password: chosen }),
      await as('staffAdmin', 'POST', '/users/update-password', { email, password: chosen }, '/api/dealer'),
      await as('staffAdmin', 'POST', '/dealers', newDealer({ password: chosen })),
      await as('staffAdmin', 'POST', '/users/create', newDealer({ password: chosen }), '/api/dealer'),
    ]) {
      expect(response.statusCode, response.body).toBe(403);
    }
    // Nothing changed: the admin cannot sign in as the dealer with the password they picked.
    expect((await fileDealerSignIn(username, chosen)).statusCode).toBe(401);

    const superAdmin = await as('staffSuperAdmin', 'PUT', `/dealers/${id}`, { password: chosen });
    expect(superAdmin.statusCode, superAdmin.body).toBe(200);
    expect((await fileDealerSignIn(username, chosen)).statusCode).toBe(200);
    const back = await as(
      'staffSuperAdmin',
      'POST',
      '/users/update-password',
      {
        email,
        password: demoAccounts.fileDealer.password,
      },
      '/api/dealer',
    );
    expect(back.statusCode, back.body).toBe(200);
  });

  it('a dealer a staff admin adds gets an activation link; the admin never learns a password', async () => {
    for (const [path, service] of [
      ['/dealers', '/api/main'],
      ['/users/create', '/api/dealer'],
    ] as const) {
      const dealer = newDealer();
      const since = mark();
      const created = await as('staffAdmin', 'POST', path, dealer, service);
      expect(created.statusCode, created.body).toBe(201);
      expect(created.body).not.toMatch(/password/i);
      const { token, subject, body } = await linkTo(dealer.email, since);
      expect(subject).toBe(message('password.mail.activation.subject'));
      expect(body).toContain(`/dealer/password?token=${token}`);

      const chosenByDealer = `my own password ${n}`;
      const used = await api.call({
        method: 'POST',
        path: '/password/link',
        body: { token, password: chosenByDealer },
      });
      expect(used.statusCode, used.body).toBe(200);
      expect(used.json()).toEqual({ kind: 'file-dealer', username: dealer.username });
      expect((await fileDealerSignIn(dealer.username, chosenByDealer)).statusCode).toBe(200);
      // Once only.
      const again = await api.call({
        method: 'POST',
        path: '/password/link',
        body: { token, password: 'another one 2026!' },
      });
      expect(again.statusCode).toBe(400);
      expect(again.json().fieldErrors).toEqual({ token: message('password.link.invalid') });
    }
  });

  it('staff send a dealer a reset link; using it ends every session of the dealer', async () => {
    const dealer = newDealer();
    const since = mark();
    await as('staffAdmin', 'POST', '/dealers', dealer);
    const activation = await linkTo(dealer.email, since);
    await api.call({
      method: 'POST',
      path: '/password/link',
      body: { token: activation.token, password: 'first password 2026' },
    });
    const session = sessionOf(await fileDealerSignIn(dealer.username, 'first password 2026'));

    const { id } = (await whoAmI(session)).json<{ user: { id: string } }>().user;
    const resetSince = mark();
    const sent = await as('staffAdmin', 'POST', `/dealers/${id}/password-link`);
    expect(sent.statusCode, sent.body).toBe(200);
    const reset = await linkTo(dealer.email, resetSince);
    expect(reset.token).not.toBe(activation.token);
    expect(reset.subject).toBe(message('password.mail.reset.subject'));
    const used = await api.call({
      method: 'POST',
      path: '/password/link',
      body: { token: reset.token, password: 'second password 2026' },
    });
    expect(used.statusCode, used.body).toBe(200);
    const after = await whoAmI(session);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(SESSION_INVALID);
  });

  it('only a super admin sends a member of staff a reset link', async () => {
    const path = `/auth/${demoAccounts.staffAdmin.id}/password-link`;
    expect((await as('staffAdmin', 'POST', path)).statusCode).toBe(403);
    const since = mark();
    expect((await as('staffSuperAdmin', 'POST', path)).statusCode).toBe(200);
    await linkTo(demoAccounts.staffAdmin.email, since);
  });
});

describe('one’s own password (item 7)', () => {
  it('refuses a wrong current password and a new one outside the rule, on its field', async () => {
    const session = await api.fileDealerSignIn();
    const wrong = await api.call({
      method: 'PUT',
      path: '/session/password',
      session,
      body: { currentPassword: 'not it at all', newPassword: 'a fine new password' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors).toEqual({ currentPassword: message('password.current.wrong') });
    const short = await api.call({
      method: 'PUT',
      path: '/session/password',
      session,
      body: { currentPassword: demoAccounts.fileDealer.password, newPassword: 'short' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().fieldErrors).toEqual({ newPassword: message('password.rule', passwordLength) });
  });

  it.each([
    ['dealer', () => api.dealerSignIn(), demoAccounts.dealer],
    ['file-dealer', () => api.fileDealerSignIn(), demoAccounts.fileDealer],
    ['staff', () => api.staffSignIn(), demoAccounts.staffAdmin],
  ] as const)(
    'a %s changes theirs: their other sessions end, this one stays',
    async (_kind, signIn, account) => {
      const here = await signIn();
      const elsewhere = await signIn();
      const changed = await api.call({
        method: 'PUT',
        path: '/session/password',
        session: here,
        body: { currentPassword: account.password, newPassword: `${account.password} changed` },
      });
      expect(changed.statusCode, changed.body).toBe(204);
      expect((await whoAmI(here)).statusCode).toBe(200);
      const other = await whoAmI(elsewhere);
      expect(other.statusCode).toBe(401);
      expect(other.json().message).toBe(SESSION_INVALID);
      // Back to the demo password, for the other tests.
      const back = await api.call({
        method: 'PUT',
        path: '/session/password',
        session: here,
        body: { currentPassword: `${account.password} changed`, newPassword: account.password },
      });
      expect(back.statusCode, back.body).toBe(204);
    },
  );
});

describe('a forgotten password (item 7)', () => {
  it('e-mails a reset link to an account that has an address, answering the same for one that does not exist', async () => {
    const before = mark();
    const unknown = await api.call({
      method: 'POST',
      path: '/password/forgot',
      body: { kind: 'staff', username: 'nobody.here' },
    });
    const known = await api.call({
      method: 'POST',
      path: '/password/forgot',
      body: { kind: 'staff', username: 'ADMIN' },
    });
    expect(unknown.statusCode).toBe(202);
    expect(known.statusCode).toBe(202);
    expect(unknown.body).toBe(known.body);
    const { token, body } = await linkTo(demoAccounts.staffAdmin.email, before);
    expect(body).toContain(`/staff/password?token=${token}`);
  });
});

describe('a new member of staff (item 7)', () => {
  it('is answered without a password and activates from the e-mailed link', async () => {
    const since = mark();
    const created = await as('staffSuperAdmin', 'POST', '/auth/create', {
      name: 'Nova Staff',
      email: 'nova.staff@sfi.example',
      username: 'nova.staff',
      phone: '+15555550199',
      roles: ['LEASE_QUOTES_ADMIN'],
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(Object.keys(created.json())).toEqual(['id']);
    const { token } = await linkTo('nova.staff@sfi.example', since);
    const [stored] = await api.db
      .select()
      .from(passwordLinks)
      .where(eq(passwordLinks.subjectId, created.json().id));
    expect(stored?.tokenHash).not.toContain(token);
    expect(stored?.purpose).toBe('activation');
    const used = await api.call({
      method: 'POST',
      path: '/password/link',
      body: { token, password: 'nova chose this one' },
    });
    expect(used.json()).toEqual({ kind: 'staff', username: 'nova.staff' });
    const signIn = await api.call({
      method: 'POST',
      path: '/login/sms',
      headers: { authorization: basic('nova.staff', 'nova chose this one') },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
  });
});

// Last: it moves the clock past the audiences' sessions.
describe('a reset link expires (item 7)', () => {
  it('a reset link holds 30 minutes', async () => {
    const since = mark();
    await api.call({
      method: 'POST',
      path: '/password/forgot',
      body: { kind: 'file-dealer', username: demoAccounts.fileDealer.username },
    });
    const { token } = await linkTo(demoAccounts.fileDealer.email, since);
    api.clock.advance(31 * MINUTE);
    const late = await api.call({
      method: 'POST',
      path: '/password/link',
      body: { token, password: 'too late password' },
    });
    expect(late.statusCode).toBe(400);
    expect(
      (await fileDealerSignIn(demoAccounts.fileDealer.username, demoAccounts.fileDealer.password)).statusCode,
    ).toBe(200);
  });
});
