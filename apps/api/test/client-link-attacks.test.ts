// A client's e-mailed links after the client changed their password (issue 26 item 7), as an
// attacker would use them.
//
// The accounts that sign in on the API end their links not used yet whenever their password is set
// (`setAccountPassword`). A client's did not: a reset link (30 minutes) or a staff member's
// activation link (3 days) still chose the password after the client had changed it on
// `/oidc/account/change`, so whoever saw the mail (a shared or forwarded inbox, a mail archive) took
// the account back from an owner who had just secured it. Now a client's password set by any path
// ends the account's reset and activation links.
import { afterAll, describe, expect, it, vi } from 'vitest';
import { minimumArgon2Cost, PasswordHasher } from '../src/auth/passwords.ts';
import { demoClient, writeDemoClient } from '../src/seed/demo-accounts.ts';
import { createAuthTestApi } from './support/auth.ts';

const api = await createAuthTestApi({ passwords: new PasswordHasher(minimumArgon2Cost) });
await writeDemoClient(api.db);
afterAll(() => api.close());

const form = (url: string, from: string, body: Record<string, string>) =>
  api.app.inject({
    method: 'POST',
    url,
    remoteAddress: from,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(body).toString(),
  });

const linkIn = (to: string, since: number) =>
  vi.waitFor(() => {
    const mail = api.email.sent.slice(since).find((each) => each.to === to);
    const link = /https?:\/\/\S+\/oidc\/account\/reset\?token=[\w-]+/.exec(mail?.body ?? '')?.[0];
    if (!link) throw new Error('not sent yet');
    const url = new URL(link);
    return url.pathname + url.search;
  });

describe('a client’s link after the client changed their password', () => {
  it('a reset link asked for earlier no longer sets the password', async () => {
    const since = api.email.sent.length;
    expect(
      (await form('/oidc/account/forgot', '198.51.100.150', { email: demoClient.email })).statusCode,
    ).toBe(200);
    const link = await linkIn(demoClient.email, since);

    const changed = await form('/oidc/account/change', '198.51.100.151', {
      email: demoClient.email,
      currentPassword: demoClient.password,
      newPassword: 'the owner secured it 2026',
    });
    expect(changed.statusCode).toBe(200);

    expect((await api.app.inject({ url: link, remoteAddress: '198.51.100.152' })).statusCode).toBe(400);
    expect((await form(link, '198.51.100.152', { password: 'taken back by the mail 2026' })).statusCode).toBe(
      400,
    );
  });
});
