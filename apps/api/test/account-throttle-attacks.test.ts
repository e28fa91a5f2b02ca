// Issue 26, item 13: anyone with a staff password could have unlimited SMS codes sent (each sign-in
// sends one, across sessions), and password throttling was per address only: ten addresses, five
// guesses each, got no 429 at all. Codes are capped per account per hour, from the stored codes (so
// across processes), and an account guessed at from many clients is slowed down, with a log entry.
import { Writable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApi } from '../src/app.ts';
import { authPolicy } from '../src/auth/policy.ts';
import { codeAccountLimit, loginFailedMessage, tooManyAttemptsMessage } from '../src/auth/strings.ts';
import { outbox } from '../src/db/schema.ts';
import { demoAccounts } from '../src/seed/demo-accounts.ts';
import { basic, createAuthTestApi, HOUR, SECOND, type AuthTestApi } from './support/auth.ts';

let log = '';
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    log += chunk.toString();
    done();
  },
});

let api: AuthTestApi;
beforeAll(async () => {
  api = await createAuthTestApi({}, { logger: { level: 'warn', stream } });
});
afterAll(async () => {
  await api.close();
});

const { dealer, staffAdmin, staffSuperAdmin, fileDealer } = demoAccounts;
const maxCodes = authPolicy.codes.maxUnusedPerAccountPerHour;
const accountFree = authPolicy.throttle.account.free;

let nextNetwork = 0;
/** An address on a network no other attempt uses: the per-client counters never see it twice. */
function freshAddress(): string {
  nextNetwork += 1;
  return `10.${Math.floor(nextNetwork / 250)}.${nextNetwork % 250}.1`;
}

const passwordStep = (username: string, password: string, from = freshAddress()) =>
  api.call({
    method: 'POST',
    path: '/login/sms',
    from,
    headers: { authorization: basic(username, password) },
  });

/** The SMS written to the outbox for this phone (delivered or not, by whichever process). */
const smsTo = async (phone: string) =>
  (
    await api.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'sms'), eq(outbox.to, phone)))
  ).length;
const phoneOf = async (username: string) =>
  (await api.db.query.staffUsers.findFirst({ where: (row, { eq }) => eq(row.username, username) }))!.phone;

// Each test checks dozens of passwords at the real Argon2 cost: more than the default on a busy machine.
describe('SMS codes per account (issue 26, item 13)', { timeout: 180_000 }, () => {
  it(`sends at most ${maxCodes} codes an hour to one account, across sign-ins from anywhere`, async () => {
    const phone = await phoneOf(staffSuperAdmin.username);
    const before = await smsTo(phone);
    const answers = [];
    for (let signIn = 0; signIn < maxCodes + 3; signIn += 1)
      answers.push(await passwordStep(staffSuperAdmin.username, staffSuperAdmin.password));
    expect(answers.slice(0, maxCodes).map((answer) => answer.statusCode)).toEqual(
      Array.from({ length: maxCodes }, () => 200),
    );
    for (const refused of answers.slice(maxCodes)) {
      expect(refused.statusCode).toBe(429);
      expect(refused.json<{ message: string }>().message).toBe(codeAccountLimit(60));
      expect(Number(refused.headers['retry-after'])).toBe(3600);
    }
    expect((await smsTo(phone)) - before).toBe(maxCodes);

    // Half an hour on, still refused, saying how long is left; an hour after the codes, they may go again.
    api.clock.advance(HOUR / 2);
    const later = await passwordStep(staffSuperAdmin.username, staffSuperAdmin.password);
    expect(later.json<{ message: string }>().message).toBe(codeAccountLimit(30));
    api.clock.advance(HOUR / 2 + SECOND);
    expect((await passwordStep(staffSuperAdmin.username, staffSuperAdmin.password)).statusCode).toBe(200);
    api.clock.advance(HOUR + SECOND);
  });

  it('does not count the codes the owner used: signing in with them, again and again, goes on', async () => {
    for (let signIn = 0; signIn < maxCodes + 2; signIn += 1) await api.staffSignIn(freshAddress());
  });

  it('counts resends with sign-ins, and parallel sign-ins through two processes one at a time', async () => {
    const phone = await phoneOf(staffAdmin.username);
    const before = await smsTo(phone);
    const second = buildApi({ db: api.db, buildId: 'second-process', auth: { now: api.clock.now } });
    try {
      const addresses = Array.from({ length: maxCodes + 4 }, freshAddress);
      const answers = await Promise.all(
        addresses.map((from, i) =>
          (i % 2 ? second : api.app).inject({
            method: 'POST',
            url: '/api/main/login/sms',
            remoteAddress: from,
            headers: { authorization: basic(staffAdmin.username, staffAdmin.password) },
          }),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(maxCodes);
      expect(statuses.filter((status) => status === 429)).toHaveLength(4);

      // A resend on a session that has sent only one code is refused too: the account's hour is full.
      const index = statuses.indexOf(200);
      const ok = answers[index]!.json<{ token: string; session: { id: string } }>();
      api.clock.advance(31 * SECOND);
      const resend = await api.call({
        method: 'POST',
        path: '/login/sms/resend',
        from: addresses[index]!,
        session: { id: ok.session.id, token: ok.token },
      });
      expect(resend.statusCode).toBe(429);
      expect(resend.json<{ message: string }>().message).toMatch(/in the last hour/);
    } finally {
      await second.close();
    }
    expect((await smsTo(phone)) - before).toBe(maxCodes);
    api.clock.advance(HOUR + SECOND);
  });
});

describe(
  'password guesses for one account from many clients (issue 26, item 13)',
  { timeout: 180_000 },
  () => {
    it.each([
      [
        'staff',
        (from: string, password: string) => passwordStep(staffAdmin.username, password, from),
        `staff:${staffAdmin.username}`,
      ],
      [
        'lease-quote dealer',
        (from: string, password: string) =>
          api.call({
            method: 'POST',
            path: '/dealer-login',
            from,
            body: { username: dealer.username, password },
          }),
        `dealer:${dealer.username}`,
      ],
      [
        'file-tool dealer',
        (from: string, password: string) =>
          api.call({
            method: 'POST',
            path: '/users/login',
            service: '/api/chat',
            from,
            headers: { authorization: basic(fileDealer.username, password) },
          }),
        `file-dealer:${fileDealer.username}`,
      ],
    ])(
      'slows a %s account down past a count of failures from anywhere, and logs it',
      async (_kind, guess, account) => {
        const statuses: number[] = [];
        // Ten addresses, five guesses each: every address stays within its own free failures.
        for (let address = 0; address < 10; address += 1) {
          const from = freshAddress();
          for (let attempt = 0; attempt < 5; attempt += 1)
            statuses.push((await guess(from, `guess-${address}-${attempt}-x`)).statusCode);
        }
        expect(statuses.slice(0, accountFree + 1).every((status) => status === 401)).toBe(true);
        expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);

        // The account is slowed down from a new address too, whatever the password...
        const blocked = await guess(freshAddress(), 'another-guess-1');
        expect(blocked.statusCode).toBe(429);
        expect(blocked.json<{ message: string }>().message).toBe(tooManyAttemptsMessage());
        expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

        // ...and the start of it is on the record, once, naming the account.
        const entries = log
          .split('\n')
          .filter((line) => line.includes(`"throttle":"sign-in:${account}@*"`))
          .map((line) => JSON.parse(line) as { level: number; msg: string; failures: number });
        expect(entries).toEqual([
          expect.objectContaining({
            level: 40,
            msg: 'sign-in slowed down for an account failing from many clients',
            failures: accountFree + 1,
          }),
        ]);

        // Once the wait is over, a wrong password is still a plain 401 (slowed, never locked).
        api.clock.advance(authPolicy.throttle.account.maxDelayMs + SECOND);
        expect((await guess(freshAddress(), 'guess-after-wait')).json<{ message: string }>().message).toBe(
          loginFailedMessage(),
        );
        api.clock.advance(HOUR + SECOND);
      },
    );
  },
);
