// Issue 29: the identity provider's error page speaks the catalogue's words (which have their
// French), never oidc-provider's own English descriptions ("unrecognized route or not allowed
// method", "oops! something went wrong").
import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { idpMessage, message } from '@sfi/domain';
import { escapeHtml } from '../src/oidc/pages.ts';
import { createTestApi } from './support/api.ts';

const api = await createTestApi();
afterAll(() => api.close());

const authorize = (params: Record<string, string>) => `/oidc/auth?${new URLSearchParams(params)}`;
const valid = {
  client_id: 'sfi-client-app',
  redirect_uri: 'http://localhost/callback',
  response_type: 'code',
  scope: 'openid me',
  code_challenge: 'c'.repeat(43),
  code_challenge_method: 'S256',
  state: 'some-state',
};

/** The one paragraph of the error page, after its heading. */
const paragraphOf = (html: string) => /<\/h1>\s*<p>([^<]*)<\/p>/.exec(html)?.[1];

it.each<[string, string, number]>([
  ['an unknown client', authorize({ ...valid, client_id: 'nobody' }), 400],
  [
    'a redirect address the client did not register',
    authorize({ ...valid, redirect_uri: 'https://evil.example/cb' }),
    400,
  ],
  ['no client at all', authorize({ response_type: 'code' }), 400],
])('%s: the page says the request is not valid, in the catalogue’s words', async (_, url, status) => {
  const response = await api.app.inject({ url });
  expect(response.statusCode).toBe(status);
  expect(response.body).toContain(`<h1>${escapeHtml(idpMessage('idp.error.title'))}</h1>`);
  expect(paragraphOf(response.body)).toBe(escapeHtml(idpMessage('idp.error.request')));
  expect(response.body).toContain(`<a href="/client/login">${escapeHtml(idpMessage('idp.signIn'))}</a>`);
});

it('a failure inside the provider says it is on our end', async () => {
  await api.db.execute(sql`alter table oidc_models rename to oidc_models_away`);
  try {
    const response = await api.app.inject({ url: authorize(valid) });
    expect(response.statusCode).toBe(500);
    expect(paragraphOf(response.body)).toBe(escapeHtml(message('error.ourEnd')));
  } finally {
    await api.db.execute(sql`alter table oidc_models_away rename to oidc_models`);
  }
});
