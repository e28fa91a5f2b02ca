// Live sockets after a password change or reset (issue 26 item 7), as someone who had the old
// password would keep them: an open quote socket of another session of the account. These held from
// the start and stay as guards: the socket is told and closed at once, and its session cannot
// connect again.
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { liveEvents, type JoinQuoteAnswer } from '@sfi/domain';
import { demoAccounts } from '../src/seed/demo-accounts.ts';
import { createAudiences } from './support/audiences.ts';
import { createAuthTestApi, type SignedIn } from './support/auth.ts';
import { LOCAL, liveTestServer, refusedHandshake, type LiveClient } from './support/live.ts';

const api = await createAuthTestApi();
await createAudiences(api);
const { origin, live, call, newQuote, close } = await liveTestServer(api);
afterAll(close);

const staff = await api.staffSignIn(LOCAL);
const superAdmin = await api.staffSignIn(LOCAL, 'staffSuperAdmin');

const signIn = async (username: string, password: string): Promise<SignedIn> => {
  const response = await api.call({
    method: 'POST',
    path: '/dealer-login',
    from: LOCAL,
    body: { username, password },
  });
  expect(response.statusCode, response.body).toBe(200);
  const { token, session } = response.json<{ token: string; session: { id: string } }>();
  return { id: session.id, token };
};

/** A new lease-quote dealer (a super admin's call gives it a password), signed in once. */
async function newDealer() {
  const user = `sockets-${randomUUID().slice(0, 8)}`;
  const password = 'the old password 2026';
  const account = await call<{ id: string }>(superAdmin, 'POST', '/dealer-auth', {
    dealerName: demoAccounts.dealer.dealerName,
    user,
    email: `${user}@dealers.example`,
    password,
  });
  return { id: account.id, user, email: `${user}@dealers.example`, password };
}

/** An open socket of `session` in a quote's room, and the promise of its closing. */
async function inRoom(session: SignedIn) {
  const quote = await newQuote(session);
  const client: LiveClient = await live(session);
  const answer: JoinQuoteAnswer = await client.socket
    .timeout(5_000)
    .emitWithAck(liveEvents.joinQuote, { quoteId: quote.id });
  expect(answer.ok).toBe(true);
  const closed = new Promise<string>((resolve) => client.socket.once('disconnect', resolve));
  return { client, closed, before: client.heard.length };
}

describe('the sockets of someone who had the old password', () => {
  it('close at once when the owner changes the password from another session', async () => {
    const dealer = await newDealer();
    const thief = await signIn(dealer.user, dealer.password);
    const owner = await signIn(dealer.user, dealer.password);
    const { client, closed, before } = await inRoom(thief);

    await call(
      owner,
      'PUT',
      '/session/password',
      { currentPassword: dealer.password, newPassword: 'the owner’s new one 2026' },
      204,
    );
    expect(await client.next(liveEvents.sessionEnded, () => true, before)).toEqual({
      message: 'Invalid Session',
    });
    expect(await closed).toBe('io server disconnect');
    expect(await refusedHandshake(origin, thief)).toBe('Invalid Session');
  });

  it('close at once when the owner resets the password with an e-mailed link', async () => {
    const dealer = await newDealer();
    const thief = await signIn(dealer.user, dealer.password);
    const { client, closed, before } = await inRoom(thief);

    const since = api.email.sent.length;
    await call(staff, 'POST', `/dealer-auth/${dealer.id}/password-link`, undefined, 200);
    const token = await vi.waitFor(() => {
      const mail = api.email.sent.slice(since).find((each) => each.to === dealer.email);
      const found = /\?token=([\w-]+)/.exec(mail?.body ?? '')?.[1];
      if (!found) throw new Error('not sent yet');
      return found;
    });
    const used = await api.call({
      method: 'POST',
      path: '/password/link',
      from: LOCAL,
      body: { token, password: 'the owner’s new one 2026' },
    });
    expect(used.statusCode, used.body).toBe(200);
    expect(await client.next(liveEvents.sessionEnded, () => true, before)).toEqual({
      message: 'Invalid Session',
    });
    expect(await closed).toBe('io server disconnect');
    expect(await refusedHandshake(origin, thief)).toBe('Invalid Session');
  });
});
