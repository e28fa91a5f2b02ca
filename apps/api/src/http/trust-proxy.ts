import proxyAddr from '@fastify/proxy-addr';
import type { FastifyServerOptions } from 'fastify';

/** `TRUST_PROXY` as Fastify takes it, plus a number of hops. */
export type TrustProxy = boolean | number | string | string[];

/** The setting as Fastify's `trustProxy` option. */
export function fastifyTrustProxy(setting: TrustProxy): FastifyServerOptions['trustProxy'] {
  if (typeof setting !== 'number') return setting;
  // Fastify's types leave out proxy-addr's hop count; a hop test says the same.
  return (_address: string, hop: number) => hop < setting;
}

/** Which forwarding hops to believe, as Fastify compiles `TRUST_PROXY` (lib/request.js). */
export function trustFunction(setting: TrustProxy): ((address: string, hop: number) => boolean) | undefined {
  if (setting === false) return undefined;
  if (setting === true) return () => true;
  // A number of hops counts as `fastifyTrustProxy` tells Fastify it does.
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return proxyAddr.compile(
    typeof setting === 'string' ? setting.split(',').map((each) => each.trim()) : setting,
  );
}
