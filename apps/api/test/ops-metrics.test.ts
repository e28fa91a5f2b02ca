// Issue 28, Operations: Prometheus metrics at `/metrics` (prom-client), behind `METRICS_TOKEN`:
// request durations by route pattern and status class, the database pool (PostgreSQL), this node's
// open live sockets, the outbox backlog, the process's own. Unset token: a 404 like any unknown path.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApi } from '../src/app.ts';
import { enqueueMessage } from '../src/db/outbox.ts';
import { outbox } from '../src/db/schema.ts';
import { loadEnv } from '../src/env.ts';
import { opsPaths } from '../src/routes/ops.ts';
import { MAX_DELIVERY_ATTEMPTS } from '../src/outbox/outbox.ts';
import { demoAccounts, writeDemoAccounts } from '../src/seed/demo-accounts.ts';
import { createServer, type Server } from '../src/server.ts';
import { provisionTestDatabase, type TestDatabaseTarget } from './support/database.ts';
import { LOCAL, openLive } from './support/live.ts';

const TOKEN = 'metrics-token-for-the-tests-0123456789';
const onPostgres = loadEnv().database.url !== undefined;

let target: TestDatabaseTarget;
let server: Server;
let origin: string;
beforeAll(async () => {
  target = await provisionTestDatabase();
  server = await createServer({ database: target.options, buildId: 'ops-metrics', metricsToken: TOKEN });
  await writeDemoAccounts(server.db);
  await server.app.listen({ port: 0, host: LOCAL });
  origin = `http://${LOCAL}:${(server.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await server.close();
  await target.dispose();
});

const scrape = async (authorization = `Bearer ${TOKEN}`) => {
  const response = await server.app.inject({
    method: 'GET',
    url: opsPaths.metrics,
    headers: { authorization },
  });
  expect(response.statusCode).toBe(200);
  return response.body;
};

/** The value of one sample (`name{labels} value`), or undefined when the exposition has none. */
function sample(text: string, name: string, labels = ''): number | undefined {
  const line = text.split('\n').find((each) => each.startsWith(`${name}${labels} `));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('GET /metrics behind METRICS_TOKEN', () => {
  it('refuses a scrape without the token, or with another, saying nothing (401)', async () => {
    for (const authorization of [
      undefined,
      '',
      'Bearer',
      'Bearer wrong',
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(0, -1)}`,
      `Basic ${Buffer.from(`metrics:${TOKEN}`).toString('base64')}`,
      TOKEN,
    ]) {
      const response = await server.app.inject({
        method: 'GET',
        url: opsPaths.metrics,
        headers: authorization === undefined ? {} : { authorization },
      });
      expect(response.statusCode, authorization).toBe(401);
      expect(response.body).toBe('');
      expect(response.headers['www-authenticate']).toBe('Bearer');
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('answers the Prometheus text format, with the process’s own metrics', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: opsPaths.metrics,
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.body).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(response.body).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(response.body).toMatch(/^process_resident_memory_bytes \d/m);
  });

  it('times each request by its route’s pattern and status class, never by its raw URL', async () => {
    const id = '0b9f7c1e-5a4d-4c3b-9a2f-1e2d3c4b5a69';
    expect((await server.app.inject({ method: 'GET', url: '/api/main/makes' })).statusCode).toBe(200);
    expect((await server.app.inject({ method: 'GET', url: `/api/main/lease-quotes/${id}` })).statusCode).toBe(
      401,
    );
    expect((await server.app.inject({ method: 'GET', url: `/no/such/path/${id}` })).statusCode).toBe(404);
    const text = await scrape();
    expect(
      sample(
        text,
        'http_request_duration_seconds_count',
        '{method="GET",route="/api/main/makes",status_class="2xx"}',
      ),
    ).toBe(1);
    expect(
      sample(
        text,
        'http_request_duration_seconds_count',
        '{method="GET",route="/api/main/lease-quotes/:id",status_class="4xx"}',
      ),
    ).toBe(1);
    expect(
      sample(text, 'http_request_duration_seconds_count', '{method="GET",route="(none)",status_class="4xx"}'),
    ).toBe(1);
    expect(text).not.toContain(id);
    expect(text).toMatch(
      /^http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/main\/makes"/m,
    );
  });

  it('counts the outbox’s unsent messages at each scrape: the backlog, and those left after every attempt', async () => {
    const before = await scrape();
    expect(sample(before, 'sfi_outbox_messages', '{state="backlog"}')).toBe(0);
    expect(sample(before, 'sfi_outbox_messages', '{state="failed"}')).toBe(0);
    const now = new Date();
    await enqueueMessage(server.db, { kind: 'email', to: 'a@example.com', subject: 's', body: 'b' }, now);
    await enqueueMessage(server.db, { kind: 'sms', to: '+15555550100', body: 'b' }, now);
    const sent = await enqueueMessage(server.db, { kind: 'sms', to: '+15555550101', body: 'b' }, now);
    const given = await enqueueMessage(server.db, { kind: 'sms', to: '+15555550102', body: 'b' }, now);
    const { eq } = await import('drizzle-orm');
    await server.db.update(outbox).set({ sentAt: now }).where(eq(outbox.id, sent.id));
    await server.db.update(outbox).set({ attempts: MAX_DELIVERY_ATTEMPTS }).where(eq(outbox.id, given.id));
    const after = await scrape();
    expect(sample(after, 'sfi_outbox_messages', '{state="backlog"}')).toBe(2);
    expect(sample(after, 'sfi_outbox_messages', '{state="failed"}')).toBe(1);
    await server.db.delete(outbox);
  });

  it('counts this node’s open live sockets by namespace', async () => {
    expect(sample(await scrape(), 'sfi_live_sockets', '{namespace="/"}')).toBe(0);
    const login = await server.app.inject({
      method: 'POST',
      url: '/api/main/dealer-login',
      remoteAddress: LOCAL,
      payload: { username: demoAccounts.dealer.username, password: demoAccounts.dealer.password },
    });
    expect(login.statusCode).toBe(200);
    const { token, session } = login.json<{ token: string; session: { id: string } }>();
    const client = await openLive(origin, { id: session.id, token });
    try {
      const text = await scrape();
      expect(sample(text, 'sfi_live_sockets', '{namespace="/"}')).toBe(1);
      expect(sample(text, 'sfi_live_sockets', '{namespace="/chat"}')).toBe(0);
    } finally {
      client.socket.disconnect();
    }
    await expect.poll(async () => sample(await scrape(), 'sfi_live_sockets', '{namespace="/"}')).toBe(0);
  });

  it.runIf(onPostgres)('measures the PostgreSQL pool', async () => {
    const text = await scrape();
    expect(sample(text, 'sfi_db_driver', '{driver="node-postgres"}')).toBe(1);
    expect(sample(text, 'sfi_db_pool_connections')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'sfi_db_pool_idle_connections')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'sfi_db_pool_waiting_requests')).toBe(0);
  });

  it.runIf(!onPostgres)('says PGlite has no pool to measure', async () => {
    const text = await scrape();
    expect(sample(text, 'sfi_db_driver', '{driver="pglite"}')).toBe(1);
    expect(text).not.toContain('sfi_db_pool_');
  });

  it('keeps each server’s figures its own (several servers in one process)', async () => {
    const other = buildApi({ buildId: 'other', db: server.db, metrics: { token: TOKEN } });
    try {
      await other.inject({ method: 'GET', url: '/api/main/versions' });
      const text = (
        await other.inject({
          method: 'GET',
          url: opsPaths.metrics,
          headers: { authorization: `Bearer ${TOKEN}` },
        })
      ).body;
      expect(text).toContain('route="/api/main/versions"');
      expect(text).not.toContain('route="/api/main/makes"');
    } finally {
      await other.close();
    }
  });
});

describe('without METRICS_TOKEN', () => {
  it('answers 404 as for any path that does not exist', async () => {
    const app = buildApi({ buildId: 'no-metrics', db: server.db });
    try {
      const metrics = await app.inject({
        method: 'GET',
        url: opsPaths.metrics,
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      const unknown = await app.inject({ method: 'GET', url: '/api/main/no-such-thing' });
      expect(metrics.statusCode).toBe(404);
      expect(metrics.body).toBe(unknown.body);
    } finally {
      await app.close();
    }
  });

  it('is read from the environment: a secret of 16 printable characters or more', () => {
    expect(loadEnv({}).metricsToken).toBeUndefined();
    expect(loadEnv({ METRICS_TOKEN: TOKEN }).metricsToken).toBe(TOKEN);
    for (const weak of ['short', 'has a space in it 0123', 'tab\tin-the-token-0123456'])
      expect(() => loadEnv({ METRICS_TOKEN: weak }), weak).toThrow(/METRICS_TOKEN/);
  });
});
