import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApi } from '../src/app.ts';
import { authPolicy, type AuthPolicy } from '../src/auth/policy.ts';
import { codeWrongMessage, loginFailedMessage, tooManyAttemptsMessage } from '../src/auth/strings.ts';
import { authThrottle } from '../src/db/schema.ts';
import { demoAccounts } from '../src/seed/demo-accounts.ts';
import {
  basic,
  createAuthTestApi,
  HOUR,
  SECOND,
  type AuthTestApi,
  type CallOptions,
} from './support/auth.ts';

/**
 * The real limits, except that one client may fail 15 sign-ins and 6 codes (not 50 and 20) before
 * it is slowed down, so the per-client limits are reached in a few calls, and that an account's
 * failures from every client are not limited here: these tests fail the same accounts from many
 * addresses (that limit has its own tests, in account-throttle-attacks.test.ts).
 */
const policy: AuthPolicy = {
  ...authPolicy,
  throttle: {
    ...authPolicy.throttle,
    account: { ...authPolicy.throttle.account, free: 10_000 },
    client: { ...authPolicy.throttle.client, free: 15 },
    codeClient: { ...authPolicy.throttle.codeClient, free: 6 },
  },
};

let api: AuthTestApi;

beforeAll(async () => {
  api = await createAuthTestApi({ policy });
});
afterAll(async () => {
  await api.close();
});

const { dealer, fileDealer, staffAdmin } = demoAccounts;
const free = authPolicy.throttle.accountClient.free;

let nextNetwork = 0;
/** An address on a network no other test uses. */
function freshAddress(): string {
  nextNetwork += 1;
  return `10.${nextNetwork}.0.1`;
}

const dealerLogin = (from: string, password: string, username: string = dealer.username) =>
  api.call({ method: 'POST', path: '/dealer-login', from, body: { username, password } });

function tooMany(response: Awaited<ReturnType<typeof dealerLogin>>): number {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({
    statusCode: 429,
    error: 'Too Many Requests',
    message: tooManyAttemptsMessage(),
  });
  return Number(response.headers['retry-after']);
}

describe('sign-in throttling', () => {
  it('lets 5 failures through, then backs off exponentially, with 429 and Retry-After', async () => {
    const attacker = freshAddress();
    for (let failure = 1; failure <= free; failure += 1)
      expect((await dealerLogin(attacker, `guess-${failure}-123456`)).statusCode).toBe(401);

    const waits: number[] = [];
    for (let round = 0; round < 4; round += 1) {
      // A failure past the free ones is answered 401, and the next attempt must wait.
      expect((await dealerLogin(attacker, `guess-x${round}-123456`)).json()).toMatchObject({
        message: loginFailedMessage(),
      });
      const wait = tooMany(await dealerLogin(attacker, `guess-y${round}-123456`));
      // Even the right password is not checked while blocked.
      expect(tooMany(await dealerLogin(attacker, dealer.password))).toBe(wait);
      waits.push(wait);
      api.clock.advance(wait * SECOND);
    }
    expect(waits).toEqual([1, 2, 4, 8]);

    // Once the wait is over, the right password works and the count starts again.
    expect((await dealerLogin(attacker, dealer.password)).statusCode).toBe(200);
    for (let failure = 1; failure <= free; failure += 1)
      expect((await dealerLogin(attacker, `again-${failure}-123456`)).statusCode).toBe(401);
  });

  it('does not lock the real user out: the owner signs in from another network meanwhile', async () => {
    const attacker = freshAddress();
    for (let failure = 0; failure <= free; failure += 1)
      await dealerLogin(attacker, `guess-${failure}-123456`);
    tooMany(await dealerLogin(attacker, 'another-guess-1'));

    const owner = freshAddress();
    expect((await dealerLogin(owner, dealer.password)).statusCode).toBe(200);
    // Nor other accounts from the attacker's own address (until the per-client limit).
    const response = await api.call({
      method: 'POST',
      path: '/users/login',
      service: '/api/chat',
      from: attacker,
      headers: { authorization: basic(fileDealer.username, fileDealer.password) },
    });
    expect(response.statusCode).toBe(200);
  });

  it('slows down one client trying many accounts (password spraying), with no account to lock', async () => {
    const sprayer = freshAddress();
    const clientFree = policy.throttle.client.free;
    for (let account = 0; account <= clientFree; account += 1)
      expect((await dealerLogin(sprayer, 'Spring2026!', `user-${account}`)).statusCode).toBe(401);
    expect(tooMany(await dealerLogin(sprayer, 'Spring2026!', 'user-next'))).toBe(1);
    // The real dealer elsewhere is unaffected.
    expect((await dealerLogin(freshAddress(), dealer.password)).statusCode).toBe(200);
  });

  it('counts an IPv6 client by its /64', async () => {
    for (let failure = 0; failure <= free; failure += 1)
      await dealerLogin(`2001:db8:77:1::${failure + 1}`, `guess-${failure}-123456`);
    tooMany(await dealerLogin('2001:db8:77:1:ffff::1', 'guess-again-1'));
    expect((await dealerLogin('2001:db8:77:2::1', dealer.password)).statusCode).toBe(200);
  });

  it('treats unknown usernames like real ones (the throttle does not reveal which exist)', async () => {
    const from = freshAddress();
    for (let failure = 0; failure <= free; failure += 1)
      await dealerLogin(from, `guess-${failure}-1234`, 'ghost');
    const unknown = await dealerLogin(from, 'guess-again-1', 'ghost');
    tooMany(unknown);
  });

  it.each<[string, (from: string, password: string) => CallOptions]>([
    [
      'staff password step',
      (from, password) => ({
        method: 'POST',
        path: '/login/sms',
        from,
        headers: { authorization: basic(staffAdmin.username, password) },
      }),
    ],
    [
      'file-tool dealer sign-in',
      (from, password) => ({
        method: 'POST',
        path: '/users/login',
        service: '/api/chat',
        from,
        headers: { authorization: basic(fileDealer.username, password) },
      }),
    ],
  ])('applies to the %s', async (_case, request) => {
    const from = freshAddress();
    for (let failure = 0; failure <= free; failure += 1)
      expect((await api.call(request(from, `guess-${failure}-123456`))).statusCode).toBe(401);
    tooMany(await api.call(request(from, 'guess-again-1')));
  });

  it('holds across a restart, and forgets an hour after the last failure', async () => {
    const from = freshAddress();
    for (let failure = 0; failure <= free; failure += 1) await dealerLogin(from, `guess-${failure}-123456`);
    expect(await api.db.select().from(authThrottle)).not.toHaveLength(0);

    const restarted = buildApi({ db: api.db, buildId: 'restarted', auth: { now: api.clock.now } });
    try {
      const again = await restarted.inject({
        method: 'POST',
        url: '/api/main/dealer-login',
        remoteAddress: from,
        payload: { username: dealer.username, password: dealer.password },
      });
      tooMany(again);
    } finally {
      await restarted.close();
    }

    api.clock.advance(HOUR + SECOND);
    for (let failure = 1; failure <= free; failure += 1)
      expect((await dealerLogin(from, `later-${failure}-123456`)).statusCode).toBe(401);
    expect((await dealerLogin(from, dealer.password)).statusCode).toBe(200);
  });
});

describe('code throttling', () => {
  it('slows down wrong codes from one client across sessions', async () => {
    const from = freshAddress();
    const pendingSession = async () => {
      const response = await api.call({
        method: 'POST',
        path: '/login/sms',
        from,
        headers: { authorization: basic(staffAdmin.username, staffAdmin.password) },
      });
      const body = response.json<{ token: string; session: { id: string } }>();
      return { id: body.session.id, token: body.token };
    };
    const submit = (session: { id: string; token: string }, code: string) =>
      api.call({ method: 'POST', path: '/login', from, session, body: { code } });

    const first = await pendingSession();
    const firstCode = await api.codeFor(first);
    const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let attempt = 0; attempt < 5; attempt += 1) await submit(first, wrong(firstCode));

    const second = await pendingSession();
    const secondCode = await api.codeFor(second);
    expect((await submit(second, wrong(secondCode))).json()).toMatchObject({ message: codeWrongMessage() });
    expect((await submit(second, wrong(secondCode))).json()).toMatchObject({ message: codeWrongMessage() });
    const blocked = await submit(second, secondCode);
    expect(tooMany(blocked)).toBe(1);
    api.clock.advance(SECOND);
    expect((await submit(second, secondCode)).statusCode).toBe(200);
  });
});

describe('a burst of parallel guesses (issue 8, defect 2)', () => {
  it('checks only the free attempts and the one that starts the back-off, and refuses the right password after', async () => {
    const from = '198.51.100.201';
    const guess = (password: string) =>
      api.call({
        method: 'POST',
        path: '/dealer-login',
        from,
        headers: { 'content-type': 'application/json' },
        body: { username: dealer.username, password },
      });
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => guess(`wrong-guess-${i}`)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(free + 1);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40 - free - 1);
    const after = await guess(dealer.password);
    expect(after.statusCode).toBe(429);
    expect(after.json<{ message: string }>().message).toBe(tooManyAttemptsMessage());
    expect(Number(after.headers['retry-after'])).toBeGreaterThan(0);
  });
});
