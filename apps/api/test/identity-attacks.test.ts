// Defects an attack on the running server found in the identity provider (`/oidc`): what a
// browser that signed in before keeps after the password changes, the provider's own pages that
// their policy kept from working, and answers whose timing told which addresses have an account.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setTimeout as sleep } from 'node:timers/promises';
import { clientAccountTokens, outbox } from '../src/db/schema.ts';
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

describe("the client app's sign-out (issue 25, item 9)", () => {
  /** The browser's sign-out at the provider: the end-session request, and the form it answers with. */
  async function endSession(jar: CookieJar, query: Record<string, string>) {
    const answer = await api.app.inject({
      url: `/oidc/session/end?${new URLSearchParams(query)}`,
      headers: { cookie: jar.header() },
    });
    const setCookie = answer.headers['set-cookie'];
    jar.take(setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie]);
    return answer;
  }
  const hidden = (body: string) =>
    Object.fromEntries(
      [...body.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)"\/?>/g)].map(([, name, value]) => [
        name!,
        value!,
      ]),
    );

  it('with its id token and a registered address, ends the provider session in one step: no question', async () => {
    const jar = new CookieJar();
    const tokens = await signInClient(flow(jar), demoClient.email, demoClient.password);
    const page = await endSession(jar, {
      id_token_hint: tokens.id_token,
      post_logout_redirect_uri: `${origin}/`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('Do you want to sign out');
    // The form answers "yes" itself, by a script the page's policy allows by its hash.
    const fields = hidden(page.body);
    expect(fields).toMatchObject({ logout: 'yes', xsrf: expect.any(String) });
    const [script] = inlineScriptHashes(page.body);
    expect(script).toBeDefined();
    expect(String(page.headers['content-security-policy'])).toContain(script!);

    const confirmed = await flow(jar).send({
      method: 'POST',
      url: `${origin}/oidc/session/end/confirm`,
      headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
    jar.take(confirmed.setCookies);
    expect(confirmed.location).toBe(`${origin}/`);
    // The next sign-in asks for the password again.
    expect(await silentSignIn(flow(jar))).toMatch(/\/oidc\/interaction\//);
  });

  it.each([
    [
      'without an id token',
      (_token: string) => ({ client_id: 'sfi-client-app', post_logout_redirect_uri: `${origin}/` }),
    ],
    ['without an address to return to', (token: string) => ({ id_token_hint: token })],
  ])('%s, still asks before it signs the browser out', async (_case, query) => {
    const jar = new CookieJar();
    const tokens = await signInClient(flow(jar), demoClient.email, demoClient.password);
    const page = await endSession(jar, query(tokens.id_token));
    expect(page.body).toContain('Do you want to sign out of your SFI client account?');
    expect(hidden(page.body)).not.toHaveProperty('logout');
  });
});

describe('the reset and sign-up pages take as long whether or not the address has an account', () => {
  // A write that takes far longer than an answer: if the page waits for it, the attacker sees it.
  const slowMs = 1500;

  it('answers a reset request before it writes the link of an existing account', async () => {
    const insert = api.db.insert.bind(api.db);
    const spy = vi.spyOn(api.db, 'insert').mockImplementation(((table: typeof clientAccountTokens) =>
      table === clientAccountTokens
        ? {
            values: async (values: typeof clientAccountTokens.$inferInsert) => {
              await sleep(slowMs);
              return insert(table).values(values);
            },
          }
        : insert(table)) as unknown as typeof api.db.insert);
    try {
      const before = api.email.sent.filter((sent) => sent.to === demoClient.email).length;
      const started = performance.now();
      const answer = await form('/oidc/account/forgot', { email: demoClient.email });
      expect(answer.statusCode).toBe(200);
      expect(performance.now() - started).toBeLessThan(slowMs);
      // The e-mail still goes out.
      await vi.waitFor(
        () => expect(api.email.sent.filter((sent) => sent.to === demoClient.email).length).toBe(before + 1),
        { timeout: 5 * slowMs },
      );
    } finally {
      spy.mockRestore();
    }
  });

  it('answers a sign-up before it writes the account and its e-mail', async () => {
    const insert = api.db.insert.bind(api.db);
    const spy = vi.spyOn(api.db, 'insert').mockImplementation(((table: typeof outbox) =>
      table === outbox
        ? {
            values: (values: typeof outbox.$inferInsert) => ({
              returning: async () => {
                await sleep(slowMs);
                return insert(table).values(values).returning();
              },
            }),
          }
        : insert(table)) as unknown as typeof api.db.insert);
    const email = 'timed.sign-up@example.com';
    try {
      const { go, interaction } = await startSignIn(flow(), { screen_hint: 'signup' });
      const uid = interaction.split('/').at(-1)!;
      const started = performance.now();
      const answer = await go('POST', `/oidc/interaction/${uid}/signup`, {
        name: 'Timed',
        agency: '',
        email,
        password: 'timed-sign-up-1',
      });
      expect(answer.status).toBe(200);
      expect(performance.now() - started).toBeLessThan(slowMs);
      await vi.waitFor(() => expect(api.email.sent.some((sent) => sent.to === email)).toBe(true), {
        timeout: 5 * slowMs,
      });
    } finally {
      spy.mockRestore();
    }
  });
});
