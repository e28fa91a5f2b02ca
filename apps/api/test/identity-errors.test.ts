// Issue 8, defect 1 (the identity provider's own endpoints): failures are answered with a generic
// message and no SQL, values or stack, and the details go to the server's log (without the values
// bound to a failed query); a hostile value never reaches the database as a failed query.
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeEach, expect, it } from 'vitest';
import { createTestApi } from './support/api.ts';

let log = '';
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    log += chunk.toString();
    done();
  },
});
const api = await createTestApi({ logger: { level: 'error', stream } });
afterAll(() => api.close());
beforeEach(() => {
  log = '';
});

const leaks = /select|insert|oidc_models|params|argon2|\.(ts|js):\d+|\/work\//i;

it('answers a hostile code at the token endpoint as a plain OAuth error, never from a failed query', async () => {
  const response = await api.app.inject({
    method: 'POST',
    url: '/oidc/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: 'sfi-client-app',
      code: 'secret-\u0000-code',
      code_verifier: 'v'.repeat(43),
      redirect_uri: 'http://localhost/callback',
    }).toString(),
  });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ error: 'invalid_grant' });
  expect(response.body).not.toMatch(leaks);
  expect(log).toBe('');
});

it("logs a failure inside the provider (its SQL, not its values) and shows a generic page with the identity pages' policy", async () => {
  const state = 'state-not-for-the-log';
  await api.db.execute(sql`alter table oidc_models rename to oidc_models_away`);
  try {
    const response = await api.app.inject({
      url: `/oidc/auth?${new URLSearchParams({
        client_id: 'sfi-client-app',
        redirect_uri: 'http://localhost/callback',
        response_type: 'code',
        scope: 'openid me',
        code_challenge: 'c'.repeat(43),
        code_challenge_method: 'S256',
        state,
      })}`,
    });
    expect(response.statusCode).toBe(500);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).not.toMatch(leaks);
    expect(response.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  } finally {
    await api.db.execute(sql`alter table oidc_models_away rename to oidc_models`);
  }
  expect(log).toContain('oidc_models');
  expect(log).not.toContain(state);
});
