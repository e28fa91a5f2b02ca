// Issue 26, item 3: a client's access tokens stop working at the public API (`/api/public/me`, the
// lease summary PDF, `/api/member/*`) when the client signs out, when the token is revoked, when
// their password changes or is reset, and when an authorization code is presented again, as the
// identity provider's own `/oidc/me` refuses them. The attacks are sent as a browser and a thief
// would send them, over HTTP; the server is not faked. On PGlite, and on PostgreSQL with
// `node scripts/with-postgres.mjs`.
import { randomUUID } from 'node:crypto';
import { importJWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { emailKey } from '@sfi/domain';
import { PasswordHasher } from '../src/auth/passwords.ts';
import { deleteExpiredRevokedTokens } from '../src/db/client-access.ts';
import { revokedAccessTokens } from '../src/db/schema.ts';
import { signingKeys } from '../src/oidc/keys.ts';
import { findClientByEmail, upsertClient } from '../src/db/client-accounts.ts';
import { createAuthTestApi, type AuthTestApi } from './support/auth.ts';
import { injectSend } from './support/inject-send.ts';
import {
  CookieJar,
  exchangeCode,
  signInClient,
  signInForCode,
  type FlowOptions,
  type Tokens,
} from './support/oidc.ts';

let api: AuthTestApi;
const origin = 'http://localhost';
const password = 'client-password-1';
const hasher = new PasswordHasher();

let nextHost = 1;
function flow(jar = new CookieJar()): FlowOptions {
  nextHost += 1;
  return { origin, send: injectSend(api.app, `192.0.2.${nextHost}`), jar };
}

beforeAll(async () => {
  api = await createAuthTestApi();
});
afterAll(() => api.close());

/** A new confirmed client of their own, so that one case's cut never touches another's tokens. */
async function newClient(): Promise<{ id: string; email: string }> {
  const email = `client-${randomUUID()}@example.com`;
  await upsertClient(api.db, {
    email,
    emailKey: emailKey(email),
    name: 'Test Client',
    passwordHash: await hasher.hash(password),
    emailVerifiedAt: new Date(),
  });
  return { id: (await findClientByEmail(api.db, email))!.id, email };
}

/** The status of each of the public API's client calls with a bearer token. */
async function publicApi(token: string, accountId: string) {
  const call = async (url: string) =>
    (await api.app.inject({ url, headers: { authorization: `Bearer ${token}` } })).statusCode;
  return {
    me: await call('/api/public/me'),
    // No file of theirs: 404 for a token that works, 401 for one that does not.
    leaseSummary: await call('/api/public/me/files/1000001/lease-summary'),
    member: await call(`/api/member/members/${accountId}`),
  };
}
const works = { me: 200, leaseSummary: 404, member: 200 };
const refused = { me: 401, leaseSummary: 401, member: 401 };

const formPost = (url: string, fields: Record<string, string>, jar?: CookieJar) =>
  api.app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(jar && { cookie: jar.header() }),
    },
    payload: new URLSearchParams(fields).toString(),
  });

/** The client app's sign-out: the provider's end-session page with the id token, then its form. */
async function signOut(tokens: Tokens, jar: CookieJar) {
  const query = new URLSearchParams({
    id_token_hint: tokens.id_token,
    post_logout_redirect_uri: `${origin}/`,
  });
  const page = await api.app.inject({ url: `/oidc/session/end?${query}`, headers: { cookie: jar.header() } });
  expect(page.statusCode).toBe(200);
  const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.body)?.[1];
  expect(xsrf).toBeDefined();
  const confirm = await formPost('/oidc/session/end/confirm', { xsrf: xsrf!, logout: 'yes' }, jar);
  expect(confirm.statusCode).toBe(303);
  const cleared = confirm.headers['set-cookie'];
  jar.take(cleared === undefined ? [] : [cleared].flat());
}

describe('a client access token at the public API', () => {
  it('works until something ends it (the baseline)', async () => {
    const client = await newClient();
    const { access_token } = await signInClient(flow(), client.email, password);
    expect(await publicApi(access_token, client.id)).toEqual(works);
  });

  it('stops working when the client signs out, on every device; signing in again works at once', async () => {
    const client = await newClient();
    const jar = new CookieJar();
    const tokens = await signInClient(flow(jar), client.email, password);
    const otherDevice = await signInClient(flow(), client.email, password);
    expect(await publicApi(tokens.access_token, client.id)).toEqual(works);

    await signOut(tokens, jar);
    expect(await publicApi(tokens.access_token, client.id)).toEqual(refused);
    expect((await publicApi(otherDevice.access_token, client.id)).me).toBe(401);

    // Within the same second as the sign-out too: a token issued afterwards is not cut.
    const again = await signInClient(flow(), client.email, password);
    expect(await publicApi(again.access_token, client.id)).toEqual(works);
  });

  it('stops working when it is revoked at the provider, and only that token', async () => {
    const client = await newClient();
    const revoked = await signInClient(flow(), client.email, password);
    const kept = await signInClient(flow(), client.email, password);
    const answer = await formPost('/oidc/token/revocation', {
      token: revoked.access_token,
      token_type_hint: 'access_token',
      client_id: 'sfi-client-app',
    });
    expect(answer.statusCode).toBe(200);
    expect(await publicApi(revoked.access_token, client.id)).toEqual(refused);
    expect(await publicApi(kept.access_token, client.id)).toEqual(works);
  });

  it('stops working when the password is changed, on every device', async () => {
    const client = await newClient();
    const first = await signInClient(flow(), client.email, password);
    const second = await signInClient(flow(), client.email, password);
    const change = await formPost('/oidc/account/change', {
      email: client.email,
      currentPassword: password,
      newPassword: 'client-password-2',
    });
    expect(change.statusCode).toBe(200);
    expect(await publicApi(first.access_token, client.id)).toEqual(refused);
    expect(await publicApi(second.access_token, client.id)).toEqual(refused);
    const again = await signInClient(flow(), client.email, 'client-password-2');
    expect(await publicApi(again.access_token, client.id)).toEqual(works);
  });

  it('stops working when the password is reset from the e-mailed link', async () => {
    const client = await newClient();
    const { access_token } = await signInClient(flow(), client.email, password);
    expect((await formPost('/oidc/account/forgot', { email: client.email })).statusCode).toBe(200);
    const link = await vi.waitFor(() => {
      const mail = api.email.sent.filter((sent) => sent.to === client.email).at(-1);
      const found = mail && /https?:\/\/\S+\/oidc\/account\/reset\?token=[\w-]+/.exec(mail.body)?.[0];
      if (!found) throw new Error('no e-mail yet');
      return new URL(found);
    });
    expect((await formPost(link.pathname + link.search, { password: 'client-password-3' })).statusCode).toBe(
      200,
    );
    expect(await publicApi(access_token, client.id)).toEqual(refused);
  });

  it('stops working when its authorization code is presented again (a stolen code), with every token of the client', async () => {
    const client = await newClient();
    const elsewhere = await signInClient(flow(), client.email, password);
    const options = flow();
    const issued = await signInForCode(options, client.email, password);
    const first = await exchangeCode(options, issued);
    expect(first.status).toBe(200);
    const { access_token } = JSON.parse(first.body) as Tokens;
    expect(await publicApi(access_token, client.id)).toEqual(works);

    const replay = await exchangeCode(flow(), issued);
    expect(replay.status).toBe(400);
    expect(JSON.parse(replay.body)).toMatchObject({ error: 'invalid_grant' });
    expect(await publicApi(access_token, client.id)).toEqual(refused);
    expect((await publicApi(elsewhere.access_token, client.id)).me).toBe(401);
  });

  it('is refused when issued before its client’s "not before", whichever token it is', async () => {
    const client = await newClient();
    const { access_token } = await signInClient(flow(), client.email, password);
    await formPost('/oidc/account/change', {
      email: client.email,
      currentPassword: password,
      newPassword: 'client-password-4',
    });
    // A token as the provider signs them, issued a minute ago, whose id was never recorded.
    const [key] = await signingKeys(api.db);
    const claims = JSON.parse(Buffer.from(access_token.split('.')[1]!, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const now = Math.floor(Date.now() / 1000);
    const forged = await new SignJWT({ ...claims, jti: randomUUID(), iat: now - 60, exp: now + 600 })
      .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: key!.kid })
      .sign(await importJWK(key!, 'RS256'));
    expect((await publicApi(forged, client.id)).me).toBe(401);
    // Issued after it, the same token is a good one (the control).
    const later = await new SignJWT({ ...claims, jti: randomUUID(), iat: now + 1, exp: now + 600 })
      .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: key!.kid })
      .sign(await importJWK(key!, 'RS256'));
    expect((await publicApi(later, client.id)).me).toBe(200);
  });

  it('records a revoked id with its reason, kept until the token would have expired', async () => {
    const client = await newClient();
    const { access_token } = await signInClient(flow(), client.email, password);
    await formPost('/oidc/token/revocation', { token: access_token, client_id: 'sfi-client-app' });
    const rows = await api.db.select().from(revokedAccessTokens);
    const row = rows.find((revoked) => revoked.accountId === client.id)!;
    expect(row).toMatchObject({ reason: 'token-revoked' });
    const { exp } = JSON.parse(Buffer.from(access_token.split('.')[1]!, 'base64url').toString()) as {
      exp: number;
    };
    expect(row.expiresAt.getTime()).toBe(exp * 1000);
    await api.db.insert(revokedAccessTokens).values({
      jti: 'expired-one',
      reason: 'token-revoked',
      revokedAt: new Date(),
      expiresAt: new Date(Date.now() - 1),
    });
    await deleteExpiredRevokedTokens(api.db);
    const kept = (await api.db.select().from(revokedAccessTokens)).map((revoked) => revoked.jti);
    expect(kept).toContain(row.jti);
    expect(kept).not.toContain('expired-one');
  });
});
