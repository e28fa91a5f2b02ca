// Anonymous work on the password links (issue 26 item 7), sent as an attacker would.
//
// `POST /oidc/account/reset?token=…` (a client's reset link, and since item 7 a client's activation
// link) and `POST /api/main/password/link` hashed the new password with Argon2id (64 MiB, 3 passes)
// before looking at the token. Anyone, with any made-up token and any 12 characters, had the server
// compute one full hash per request: the identity page with no throttle at all, the API's with 50
// free a client. Ten at once fill the hashing threads every sign-in waits on. Now the token is looked
// up first: a link that is not live costs a database read, and only its holder's password is hashed.
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { ClientCreatedResponse } from '@sfi/domain';
import { minimumArgon2Cost, PasswordHasher } from '../src/auth/passwords.ts';
import { createAudiences } from './support/audiences.ts';
import { createAuthTestApi, office } from './support/auth.ts';

const hasher = new PasswordHasher(minimumArgon2Cost);
const api = await createAuthTestApi({ passwords: hasher });
const audiences = await createAudiences(api);
afterAll(() => api.close());

const hashes = vi.spyOn(hasher, 'hash');
const password = 'chosen by the attacker 2026';
const madeUp = 'A'.repeat(43);

const resetPage = (token: string, from: string, body = password) =>
  api.app.inject({
    method: 'POST',
    url: `/oidc/account/reset?token=${encodeURIComponent(token)}`,
    remoteAddress: from,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ password: body }).toString(),
  });

const linkIn = (to: string, since: number) =>
  vi.waitFor(() => {
    const mail = api.email.sent.slice(since).find((each) => each.to === to);
    const token = /\?token=([\w-]+)/.exec(mail?.body ?? '')?.[1];
    if (!token) throw new Error('not sent yet');
    return token;
  });

describe('a made-up link token costs no password hash', () => {
  it('POST /oidc/account/reset: 12 posts with made-up tokens hash nothing, and each is refused', async () => {
    hashes.mockClear();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, at) => resetPage(`${madeUp}${at}`, `198.51.100.${100 + at}`)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(12).fill(400));
    expect(hashes).not.toHaveBeenCalled();
  });

  it('POST /api/main/password/link: 12 posts with made-up tokens hash nothing, and each is refused', async () => {
    hashes.mockClear();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, at) =>
        api.call({
          method: 'POST',
          path: '/password/link',
          from: `198.51.100.${120 + at}`,
          body: { token: `${madeUp}${at}`, password },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(12).fill(400));
    expect(hashes).not.toHaveBeenCalled();
  });

  it('a real link still sets its holder’s password, once, on its own page only: a client’s activation and a dealer’s', async () => {
    const headers = await audiences.headers('staffAdmin');
    let since = api.email.sent.length;
    const email = 'hash-attack-client@example.com';
    const added = await api.app.inject({
      method: 'POST',
      url: '/api/main/users',
      remoteAddress: office,
      headers,
      payload: { email },
    });
    expect(added.statusCode).toBe(201);
    expect(added.json<ClientCreatedResponse>().user.email).toBe(email);
    const clientToken = await linkIn(email, since);
    since = api.email.sent.length;
    const dealer = {
      dealerNo: 'HA-1',
      email: 'hash-attack@dealer.example',
      username: 'ha.dealer',
      name: 'HA',
    };
    const created = await api.app.inject({
      method: 'POST',
      url: '/api/main/dealers',
      remoteAddress: office,
      headers,
      payload: dealer,
    });
    expect(created.statusCode).toBe(201);
    const dealerToken = await linkIn(dealer.email, since);
    const useOnApi = (token: string, chosen: string) =>
      api.call({
        method: 'POST',
        path: '/password/link',
        from: '198.51.100.141',
        body: { token, password: chosen },
      });

    // Each kind's link on the other's page: refused, nothing hashed, and both still work after.
    hashes.mockClear();
    expect((await useOnApi(clientToken, 'a client link on the API 2026')).statusCode).toBe(400);
    expect((await resetPage(dealerToken, '198.51.100.140', 'a dealer link on the IdP 2026')).statusCode).toBe(
      400,
    );
    expect(hashes).not.toHaveBeenCalled();

    expect((await resetPage(clientToken, '198.51.100.140', 'the client chose this 2026')).statusCode).toBe(
      200,
    );
    expect((await resetPage(clientToken, '198.51.100.140', 'and then this one 2026')).statusCode).toBe(400);
    expect((await useOnApi(dealerToken, 'the dealer chose this 2026')).statusCode).toBe(200);
    expect((await useOnApi(dealerToken, 'and then this one 2026')).statusCode).toBe(400);
    expect(hashes).toHaveBeenCalledTimes(2);
  });
});
