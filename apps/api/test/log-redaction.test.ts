// Issue 8, defect 4: a failed query is logged without its bind values (password hashes, e-mails,
// throttle keys), through the server's own logger and error handler.
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { createTestApi } from './support/api.ts';

let log = '';
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    log += chunk.toString();
    done();
  },
});
const api = await createTestApi({ logger: { level: 'error', stream } });
const secret = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0LXNhbHQ$not-for-the-log';
api.app.get('/failing-query', async () => {
  await api.db.execute(sql`select * from no_such_table where password_hash = ${secret}`);
  return {};
});
afterAll(() => api.close());

it('logs the failure, its SQL and its cause, but never the values bound to it', async () => {
  const response = await api.app.inject({ url: '/failing-query' });
  expect(response.statusCode).toBe(500);
  expect(response.body).not.toContain('no_such_table');
  expect(log).toContain('no_such_table');
  expect(log).toContain('params: [redacted]');
  expect(log).not.toContain('not-for-the-log');
});
