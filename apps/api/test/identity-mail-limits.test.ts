// Issue 8, defect 5: the identity pages' e-mails (password reset, sign-up confirmation and the
// "you already have an account" note) are limited per address from one client and per client (issue
// 26 item 7: never per address whoever asks, which let anyone hold the owner's mails back), and the
// pages answer
// the same whether the address has an account or not, and whether the limit was reached or not:
// only the outbox stops growing.
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authPolicy } from '../src/auth/policy.ts';
import { outbox } from '../src/db/schema.ts';
import { demoClient, writeDemoClient } from '../src/seed/demo-accounts.ts';
import { createAuthTestApi, type AuthTestApi } from './support/auth.ts';
import { injectSend } from './support/inject-send.ts';
import { startSignIn } from './support/oidc.ts';

let api: AuthTestApi;
const origin = 'http://localhost';

beforeAll(async () => {
  api = await createAuthTestApi();
  await writeDemoClient(api.db);
});
afterAll(() => api.close());

const { mailAddress, mailClient } = authPolicy.throttle;
/** A burst sent at once gets the free e-mails and the one that starts the back-off, no more. */
const perAddress = mailAddress.free + 1;
const perClient = mailClient.free + 1;

let nextClient = 0;
/** A client address no other test uses. */
function freshClient(): string {
  nextClient += 1;
  return `10.${nextClient}.0.1`;
}

const forgot = (email: string, from: string) =>
  api.app.inject({
    method: 'POST',
    url: '/oidc/account/forgot',
    remoteAddress: from,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ email }).toString(),
  });

/** Opens a sign-up page from a client and answers a function that posts the form once. */
async function signUpForm(from: string) {
  const { go, interaction } = await startSignIn({ origin, send: injectSend(api.app, from) });
  const uid = interaction.split('/').at(-1)!;
  return (fields: { name: string; email: string; password: string }) =>
    go('POST', `/oidc/interaction/${uid}/signup`, { agency: '', ...fields });
}

/** E-mails to an address in the outbox (written just after the answer: see `sent`). */
async function outboxTo(address: string): Promise<number> {
  const [row] = await api.db
    .select({ sent: count() })
    .from(outbox)
    .where(and(eq(outbox.kind, 'email'), eq(outbox.to, address)));
  return row?.sent ?? 0;
}

/**
 * Waits until the outbox holds `expected` e-mails to an address: the pages write them right after
 * answering, so that the answer takes as long whether or not the address has an account.
 */
async function sent(address: string, expected: number, before = 0): Promise<void> {
  await vi.waitFor(async () => expect((await outboxTo(address)) - before).toBe(expected));
}

describe('password-reset e-mails', () => {
  it('are limited per address: a parallel burst of 8 sends no more than the free ones and one more', async () => {
    const from = freshClient();
    const before = await outboxTo(demoClient.email);
    const answers = await Promise.all(Array.from({ length: 8 }, () => forgot(demoClient.email, from)));
    for (const answer of answers) expect(answer.statusCode).toBe(200);
    // Every answer is the same page, limited or not.
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    await sent(demoClient.email, perAddress, before);

    // From that client again: nothing more, the same page.
    expect((await forgot(demoClient.email, from)).body).toBe(answers[0]!.body);
    // The owner, from their own address, is not held back by the burst (issue 26 item 7).
    const elsewhere = await forgot(demoClient.email, freshClient());
    expect(elsewhere.body).toBe(answers[0]!.body);
    await sent(demoClient.email, perAddress + 1, before);

    // Once the back-off is over, the burst's client gets an e-mail again.
    api.clock.advance(mailAddress.maxDelayMs);
    await forgot(demoClient.email, from);
    await sent(demoClient.email, perAddress + 2, before);
  });

  it('answers the same for an address without an account, limited or not', async () => {
    const from = freshClient();
    const unknown = 'nobody.at.all@example.com';
    const known = await forgot(demoClient.email, freshClient());
    const answers = await Promise.all(Array.from({ length: 8 }, () => forgot(unknown, from)));
    for (const answer of [known, ...answers]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['retry-after']).toBeUndefined();
    }
    for (const answer of answers)
      expect(answer.body.replaceAll(unknown, 'X')).toBe(known.body.replaceAll(demoClient.email, 'X'));
    expect(await outboxTo(unknown)).toBe(0);
  });
});

describe('sign-up e-mails', () => {
  it('are limited per address: signing a pending address up again and again sends few confirmations', async () => {
    const address = 'signs.up.often@example.com';
    const from = freshClient();
    const forms = await Promise.all(Array.from({ length: 8 }, () => signUpForm(from)));
    const answers = await Promise.all(
      forms.map((post) => post({ name: 'Often', email: address, password: 'often-password-1' })),
    );
    for (const answer of answers) expect(answer.status).toBe(200);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    await sent(address, perAddress);
  });

  it('are limited per address for a confirmed account too (the note to its owner)', async () => {
    api.clock.advance(mailAddress.forgetAfterMs + mailAddress.maxDelayMs);
    const before = await outboxTo(demoClient.email);
    const from = freshClient();
    const forms = await Promise.all(Array.from({ length: 8 }, () => signUpForm(from)));
    const answers = await Promise.all(
      forms.map((post) => post({ name: 'Someone', email: demoClient.email, password: 'someone-password-1' })),
    );
    for (const answer of answers) expect(answer.status).toBe(200);
    await sent(demoClient.email, perAddress, before);
  });

  it('are limited per client: one client signing many addresses up gets few e-mails out', async () => {
    const from = freshClient();
    const addresses = Array.from({ length: perClient + 4 }, (_, at) => `many.${at}@example.com`);
    const answers = [];
    for (const email of addresses) {
      const post = await signUpForm(from);
      answers.push(await post({ name: 'Many', email, password: 'many-password-1' }));
    }
    for (const [at, answer] of answers.entries()) {
      expect(answer.status).toBe(200);
      expect(answer.body.replaceAll(addresses[at]!, 'X')).toBe(
        answers[0]!.body.replaceAll(addresses[0]!, 'X'),
      );
    }
    await vi.waitFor(async () => {
      let total = 0;
      for (const email of addresses) total += await outboxTo(email);
      expect(total).toBe(perClient);
    });
    // Other clients are not held up by this one.
    const post = await signUpForm(freshClient());
    await post({ name: 'Other', email: 'other.client@example.com', password: 'other-password-1' });
    await sent('other.client@example.com', 1);
  });
});
