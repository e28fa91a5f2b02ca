import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

/*
 * The one origin browsers reach the product at (`PUBLIC_ORIGIN`). Every absolute URL the server
 * writes (a page's canonical link, the redirect to a public document, an upload form's and a read
 * URL's address, the local bucket's `Location`, the identity provider's issuer by default) and
 * every origin the live socket accepts start from it, never from a request's `Host` or
 * `X-Forwarded-Host`: those are the client's to choose, and a page or a link built from them is
 * the attacker's.
 */

declare module 'fastify' {
  interface FastifyInstance {
    /** The product's public origin (`PUBLIC_ORIGIN`, else the listening address); see `createPublicOrigin`. */
    publicOrigin: PublicOrigin;
  }
}

/** The public origin, without a trailing slash (`https://sfi.example`). */
export type PublicOrigin = () => string;

/**
 * The origin of the address the server listens on, as a browser on the same machine would dial it
 * (`http://localhost:8080` for a wildcard address), or undefined before it listens.
 */
export function listeningOrigin(app: FastifyInstance): string | undefined {
  const address = app.server.address() as AddressInfo | string | null;
  if (!address || typeof address === 'string') return undefined;
  const host = ['0.0.0.0', '::'].includes(address.address)
    ? 'localhost'
    : address.family === 'IPv6'
      ? `[${address.address}]`
      : address.address;
  return `http://${host}:${address.port}`;
}

/**
 * The public origin of a server: the configured one, or else the address it listens on (known once
 * it listens: read on each use until then, then kept).
 */
export function createPublicOrigin(app: FastifyInstance, configured: string | undefined): PublicOrigin {
  if (configured !== undefined) {
    const origin = new URL(configured).origin;
    return () => origin;
  }
  let listening: string | undefined;
  return () => (listening ??= listeningOrigin(app)) ?? 'http://localhost';
}
