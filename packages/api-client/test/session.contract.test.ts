// The shared request rules (spec doc 1 §7, doc 2 §7) and the sign-in calls, made by
// @sfi/api-client against the real reference server and its demo accounts.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CurrentSessionSchema,
  DealerLoginResultSchema,
  DealersTokenSchema,
  FileDealerLoginResultSchema,
  message,
  StaffCodeSentSchema,
  StaffLoginResultSchema,
  VERSION_CHECK_INTERVAL_MS,
} from '@sfi/domain';
import { createApiClient, requestHeaders, type ApiClientConfig, type SessionHeaders } from '../src/index.ts';
import { failure, startReferenceServer, type ReferenceServer } from './reference-server.ts';

const dealer = { username: 'dealer', password: 'dealer-demo-2026' };
const staff = { username: 'admin', password: 'admin-demo-2026' };
const serverBuild = 'build-on-the-server';

let server: ReferenceServer;
beforeAll(async () => {
  server = await startReferenceServer({ BUILD_ID: serverBuild });
});
afterAll(() => server?.stop());

/** A client whose session lives in a plain object, as an app's store would hold it. */
function client(overrides: Partial<ApiClientConfig> = {}) {
  let headers: SessionHeaders = {};
  const onSessionError = vi.fn();
  const api = createApiClient({
    services: server.services,
    session: () => headers,
    onSessionError,
    ...overrides,
  });
  return { api, onSessionError, signIn: (next: SessionHeaders) => (headers = next) };
}

describe('request headers', () => {
  it('sends each session header that has a value, and JSON content except for multipart bodies', () => {
    const session = { sessionToken: 's1', authorization: 'Bearer t1', dealerUsername: 'dealer' };
    expect(requestHeaders(session, { a: 1 })).toEqual({
      Accept: 'application/json',
      // The page's language, in which the server answers (issue 29).
      'Accept-Language': 'en-CA',
      'Content-Type': 'application/json',
      'X-Session-Token': 's1',
      Authorization: 'Bearer t1',
      'X-dealer-username': 'dealer',
    });
    expect(requestHeaders({}, new FormData())).toEqual({
      Accept: 'application/json',
      'Accept-Language': 'en-CA',
    });
  });
});

describe('lease-quote dealer sign-in (doc 1 §7)', () => {
  it('answers token, user, session and appConfig, and the session then works for calls', async () => {
    const { api, signIn } = client();
    const result = await api.auth.dealerLogin(dealer);
    expect(result.token).toEqual(expect.any(String));
    expect(result.user).toMatchObject({ username: 'dealer', dealerName: expect.any(String) });
    expect(result.session.id).toEqual(expect.any(String));
    expect(result.appConfig.mode).toBe('DEALER');
    const days = (Date.parse(result.session.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);

    signIn({ sessionToken: result.session.id, authorization: `Bearer ${result.token}` });
    const current = await api.auth.current();
    expect(current).toMatchObject({ kind: 'dealer', user: { username: 'dealer' } });
    expect(JSON.stringify(current)).not.toMatch(/hash|salt/i);
  });

  it('says "Please try logging in again." for a wrong password, as for an unknown user', async () => {
    const { api } = client();
    const wrong = await failure(api.auth.dealerLogin({ ...dealer, password: 'not-the-password' }));
    const unknown = await failure(api.auth.dealerLogin({ username: 'nobody', password: 'not-the-password' }));
    expect(wrong.status).toBe(401);
    expect(wrong.message).toBe(message('dealer.login.failed'));
    expect([unknown.status, unknown.message]).toEqual([wrong.status, wrong.message]);
  });
});

describe('session errors sign the user out (doc 1 §7)', () => {
  it('reports Missing Session Token when no session is sent', async () => {
    const { api, onSessionError } = client();
    const error = await failure(api.auth.current());
    expect(error.message).toBe('Missing Session Token');
    expect(onSessionError).toHaveBeenCalledWith('Missing Session Token');
  });

  it('reports Invalid Session after the session was revoked by signing out', async () => {
    const { api, signIn, onSessionError } = client();
    const result = await api.auth.dealerLogin(dealer);
    signIn({ sessionToken: result.session.id, authorization: `Bearer ${result.token}` });
    await api.auth.logout();
    const error = await failure(api.auth.current());
    expect(error.message).toBe('Invalid Session');
    expect(onSessionError).toHaveBeenCalledWith('Invalid Session');
  });

  it('does not sign out on other failures', async () => {
    const { api, onSessionError } = client();
    await failure(api.auth.dealerLogin({ ...dealer, password: 'wrong-password' }));
    await failure(api.makes.get('00000000-0000-4000-8000-000000000000'));
    expect(onSessionError).not.toHaveBeenCalled();
  });
});

describe('version check (doc 1 §7: at most every 5 minutes, before the request)', () => {
  it('marks the app outdated when the server serves another build, checking at most every 5 minutes', async () => {
    let now = 1_000_000;
    const versionCalls: string[] = [];
    const onOutdated = vi.fn();
    const countingFetch: typeof fetch = (input, init) => {
      if (String(input instanceof Request ? input.url : input).endsWith('/versions'))
        versionCalls.push('versions');
      return fetch(input, init);
    };
    const { api } = client({
      buildId: 'build-in-the-browser',
      onOutdated,
      now: () => now,
      fetch: countingFetch,
    });
    await api.makes.list();
    await api.makes.list();
    expect(versionCalls).toHaveLength(1);
    expect(onOutdated).toHaveBeenCalledWith(serverBuild);
    now += VERSION_CHECK_INTERVAL_MS - 1;
    await api.makes.list();
    expect(versionCalls).toHaveLength(1);
    now += 1;
    await api.makes.list();
    expect(versionCalls).toHaveLength(2);
  });

  it('stays quiet when the build is the one the server serves', async () => {
    const onOutdated = vi.fn();
    const { api } = client({ buildId: serverBuild, onOutdated });
    await api.makes.list();
    expect(onOutdated).not.toHaveBeenCalled();
  });
});

describe('staff two-factor sign-in (doc 2 §4, §7)', () => {
  it('sends a code, verifies it, and restores the session with the stored code', async () => {
    const { api, signIn } = client();
    const sent = await api.auth.staffRequestCode(staff.username, staff.password);
    expect(sent.verification.phoneLast4).toMatch(/^\d{4}$/);
    signIn({ sessionToken: sent.session.id, authorization: `Bearer ${sent.token}` });
    await vi.waitFor(() => expect(server.lastCode()).toBeDefined());
    const verified = await api.auth.staffVerify(server.lastCode()!);
    expect(verified.session.verificationCode).toBe(server.lastCode());
    expect(verified.user).not.toHaveProperty('hash');
    expect(verified.user.permission).toEqual(expect.any(Array));
    // The verified session is a new one: new id and token; the pending ones stop working.
    expect(verified.session.id).not.toBe(sent.session.id);
    expect(verified.token).not.toBe(sent.token);
    expect((await failure(api.auth.current())).message).toBe('Invalid Session');

    signIn({ sessionToken: verified.session.id, authorization: `Bearer ${verified.token}` });
    const restored = await api.auth.staffVerify(verified.session.verificationCode);
    expect(restored.session.id).toBe(verified.session.id);
    expect((await api.auth.current()).kind).toBe('staff');
  });

  it('refuses the code without the session it belongs to', async () => {
    const { api } = client();
    const sent = await api.auth.staffRequestCode(staff.username, staff.password);
    expect(sent.session.id).toBeTruthy();
    await vi.waitFor(() => expect(server.lastCode()).toBeDefined());
    const error = await failure(api.auth.staffVerify(server.lastCode()!));
    expect(error.message).toBe('Missing Session Token');
  });
});

describe('file-tool dealer sign-in (doc 2 §7)', () => {
  it('signs in on the chat service and gets the dealer token for chat calls', async () => {
    const { api, signIn } = client();
    const result = await api.chatAuth.login('filedealer', 'filedealer-demo-2026');
    expect(result.user).toMatchObject({ username: 'filedealer', name: expect.any(String) });
    expect(JSON.stringify(result)).not.toMatch(/hash|salt/i);
    signIn({ sessionToken: result.session.id, authorization: `Bearer ${result.token}` });
    const dealerToken = await api.auth.dealersApiToken();
    expect(dealerToken).toEqual({ token: expect.any(String), id: expect.any(String) });
  });
});

describe('one wire contract: each answer is exactly its schema in @sfi/domain', () => {
  /** Parsing with the contract drops unknown fields and fills defaults: an answer that survives unchanged has exactly the contract's fields. */
  const exactly = <T>(schema: { parse(value: unknown): T }, answer: T) =>
    expect(schema.parse(answer)).toStrictEqual(answer);

  it('holds for the dealer, file-tool dealer and staff sign-ins and the current session', async () => {
    const dealerClient = client();
    const dealerResult = await dealerClient.api.auth.dealerLogin(dealer);
    exactly(DealerLoginResultSchema, dealerResult);
    dealerClient.signIn({
      sessionToken: dealerResult.session.id,
      authorization: `Bearer ${dealerResult.token}`,
    });
    exactly(CurrentSessionSchema, await dealerClient.api.auth.current());

    const fileDealerClient = client();
    const fileDealerResult = await fileDealerClient.api.chatAuth.login('filedealer', 'filedealer-demo-2026');
    exactly(FileDealerLoginResultSchema, fileDealerResult);
    fileDealerClient.signIn({
      sessionToken: fileDealerResult.session.id,
      authorization: `Bearer ${fileDealerResult.token}`,
    });
    exactly(DealersTokenSchema, await fileDealerClient.api.auth.dealersApiToken());
    exactly(CurrentSessionSchema, await fileDealerClient.api.auth.current());

    const staffClient = client();
    const codeBefore = server.lastCode();
    const sent = await staffClient.api.auth.staffRequestCode(staff.username, staff.password);
    exactly(StaffCodeSentSchema, sent);
    staffClient.signIn({ sessionToken: sent.session.id, authorization: `Bearer ${sent.token}` });
    await vi.waitFor(() => expect(server.lastCode()).not.toBe(codeBefore));
    const verified = await staffClient.api.auth.staffVerify(server.lastCode()!);
    exactly(StaffLoginResultSchema, verified);
    staffClient.signIn({ sessionToken: verified.session.id, authorization: `Bearer ${verified.token}` });
    exactly(CurrentSessionSchema, await staffClient.api.auth.current());
  });
});
