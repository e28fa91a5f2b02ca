// The language kept on a signed-in person's account (issue 29), through @sfi/api-client against the
// real reference server: `auth.setLocale` for a session of the API, `public.setLocale` for a client;
// the session's and `me`'s answers then carry it, for the apps to adopt.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CurrentSessionSchema, MemberSchema, message, type Locale } from '@sfi/domain';
import { ApiError, createApiClient, type SessionHeaders } from '../src/index.ts';
import { signInClient } from './client-sign-in.ts';
import { startReferenceServer, type ReferenceServer } from './reference-server.ts';

const dealer = { username: 'dealer', password: 'dealer-demo-2026' };
const demoClient = { email: 'client@example.com', password: 'client-demo-2026' };

let server: ReferenceServer;
beforeAll(async () => {
  server = await startReferenceServer();
});
afterAll(() => server?.stop());

function client(headers: () => SessionHeaders) {
  return createApiClient({ services: server.services, session: headers });
}

describe('auth.setLocale (PUT /session/locale)', () => {
  it('keeps the signed-in dealer’s language, which their session and next sign-in then carry', async () => {
    let headers: SessionHeaders = {};
    const api = client(() => headers);
    const signedIn = await api.auth.dealerLogin(dealer);
    expect(signedIn.user.locale).toBeNull();
    headers = { sessionToken: signedIn.session.id, authorization: `Bearer ${signedIn.token}` };

    await expect(api.auth.setLocale('fr-CA')).resolves.toBeUndefined();
    const current = await api.auth.current();
    expect(CurrentSessionSchema.parse(current)).toMatchObject({ kind: 'dealer', user: { locale: 'fr-CA' } });
    expect((await api.auth.dealerLogin(dealer)).user.locale).toBe('fr-CA');
  });

  it('fails with the locale field’s error for a language the product does not speak', async () => {
    let headers: SessionHeaders = {};
    const api = client(() => headers);
    const signedIn = await api.auth.dealerLogin(dealer);
    headers = { sessionToken: signedIn.session.id, authorization: `Bearer ${signedIn.token}` };
    const error = await api.auth.setLocale('de-DE' as Locale).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, fieldErrors: { locale: message('validation.locale') } });
  });
});

describe('public.setLocale (PUT /me/locale)', () => {
  it('keeps the client’s language, which me() then carries', async () => {
    const { access_token } = await signInClient(server.origin, demoClient.email, demoClient.password);
    const api = client(() => ({ authorization: `Bearer ${access_token}` }));
    expect((await api.public.me()).locale).toBeNull();
    await expect(api.public.setLocale('fr-CA')).resolves.toBeUndefined();
    const me = await api.public.me();
    expect(MemberSchema.parse(me)).toStrictEqual(me);
    expect(me.locale).toBe('fr-CA');
  });
});
