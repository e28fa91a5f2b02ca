/**
 * `pnpm dev`: the same single origin as `pnpm start`, with each app served from source through
 * Vite, so edits reload in the browser. The API restarts on its own edits (tsx watch).
 */
import { loadEnv } from '../env.ts';
import { clientIdentityConfig } from '../oidc/config.ts';
import { createServer } from '../server.ts';
import { registerDevApps } from '../web/dev.ts';
import { announce, stopOnSignals } from './announce.ts';

const env = loadEnv();
const buildId = 'development';
const server = await createServer({
  database: env.database,
  buildId,
  seedDemoData: env.seedDemoData,
  trustProxy: env.trustProxy,
  auth: { outbox: env.outbox },
  ...(env.oidcIssuer && { identity: { issuer: env.oidcIssuer } }),
  logger: { level: env.logLevel ?? 'warn' },
  register: (app) =>
    registerDevApps(app, {
      buildId,
      services: env.services,
      identity: clientIdentityConfig(app, env.oidcIssuer),
    }),
});
await server.app.listen({ port: env.port, host: env.host });
announce(server, env);
stopOnSignals(server);
