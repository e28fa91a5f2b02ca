// Issue 28, Operations: structured JSON logs (pino, through Fastify) whose every line of a request
// carries its id: the proxy's `X-Request-Id` when it is a sound one (1–64 of [A-Za-z0-9._-]), else
// a new one; the answer carries it back. Secrets never reach the log, whatever a caller sends.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApi } from '../src/app.ts';
import { redactedPaths } from '../src/http/log.ts';
import { demoAccounts, writeDemoAccounts } from '../src/seed/demo-accounts.ts';
import { createTestDatabase, type TestDatabase } from './support/database.ts';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let database: TestDatabase;
let app: ReturnType<typeof buildApi>;
let log = '';
const lines = () =>
  log
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);

beforeAll(async () => {
  database = await createTestDatabase();
  await writeDemoAccounts(database.database.db);
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      log += chunk.toString();
      done();
    },
  });
  app = buildApi({ buildId: 'ops-logs', db: database.database.db, logger: { level: 'info', stream } });
  // What a careless route might log: the request's headers and body as they came.
  app.post('/careless', async (request) => {
    request.log.info({ headers: request.headers, body: request.body }, 'careless');
    return {};
  });
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

describe('the request id', () => {
  it('is the proxy’s X-Request-Id: on every log line of the request, and on the answer', async () => {
    log = '';
    const id = 'f3a9c2d4e5b6a7980123456789abcdef';
    const response = await app.inject({
      method: 'GET',
      url: '/api/main/makes',
      headers: { 'x-request-id': id },
    });
    expect(response.headers['x-request-id']).toBe(id);
    const mine = lines().filter((line) => line.reqId === id);
    expect(mine.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    expect(mine[1]).toMatchObject({ res: { statusCode: 200 }, responseTime: expect.any(Number) as number });
  });

  it('is a new UUID when there is none, or it is not one the log may carry as it is', async () => {
    for (const given of [
      undefined,
      '',
      'a'.repeat(65),
      'has space',
      '<script>alert(1)</script>',
      '{"level":60}',
      'id\u00e9',
      'line%0Abreak',
    ]) {
      log = '';
      const response = await app.inject({
        method: 'GET',
        url: '/healthz',
        headers: given === undefined ? {} : { 'x-request-id': given },
      });
      const answered = String(response.headers['x-request-id']);
      expect(answered, given).toMatch(uuid);
      if (given) expect(log).not.toContain(given);
    }
    for (const kept of ['a', 'a'.repeat(64), 'Node-1.req_42', '0123456789']) {
      const response = await app.inject({
        method: 'GET',
        url: '/healthz',
        headers: { 'x-request-id': kept },
      });
      expect(response.headers['x-request-id']).toBe(kept);
    }
  });

  it('is answered on an error, a 404 and a malformed address too', async () => {
    for (const url of ['/api/main/no-such-thing', '/api/main/lease-quotes/%E0%A4%A']) {
      const response = await app.inject({ method: 'GET', url, headers: { 'x-request-id': 'edge-1' } });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.headers['x-request-id'], url).toBe('edge-1');
    }
  });
});

describe('secrets', () => {
  it('never reach the log: sign-in passwords and tokens, session headers, cookies, codes', async () => {
    log = '';
    const { username, password } = demoAccounts.dealer;
    const login = await app.inject({
      method: 'POST',
      url: '/api/main/dealer-login',
      headers: { cookie: 'sid=cookie-secret-1', 'x-request-id': 'login-1' },
      payload: { username, password },
    });
    expect(login.statusCode).toBe(200);
    const { token, session } = login.json<{ token: string; session: { id: string } }>();
    await app.inject({
      method: 'GET',
      url: `/api/main/lease-quotes?token=${token}`,
      headers: { authorization: `Bearer ${token}`, 'x-session-token': session.id },
    });
    await app.inject({
      method: 'POST',
      url: '/careless',
      headers: {
        authorization: 'Bearer header-secret-2',
        cookie: 'sid=cookie-secret-3',
        'x-session-token': 'session-secret-4',
        'proxy-authorization': 'Basic proxy-secret-5',
      },
      payload: { password: 'body-secret-6', code: '654321', token: 'body-secret-7', name: 'kept' },
    });
    for (const secret of [
      password,
      token,
      session.id,
      'cookie-secret-1',
      'header-secret-2',
      'cookie-secret-3',
      'session-secret-4',
      'proxy-secret-5',
      'body-secret-6',
      '654321',
      'body-secret-7',
    ])
      expect(log, secret).not.toContain(secret);
    const careless = lines().find((line) => line.msg === 'careless');
    expect(careless).toMatchObject({
      headers: { authorization: '[redacted]', cookie: '[redacted]' },
      body: { password: '[redacted]', code: '[redacted]', name: 'kept' },
    });
    expect(redactedPaths).toContain('req.headers["authorization"]');
  });
});
