import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuth } from '../src/auth/auth.ts';
import { authPolicy } from '../src/auth/policy.ts';
import {
  SESSION_EXPIRED,
  SESSION_INVALID,
  SESSION_MISSING,
  SESSION_NETWORK_CHANGED,
} from '../src/auth/strings.ts';
import { TOUCH_EVERY_MS } from '../src/auth/sessions.ts';
import { hashToken, TOKEN_BYTES } from '../src/http/tokens.ts';
import { buildApi } from '../src/app.ts';
import { REDACTED_BODY } from '../src/db/outbox.ts';
import { authThrottle, dealerAccounts, fileDealers, outbox, sessions, staffUsers } from '../src/db/schema.ts';
import { demoAccounts } from '../src/seed/demo-accounts.ts';
import {
  createAuthTestApi,
  DAY,
  elsewhere,
  HOUR,
  MINUTE,
  office,
  officeNeighbour,
  SECOND,
  sessionHeaders,
  type AuthTestApi,
  type SignedIn,
} from './support/auth.ts';

let api: AuthTestApi;

beforeAll(async () => {
  api = await createAuthTestApi();
});
afterAll(async () => {
  await api.close();
});

function sessionError(text: string) {
  return { statusCode: 401, error: 'Unauthorized', message: text };
}

const getSession = (session: SignedIn | undefined, from = office, headers: Record<string, string> = {}) =>
  api.call({ method: 'GET', path: '/session', from, ...(session && { session }), headers });

describe('the four session errors', () => {
  it.each<[string, string, (session: SignedIn) => Record<string, string>]>([
    ['no headers at all', SESSION_MISSING, () => ({})],
    ['the session id without the token', SESSION_MISSING, (s) => ({ 'x-session-token': s.id })],
    ['the token without the session id', SESSION_MISSING, (s) => ({ authorization: `Bearer ${s.token}` })],
    [
      'the token without the Bearer scheme',
      SESSION_MISSING,
      (s) => ({ 'x-session-token': s.id, authorization: s.token }),
    ],
    [
      'a Basic header instead of the token',
      SESSION_MISSING,
      (s) => ({ 'x-session-token': s.id, authorization: 'Basic ZGVhbGVyOng=' }),
    ],
    [
      'an unknown session id',
      SESSION_INVALID,
      (s) => sessionHeaders({ id: '00000000-0000-4000-8000-000000000000', token: s.token }),
    ],
    [
      'a session id that is not a uuid',
      SESSION_INVALID,
      (s) => sessionHeaders({ id: 'abc', token: s.token }),
    ],
    ['another token', SESSION_INVALID, (s) => sessionHeaders({ id: s.id, token: 'A'.repeat(43) })],
    [
      'the token hash instead of the token',
      SESSION_INVALID,
      (s) => sessionHeaders({ id: s.id, token: hashToken(s.token) }),
    ],
  ])('%s → %s', async (_case, text, headersFor) => {
    const session = await api.dealerSignIn();
    const response = await api.call({ method: 'GET', path: '/session', headers: headersFor(session) });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(sessionError(text));
  });

  it('a session used with the token of another session → Invalid Session', async () => {
    const one = await api.dealerSignIn();
    const other = await api.dealerSignIn();
    expect((await getSession({ id: one.id, token: other.token })).json()).toEqual(
      sessionError(SESSION_INVALID),
    );
  });

  it('a revoked session (signed out) → Invalid Session', async () => {
    const session = await api.dealerSignIn();
    const logout = await api.call({ method: 'POST', path: '/logout', session });
    expect(logout.statusCode).toBe(204);
    expect(logout.body).toBe('');
    expect((await getSession(session)).json()).toEqual(sessionError(SESSION_INVALID));
    expect((await api.call({ method: 'POST', path: '/logout', session })).json()).toEqual(
      sessionError(SESSION_INVALID),
    );
    const [row] = await api.db.select().from(sessions).where(eq(sessions.id, session.id));
    expect(row?.revokedAt).toEqual(api.clock.now());
  });

  it('past the absolute expiry → Session Expired', async () => {
    const session = await api.dealerSignIn();
    api.clock.advance(14 * DAY);
    expect((await getSession(session)).json()).toEqual(sessionError(SESSION_EXPIRED));
  });

  it('past the idle expiry → Session Expired', async () => {
    const session = await api.fileDealerSignIn();
    api.clock.advance(HOUR - 1);
    expect((await getSession(session)).statusCode).toBe(200);
    api.clock.advance(HOUR - 1);
    expect((await getSession(session)).statusCode).toBe(200);
    api.clock.advance(HOUR);
    expect((await getSession(session)).json()).toEqual(sessionError(SESSION_EXPIRED));
  });

  it('from another network → Network Environment Changed, and the session is revoked', async () => {
    const session = await api.dealerSignIn(office);
    expect((await getSession(session, officeNeighbour)).statusCode).toBe(200);
    expect((await getSession(session, elsewhere)).json()).toEqual(sessionError(SESSION_NETWORK_CHANGED));
    expect((await getSession(session, office)).json()).toEqual(sessionError(SESSION_INVALID));
  });

  it('IPv6: the same /64 is the same network; another /64 is not', async () => {
    const session = await api.dealerSignIn('2001:db8:1:2::10');
    expect((await getSession(session, '2001:db8:1:2:abcd::99')).statusCode).toBe(200);
    expect((await getSession(session, '2001:db8:1:3::10')).json()).toEqual(
      sessionError(SESSION_NETWORK_CHANGED),
    );
  });
});

describe('a session whose account is gone', () => {
  // An API of its own: each case deletes the demo accounts of one kind.
  let other: AuthTestApi;
  beforeAll(async () => {
    other = await createAuthTestApi();
  });
  afterAll(async () => {
    await other.close();
  });

  it.each([
    ['lease-quote dealer', dealerAccounts, () => other.dealerSignIn()],
    ['file-tool dealer', fileDealers, () => other.fileDealerSignIn()],
    ['member of staff', staffUsers, () => other.staffSignIn()],
  ] as const)(
    'of a %s deleted in the database → Invalid Session, and the session ends',
    async (_kind, table, signIn) => {
      const session = await signIn();
      expect((await other.call({ method: 'GET', path: '/session', session })).statusCode).toBe(200);
      await other.db.delete(table);
      const response = await other.call({ method: 'GET', path: '/session', session });
      expect(response.json()).toEqual(sessionError(SESSION_INVALID));
      const [row] = await other.db.select().from(sessions).where(eq(sessions.id, session.id));
      expect(row?.revokedAt).toEqual(other.clock.now());
    },
  );
});

describe('tokens in the database', () => {
  it('are never stored raw: only their SHA-256, and every session has its own', async () => {
    const signedIn = [await api.dealerSignIn(), await api.fileDealerSignIn(), await api.staffSignIn()];
    const rows = await api.db.select().from(sessions);
    const dump = JSON.stringify(rows);
    for (const { id, token } of signedIn) {
      expect(Buffer.from(token, 'base64url')).toHaveLength(TOKEN_BYTES);
      expect(dump).not.toContain(token);
      const row = rows.find((candidate) => candidate.id === id);
      expect(row?.tokenHash).toBe(hashToken(token));
    }
    expect(new Set(rows.map((row) => row.tokenHash)).size).toBe(rows.length);
    expect(new Set(signedIn.map((session) => session.token)).size).toBe(signedIn.length);
  });
});

describe('GET /api/main/session', () => {
  it('answers the user and session of each kind of account, without secrets', async () => {
    const dealer = await getSession(await api.dealerSignIn());
    expect(dealer.statusCode).toBe(200);
    expect(dealer.headers['cache-control']).toBe('no-store');
    expect(dealer.json()).toMatchObject({
      kind: 'dealer',
      user: { id: demoAccounts.dealer.id, dealerName: 'Maple Leaf Motors' },
      session: { expiresAt: expect.any(String), idleExpiresAt: expect.any(String) },
      appConfig: { mode: 'DEALER', dealerStepsEnabled: true },
    });

    const staff = (await getSession(await api.staffSignIn())).json<Record<string, unknown>>();
    expect(staff).toEqual({
      kind: 'staff',
      user: {
        id: demoAccounts.staffAdmin.id,
        name: 'Alex Martin',
        username: 'admin',
        roles: ['LEASE_QUOTES_ADMIN'],
        permission: [],
        // The language the member chose (issue 29): none yet.
        locale: null,
      },
      session: { id: expect.any(String), expiredAt: expect.any(String), idleExpiresAt: expect.any(String) },
    });
  });
});

describe('POST /api/main/session/extend', () => {
  it('moves the idle deadline on, never past the absolute expiry', async () => {
    const session = await api.staffSignIn();
    const start = api.clock.now().getTime();
    let last = '';
    // 25 minutes at a time: each call keeps the 30-minute idle limit from being reached.
    for (let step = 1; step <= 28; step += 1) {
      api.clock.advance(25 * MINUTE);
      const response = await api.call({ method: 'POST', path: '/session/extend', session });
      if (start + step * 25 * MINUTE >= start + 12 * HOUR) {
        expect(response.json()).toEqual(sessionError(SESSION_EXPIRED));
        break;
      }
      expect(response.statusCode).toBe(200);
      const body = response.json<{ session: { idleExpiresAt: string; expiredAt: string } }>();
      const idle = Math.min(api.clock.now().getTime() + 30 * MINUTE, start + 12 * HOUR);
      expect(body.session.idleExpiresAt).toBe(new Date(idle).toISOString());
      expect(body.session.expiredAt).toBe(new Date(start + 12 * HOUR).toISOString());
      last = body.session.idleExpiresAt;
    }
    expect(last).toBe(new Date(start + 12 * HOUR).toISOString());
  });
});

describe('recording a session’s uses', () => {
  it('records a use at most every TOUCH_EVERY_MS, except an explicit extend', async () => {
    const session = await api.staffSignIn();
    const lastUse = async () =>
      (
        await api.db.select({ at: sessions.lastUsedAt }).from(sessions).where(eq(sessions.id, session.id))
      )[0]!.at.getTime();
    const get = () => api.call({ method: 'GET', path: '/session', session });
    api.clock.advance(TOUCH_EVERY_MS);
    await get();
    const recorded = await lastUse();
    expect(recorded).toBe(api.clock.now().getTime());
    api.clock.advance(TOUCH_EVERY_MS - SECOND);
    expect((await get()).statusCode).toBe(200);
    expect(await lastUse()).toBe(recorded);
    const extended = await api.call({ method: 'POST', path: '/session/extend', session });
    expect(await lastUse()).toBe(api.clock.now().getTime());
    expect(extended.json<{ session: { idleExpiresAt: string } }>().session.idleExpiresAt).toBe(
      new Date(api.clock.now().getTime() + 30 * MINUTE).toISOString(),
    );
  });
});

describe('TRUST_PROXY', () => {
  it('takes the client from X-Forwarded-For only when the proxy is trusted', async () => {
    const session = await api.dealerSignIn(office);
    const behind = (trustProxy: false | string[]) =>
      buildApi({ db: api.db, buildId: 'proxy', trustProxy, auth: { now: api.clock.now } });
    const trusted = behind(['10.0.0.0/8']);
    const untrusted = behind(false);
    try {
      const via = (app: typeof trusted, forwardedFor: string) =>
        app.inject({
          method: 'GET',
          url: '/api/main/session',
          remoteAddress: '10.1.2.3',
          headers: { ...sessionHeaders(session), 'x-forwarded-for': forwardedFor },
        });
      expect((await via(trusted, officeNeighbour)).statusCode).toBe(200);
      // Not trusted: the proxy's own address is the client, on another network.
      expect((await via(untrusted, officeNeighbour)).json()).toEqual(sessionError(SESSION_NETWORK_CHANGED));
    } finally {
      await trusted.close();
      await untrusted.close();
    }
  });
});

describe('upkeep', () => {
  it('deletes sessions 30 days after they ended, forgotten throttle keys, and unsent codes', async () => {
    const auth = createAuth(api.db, { now: api.clock.now });
    try {
      const ended = await api.dealerSignIn();
      await api.call({ method: 'POST', path: '/logout', session: ended });
      await api.call({
        method: 'POST',
        path: '/dealer-login',
        from: '192.0.2.250',
        body: { username: 'x', password: 'wrong-password' },
      });
      await auth.outbox.enqueue(api.db, { kind: 'sms', to: '+1', body: 'code 123456', sensitive: true });
      await auth.outbox.close();
      const live = await api.dealerSignIn();

      // Throttle keys are swept once the longest rule forgets them (the e-mail limits: a day).
      const forget = Math.max(...Object.values(authPolicy.throttle).map((rule) => rule.forgetAfterMs));
      api.clock.advance(HOUR);
      await auth.sweep();
      expect(await api.db.select().from(authThrottle)).not.toEqual([]);
      api.clock.advance(forget);
      await auth.sweep();
      expect(await api.db.select().from(authThrottle)).toEqual([]);
      const [unsent] = await api.db.select().from(outbox).where(eq(outbox.to, '+1'));
      expect(unsent?.body).toBe(REDACTED_BODY);
      expect(await api.db.select().from(sessions).where(eq(sessions.id, ended.id))).toHaveLength(1);

      api.clock.advance(30 * DAY);
      await auth.sweep();
      expect(await api.db.select().from(sessions).where(eq(sessions.id, ended.id))).toEqual([]);
      // A dealer session lives 14 days: `live` ended 16 days ago, within the 30 days kept.
      expect(await api.db.select().from(sessions).where(eq(sessions.id, live.id))).toHaveLength(1);
    } finally {
      await auth.close();
    }
  });
});
