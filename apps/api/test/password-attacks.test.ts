// Attacks on the password routes of issue 26 (items 6 and 7), sent from outside as an attacker would.
//
// 1. Item 6 says administrators never choose another person's password. A staff admin (not a super
//    admin) moved a file-tool dealer's e-mail to an address of theirs (`PUT /dealers/{id}`), sent the
//    dealer a reset link (`POST /dealers/{id}/password-link`), chose the password with it and signed
//    in as the dealer: the e-mail where password links go is as good as the password.
// 2. Someone holding a stolen session guessed its owner's password on `PUT /session/password` from
//    the addresses of the session's own network (the session is bound to the /24, the throttle
//    counts single addresses): 40 wrong guesses, no 429, where sign-in slows an account down past
//    20 failures from anywhere.
import { afterAll, describe, expect, it, vi } from 'vitest';
import { message } from '@sfi/domain';
import { minimumArgon2Cost, PasswordHasher } from '../src/auth/passwords.ts';
import { demoAccounts } from '../src/seed/demo-accounts.ts';
import { createAudiences } from './support/audiences.ts';
import { basic, createAuthTestApi, office } from './support/auth.ts';

const api = await createAuthTestApi({ passwords: new PasswordHasher(minimumArgon2Cost) });
const audiences = await createAudiences(api);
afterAll(() => api.close());

const as = async (
  who: 'staffAdmin' | 'staffSuperAdmin',
  method: 'POST' | 'PUT',
  path: string,
  body?: unknown,
) =>
  api.app.inject({
    method,
    url: `/api/main${path}`,
    remoteAddress: office,
    headers: await audiences.headers(who),
    ...(body !== undefined && { payload: body as object }),
  });

const tokenIn = (body: string) => /\?token=([\w-]+)/.exec(body)?.[1];

describe('the e-mail where password links go is a super admin’s to change (item 6)', () => {
  it('refuses a staff admin who moves a dealer’s e-mail to their own address to reset the password', async () => {
    const dealer = {
      dealerNo: 'PA-1',
      email: 'owner@pa-dealer.example',
      username: 'pa.dealer.1',
      name: 'Attacked Motors',
    };
    const created = await as('staffSuperAdmin', 'POST', '/dealers', {
      ...dealer,
      password: 'the dealer’s own 2026',
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: string }>();

    const attacker = 'attacker@evil.example';
    const moved = await as('staffAdmin', 'PUT', `/dealers/${id}`, { ...dealer, email: attacker });
    expect(moved.statusCode, moved.body).toBe(403);
    expect(moved.json()).toMatchObject({ message: message('password.emailSuperAdminOnly') });

    // The reset link the admin may send goes to the dealer's own address, never the attacker's.
    const since = api.email.sent.length;
    expect((await as('staffAdmin', 'POST', `/dealers/${id}/password-link`)).statusCode).toBe(200);
    await vi.waitFor(() => {
      if (!api.email.sent.slice(since).some((mail) => mail.to === dealer.email))
        throw new Error('not sent yet');
    });
    expect(api.email.sent.slice(since).filter((mail) => mail.to === attacker)).toEqual([]);
    const link = api.email.sent.slice(since).find((mail) => mail.to === dealer.email);
    expect(tokenIn(link!.body)).toBeDefined();
  });

  it('lets a staff admin save a dealer with the same e-mail (as typed in another case), and a super admin change it', async () => {
    const dealer = {
      dealerNo: 'PA-2',
      email: 'two@pa-dealer.example',
      username: 'pa.dealer.2',
      name: 'Kept Motors',
    };
    const created = await as('staffSuperAdmin', 'POST', '/dealers', {
      ...dealer,
      password: 'the dealer’s own 2026',
    });
    const { id } = created.json<{ id: string }>();

    const renamed = await as('staffAdmin', 'PUT', `/dealers/${id}`, {
      ...dealer,
      email: 'TWO@pa-dealer.example',
      name: 'Kept Motors Inc.',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Kept Motors Inc.' });

    const moved = await as('staffSuperAdmin', 'PUT', `/dealers/${id}`, { email: 'new@pa-dealer.example' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ email: 'new@pa-dealer.example' });
  });
});

describe('a link e-mailed to an address the account no longer has (items 6 and 7)', () => {
  /** The token of the first link e-mailed to an address since `since`, once delivered. */
  const linkTo = (address: string, since: number) =>
    vi.waitFor(() => {
      const token = tokenIn(api.email.sent.slice(since).find((mail) => mail.to === address)?.body ?? '');
      if (!token) throw new Error(`no link e-mailed to ${address} yet`);
      return token;
    });
  const useLink = (token: string, password: string) =>
    api.call({ method: 'POST', path: '/password/link', body: { token, password } });

  it('ends a dealer’s activation link sent to a mistyped address once the e-mail is corrected', async () => {
    const typo = 'owner@pa-deaelr.example';
    const since = api.email.sent.length;
    const created = await as('staffSuperAdmin', 'POST', '/dealers', {
      dealerNo: 'PA-3',
      email: typo,
      username: 'pa.dealer.3',
      name: 'Typo Motors',
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: string }>();
    const strangers = await linkTo(typo, since);

    const corrected = await as('staffSuperAdmin', 'PUT', `/dealers/${id}`, {
      email: 'owner@pa-dealer.example',
    });
    expect(corrected.statusCode, corrected.body).toBe(200);

    // The stranger at the mistyped address cannot activate the dealer's account any more.
    const taken = await useLink(strangers, 'the stranger’s choice 2026');
    expect(taken.statusCode, taken.body).toBe(400);
    const signIn = await api.call({
      method: 'POST',
      path: '/users/login',
      service: '/api/chat',
      headers: { authorization: basic('pa.dealer.3', 'the stranger’s choice 2026') },
    });
    expect(signIn.statusCode).toBe(401);
  });

  it('ends a staff member’s reset link at the old address when they move their e-mail', async () => {
    const { username, password, email } = demoAccounts.staffAdmin;
    const since = api.email.sent.length;
    const forgot = await api.call({
      method: 'POST',
      path: '/password/forgot',
      from: '198.51.100.30',
      body: { kind: 'staff', username },
    });
    expect(forgot.statusCode).toBe(202);
    const oldMailbox = await linkTo(email, since);

    const session = await api.staffSignIn('203.0.113.2');
    const moved = await api.call({
      method: 'PUT',
      path: `/auth/${demoAccounts.staffAdmin.id}`,
      from: '203.0.113.2',
      session,
      body: { email: 'alex.martin@new-mailbox.example', currentPassword: password },
    });
    expect(moved.statusCode, moved.body).toBe(200);

    const taken = await useLink(oldMailbox, 'from the old mailbox 2026');
    expect(taken.statusCode, taken.body).toBe(400);
  });
});

describe('one link used twice at once', () => {
  it('sets one password: the other use is refused', async () => {
    const dealer = {
      dealerNo: 'PA-4',
      email: 'race@pa-dealer.example',
      username: 'pa.dealer.4',
      name: 'Race Motors',
    };
    const since = api.email.sent.length;
    expect((await as('staffAdmin', 'POST', '/dealers', dealer)).statusCode).toBe(201);
    const token = await vi.waitFor(() => {
      const found = tokenIn(api.email.sent.slice(since).find((mail) => mail.to === dealer.email)?.body ?? '');
      if (!found) throw new Error('not sent yet');
      return found;
    });
    const uses = await Promise.all(
      ['first of the two 2026', 'second of the two 2026'].map((password, at) =>
        api.call({
          method: 'POST',
          path: '/password/link',
          from: `198.51.100.${40 + at}`,
          body: { token, password },
        }),
      ),
    );
    expect(uses.map((use) => use.statusCode).sort()).toEqual([200, 400]);
  });
});

describe('a reset asked for under a hostile Host', () => {
  it('e-mails a link on the public origin, never the Host or X-Forwarded-Host sent', async () => {
    const since = api.email.sent.length;
    const forgot = await api.call({
      method: 'POST',
      path: '/password/forgot',
      from: '198.51.100.31',
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
      body: { kind: 'file-dealer', username: demoAccounts.fileDealer.username },
    });
    expect(forgot.statusCode).toBe(202);
    const mail = await vi.waitFor(() => {
      const sent = api.email.sent.slice(since).find((each) => each.to === demoAccounts.fileDealer.email);
      if (!sent) throw new Error('not sent yet');
      return sent;
    });
    expect(mail.body).not.toContain('evil.example');
    expect(mail.body).toMatch(/https?:\/\/[^/\s]+\/dealer\/password\?token=/);
  });
});

describe('a stolen session guessing its owner’s password (item 7)', () => {
  it('slows the account down past the sign-in’s failures from anywhere, on the session’s own network', async () => {
    const { username, password } = demoAccounts.fileDealer;
    const login = await api.call({
      method: 'POST',
      path: '/users/login',
      service: '/api/chat',
      from: '203.0.113.1',
      headers: { authorization: basic(username, password) },
    });
    expect(login.statusCode, login.body).toBe(200);
    const { token, session } = login.json<{ token: string; session: { id: string } }>();
    const stolen = { id: session.id, token };

    const answers: number[] = [];
    for (let guess = 0; guess < 40; guess += 1) {
      const response = await api.call({
        method: 'PUT',
        path: '/session/password',
        // Addresses of the session's /24, each tried twice: under each address's own limits.
        from: `203.0.113.${100 + Math.floor(guess / 2)}`,
        session: stolen,
        body: { currentPassword: `guess number ${guess} 2026`, newPassword: 'taken over by 2026' },
      });
      answers.push(response.statusCode);
    }
    expect(answers.filter((status) => status === 400).length).toBeLessThanOrEqual(21);
    expect(answers).toContain(429);

    // The owner's own sign-in is slowed by the same count: the guesses were sign-in failures.
    const owner = await api.call({
      method: 'POST',
      path: '/users/login',
      service: '/api/chat',
      from: '198.51.100.7',
      headers: { authorization: basic(username, password) },
    });
    expect(owner.statusCode).toBe(429);
  });
});
