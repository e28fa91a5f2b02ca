import { existsSync, readFileSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import {
  appAssetBase,
  appNames,
  prerenderedPageFile,
  publicPagePaths,
  type AppName,
  type RuntimeConfig,
} from '@sfi/domain';
import { appDistDir } from './apps.ts';
import { registerPages } from './pages.ts';
import { registerRuntimeConfig } from './runtime-config.ts';

/**
 * The public site's pages that its build rendered ahead of time (`dist/pages/…`), by path: each is
 * answered with its own document, which shows before any script runs (issue 14).
 */
function prerenderedPages(distDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  for (const path of ['/', ...publicPagePaths]) {
    const file = `${distDir}/${prerenderedPageFile(path)}`;
    if (existsSync(file)) pages.set(path, readFileSync(file, 'utf8'));
  }
  return pages;
}

/**
 * A pre-rendered page's canonical link made absolute, on the origin the request reached (through a
 * trusted proxy, the one the visitor used): the build does not know where it will be served.
 */
function withCanonicalOrigin(html: string, origin: string): string {
  return html.replace(
    /<link rel="canonical" href="(\/[^"]*)"/,
    (_, path: string) => `<link rel="canonical" href="${origin}${path}"`,
  );
}

/** A path without its trailing slash (`/company/` is `/company`), `/` staying `/`. */
const pagePath = (pathname: string) => pathname.replace(/(?<=.)\/+$/, '');

/**
 * Serves the four built apps on one origin: each app's files under `/_apps/<app>/` (hashed
 * assets cached for a year), its runtime config beside them, and its page at every URL it owns:
 * the public site's pre-rendered document when its build has one for the path.
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
  const prerendered = prerenderedPages(distDir('public'));
  registerPages(app, { config }, (owner, request) => {
    if (owner === 'public') {
      const page = prerendered.get(pagePath(new URL(request.url, 'http://localhost').pathname));
      if (page) return withCanonicalOrigin(page, `${request.protocol}://${request.host}`);
    }
    return pages.get(owner) ?? '';
  });
}
