import type { FastifyInstance } from 'fastify';
import type { RuntimeConfig } from '@sfi/domain';
import type { Db } from '../db/client.ts';
import type { Env } from '../env.ts';
import { clientIdentityConfig } from '../oidc/config.ts';
import { createServer, serverOptionsFromEnv } from '../server.ts';
import { announce, stopOnSignals } from './announce.ts';
import { answerBackups } from './backup-pglite.ts';

/**
 * Serves the API and the four apps on one origin (`pnpm start` with the builds, `pnpm dev` with
 * Vite), each app beside its runtime config, then says where and stops cleanly on a signal.
 */
export async function hostProduct(
  env: Env,
  buildId: string,
  /** Serves the apps beside the API; the public site's takeover pages are rendered from `db`. */
  registerApps: (app: FastifyInstance, config: RuntimeConfig, db: Db) => Promise<void>,
): Promise<void> {
  const backups = await answerBackups(env.database);
  const server = await createServer({
    ...serverOptionsFromEnv(env, buildId),
    register: (app, db) =>
      registerApps(
        app,
        {
          buildId,
          services: env.services,
          identity: clientIdentityConfig(app, env.oidcIssuer),
          insuranceAgencies: env.insuranceAgencies,
          newsletter: { formUrl: env.newsletterFormUrl },
          mapTiles: env.mapTiles,
        },
        db,
      ),
  });
  backups(server.database);
  await server.app.listen({ port: env.port, host: env.host });
  announce(server, env);
  stopOnSignals(server);
}
