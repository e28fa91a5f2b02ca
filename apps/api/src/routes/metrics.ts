import { createHash, timingSafeEqual } from 'node:crypto';
import { count, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import type pg from 'pg';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { CHAT_NAMESPACE } from '@sfi/domain';
import type { Db } from '../db/client.ts';
import { outbox } from '../db/schema.ts';
import type { Live } from '../live/live.ts';
import { MAX_DELIVERY_ATTEMPTS } from '../outbox/outbox.ts';
import { sendNotFound } from '../http/errors.ts';
import { PROBE_TIMEOUT_MS } from './ops.ts';

/*
 * Prometheus metrics at `GET /metrics` (prom-client), behind `METRICS_TOKEN`: scraped with
 * `Authorization: Bearer <token>`. Unset, the path answers the API's 404, and nothing is measured.
 * Each server has its own registry: several in one process (the tests) do not mix their figures.
 *
 * - `http_request_duration_seconds{method, route, status_class}`: by the route's pattern
 *   (`/api/main/lease-quotes/:id`), never the raw URL; `(none)` for a path no route answers; the
 *   usual methods by name, any other `other`: no caller can add series without bound.
 * - `sfi_db_pool_connections`, `sfi_db_pool_idle_connections`, `sfi_db_pool_waiting_requests`:
 *   node-postgres's pool, on a PostgreSQL server; PGlite has no pool (`sfi_db_driver` says which).
 * - `sfi_live_sockets{namespace}`: this node's open live sockets (`/` the quote tool, `/chat`).
 * - `sfi_outbox_messages{state}`: messages not sent, `backlog` (to be tried again) and `failed` (left
 *   with their last error), counted in the database at each scrape (every node sees the same).
 * - Node's own: the process's CPU, memory, event loop lag, handles, garbage collection.
 */

export interface MetricsOptions {
  /** `METRICS_TOKEN`: the bearer token a scrape must present. Unset: no metrics, `/metrics` is a 404. */
  token?: string | undefined;
  db: Db;
  /** node-postgres's pool, on a PostgreSQL server. */
  pool?: pg.Pool | undefined;
  live: Live;
}

/**
 * The methods the duration metric names; any other (the HTTP parser takes some thirty: `PROPFIND`,
 * `M-SEARCH`, `SOURCE`, …) is `other`, so that a caller choosing methods adds no series.
 */
const measuredMethods: ReadonlySet<string> = new Set([
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'OPTIONS',
]);
const methodLabel = (method: string) => (measuredMethods.has(method) ? method : 'other');

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the request presents the token: compared in constant time, whatever its length. */
function presents(header: string | undefined, token: string): boolean {
  const given = /^Bearer (\S+)$/i.exec(header ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(given), digest(token));
}

/**
 * Measures the server (its requests, from a hook at its root) and answers the handler of
 * `GET /metrics` (`registerOps` serves it).
 */
export function measure(app: FastifyInstance, { token, db, pool, live }: MetricsOptions): RouteHandlerMethod {
  if (!token) return (request, reply) => sendNotFound(request, reply);
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status class',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    durations.observe(
      {
        method: methodLabel(request.method),
        route: request.routeOptions.url ?? '(none)',
        status_class: `${Math.floor(reply.statusCode / 100)}xx`,
      },
      reply.elapsedTime / 1000,
    );
  });

  new Gauge({
    name: 'sfi_db_driver',
    help: 'The database driver: node-postgres (a PostgreSQL server, pooled) or pglite (embedded, no pool)',
    labelNames: ['driver'] as const,
    registers: [registry],
  }).set({ driver: pool ? 'node-postgres' : 'pglite' }, 1);
  if (pool) {
    const poolGauge = (name: string, help: string, read: (pool: pg.Pool) => number) =>
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          this.set(read(pool));
        },
      });
    poolGauge('sfi_db_pool_connections', 'Connections the pool holds', (each) => each.totalCount);
    poolGauge('sfi_db_pool_idle_connections', 'Connections of the pool not in use', (each) => each.idleCount);
    poolGauge(
      'sfi_db_pool_waiting_requests',
      'Queries waiting for a connection of the pool',
      (each) => each.waitingCount,
    );
  }

  new Gauge({
    name: 'sfi_live_sockets',
    help: "This node's open live sockets, by namespace",
    labelNames: ['namespace'] as const,
    registers: [registry],
    collect() {
      for (const namespace of ['/', CHAT_NAMESPACE])
        this.set({ namespace }, live.io.of(namespace).sockets.size);
    },
  });

  new Gauge({
    name: 'sfi_outbox_messages',
    help: 'Outbox messages not sent: backlog (still to be tried), failed (left after every attempt)',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      // Counted at each scrape; a database that does not answer in time leaves the counts out.
      this.reset();
      const counted = await Promise.race([
        db
          .select({
            backlog: count(sql`case when ${outbox.attempts} < ${MAX_DELIVERY_ATTEMPTS} then 1 end`),
            failed: count(sql`case when ${outbox.attempts} >= ${MAX_DELIVERY_ATTEMPTS} then 1 end`),
          })
          .from(outbox)
          .where(isNull(outbox.sentAt))
          .then(([row]) => row),
        new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), PROBE_TIMEOUT_MS).unref()),
      ]).catch(() => undefined);
      if (!counted) return;
      this.set({ state: 'backlog' }, counted.backlog);
      this.set({ state: 'failed' }, counted.failed);
    },
  });

  return async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    if (!presents(request.headers.authorization, token))
      return reply.code(401).header('www-authenticate', 'Bearer').send();
    return reply.type(registry.contentType).send(await registry.metrics());
  };
}
