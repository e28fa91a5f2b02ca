import { readFile } from 'node:fs/promises';
import middie from '@fastify/middie';
import type { FastifyInstance } from 'fastify';
import { createServer as createViteServer, type ViteDevServer } from 'vite';
import { appNames, type AppName, type RuntimeConfig, type TakeoverDocumentRenderer } from '@sfi/domain';
import type { Db } from '../db/client.ts';
import { inlineScriptHashes } from '../http/security-headers.ts';
import { appDir, appOfAssetUrl } from './apps.ts';
import { registerPages } from './pages.ts';
import { registerRuntimeConfig } from './runtime-config.ts';
import { takeoverPages } from './takeover-pages.ts';

/** The source of the public site's server render module (its build's `server/render.mjs`). */
const publicRenderSource = '/src/prerender.tsx';

/**
 * Serves the four apps from source with hot reload on the API's own origin: one Vite server
 * per app in middleware mode, its HMR socket on the same HTTP server under the app's base. The
 * public site's lease takeover pages are rendered with their records, as `pnpm start` renders them.
 */
export async function registerDevApps(app: FastifyInstance, config: RuntimeConfig, db: Db): Promise<void> {
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

  const indexHtml = async (owner: AppName, url: string) =>
    vites.get(owner)!.transformIndexHtml(url, await readFile(`${appDir(owner)}/index.html`, 'utf8'));
  const takeovers = takeoverPages({
    db,
    publicApiUrl: config.services.public,
    renderer: async () =>
      (
        (await vites.get('public')!.ssrLoadModule(publicRenderSource)) as {
          renderTakeoverDocument: TakeoverDocumentRenderer;
        }
      ).renderTakeoverDocument,
    template: (_kind, pathname) => indexHtml('public', pathname),
    keepDocuments: false,
    onReadError: (error) => app.log.error({ err: error }, 'takeover page'),
  });

  registerRuntimeConfig(app, config);
  registerPages(app, { config, development: true }, async (owner, request) => {
    const rendered =
      owner === 'public' ? await takeovers(new URL(request.url, 'http://localhost').pathname) : undefined;
    if (rendered) return rendered;
    // Vite's document of the app, as it transforms the app's index.html: no request writes into it.
    const html = await indexHtml(owner, request.url);
    return { html, status: 200, scriptHashes: inlineScriptHashes(html) };
  });
}
