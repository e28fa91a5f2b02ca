// Account pre-hijacking through sign-up (found by a security test, confirmed on a live server): an
// attacker signed up with the victim's address and the attacker's own password; when the victim
// later signed up and followed a confirmation link from their inbox, the account was confirmed
// with the attacker's password (the pending account kept the first sign-up's details, and they
// never expired). Now a sign-up's details belong to its own link, confirming a link asks for the
// password chosen with it, links expire, and confirming cancels the account's other links.
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { idpMessage, message } from '@sfi/domain';
import { createAuth } from '../src/auth/auth.ts';
import { clientAccounts, clientAccountTokens } from '../src/db/schema.ts';
import { createAuthTestApi, DAY, type AuthTestApi } from './support/auth.ts';
import { injectSend } from './support/inject-send.ts';
import { signInClient, startSignIn, type FlowOptions } from './support/oidc.ts';

let api: AuthTestApi;
const origin = 'http://localhost';

beforeAll(async () => {
  api = await createAuthTestApi();
});
afterAll(() => api.close());

let nextHost = 1;
/** A client address no other call of this file uses, so throttling never mixes them up. */
function host(): string {
  nextHost += 1;
  return `192.0.2.${nextHost}`;
}
function flow(): FlowOptions {
  return { origin, send: injectSend(api.app, host()) };
}

/** Signs an address up through the sign-up page, as a browser would. */
async function signUp(email: string, name: string, password: string): Promise<void> {
  const { go, interaction } = await startSignIn(flow(), { screen_hint: 'signup' });
  const uid = interaction.split('/').at(-1)!;
  const answer = await go('POST', `/oidc/interaction/${uid}/signup`, { name, agency: '', email, password });
  expect(answer.status).toBe(200);
}

/** Every confirmation link e-mailed to an address, oldest first, once `count` of them are there. */
async function confirmLinks(to: string, count: number): Promise<string[]> {
  return vi.waitFor(() => {
    const links = api.email.sent
      .filter((sent) => sent.to === to)
      .flatMap((sent) => /https?:\/\/\S+\/oidc\/account\/confirm\?token=[\w-]+/.exec(sent.body)?.[0] ?? []);
    if (links.length < count) throw new Error(`${links.length} of ${count} links so far`);
    return links.map((link) => {
      const url = new URL(link);
      return url.pathname + url.search;
    });
  });
}

const openLink = (link: string) => api.app.inject({ url: link, remoteAddress: host() });
const confirm = (link: string, password: string, from = host()) =>
  api.app.inject({
    method: 'POST',
    url: link,
    remoteAddress: from,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ password }).toString(),
  });

async function accountOf(email: string) {
  const [row] = await api.db.select().from(clientAccounts).where(eq(clientAccounts.emailKey, email));
  return row;
}

const html = (text: string) => text.replaceAll("'", '&#39;');

describe('account pre-hijacking through sign-up', () => {
  const victim = { email: 'victim@example.com', name: 'Val Victim', password: 'victim-own-password' };
  const attacker = { name: 'Mal Attacker', password: 'attacker-password-1' };

  it("the victim confirms with their own password: their password and name count, the attacker's never", async () => {
    // The attacker signs the victim's address up first, the victim afterwards; both links land in
    // the victim's inbox, the attacker's first.
    await signUp(victim.email, attacker.name, attacker.password);
    await signUp(victim.email, victim.name, victim.password);
    const [attackersLink, victimsLink] = await confirmLinks(victim.email, 2);

    // Nothing of either sign-up is on the account before a link is confirmed.
    const pending = await accountOf(victim.email);
    expect(pending).toMatchObject({ passwordHash: null, name: null, emailVerifiedAt: null });
    await expect(signInClient(flow(), victim.email, attacker.password)).rejects.toThrow();

    // Opening a link changes nothing (a mail scanner may open it): it asks for the password.
    const opened = await openLink(victimsLink!);
    expect(opened.statusCode).toBe(200);
    expect(opened.body).toContain('<label for="field-password">');
    expect(opened.body).toContain('type="password"');
    expect((await accountOf(victim.email))!.emailVerifiedAt).toBeNull();

    // The attacker's link with the victim's password: refused, nothing changes, the link stays.
    const wrongLink = await confirm(attackersLink!, victim.password);
    expect(wrongLink.statusCode).toBe(401);
    expect(wrongLink.body).toContain(html(idpMessage('idp.confirm.failed')));
    expect(wrongLink.body).toContain('aria-invalid="true"');
    expect(wrongLink.body).not.toContain(victim.password);
    expect(await accountOf(victim.email)).toMatchObject({ passwordHash: null, emailVerifiedAt: null });
    expect((await openLink(attackersLink!)).statusCode).toBe(200);

    // The victim's link with the attacker's password: refused too.
    expect((await confirm(victimsLink!, attacker.password)).statusCode).toBe(401);
    expect(await accountOf(victim.email)).toMatchObject({ passwordHash: null, emailVerifiedAt: null });

    // The victim's link with the victim's password: confirmed with the victim's details.
    const confirmed = await confirm(victimsLink!, victim.password);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain(idpMessage('idp.confirm.done'));
    const account = await accountOf(victim.email);
    expect(account).toMatchObject({ name: victim.name, agency: null });
    expect(account!.emailVerifiedAt).not.toBeNull();

    await signInClient(flow(), victim.email, victim.password);
    await expect(signInClient(flow(), victim.email, attacker.password)).rejects.toThrow(/401/);

    // Confirmation cancelled the account's other links: the attacker's is dead, even with its
    // own password, and both links are used up.
    expect((await openLink(attackersLink!)).statusCode).toBe(400);
    expect((await confirm(attackersLink!, attacker.password)).statusCode).toBe(400);
    expect((await confirm(victimsLink!, victim.password)).statusCode).toBe(400);
    await expect(signInClient(flow(), victim.email, attacker.password)).rejects.toThrow(/401/);
    // No sign-up details are kept on a link once it is used or cancelled.
    const kept = await api.db
      .select()
      .from(clientAccountTokens)
      .where(
        and(eq(clientAccountTokens.accountId, account!.id), isNotNull(clientAccountTokens.passwordHash)),
      );
    expect(kept).toEqual([]);
  });

  it('a sign-up answers no link: the only one goes to the address', async () => {
    const address = 'second.victim@example.com';
    const before = api.email.sent.length;
    const { go, interaction } = await startSignIn(flow(), { screen_hint: 'signup' });
    const uid = interaction.split('/').at(-1)!;
    const answer = await go('POST', `/oidc/interaction/${uid}/signup`, {
      name: attacker.name,
      agency: '',
      email: address,
      password: attacker.password,
    });
    expect(answer.body).not.toMatch(/token=/);
    await confirmLinks(address, 1);
    expect(api.email.sent.slice(before).map((sent) => sent.to)).toEqual([address]);
  });
});

describe('the confirmation form', () => {
  it('is an identity page: its policy, no-store, escaped, and plain-text validation keeps the link usable', async () => {
    const email = 'form.checks@example.com';
    await signUp(email, 'Form Checks', 'form-checks-password');
    const [link] = await confirmLinks(email, 1);

    const opened = await openLink(link!);
    expect(opened.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(opened.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    expect(opened.headers['cache-control']).toBe('no-store');
    expect(opened.headers['referrer-policy']).toBe('no-referrer');
    expect(opened.body).toContain('autocomplete="current-password"');
    expect(opened.body).toContain(`method="post" action="/oidc/account/confirm?token=`);

    const nul = await confirm(link!, 'form-checks\u0000password');
    expect(nul.statusCode).toBe(400);
    expect(nul.body).toContain(message('validation.text.characters'));
    expect(nul.body).not.toMatch(/argon2|select|client_account/i);
    const empty = await confirm(link!, '');
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('aria-invalid="true"');

    expect((await confirm(link!, 'form-checks-password')).statusCode).toBe(200);
    await signInClient(flow(), email, 'form-checks-password');
  });

  it('is throttled like the sign-in form: guessing the password of a link is slowed down', async () => {
    const email = 'guessed.link@example.com';
    await signUp(email, 'Guessed', 'guessed-link-password');
    const [link] = await confirmLinks(email, 1);
    const from = host();
    const statuses: number[] = [];
    let last = await confirm(link!, 'guess-0-password', from);
    for (let attempt = 0; attempt < 7; attempt += 1) {
      last = await confirm(link!, `guess-${attempt}-password`, from);
      statuses.push(last.statusCode);
    }
    expect(statuses.slice(0, 4)).toEqual([401, 401, 401, 401]);
    expect(statuses.at(-1)).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    expect(last.body).toContain(html(idpMessage('idp.error.tooMany')));
    // Even the right password waits out the back-off from that client; the link is still there.
    expect((await confirm(link!, 'guessed-link-password', from)).statusCode).toBe(429);
    expect((await accountOf(email))!.emailVerifiedAt).toBeNull();
    expect((await confirm(link!, 'guessed-link-password')).statusCode).toBe(200);
  });

  it('answers a sign-in with the password of a pending sign-up that the address is not confirmed yet', async () => {
    const email = 'not.yet.confirmed@example.com';
    await signUp(email, 'Not Yet', 'not-yet-password-1');
    await confirmLinks(email, 1);
    await expect(signInClient(flow(), email, 'not-yet-password-1')).rejects.toThrow(/403/);
    await expect(signInClient(flow(), email, 'another-password-1')).rejects.toThrow(/401/);
  });
});

describe('pending sign-ups expire', () => {
  it('a link and its details are gone after the link lifetime (24 hours)', async () => {
    const email = 'too.late@example.com';
    await signUp(email, 'Too Late', 'too-late-password');
    const [link] = await confirmLinks(email, 1);
    const account = await accountOf(email);
    // Still good just before the end.
    api.clock.advance(DAY - 60_000);
    expect((await openLink(link!)).statusCode).toBe(200);
    api.clock.advance(120_000);
    expect((await openLink(link!)).statusCode).toBe(400);
    expect((await confirm(link!, 'too-late-password')).statusCode).toBe(400);
    expect((await accountOf(email))!.emailVerifiedAt).toBeNull();
    await expect(signInClient(flow(), email, 'too-late-password')).rejects.toThrow(/401/);

    // The upkeep deletes expired links with what they held.
    const upkeep = createAuth(api.db, { now: api.clock.now });
    try {
      await upkeep.sweep();
    } finally {
      await upkeep.close();
    }
    const left = await api.db
      .select()
      .from(clientAccountTokens)
      .where(eq(clientAccountTokens.accountId, account!.id));
    expect(left).toEqual([]);

    // Signing up again works as new: a new link with the new details.
    await signUp(email, 'On Time', 'on-time-password-1');
    const links = await confirmLinks(email, 2);
    expect((await confirm(links.at(-1)!, 'on-time-password-1')).statusCode).toBe(200);
    await signInClient(flow(), email, 'on-time-password-1');
    expect(await accountOf(email)).toMatchObject({ name: 'On Time' });
  });
});
