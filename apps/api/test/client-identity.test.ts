// The client audience (issue 5, doc 2 §6 and §7): the embedded identity provider's sign-in,
// sign-up, reset and change flows, the public API's `GET /me` with its bearer token checks, and the
// member service.
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { importJWK, SignJWT, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { idpMessage, message } from '@sfi/domain';
import { signingKeys } from '../src/oidc/keys.ts';
import { demoClient, writeDemoClient } from '../src/seed/demo-accounts.ts';
import { createAuthTestApi, type AuthTestApi } from './support/auth.ts';
import { injectSend } from './support/inject-send.ts';
import { signInClient, startSignIn, type FlowOptions } from './support/oidc.ts';

let api: AuthTestApi;
const origin = 'http://localhost';
const issuer = `${origin}/oidc`;
const audience = `${origin}/api/public`;

let nextHost = 1;
function flow(): FlowOptions {
  nextHost += 1;
  return { origin, send: injectSend(api.app, `192.0.2.${nextHost}`) };
}

beforeAll(async () => {
  api = await createAuthTestApi();
  await writeDemoClient(api.db);
});
afterAll(() => api.close());

const me = (token: string) =>
  api.app.inject({ url: '/api/public/me', headers: { authorization: `Bearer ${token}` } });

/** The link in the newest e-mail to an address. */
async function linkFor(to: string, path: string): Promise<string> {
  return vi.waitFor(() => {
    const mail = api.email.sent.filter((sent) => sent.to === to).at(-1);
    const link = mail && new RegExp(`https?://\\S+${path}\\?token=[\\w-]+`).exec(mail.body)?.[0];
    if (!link) throw new Error('no e-mail yet');
    return link;
  });
}

/** Posts the password on a confirmation link's page. */
const confirmLink = (link: URL, password: string) =>
  api.app.inject({
    method: 'POST',
    url: link.pathname + link.search,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ password }).toString(),
  });

async function signTampered(claims: Record<string, unknown>, key?: JWK) {
  const [real] = await signingKeys(api.db);
  const signing = key ?? real!;
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    scope: 'me',
    client_id: 'sfi-client-app',
    sub: demoClient.id,
    iat: now,
    jti: randomUUID(),
    iss: issuer,
    aud: audience,
    exp: now + 600,
    ...claims,
  })
    .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: real!.kid })
    .sign(await importJWK(signing, 'RS256'));
}

describe('GET /api/public/me', () => {
  it('answers the signed-in client as `me` for an access token from the sign-in', async () => {
    const tokens = await signInClient(flow(), demoClient.email, demoClient.password);
    const response = await me(tokens.access_token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      me: {
        id: demoClient.id,
        email: demoClient.email,
        name: demoClient.name,
        agency: demoClient.agency,
        files: { name: demoClient.name, vehicles: [] },
        createdAt: expect.any(String),
        locale: null,
      },
    });
    // The id token carries the name and e-mail for the header, and no secret.
    const idClaims = JSON.parse(Buffer.from(tokens.id_token.split('.')[1]!, 'base64url').toString());
    expect(idClaims).toMatchObject({
      iss: issuer,
      aud: 'sfi-client-app',
      name: demoClient.name,
      email: demoClient.email,
    });
  });

  it('accepts a token signed with the provider key and the right claims (the tampering baseline)', async () => {
    expect((await me(await signTampered({}))).statusCode).toBe(200);
  });

  const tampered: [string, () => Promise<string>][] = [
    ['a wrong issuer', () => signTampered({ iss: 'http://evil.example/oidc' })],
    ['a wrong audience', () => signTampered({ aud: 'http://localhost/api/main' })],
    [
      'a bad signature',
      async () => {
        const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
        return signTampered({}, privateKey.export({ format: 'jwk' }) as JWK);
      },
    ],
    [
      'an altered payload',
      async () => {
        const [head, , signature] = (await signTampered({})).split('.');
        const payload = Buffer.from(
          JSON.stringify({ sub: demoClient.id, iss: issuer, aud: audience, exp: 9_999_999_999 }),
        ).toString('base64url');
        return `${head}.${payload}.${signature}`;
      },
    ],
    ['an expiry in the past', () => signTampered({ exp: Math.floor(Date.now() / 1000) - 60 })],
    [
      'the id token instead of an access token',
      async () => (await signInClient(flow(), demoClient.email, demoClient.password)).id_token,
    ],
    [
      'no algorithm ("none")',
      async () => {
        const payload = Buffer.from(
          JSON.stringify({ sub: demoClient.id, iss: issuer, aud: audience, exp: 9_999_999_999 }),
        ).toString('base64url');
        return `${Buffer.from('{"alg":"none","typ":"at+jwt"}').toString('base64url')}.${payload}.`;
      },
    ],
  ];
  it.each(tampered)('refuses a token with %s', async (_case, make) => {
    const response = await me(await make());
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: message('public.tokenInvalid') });
    expect(response.headers['www-authenticate']).toContain('invalid_token');
  });

  it('refuses a call without a bearer token', async () => {
    const response = await api.app.inject({ url: '/api/public/me' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: message('public.tokenRequired') });
  });
});

describe('sign-in pages', () => {
  it('shows a labelled, escaped sign-in form, and a wrong password keeps the e-mail, not the password', async () => {
    const { go, interaction } = await startSignIn(flow());
    const pageAnswer = await go('GET', interaction);
    expect(pageAnswer.status).toBe(200);
    expect(pageAnswer.body).toContain('<label for="field-email">');
    const uid = interaction.split('/').at(-1)!;
    const wrong = await go('POST', `/oidc/interaction/${uid}/login`, {
      email: '"><script>alert(1)</script>@x.example',
      password: 'whatever-password',
    });
    // Not an e-mail address: the form again with the field's error, the value escaped.
    expect(wrong.status).toBe(400);
    expect(wrong.body).not.toContain('<script>alert(1)');
    expect(wrong.body).toContain('&lt;script&gt;');
    const failed = await go('POST', `/oidc/interaction/${uid}/login`, {
      email: demoClient.email,
      password: 'not-the-password',
    });
    expect(failed.status).toBe(401);
    expect(failed.body).toContain(idpMessage('idp.login.failed').replaceAll("'", '&#39;'));
    expect(failed.body).toContain(`value="${demoClient.email}"`);
    expect(failed.body).not.toContain('not-the-password');
  });

  it('throttles failed sign-ins of one account from one client', async () => {
    const { go, interaction } = await startSignIn(flow());
    const uid = interaction.split('/').at(-1)!;
    const statuses: number[] = [];
    let retryAfter: string | undefined;
    for (let attempt = 0; attempt < 7; attempt += 1) {
      const answer = await go('POST', `/oidc/interaction/${uid}/login`, {
        email: demoClient.email,
        password: `wrong-${attempt}-password`,
      });
      statuses.push(answer.status);
      retryAfter = answer.retryAfter;
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.at(-1)).toBe(429);
    // The page says to wait, and the answer says how long (issue 8, defect 8).
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });

  it('refuses a post without the interaction cookie (CSRF)', async () => {
    const { interaction } = await startSignIn(flow());
    const uid = interaction.split('/').at(-1)!;
    const answer = await api.app.inject({
      method: 'POST',
      url: `/oidc/interaction/${uid}/login`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email: demoClient.email, password: demoClient.password }).toString(),
    });
    expect(answer.statusCode).toBe(400);
  });
});

describe('sign-up, reset and change', () => {
  const email = 'new.client@example.com';

  it('signs a client up with name and agency; they sign in once the e-mail is confirmed', async () => {
    const options = flow();
    const { go, interaction } = await startSignIn(options, { screen_hint: 'signup' });
    const form = await go('GET', interaction);
    expect(form.body).toContain('field-agency');
    const uid = interaction.split('/').at(-1)!;
    const answer = await go('POST', `/oidc/interaction/${uid}/signup`, {
      name: 'Jordan Lessee',
      agency: 'North Agency',
      email,
      password: 'a-new-password-1',
    });
    expect(answer.status).toBe(200);
    await expect(signInClient(flow(), email, 'a-new-password-1')).rejects.toThrow(/403/);

    // The link asks for the password chosen at sign-up, and works once.
    const link = new URL(await linkFor(email, '/oidc/account/confirm'));
    const opened = await api.app.inject({ url: link.pathname + link.search });
    expect(opened.statusCode).toBe(200);
    expect(opened.body).toContain('<label for="field-password">');
    expect((await confirmLink(link, 'a-new-password-1')).statusCode).toBe(200);
    expect((await confirmLink(link, 'a-new-password-1')).statusCode).toBe(400);
    expect((await api.app.inject({ url: link.pathname + link.search })).statusCode).toBe(400);

    const tokens = await signInClient(flow(), email, 'a-new-password-1');
    expect((await me(tokens.access_token)).json()).toMatchObject({
      me: { email, name: 'Jordan Lessee', agency: 'North Agency' },
    });
  });

  it('keeps a pending sign-up as it is when the address signs up again: each sign-up has its own link with its own details (defect 7)', async () => {
    const address = 'pending.twice@example.com';
    const signUpAs = async (name: string, password: string) => {
      const { go, interaction } = await startSignIn(flow(), { screen_hint: 'signup' });
      const uid = interaction.split('/').at(-1)!;
      const answer = await go('POST', `/oidc/interaction/${uid}/signup`, {
        name,
        agency: '',
        email: address,
        password,
      });
      expect(answer.status).toBe(200);
    };
    await signUpAs('First Person', 'first-person-password');
    await signUpAs('Second Person', 'second-person-password');
    const toAddress = () => api.email.sent.filter((sent) => sent.to === address);
    await vi.waitFor(() => expect(toAddress()).toHaveLength(2));

    // Whoever follows the newest link does not get the first person's password: that link takes
    // only the password chosen with it, and confirms the account with its own details.
    const link = new URL(await linkFor(address, '/oidc/account/confirm'));
    expect((await confirmLink(link, 'first-person-password')).statusCode).toBe(401);
    await expect(signInClient(flow(), address, 'first-person-password')).rejects.toThrow();
    expect((await confirmLink(link, 'second-person-password')).statusCode).toBe(200);
    await expect(signInClient(flow(), address, 'first-person-password')).rejects.toThrow(/401/);
    const tokens = await signInClient(flow(), address, 'second-person-password');
    expect((await me(tokens.access_token)).json()).toMatchObject({
      me: { email: address, name: 'Second Person' },
    });
  });

  it('answers a sign-up for a taken address the same, and only e-mails its owner a note', async () => {
    const { go, interaction } = await startSignIn(flow());
    const uid = interaction.split('/').at(-1)!;
    const before = api.email.sent.length;
    const answer = await go('POST', `/oidc/interaction/${uid}/signup`, {
      name: 'Someone Else',
      agency: '',
      email: demoClient.email,
      password: 'an-attacker-password',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toContain(idpMessage('idp.signUp.sent', { email: demoClient.email }).slice(0, 20));
    await vi.waitFor(() => expect(api.email.sent.length).toBeGreaterThan(before));
    expect(api.email.sent.at(-1)!.body).not.toMatch(/confirm\?token/);
    // The existing password still works, the attacker's does not.
    await expect(signInClient(flow(), demoClient.email, 'an-attacker-password')).rejects.toThrow(/401/);
  });

  it('validates sign-up fields with plain messages, keeping what was typed except the password', async () => {
    const { go, interaction } = await startSignIn(flow());
    const uid = interaction.split('/').at(-1)!;
    const answer = await go('POST', `/oidc/interaction/${uid}/signup`, {
      name: '',
      agency: 'A',
      email: 'nope',
      password: 'short',
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toContain('aria-describedby="field-email-error"');
    expect(answer.body).toContain('value="nope"');
    expect(answer.body).not.toContain('value="short"');
  });

  it('refuses control characters in the identity forms with a form error, never a failed query (defect 1)', async () => {
    const leaks = /select|insert|client_accounts|params|argon2|\.(ts|js):\d+/i;
    const refused = message('validation.text.characters');
    const before = api.email.sent.length;
    const { go, interaction } = await startSignIn(flow());
    const uid = interaction.split('/').at(-1)!;
    const signUp = await go('POST', `/oidc/interaction/${uid}/signup`, {
      name: 'Nul\u0000Name',
      agency: 'Agency',
      email: 'nul.name@example.com',
      password: 'nul-name-password-1',
    });
    expect(signUp.status).toBe(400);
    expect(signUp.body).toContain(refused);
    expect(signUp.body).toContain('value="nul.name@example.com"');
    expect(signUp.body).toContain('value="Agency"');
    expect(signUp.body).not.toMatch(leaks);

    const forgot = await api.app.inject({
      method: 'POST',
      url: '/oidc/account/forgot',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email: `${email}\u0000` }).toString(),
    });
    expect(forgot.statusCode).toBe(400);
    expect(forgot.headers['content-type']).toMatch(/^text\/html/);
    expect(forgot.body).toContain(refused);
    expect(forgot.body).not.toMatch(leaks);
    expect(api.email.sent.length).toBe(before);
  });

  it('resets a password by e-mail, answering the same for an unknown address', async () => {
    const send = (body: Record<string, string>, url = '/oidc/account/forgot') =>
      api.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(body).toString(),
      });
    const before = api.email.sent.length;
    const unknown = await send({ email: 'nobody@example.com' });
    const known = await send({ email });
    expect(unknown.statusCode).toBe(200);
    expect(known.body.replaceAll(email, 'X')).toBe(unknown.body.replaceAll('nobody@example.com', 'X'));
    const link = new URL(await linkFor(email, '/oidc/account/reset'));
    expect(api.email.sent.slice(before).map((sent) => sent.to)).toEqual([email]);

    expect((await api.app.inject({ url: link.pathname + link.search })).statusCode).toBe(200);
    expect((await send({ password: 'reset-password-2' }, link.pathname + link.search)).statusCode).toBe(200);
    expect((await send({ password: 'reset-password-3' }, link.pathname + link.search)).statusCode).toBe(400);
    await signInClient(flow(), email, 'reset-password-2');
  });

  it('changes a password with the current one', async () => {
    const change = (body: Record<string, string>) =>
      api.app.inject({
        method: 'POST',
        url: '/oidc/account/change',
        remoteAddress: '198.51.100.77',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(body).toString(),
      });
    expect(
      (await change({ email, currentPassword: 'wrong-password', newPassword: 'changed-password-4' }))
        .statusCode,
    ).toBe(401);
    expect(
      (await change({ email, currentPassword: 'reset-password-2', newPassword: 'changed-password-4' }))
        .statusCode,
    ).toBe(200);
    await expect(signInClient(flow(), email, 'reset-password-2')).rejects.toThrow(/401/);
    await signInClient(flow(), email, 'changed-password-4');
  });
});

describe('member service', () => {
  it('GET /members/{id} answers the signed-in client, and nobody else', async () => {
    const { access_token: token } = await signInClient(flow(), demoClient.email, demoClient.password);
    const auth = { authorization: `Bearer ${token}` };
    const own = await api.app.inject({ url: `/api/member/members/${demoClient.id}`, headers: auth });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ id: demoClient.id, email: demoClient.email });
    const other = await api.app.inject({
      url: '/api/member/members/00000000-0000-4000-8000-000000000000',
      headers: auth,
    });
    expect(other.statusCode).toBe(404);
    expect((await api.app.inject({ url: `/api/member/members/${demoClient.id}` })).statusCode).toBe(401);
  });

  it('POST /members with the own e-mail answers the record; another e-mail is refused', async () => {
    const { access_token: token } = await signInClient(flow(), demoClient.email, demoClient.password);
    const post = (email: unknown) =>
      api.app.inject({
        method: 'POST',
        url: '/api/member/members',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload: JSON.stringify({ email }),
      });
    const own = await post(demoClient.email.toUpperCase());
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ id: demoClient.id });
    expect((await post('someone@example.com')).statusCode).toBe(403);
    expect((await post('not-an-email')).statusCode).toBe(400);
  });
});

describe('discovery', () => {
  it('publishes the issuer, PKCE S256 and the public keys only', async () => {
    const discovery = (await api.app.inject({ url: '/oidc/.well-known/openid-configuration' })).json();
    expect(discovery).toMatchObject({ issuer, code_challenge_methods_supported: ['S256'] });
    const jwks = (await api.app.inject({ url: '/oidc/jwks' })).json<{ keys: Record<string, unknown>[] }>();
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).not.toHaveProperty('d');
  });
});
