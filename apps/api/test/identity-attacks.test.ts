// Defects an attack on the running server found in the identity provider (`/oidc`): what a
// browser that signed in before keeps after the password changes, and the provider's own pages
// that their policy kept from working.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { inlineScriptHashes } from '../src/http/security-headers.ts';
import { demoClient, writeDemoClient } from '../src/seed/demo-accounts.ts';
import { createAuthTestApi, type AuthTestApi } from './support/auth.ts';
import { injectSend } from './support/inject-send.ts';
import { CookieJar, signInClient, startSignIn, type FlowOptions } from './support/oidc.ts';

let api: AuthTestApi;
const origin = 'http://localhost';

beforeAll(async () => {
  api = await createAuthTestApi();
  await writeDemoClient(api.db);
});
afterAll(() => api.close());

let nextHost = 1;
function flow(jar = new CookieJar()): FlowOptions {
  nextHost += 1;
  return { origin, send: injectSend(api.app, `192.0.2.${nextHost}`), jar };
}

const form = (url: string, body: Record<string, string>) =>
  api.app.inject({
    method: 'POST',
    url,
    remoteAddress: '198.51.100.90',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(body).toString(),
  });

/**
 * Where a new authorization request of a browser ends: the app's callback with a code when the
 * provider still knows who the browser is (no password asked), else the sign-in page.
 */
async function silentSignIn(options: FlowOptions): Promise<string> {
  const { go, interaction } = await startSignIn(options);
  let next = interaction;
  for (let hops = 0; hops < 8 && !next.includes('/callback'); hops += 1) {
    const answer = await go('GET', next);
    if (!answer.location) return next;
    next = answer.location;
  }
  return next;
}

describe('a new password ends the sign-ins made with the old one', () => {
  it('a browser signed in before a password change must sign in again', async () => {
    const email = demoClient.email;
    const jar = new CookieJar();
    await signInClient(flow(jar), email, demoClient.password);
    // Baseline: the browser's provider session answers a new sign-in without a password.
    expect(await silentSignIn(flow(jar))).toMatch(/\/callback\?code=/);

    const changed = await form('/oidc/account/change', {
      email,
      currentPassword: demoClient.password,
      newPassword: 'changed-after-theft-1',
    });
    expect(changed.statusCode).toBe(200);
    expect(await silentSignIn(flow(jar))).toMatch(/\/oidc\/interaction\//);

    // Put the demo password back for the other tests.
    const back = await form('/oidc/account/change', {
      email,
      currentPassword: 'changed-after-theft-1',
      newPassword: demoClient.password,
    });
    expect(back.statusCode).toBe(200);
  });

  it('a browser signed in before a password reset (account recovery) must sign in again', async () => {
    const email = demoClient.email;
    const jar = new CookieJar();
    await signInClient(flow(jar), email, demoClient.password);
    expect(await silentSignIn(flow(jar))).toMatch(/\/callback\?code=/);

    expect((await form('/oidc/account/forgot', { email })).statusCode).toBe(200);
    const link = await vi.waitFor(() => {
      const mail = api.email.sent.filter((sent) => sent.to === email).at(-1);
      const found = mail && /https?:\/\/\S+\/oidc\/account\/reset\?token=[\w-]+/.exec(mail.body)?.[0];
      if (!found) throw new Error('no e-mail yet');
      return new URL(found);
    });
    const reset = await form(link.pathname + link.search, { password: demoClient.password });
    expect(reset.statusCode).toBe(200);
    expect(await silentSignIn(flow(jar))).toMatch(/\/oidc\/interaction\//);
  });
});

describe("the provider's own pages", () => {
  it('a sign-out without a provider session may run the self-submitting form the provider sends (else a blank page)', async () => {
    const query = new URLSearchParams({
      client_id: 'sfi-client-app',
      post_logout_redirect_uri: `${origin}/`,
    });
    const response = await api.app.inject({ url: `/oidc/session/end?${query}` });
    expect(response.statusCode).toBe(200);
    const scripts = inlineScriptHashes(response.body);
    expect(scripts).toHaveLength(1);
    const policy = String(response.headers['content-security-policy']);
    const scriptSources = /(?:^|;)\s*script-src ([^;]*)/.exec(policy)?.[1]?.split(/\s+/) ?? [];
    expect(scriptSources).toEqual(expect.arrayContaining(scripts));
    // Only those scripts: no file, no inline script but that one.
    for (const source of scriptSources) expect(source).toMatch(/^'sha256-[\w+/]+=*'$/);
  });
});
