import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { appForPath, isKnownPath, message, tileSource, type AppName, type RuntimeConfig } from '@sfi/domain';
import { errorBody } from '../http/errors.ts';
import { pageLocale } from '../http/locale.ts';
import { connectOrigins, originOf, pagePolicy, setPageHeaders } from '../http/security-headers.ts';
import type { RenderedPage } from './takeover-pages.ts';

/** The client app's sign-in callback: the silent token renewal loads it in a hidden frame of the dashboard. */
const framedBySelf = new Set(['/callback']);

export interface PageOptions {
  /** The runtime config the apps get: the services and the identity provider they may call. */
  config: RuntimeConfig;
  /** `pnpm dev`: Vite's styles are injected inline (see `pagePolicy`). @default false */
  development?: boolean;
}

/** The page with a `csp-nonce` meta element first in its head. */
function withNonce(html: string, nonce: string): string {
  return html.replace(/<head([^>]*)>/i, `<head$1>\n<meta property="csp-nonce" nonce="${nonce}" />`);
}

/** The origin of the identity provider, when it is not a path of the page's own origin. */
function identityOrigin(config: RuntimeConfig): string | undefined {
  const issuer = config.identity?.issuer;
  return issuer && /^https?:\/\//i.test(issuer) ? new URL(issuer).origin : undefined;
}

/**
 * Answers every page request with the HTML of the app that owns the path (the route ownership
 * table in @sfi/domain), with the page security headers and a Content-Security-Policy that allows
 * the page's own files, its inline scripts by hash, and calls to the configured services only.
 * Paths under `/api/` and `/_apps/` that no route answered are 404s; any other path the table does
 * not name is sent to `/` (302).
 */
export function registerPages(
  app: FastifyInstance,
  { config, development = false }: PageOptions,
  /** A page's document, its status and its scripts' hashes (a page rendered with its data may be a 404). */
  renderPage: (owner: AppName, request: FastifyRequest) => Promise<RenderedPage> | RenderedPage,
): void {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const { pathname } = new URL(request.url, 'http://localhost');
    if (pathname.startsWith('/api/') || pathname.startsWith('/_apps/')) {
      return reply
        .code(404)
        .header('cache-control', 'no-store')
        .send(errorBody(404, message('error.notFound')));
    }
    // Any unknown path goes to / (doc 1 §2): answered here, before any page or script loads.
    if (!isKnownPath(pathname)) return reply.header('cache-control', 'no-cache').redirect('/', 302);
    // A fresh nonce per page: react-aria reads it from the `csp-nonce` meta element for the few
    // style elements it adds (scroll locking); nothing else inline is allowed.
    const nonce = randomBytes(16).toString('base64');
    const owner = appForPath(pathname);
    const { html: document, status, scriptHashes } = await renderPage(owner, request);
    // An app's document is in the visitor's language from its first byte (its title, what a screen
    // reader announces); the public site's pages were written in theirs.
    const html = withNonce(
      owner === 'public'
        ? document
        : document.replace(/<html lang="[^"]*"/, `<html lang="${pageLocale(request)}"`),
      nonce,
    );
    const policy = pagePolicy({
      styleNonce: nonce,
      // Read per page: the default issuer names the port the server got once it listened.
      connect: connectOrigins(config),
      identityOrigin: identityOrigin(config),
      // An S3 bucket on its own host: the apps upload to it and show its images.
      storageOrigin: app.hasDecorator('storage') ? await app.storage.publicOrigin() : undefined,
      // The public API on its own host: the lease takeover pages show its photos.
      publicApiOrigin: originOf(config.services.public),
      // The GPS map's tiles.
      tileOrigin: config.mapTiles ? tileSource(config.mapTiles.url) : undefined,
      scriptHashes,
      frameAncestors: framedBySelf.has(pathname) ? "'self'" : "'none'",
      development,
    });
    return setPageHeaders(reply, policy)
      .code(status)
      .header('cache-control', 'no-cache')
      .header('vary', 'Cookie, Accept-Language')
      .type('text/html; charset=utf-8')
      .send(html);
  };
  app.get('/robots.txt', async (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/plain; charset=utf-8').send(robotsTxt),
  );
  app.get('/*', handler);
  app.get('/', handler);
}

/**
 * What crawlers may read: the public site, not the API or the signed-in areas (their pages say
 * nothing without a session). Without it, `/robots.txt` would be an unknown path: the public site's
 * page, which crawlers read as a broken robots file.
 */
export const robotsTxt = [
  'User-agent: *',
  'Disallow: /api/',
  'Disallow: /_apps/',
  'Disallow: /client/dashboard',
  'Disallow: /callback',
  'Disallow: /dealer/portal',
  'Disallow: /dealer/chat',
  'Disallow: /dealer/files',
  'Disallow: /staff/',
  'Allow: /',
  '',
].join('\n');
