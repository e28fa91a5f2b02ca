// Link tokens in the log (issue 26 items 6 and 7): an activation or reset link carries its one-time
// token in the page's query (`/staff/password?token=…`, `/oidc/account/reset?token=…`), and Fastify
// logs each request's URL (at `info`; with `LOG_LEVEL=info`, and with any request whose answer is
// logged as an error at every level). Whoever reads the log could take the account before its owner
// opens the link. The logged URL keeps its path, never its query.
import { Writable } from 'node:stream';
import { afterAll, expect, it } from 'vitest';
import { createTestApi } from './support/api.ts';

let log = '';
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    log += chunk.toString();
    done();
  },
});
const api = await createTestApi({ logger: { level: 'info', stream } });
afterAll(() => api.close());

it.each([
  '/staff/password?token=staff-link-secret-0123456789',
  '/dealer/password?token=dealer-link-secret-0123456789',
  '/oidc/account/reset?token=client-link-secret-0123456789',
  '/oidc/account/confirm?token=client-link-secret-0123456789',
  '/api/main/password/link?token=api-link-secret-0123456789',
])('logs the request to %s by its path, without the token', async (url) => {
  log = '';
  await api.app.inject({ method: 'GET', url });
  const path = url.split('?')[0]!;
  expect(log).toContain(path);
  expect(log).not.toContain('secret-0123456789');
});
