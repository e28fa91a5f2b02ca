import { readFileSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { appAssetBase, appNames, type AppName, type RuntimeConfig } from '@sfi/domain';
import { appDistDir } from './apps.ts';
import { registerPages } from './pages.ts';
import { registerRuntimeConfig } from './runtime-config.ts';

/**
 * Serves the four built apps on one origin: each app's files under `/_apps/<app>/` (hashed
 * assets cached for a year), its runtime config beside them, and its page at every URL it owns.
 */
export async function registerStaticApps(
  app: FastifyInstance,
  config: RuntimeConfig,
  /** Where each app's build is. @default appDistDir */
  distDir: (app: AppName) => string = appDistDir,
): Promise<void> {
  for (const [index, name] of appNames.entries()) {
    await app.register(fastifyStatic, {
      root: distDir(name),
      prefix: appAssetBase(name),
      decorateReply: index === 0,
      index: false,
      setHeaders: (reply, filePath) => {
        const hashed = filePath.includes('/assets/');
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  registerRuntimeConfig(app, config);
  const pages = new Map(appNames.map((name) => [name, readFileSync(`${distDir(name)}/index.html`, 'utf8')]));
  registerPages(app, { config }, (owner) => pages.get(owner) ?? '');
}
