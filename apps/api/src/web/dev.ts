import { readFile } from 'node:fs/promises';
import middie from '@fastify/middie';
import type { FastifyInstance } from 'fastify';
import { createServer as createViteServer, type ViteDevServer } from 'vite';
import { appNames, type AppName, type RuntimeConfig } from '@sfi/domain';
import { appDir, appOfAssetUrl } from './apps.ts';
import { registerPages } from './pages.ts';
import { registerRuntimeConfig } from './runtime-config.ts';

/**
 * Serves the four apps from source with hot reload on the API's own origin: one Vite server
 * per app in middleware mode, its HMR socket on the same HTTP server under the app's base.
 */
export async function registerDevApps(app: FastifyInstance, config: RuntimeConfig): Promise<void> {
  const vites = new Map<AppName, ViteDevServer>();
  for (const name of appNames) {
    vites.set(
      name,
      await createViteServer({
        root: appDir(name),
        configFile: `${appDir(name)}/vite.config.ts`,
        appType: 'custom',
        server: { middlewareMode: true, ws: { server: app.server } },
      }),
    );
  }
  app.addHook('onClose', async () => {
    await Promise.all([...vites.values()].map((vite) => vite.close()));
  });

  await app.register(middie);
  app.use((request, response, next) => {
    const owner = request.url ? appOfAssetUrl(request.url) : undefined;
    const vite = owner && vites.get(owner);
    if (vite && !request.url?.endsWith('/config.json')) vite.middlewares(request, response, next);
    else next();
  });

  registerRuntimeConfig(app, config);
  registerPages(app, { config, development: true }, async (owner, request) => {
    const vite = vites.get(owner)!;
    const html = await readFile(`${appDir(owner)}/index.html`, 'utf8');
    return vite.transformIndexHtml(request.url, html);
  });
}
