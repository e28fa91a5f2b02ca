// Issue 28, Operations: `/healthz` and `/readyz` on every node, cheap, unauthenticated, outside the
// apps' routes; `/readyz` answers 503 with the reason (and `Retry-After`) while the database or the
// bucket does not answer, and from the moment the node is told to stop. On PostgreSQL the database
// is a real server stopped and started again (`scripts/lib/postgres.mjs`); the bucket is s3rver.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appNames, isKnownPath, routeOwnership, sameOriginServices } from '@sfi/domain';
import { PROBE_RETRY_AFTER_SECONDS, PROBE_TIMEOUT_MS, READY_KEPT_MS, opsPaths } from '../src/routes/ops.ts';
import { loadEnv } from '../src/env.ts';
import { buildApi, type ApiOptions } from '../src/app.ts';
import { CLOSE_GRACE_MS, createServer, type Server } from '../src/server.ts';
import { registerStaticApps } from '../src/web/static.ts';
import { provisionTestDatabase, type TestDatabaseTarget } from './support/database.ts';
import { controlledS3 } from './support/s3rver.ts';

const onPostgres = loadEnv().database.url !== undefined;

let target: TestDatabaseTarget;
let server: Server;
/** The last PGlite test closes the database under the server. */
let databaseClosed = false;
beforeAll(async () => {
  target = await provisionTestDatabase();
  server = await createServer({ database: target.options, buildId: 'ops-health' });
});
afterAll(async () => {
  if (databaseClosed) await server.app.close();
  else await server.close();
  await target.dispose();
});
/** Another node on the same database, with its own settings. */
const node = (options: Partial<ApiOptions> = {}) =>
  buildApi({ buildId: 'ops-node', ...options, db: server.db });

describe('GET /healthz and GET /readyz', () => {
  it('answer at the root, without a session, a cookie or a throttle, and are never kept', async () => {
    for (const [path, body] of [
      [opsPaths.health, { status: 'ok' }],
      [opsPaths.ready, { status: 'ready' }],
    ] as const) {
      // Far more than any throttle lets through: a probe is never refused for asking often.
      for (let each = 0; each < 30; each += 1) {
        const response = await server.app.inject({ method: 'GET', url: path, remoteAddress: '203.0.113.9' });
        expect(response.statusCode, path).toBe(200);
        expect(response.json()).toEqual(body);
        expect(response.headers['cache-control']).toBe('no-store');
        expect(response.headers['set-cookie']).toBeUndefined();
        expect(response.headers['x-content-type-options']).toBe('nosniff');
      }
    }
  });

  it('are not app routes: the ownership table every router reads matches neither', () => {
    for (const path of Object.values(opsPaths)) {
      expect(routeOwnership.map((row) => row.pattern)).not.toContain(path);
      expect(isKnownPath(path)).toBe(false);
    }
  });

  it('answers 503 "stopping", with Retry-After, from the moment the node is told to stop', async () => {
    const stopping = node();
    try {
      expect((await stopping.inject({ method: 'GET', url: opsPaths.ready })).statusCode).toBe(200);
      stopping.readiness.stopping();
      const response = await stopping.inject({ method: 'GET', url: opsPaths.ready });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'unavailable', reason: 'stopping' });
      expect(response.headers['retry-after']).toBe(String(PROBE_RETRY_AFTER_SECONDS));
      // Alive all the same: a stopping node is not one to restart.
      expect((await stopping.inject({ method: 'GET', url: opsPaths.health })).statusCode).toBe(200);
    } finally {
      await stopping.close();
    }
  });
});

describe('beside the built apps (pnpm start)', () => {
  it('are answered by the probes, not swallowed by the pages (an unknown path redirects to /)', async () => {
    const distDir = await mkdtemp(join(tmpdir(), 'sfi-ops-apps-'));
    const host = node();
    try {
      for (const name of appNames) {
        await mkdir(join(distDir, name), { recursive: true });
        await writeFile(join(distDir, name, 'index.html'), `<!doctype html><title>${name}</title>`);
      }
      await registerStaticApps(
        host,
        { buildId: 'ops-apps', services: sameOriginServices },
        { db: server.db, distDir: (name) => join(distDir, name) },
      );
      expect((await host.inject({ method: 'GET', url: '/no-such-page' })).statusCode).toBe(302);
      const health = await host.inject({ method: 'GET', url: opsPaths.health });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toEqual({ status: 'ok' });
      expect((await host.inject({ method: 'GET', url: opsPaths.ready })).json()).toEqual({
        status: 'ready',
      });
    } finally {
      await host.close();
      await rm(distDir, { recursive: true, force: true });
    }
  });
});

describe('with an S3 bucket (s3rver) that goes away', () => {
  it('answers 503 "storage" while the bucket does not answer, and ready once it is back', async () => {
    const bucket = await controlledS3('sfi-ops');
    const app = node({ storage: bucket.settings });
    const ready = () => app.inject({ method: 'GET', url: opsPaths.ready });
    try {
      expect((await ready()).json()).toEqual({ status: 'ready' });

      await bucket.stop();
      // The last answer is kept a moment (READY_KEPT_MS); the next check finds the bucket gone.
      await sleep(READY_KEPT_MS);
      const started = performance.now();
      const down = await ready();
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({ status: 'unavailable', reason: 'storage' });
      expect(performance.now() - started).toBeLessThan(PROBE_TIMEOUT_MS + 500);

      await bucket.start();
      await expect.poll(async () => (await ready()).statusCode, { timeout: 10_000, interval: 100 }).toBe(200);
    } finally {
      await app.close();
      await bucket.remove();
    }
  });
});

describe.runIf(!onPostgres)('on PGlite, the database closed', () => {
  it('answers 503 "database" (the last test of the file: it closes the shared database)', async () => {
    if (server.database.driver !== 'pglite') throw new Error('PGlite expected');
    await server.database.client.close();
    databaseClosed = true;
    await sleep(READY_KEPT_MS);
    const response = await server.app.inject({ method: 'GET', url: opsPaths.ready });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable', reason: 'database' });
    expect(response.headers['retry-after']).toBe(String(PROBE_RETRY_AFTER_SECONDS));
    expect((await server.app.inject({ method: 'GET', url: opsPaths.health })).statusCode).toBe(200);
  });
});

describe.runIf(onPostgres)('on a PostgreSQL server stopped and started again', () => {
  it('answers 503 "database" within the probe timeout while it is down, and ready once it is back', async () => {
    // A server of its own, to stop: the one DATABASE_URL names is every other test file's.
    const postgresModule = new URL('../../../scripts/lib/postgres.mjs', import.meta.url).href;
    const { startPostgres } = (await import(postgresModule)) as {
      startPostgres(options: { quiet: boolean }): Promise<{
        url: string;
        stop(mode?: string): void;
        start(): void;
        remove(): void;
      }>;
    };
    const postgres = await startPostgres({ quiet: true });
    let server: Server | undefined;
    try {
      server = await createServer({ database: { url: postgres.url }, buildId: 'ops-postgres' });
      const ready = () => server!.app.inject({ method: 'GET', url: opsPaths.ready });
      expect((await ready()).json()).toEqual({ status: 'ready' });

      postgres.stop('immediate');
      await sleep(READY_KEPT_MS);
      const started = performance.now();
      const down = await ready();
      const took = performance.now() - started;
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({ status: 'unavailable', reason: 'database' });
      expect(down.headers['retry-after']).toBe(String(PROBE_RETRY_AFTER_SECONDS));
      expect(took).toBeLessThan(PROBE_TIMEOUT_MS + 500);
      // Alive all the same: the node waits for its database, nobody restarts it.
      expect((await server.app.inject({ method: 'GET', url: opsPaths.health })).statusCode).toBe(200);

      postgres.start();
      await expect.poll(async () => (await ready()).statusCode, { timeout: 10_000, interval: 100 }).toBe(200);

      // The live socket adapter's connection broke with the restart: the node still stops (it
      // used to wait forever for that connection to come back to the pool, or end on its error).
      const stopping = performance.now();
      await server.close();
      server = undefined;
      expect(performance.now() - stopping).toBeLessThan(CLOSE_GRACE_MS + 2_000);
    } finally {
      await server?.close().catch(() => undefined);
      postgres.remove();
    }
  });
});
