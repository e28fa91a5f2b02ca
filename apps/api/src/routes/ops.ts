import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { access, enforceAccess, type AccessDeps } from '../auth/access.ts';
import type { Db } from '../db/client.ts';
import type { Storage } from '../storage/storage.ts';

/*
 * The operator's routes, at the root of every node, outside the apps' routes (`routeOwnership`
 * does not list them), unauthenticated, without sessions or throttling:
 *
 * - `GET /healthz`: the process is alive and answers (a liveness probe: restart it when this fails).
 * - `GET /readyz`: the database answers `select 1` and the bucket answers, each within
 *   `PROBE_TIMEOUT_MS`; else 503 with the reason and `Retry-After` (a readiness probe: send it no
 *   traffic meanwhile). Requests at once share one check, and its answer is kept `READY_KEPT_MS`,
 *   so that anonymous callers cannot make the node ask its database and bucket without bound. A
 *   stopping node answers 503 `stopping` from the moment it is told to stop.
 * - `GET /metrics`: Prometheus's, behind `METRICS_TOKEN` (see `routes/metrics.ts`).
 */

/** How long each check of `/readyz` may take before it counts as not answering. */
export const PROBE_TIMEOUT_MS = 1_000;
/** What a 503 of `/readyz` says to wait before asking again. */
export const PROBE_RETRY_AFTER_SECONDS = 5;
/**
 * How long an answer of `/readyz`'s checks is given again: however many ask (anyone may), a node
 * asks its database and bucket at most once in this time, and never twice at once.
 */
export const READY_KEPT_MS = 1_000;

/** The operator's paths: the probes, and the metrics Prometheus scrapes (`routes/metrics.ts`). */
export const opsPaths = { health: '/healthz', ready: '/readyz', metrics: '/metrics' } as const;

/** Why a node is not ready. */
export type NotReadyReason = 'database' | 'storage' | 'stopping';

declare module 'fastify' {
  interface FastifyInstance {
    /** The node's readiness: `stopping()` turns `/readyz` to 503 `stopping` at once. */
    readiness: { stopping(): void; readonly isStopping: boolean };
  }
}

/** Rejects if `check` has not resolved within `ms`. */
async function within(ms: number, check: () => Promise<unknown>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    await Promise.race([check(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export interface OpsOptions extends AccessDeps {
  db: Db;
  storage: Storage;
  /** Answers `GET /metrics` (`measure` of routes/metrics.ts). */
  metrics: RouteHandlerMethod;
}

/**
 * Adds `app.readiness` and the operator's routes: `/healthz`, `/readyz` and `/metrics`, declared
 * anonymous (no session is looked at; `/metrics` checks its own token), so the role matrix lists them.
 */
export function registerOps(app: FastifyInstance, { db, storage, metrics, ...deps }: OpsOptions): void {
  let stopping = false;
  app.decorate('readiness', {
    stopping: () => void (stopping = true),
    get isStopping() {
      return stopping;
    },
  });
  // Closed without being told first (tests, `app.close()`): stopping all the same.
  app.addHook('preClose', async () => void (stopping = true));
  // A stopping node's answers end their connections: the client's next request opens another,
  // which the proxy gives to another node (a request under way when told to stop included).
  app.addHook('onSend', async (_request, reply, payload) => {
    if (stopping) void reply.header('connection', 'close');
    return payload;
  });

  // A probe every few seconds is not worth a log line; a failure is, once per change.
  const quiet = { logLevel: 'warn' } as const;
  let lastReason: NotReadyReason | undefined;

  void app.register(async (scope) => {
    enforceAccess(scope, deps, { every: access.anonymous });
    scope.get(opsPaths.health, quiet, async (_request, reply) =>
      reply.header('cache-control', 'no-store').send({ status: 'ok' }),
    );
    scope.get(opsPaths.ready, quiet, ready);
    scope.get(opsPaths.metrics, quiet, metrics);
  });

  // The checks under way, or their last answer while it is kept (`READY_KEPT_MS`).
  let checked: { answer: Promise<NotReadyReason | undefined>; until: number } | undefined;
  const check = (log: FastifyRequest['log']) => {
    if (checked && performance.now() < checked.until) return checked.answer;
    const answer = checkParts(log);
    const entry = { answer, until: Number.POSITIVE_INFINITY };
    checked = entry;
    void answer.finally(() => (entry.until = performance.now() + READY_KEPT_MS));
    return answer;
  };

  async function checkParts(log: FastifyRequest['log']): Promise<NotReadyReason | undefined> {
    const [database, bucket] = await Promise.allSettled([
      within(PROBE_TIMEOUT_MS, () => db.execute(sql`select 1`)),
      within(PROBE_TIMEOUT_MS, () => storage.ping()),
    ]);
    const failure =
      database.status === 'rejected'
        ? { part: 'database' as const, error: database.reason as unknown }
        : bucket.status === 'rejected'
          ? { part: 'storage' as const, error: bucket.reason as unknown }
          : undefined;
    const reason = failure?.part;
    if (failure && reason !== lastReason)
      log.warn({ err: failure.error }, `not ready: the ${failure.part} does not answer`);
    else if (!failure && lastReason !== undefined) log.warn(`ready again (the ${lastReason} answers)`);
    lastReason = reason;
    return reason;
  }

  async function ready(request: FastifyRequest, reply: FastifyReply) {
    void reply.header('cache-control', 'no-store');
    const reason = stopping ? 'stopping' : await check(request.log);
    if (reason === undefined) return reply.send({ status: 'ready' });
    return reply
      .code(503)
      .header('retry-after', String(PROBE_RETRY_AFTER_SECONDS))
      .send({ status: 'unavailable', reason });
  }
}
