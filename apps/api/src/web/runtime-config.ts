import type { FastifyInstance } from 'fastify';
import { appAssetBase, appNames, type RuntimeConfig } from '@sfi/domain';

/** Serves `config.json` beside each app: the service base URLs and the build id, read at run time. */
export function registerRuntimeConfig(app: FastifyInstance, config: RuntimeConfig): void {
  for (const name of appNames) {
    app.get(`${appAssetBase(name)}config.json`, async (_request, reply) =>
      reply.header('cache-control', 'no-cache').send(config),
    );
  }
}
