import type { FastifyInstance } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER, REQUEST_HEADERS } from '@sfi/domain';

/** The request headers the apps send (the shared request rules), allowed from another origin. */
const allowedHeaders = [
  'Accept',
  'Content-Type',
  IDEMPOTENCY_KEY_HEADER,
  ...Object.values(REQUEST_HEADERS),
].join(', ');
const allowedMethods = 'GET, HEAD, POST, PUT, DELETE';

/**
 * Cross-origin calls, for apps served from another origin than the API (`CORS_ORIGINS`). Only the
 * origins listed are answered with `Access-Control-Allow-Origin`, never an echo of whatever
 * `Origin` came. Credentials (cookies) are never allowed: the API reads sessions from headers.
 * With no origins configured, the apps and the API share one origin and no CORS header is sent.
 */
export function allowCrossOrigin(app: FastifyInstance, origins: readonly string[]): void {
  if (origins.length === 0) return;
  const allowed = new Set(origins.map((origin) => new URL(origin).origin));
  app.addHook('onRequest', async (request, reply) => {
    void reply.header('vary', 'Origin');
    const origin = request.headers.origin;
    if (!origin || !allowed.has(origin)) return;
    void reply.headers({
      'access-control-allow-origin': origin,
      'access-control-expose-headers': 'Retry-After, ETag',
    });
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
      return reply
        .code(204)
        .headers({
          'access-control-allow-methods': allowedMethods,
          'access-control-allow-headers': allowedHeaders,
          'access-control-max-age': '600',
        })
        .send();
    }
  });
}
