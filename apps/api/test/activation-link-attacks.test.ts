// A new account's activation link cut short by anyone (issue 26 item 7), sent as an attacker would.
//
// An account an administrator adds waits for its owner with a 3-day activation link. Every new link
// ended the account's earlier ones, and a forgotten password's link can be asked for by anyone
// (`POST /api/main/password/forgot` with the user name, `/oidc/account/forgot` with a client's
// address): one anonymous request replaced the owner's 3-day link with a 30-minute one, so someone
// who knew a new dealer's user name, asking again every half hour from a few addresses, kept the
// owner from ever activating (and the administrator's new link went the same way). Now a new link
// ends only the earlier ones it outlasts: a reset link ends earlier reset links, never a live
// activation link; a password set, a new activation link or a moved e-mail still end them all.
import { afterAll, describe, expect, it, vi } from 'vitest';
import { minimumArgon2Cost, PasswordHasher } from '../src/auth/passwords.ts';
import { createAudiences } from './support/audiences.ts';
import { createAuthTestApi, office } from './support/auth.ts';

const api = await createAuthTestApi({ passwords: new PasswordHasher(minimumArgon2Cost) });
const audiences = await createAudiences(api);
afterAll(() => api.close());

const attacker = '203.0.113.91';

const addAs = async (path: string, payload: object) =>
  api.app.inject({
    method: 'POST',
    url: `/api/main${path}`,
    remoteAddress: office,
    headers: await audiences.headers('staffAdmin'),
    payload,
  });

/** The links e-mailed to `to` since `since`, in order, once `count` have gone out. */
const linksTo = (to: string, since: number, count: number) =>
  vi.waitFor(() => {
    const links = api.email.sent
      .slice(since)
      .filter((mail) => mail.to === to)
      .map((mail) => /https?:\/\/\S+\?token=[\w-]+/.exec(mail.body)?.[0] ?? '');
    if (links.length < count) throw new Error('not sent yet');
    return links.map((link) => new URL(link));
  });

describe('anyone asking for a reset link leaves a new account’s activation link working', () => {
  it('a lease-quote dealer account: the activation link still sets the password after an anonymous reset request', async () => {
    const dealer = { dealerName: 'Cut Short Motors', user: 'cut.short', email: 'cut.short@dealer.example' };
    const since = api.email.sent.length;
    expect((await addAs('/dealer-auth', dealer)).statusCode).toBe(201);
    await linksTo(dealer.email, since, 1);
    const forgot = await api.call({
      method: 'POST',
      path: '/password/forgot',
      from: attacker,
      body: { kind: 'dealer', username: dealer.user },
    });
    expect(forgot.statusCode).toBe(202);
    const [activation, reset] = await linksTo(dealer.email, since, 2);
    const use = (link: URL, password: string) =>
      api.call({
        method: 'POST',
        path: '/password/link',
        from: '198.51.100.160',
        body: { token: link.searchParams.get('token'), password },
      });
    expect((await use(activation!, 'the owner activates 2026')).statusCode).toBe(200);
    // Setting the password ended the other link.
    expect((await use(reset!, 'the reset link after 2026')).statusCode).toBe(400);
  });

  it('a client added by staff: the activation link still sets the password after an anonymous forgot', async () => {
    const email = 'cut.short.client@example.com';
    const since = api.email.sent.length;
    expect((await addAs('/users', { email })).statusCode).toBe(201);
    await linksTo(email, since, 1);
    const forgot = await api.app.inject({
      method: 'POST',
      url: '/oidc/account/forgot',
      remoteAddress: attacker,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email }).toString(),
    });
    expect(forgot.statusCode).toBe(200);
    const [activation, reset] = await linksTo(email, since, 2);
    const use = (link: URL, password: string) =>
      api.app.inject({
        method: 'POST',
        url: link.pathname + link.search,
        remoteAddress: '198.51.100.161',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ password }).toString(),
      });
    expect((await use(activation!, 'the client activates 2026')).statusCode).toBe(200);
    expect((await use(reset!, 'the reset link after 2026')).statusCode).toBe(400);
  });
});
