import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { createAdapter } from '@socket.io/postgres-adapter';
import type { Env } from './env.ts';
import { buildApi } from './app.ts';
import type { TrustProxy } from './http/trust-proxy.ts';
import type { AuthOptions } from './auth/auth.ts';
import type { IdentityOptions } from './oidc/provider.ts';
import { remoteValuation } from './valuation/valuation.ts';
import type { StorageSettings } from './storage/storage.ts';
import { adapterPool, openDatabase, type Database, type DatabaseOptions, type Db } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { writePublicDocuments } from './export/public-documents.ts';
import { seedIfEmpty } from './seed/index.ts';
import { writeDemoTakeoverPhotos } from './seed/takeovers.ts';

/**
 * How long a stopping server waits for the requests under way (and the live sockets' last emits)
 * before it cuts every connection.
 */
export const CLOSE_GRACE_MS = 2_000;

export interface ServerOptions {
  /** Where the data lives; see `openDatabase`. */
  database: DatabaseOptions;
  /** The id of the front-end build served, answered by `GET /api/main/versions`. */
  buildId: string;
  /** Write the demo data when the database is brand new. @default false */
  seedDemoData?: boolean;
  /** Fastify's logger setting. @default false */
  logger?: FastifyServerOptions['logger'];
  /** `TRUST_PROXY`: whose forwarding headers name the client (see `ApiOptions.trustProxy`). @default false */
  trustProxy?: TrustProxy;
  /** Origins allowed to call the API from the browser (`CORS_ORIGINS`). */
  corsOrigins?: readonly string[];
  /** Sign-in settings, such as where outbound messages go (`env.outbox`). */
  auth?: AuthOptions;
  /** `PUBLIC_ORIGIN`: the origin every absolute URL starts with (see `ApiOptions.publicOrigin`). */
  publicOrigin?: string;
  /** The embedded identity provider's settings (`OIDC_ISSUER`). */
  identity?: IdentityOptions;
  /** `VEHICLE_VALUES_URL`: a valuation service for `GET /cbb`. @default the embedded demonstration table */
  vehicleValuesUrl?: string;
  /** Where attachments go (`S3_*`); see `Env.storage`. @default a local bucket in memory */
  storage?: StorageSettings;
  /** The five insurance agencies (`INSURANCE_AGENCIES`). @default demoInsuranceAgencies */
  insuranceAgencies?: readonly string[];
  /** `METRICS_TOKEN`: the bearer token of `GET /metrics`; unset, no metrics (a 404). */
  metricsToken?: string;
  /** Adds the host's own routes and hooks (for example, the web apps) before the server starts. */
  register?: (app: FastifyInstance, db: Db) => Promise<void> | void;
}

export interface Server {
  /** The Fastify instance with the API registered, not listening yet. */
  app: FastifyInstance;
  /** The Drizzle instance over the open database. */
  db: Db;
  /** The open database with its driver, for what needs the driver itself. */
  database: Database;
  /**
   * Stops gracefully (SIGTERM): `/readyz` answers 503 `stopping` at once and no new connection is
   * accepted; the requests under way finish, for `CLOSE_GRACE_MS` at most, then every connection
   * is cut; the live sockets' transports close after their last emits, so their clients reconnect,
   * through the proxy, to another node; the outbox finishes what it is sending; then the database
   * closes.
   */
  close(): Promise<void>;
}

/** Opens and migrates the database, seeds it if asked and brand new, and builds the API on it. */
export async function createServer(options: ServerOptions): Promise<Server> {
  const database = await openDatabase(options.database);
  let app: FastifyInstance | undefined;
  try {
    await migrateDatabase(database);
    if (options.seedDemoData) await seedIfEmpty(database.db);
    const log = (text: string, error: unknown) => app?.log.error({ err: error }, text);
    app = buildApi({
      db: database.db,
      buildId: options.buildId,
      logger: options.logger ?? false,
      trustProxy: options.trustProxy ?? false,
      ...(options.corsOrigins && { corsOrigins: options.corsOrigins }),
      ...(options.auth && { auth: options.auth }),
      ...(options.publicOrigin && { publicOrigin: options.publicOrigin }),
      ...(options.identity && { identity: options.identity }),
      ...(options.vehicleValuesUrl && { valuation: remoteValuation(options.vehicleValuesUrl) }),
      ...(options.storage && { storage: options.storage }),
      ...(options.insuranceAgencies && { insuranceAgencies: options.insuranceAgencies }),
      metrics: {
        ...(options.metricsToken && { token: options.metricsToken }),
        ...(database.driver === 'node-postgres' && { pool: database.pool }),
      },
      // On a PostgreSQL server, several processes may serve one database: the live socket's events
      // travel between them through it (NOTIFY; larger ones through migration 0015's table).
      ...(database.driver === 'node-postgres' && {
        live: {
          adapter: createAdapter(adapterPool(database.pool), {
            tableName: 'socket_io_attachments',
            // A node that died is known to the others within 6 s (socket.io's default, 10 s, kept a
            // quote's room unjoinable that long after a node was killed): the others stop waiting
            // for its answer when they ask who is in a room.
            heartbeatInterval: 2_000,
            heartbeatTimeout: 6_000,
            errorHandler: (error: Error) => log('live socket adapter failed', error),
          }),
        },
      }),
    });
    // The public site's brochures and presentations, in the bucket (an in-memory one is new each start).
    if (options.seedDemoData) await writePublicDocuments(app.storage);
    // The demo takeovers' photos, into the bucket the server has now (those missing only).
    if (options.seedDemoData) await writeDemoTakeoverPhotos(database.db, app.storage);
    await options.register?.(app, database.db);
  } catch (error) {
    // The first failure is the one worth reporting; cleaning up after it is best effort.
    await app?.close().catch(() => undefined);
    await database.close();
    throw error;
  }
  const started = app;
  return {
    app: started,
    db: database.db,
    database,
    close: async () => {
      try {
        await closeGracefully(started);
      } finally {
        await database.close();
      }
    },
  };
}

/**
 * Stops an API server gracefully (`Server.close` without the database): `/readyz` answers 503
 * `stopping` and the server stops listening at once, so the proxy sends what comes next to another
 * node; Node closes the idle kept-alive connections, and every answer from now on says
 * `Connection: close`. The live sockets' transports close after their last emits (their clients
 * reconnect elsewhere). The requests under way get `graceMs` to finish, then every connection is
 * cut; then the outbox finishes the message it is sending (`onClose`).
 */
export async function closeGracefully(app: FastifyInstance, graceMs = CLOSE_GRACE_MS): Promise<void> {
  app.readiness.stopping();
  if (app.server.listening) app.server.close();
  const cutOff = setTimeout(() => app.server.closeAllConnections(), graceMs);
  try {
    await app.close();
  } finally {
    clearTimeout(cutOff);
  }
}

/** The server's options as the environment sets them; each command adds what it hosts. */
export function serverOptionsFromEnv(
  env: Env,
  buildId: string,
  logStream?: NodeJS.WritableStream,
): ServerOptions {
  return {
    database: env.database,
    buildId,
    seedDemoData: env.seedDemoData,
    trustProxy: env.trustProxy,
    corsOrigins: env.corsOrigins,
    auth: { outbox: env.outbox },
    ...(env.publicOrigin && { publicOrigin: env.publicOrigin }),
    ...(env.oidcIssuer && { identity: { issuer: env.oidcIssuer } }),
    ...(env.vehicleValuesUrl && { vehicleValuesUrl: env.vehicleValuesUrl }),
    storage: env.storage,
    insuranceAgencies: env.insuranceAgencies,
    ...(env.metricsToken && { metricsToken: env.metricsToken }),
    logger: { level: env.logLevel ?? 'warn', ...(logStream && { stream: logStream }) },
  };
}
