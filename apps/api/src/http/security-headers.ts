import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RuntimeConfig } from '@sfi/domain';

/**
 * The security headers of every answer (OWASP secure headers; ASVS V14.4). What the browser must
 * not do with our answers is said once, here: `baseHeaders` and `transportHeaders` for every
 * answer (the server sets them on each request), and `pageHeaders` for every HTML page, the apps'
 * (`pagePolicy`) and the identity provider's alike.
 */

/** Answers every answer carries: no content sniffing, no referrer beyond the origin, no powerful features. */
export const baseHeaders: Readonly<Record<string, string>> = Object.freeze({
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  // The product uses none of these; a page that is ever compromised cannot ask for them either.
  'permissions-policy':
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), ' +
    'magnetometer=(), gyroscope=(), accelerometer=(), midi=()',
});

/** HSTS, for answers that came over HTTPS (`request.protocol` believes `X-Forwarded-Proto` only from a trusted proxy). */
export function transportHeaders(request: FastifyRequest): Record<string, string> {
  return request.protocol === 'https'
    ? { 'strict-transport-security': 'max-age=63072000; includeSubDomains' }
    : {};
}

/**
 * The `'sha256-…'` source of each inline `<script>` of a page, so the policy allows exactly those;
 * data blocks (`type="application/json"`) are never run and need none. Pages are hashed from the
 * document they are made from, never from one a request or a record wrote into (`RenderedPage`).
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes ?? '') || !body) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes ?? '')?.[1]?.toLowerCase();
    if (type !== undefined && type !== 'module' && !/^(text|application)\/(java|ecma)script$/.test(type))
      continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** The origin of an absolute http(s) URL, or undefined for a path on the page's own origin. */
export function originOf(url: string): string | undefined {
  if (!/^https?:\/\//i.test(url)) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * Where the apps' calls go: the configured services, their sockets, the identity provider, and the
 * newsletter's mailing-list form endpoint.
 */
export function connectOrigins(
  config: Pick<RuntimeConfig, 'services' | 'identity' | 'newsletter'>,
): string[] {
  const origins = new Set<string>();
  const urls = [...Object.values(config.services), ...(config.identity ? [config.identity.issuer] : [])];
  for (const url of urls) {
    const origin = originOf(url);
    if (!origin) continue;
    origins.add(origin);
    // The live socket (socket.io) of a service on another origin.
    origins.add(origin.replace(/^http/, 'ws'));
  }
  // The form endpoint takes a post, not a socket.
  const newsletter = config.newsletter && originOf(config.newsletter.formUrl);
  if (newsletter) origins.add(newsletter);
  return [...origins];
}

export interface PagePolicyOptions {
  /** Origins beyond the page's own that the page may call (`connectOrigins`). */
  connect?: readonly string[];
  /** The identity provider's origin, when it is not the page's own: its frames and forms are allowed. */
  identityOrigin?: string | undefined;
  /** The storage bucket's origin, when it is not the page's own (S3): uploads are posted there, images shown from it. */
  storageOrigin?: string | undefined;
  /** The public API's origin, when it is not the page's own: the lease takeover photos are shown from it. */
  publicApiOrigin?: string | undefined;
  /** The GPS map's tile host (`tileSource` of the runtime config's `mapTiles`): its images are shown. */
  tileOrigin?: string | undefined;
  /** A nonce the page's own style elements may carry (react-aria's, through the `csp-nonce` meta element). */
  styleNonce?: string;
  /** The page's inline scripts (`inlineScriptHashes`). */
  scriptHashes?: readonly string[];
  /**
   * Who may frame the page: nobody (`'none'`), or the page's own origin (`'self'`), which only the
   * client sign-in callback needs: the silent token renewal loads it in a hidden frame of the
   * dashboard. @default 'none'
   */
  frameAncestors?: "'none'" | "'self'";
  /**
   * `pnpm dev` only: Vite injects the CSS of each module as `<style>` elements from script, so
   * styles must be allowed inline there. Built apps load their CSS as files. Scripts are never
   * allowed inline; Vite's inline preamble is allowed by its hash.
   */
  development?: boolean;
}

/** The Content-Security-Policy of an HTML page of the product. */
export function pagePolicy({
  connect = [],
  identityOrigin,
  storageOrigin,
  publicApiOrigin,
  tileOrigin,
  scriptHashes = [],
  styleNonce,
  frameAncestors = "'none'",
  development = false,
}: PagePolicyOptions): string {
  const identity = identityOrigin ? [identityOrigin] : [];
  const storage = storageOrigin ? [storageOrigin] : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes],
    'style-src': development
      ? ["'self'", "'unsafe-inline'"]
      : ["'self'", ...(styleNonce ? [`'nonce-${styleNonce}'`] : [])],
    'img-src': [
      "'self'",
      'data:',
      'blob:',
      ...storage,
      ...(publicApiOrigin ? [publicApiOrigin] : []),
      ...(tileOrigin ? [tileOrigin] : []),
    ],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...connect, ...storage, ...(development ? ['ws:', 'wss:'] : [])],
    'frame-src': ["'self'", ...identity],
    'form-action': ["'self'", ...identity],
    'frame-ancestors': [frameAncestors],
    'base-uri': ["'none'"],
    'object-src': ["'none'"],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}

/**
 * Every security header of an HTML page: those every answer carries (HSTS when the request came
 * over HTTPS), its Content-Security-Policy, and who may frame it (`X-Frame-Options` for browsers
 * that predate `frame-ancestors`). For pages sent outside Fastify's reply too (a hijacked answer).
 */
export function pageHeaders(request: FastifyRequest, policy: string): Record<string, string> {
  const framable = policy.includes("frame-ancestors 'self'");
  return {
    ...baseHeaders,
    ...transportHeaders(request),
    'content-security-policy': policy,
    'x-frame-options': framable ? 'SAMEORIGIN' : 'DENY',
  };
}

/** Sets `pageHeaders` on a page's reply. */
export function setPageHeaders(reply: FastifyReply, policy: string): FastifyReply {
  return reply.headers(pageHeaders(reply.request, policy));
}
