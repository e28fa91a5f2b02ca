import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppConfigSchema, DealerSessionUserSchema, DealersTokenSchema } from '@sfi/domain';
import { createAuth } from '../src/auth/auth.ts';
import { dealerOfApiToken } from '../src/auth/dealer-tokens.ts';
import { authPolicy } from '../src/auth/policy.ts';
import {
  credentialsMismatchMessage,
  credentialsRequiredMessage,
  loginFailedMessage,
  SESSION_EXPIRED,
} from '../src/auth/strings.ts';
import { demoAccounts } from '../src/seed/demo-accounts.ts';
import { basic, createAuthTestApi, DAY, HOUR, MINUTE, type AuthTestApi } from './support/auth.ts';

let api: AuthTestApi;

beforeAll(async () => {
  api = await createAuthTestApi();
});
afterAll(async () => {
  await api.close();
});

const { dealer, fileDealer } = demoAccounts;
const loginFailed = { statusCode: 401, error: 'Unauthorized', message: loginFailedMessage() };

/** Each case from its own address, so that the failures of one do not throttle the next. */
let nextHost = 1;
function freshAddress(): string {
  nextHost += 1;
  return `192.0.2.${nextHost}`;
}

describe('POST /api/main/dealer-login', () => {
  it('signs a dealer in: token, user, a 14-day session, and the app config', async () => {
    const from = freshAddress();
    const response = await api.call({
      method: 'POST',
      path: '/dealer-login',
      from,
      headers: { authorization: basic(dealer.username, dealer.password) },
      body: { username: dealer.username, password: dealer.password },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json<Record<string, unknown>>();
    const expiresAt = new Date(api.clock.now().getTime() + 14 * DAY).toISOString();
    expect(body).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      user: {
        id: dealer.id,
        username: 'dealer',
        dealerName: 'Maple Leaf Motors',
        contactName: 'Dana Tremblay',
        roles: [],
        // The language the account keeps (issue 29): none chosen yet.
        locale: null,
      },
      session: { id: expect.any(String), expiresAt, idleExpiresAt: expiresAt },
      appConfig: { mode: 'DEALER', dealerStepsEnabled: true },
    });
    // The user and app config as @sfi/domain reads them.
    expect(DealerSessionUserSchema.parse(body.user)).toMatchObject({ dealerName: 'Maple Leaf Motors' });
    expect(AppConfigSchema.parse(body.appConfig)).toMatchObject({ mode: 'DEALER' });
  });

  it('accepts the body alone, the Basic header alone, and any case of the username', async () => {
    for (const request of [
      { body: { username: 'DEALER', password: dealer.password } },
      { headers: { authorization: basic('Dealer', dealer.password) } },
    ]) {
      const response = await api.call({
        method: 'POST',
        path: '/dealer-login',
        from: freshAddress(),
        ...request,
      });
      expect(response.statusCode).toBe(200);
    }
  });

  it.each([
    ['an unknown username', { username: 'nobody', password: dealer.password }],
    ['a wrong password', { username: dealer.username, password: 'wrong-password-1' }],
    ['the password of another kind of account', { username: dealer.username, password: fileDealer.password }],
    [
      'a file-tool dealer (another kind of account)',
      { username: fileDealer.username, password: fileDealer.password },
    ],
  ])('refuses %s with 401 "Please try logging in again."', async (_case, body) => {
    const response = await api.call({ method: 'POST', path: '/dealer-login', from: freshAddress(), body });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(loginFailed);
  });

  it('answers an unknown user and a wrong password identically (no account enumeration)', async () => {
    const from = freshAddress();
    const unknown = await api.call({
      method: 'POST',
      path: '/dealer-login',
      from,
      body: { username: 'no-such-dealer', password: 'whatever-123456' },
    });
    const wrong = await api.call({
      method: 'POST',
      path: '/dealer-login',
      from,
      body: { username: dealer.username, password: 'whatever-123456' },
    });
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.body).toBe(wrong.body);
    const headersOf = (response: typeof wrong) => {
      // The date and the request's own id (a new one each request) aside, the answers are the same.
      const { date: _date, 'x-request-id': requestId, ...rest } = response.headers;
      expect(requestId).toMatch(/^[\w.-]{1,64}$/);
      return rest;
    };
    expect(headersOf(unknown)).toEqual(headersOf(wrong));
  });

  it('takes about as long for an unknown user as for a wrong password (a dummy hash is checked)', async () => {
    const time = async (username: string) => {
      const started = performance.now();
      await api.call({
        method: 'POST',
        path: '/dealer-login',
        from: freshAddress(),
        body: { username, password: 'x-123456789012' },
      });
      return performance.now() - started;
    };
    // Warm up (the dummy hash is made on first use), then take the median of a few tries each.
    await time('warm-up-user');
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const unknown: number[] = [];
    const known: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      unknown.push(await time(`ghost-${i}`));
      known.push(await time(dealer.username));
    }
    // Both include an Argon2id check (~50 ms); without the dummy, the unknown user would be ~1 ms.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.4);
  });

  it.each([
    ['no body and no header', {}, credentialsRequiredMessage()],
    [
      'a blank username',
      { body: { username: ' ', password: 'secret-123456' } },
      credentialsRequiredMessage(),
    ],
    ['no password', { body: { username: 'dealer' } }, credentialsRequiredMessage()],
    ['a number as password', { body: { username: 'dealer', password: 12 } }, credentialsRequiredMessage()],
    ['an oversized password', { body: { username: 'dealer', password: 'x'.repeat(1025) } }, undefined],
    [
      'a Basic header naming another user',
      {
        headers: { authorization: basic('someone', dealer.password) },
        body: { username: 'dealer', password: dealer.password },
      },
      credentialsMismatchMessage(),
    ],
    [
      'a Basic header with another password',
      {
        headers: { authorization: basic('dealer', 'other-password') },
        body: { username: 'dealer', password: dealer.password },
      },
      credentialsMismatchMessage(),
    ],
    ['a malformed Basic header', { headers: { authorization: 'Basic %%%' } }, credentialsRequiredMessage()],
  ])('answers %s with a 400 and a plain message', async (_case, request, text) => {
    const response = await api.call({
      method: 'POST',
      path: '/dealer-login',
      from: freshAddress(),
      ...request,
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ message: string }>();
    expect(typeof body.message).toBe('string');
    if (text !== undefined) expect(body.message).toContain(text);
  });

  it('keeps the dealer signed in for 14 days, whatever the idle time, and not a moment longer', async () => {
    const from = freshAddress();
    const session = await api.dealerSignIn(from);
    const check = () => api.call({ method: 'GET', path: '/session', from, session });
    expect((await check()).statusCode).toBe(200);
    api.clock.advance(13 * DAY + 23 * HOUR);
    expect((await check()).statusCode).toBe(200);
    api.clock.advance(59 * MINUTE);
    expect((await check()).statusCode).toBe(200);
    api.clock.advance(MINUTE);
    const expired = await check();
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ message: SESSION_EXPIRED });
    expect(authPolicy.sessions.dealer.absoluteMs).toBe(14 * DAY);
  });
});

describe('POST /api/chat/users/login', () => {
  it('signs a file-tool dealer in: user without password, token and session', async () => {
    const response = await api.call({
      method: 'POST',
      path: '/users/login',
      service: '/api/chat',
      from: freshAddress(),
      headers: { authorization: basic(fileDealer.username, fileDealer.password) },
    });
    expect(response.statusCode).toBe(200);
    const now = api.clock.now().getTime();
    expect(response.json()).toEqual({
      user: {
        id: fileDealer.id,
        dealerNo: 'D-1001',
        email: 'files@mapleleafmotors.example',
        username: 'filedealer',
        name: 'Maple Leaf Motors',
        locale: null,
      },
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      session: {
        id: expect.any(String),
        expiresAt: new Date(now + 12 * HOUR).toISOString(),
        idleExpiresAt: new Date(now + HOUR).toISOString(),
      },
    });
  });

  it.each([
    ['an unknown username', basic('nobody', fileDealer.password), 401],
    ['a wrong password', basic(fileDealer.username, 'wrong-password'), 401],
    ['a lease-quote dealer', basic(dealer.username, dealer.password), 401],
    ['no Authorization header', undefined, 400],
    ['a Bearer header', 'Bearer abc', 400],
  ])('refuses %s', async (_case, authorization, status) => {
    const response = await api.call({
      method: 'POST',
      path: '/users/login',
      service: '/api/chat',
      from: freshAddress(),
      headers: authorization === undefined ? {} : { authorization },
    });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({
      message: status === 401 ? loginFailedMessage() : credentialsRequiredMessage(),
    });
  });
});

describe('GET /api/main/dealers-api-tokens', () => {
  it('gives a signed-in file-tool dealer a chat token, stored hashed and replaced by the next one', async () => {
    const from = freshAddress();
    const session = await api.fileDealerSignIn(from);
    const first = await api.call({ method: 'GET', path: '/dealers-api-tokens', from, session });
    expect(first.statusCode).toBe(200);
    const issued = first.json<{ token: string; id: string }>();
    expect(issued).toEqual({ token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), id: expect.any(String) });
    expect(DealersTokenSchema.safeParse(issued).success).toBe(true);

    const auth = createAuth(api.db, { now: api.clock.now });
    try {
      expect(await dealerOfApiToken(auth, issued, from)).toMatchObject({ id: fileDealer.id });
      expect(
        // One character changed (a token starting with 'x' got 'x' back: one run in 64 passed it).
        await dealerOfApiToken(
          auth,
          {
            id: issued.id,
            token: (issued.token.startsWith('x') ? 'y' : 'x') + issued.token.slice(1),
          },
          from,
        ),
      ).toBeUndefined();

      const second = (await api.call({ method: 'GET', path: '/dealers-api-tokens', from, session })).json<{
        token: string;
        id: string;
      }>();
      expect(second.token).not.toBe(issued.token);
      expect(await dealerOfApiToken(auth, issued, from)).toBeUndefined();
      expect(await dealerOfApiToken(auth, second, from)).toMatchObject({ id: fileDealer.id });

      // Signing out ends the chat token with the session.
      expect((await api.call({ method: 'POST', path: '/logout', from, session })).statusCode).toBe(204);
      expect(await dealerOfApiToken(auth, second, from)).toBeUndefined();
    } finally {
      await auth.close();
    }
  });

  it('is refused to other kinds of session (403) and without a session (401)', async () => {
    const from = freshAddress();
    const dealerSession = await api.dealerSignIn(from);
    expect(
      (await api.call({ method: 'GET', path: '/dealers-api-tokens', from, session: dealerSession }))
        .statusCode,
    ).toBe(403);
    expect((await api.call({ method: 'GET', path: '/dealers-api-tokens', from })).statusCode).toBe(401);
  });
});
