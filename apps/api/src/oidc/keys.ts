import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { JWK } from 'jose';
import type { Db } from '../db/client.ts';
import { claimMeta, getMeta } from '../db/meta.ts';

/** Where the identity provider's signing keys are kept (`app_meta`). */
export const signingKeysMetaKey = 'oidcSigningKeys';
/** Where the keys of its signed cookies are kept. */
export const cookieKeysMetaKey = 'oidcCookieKeys';

/** A private RS256 signing key as a JWK, with its `kid`. */
export type SigningJwk = JWK & { kid: string; kty: 'RSA' };

function newSigningKey(): SigningJwk {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' }) as JWK;
  return { ...jwk, kty: 'RSA', alg: 'RS256', use: 'sig', kid: randomBytes(12).toString('base64url') };
}

/** Reads a JSON value kept in `app_meta`, writing `create()` first if none is (one process wins a race). */
async function keptOnce<T>(db: Db, key: string, create: () => T): Promise<T> {
  const existing = await getMeta(db, key);
  if (existing !== undefined) return JSON.parse(existing) as T;
  await claimMeta(db, key, JSON.stringify(create()));
  return JSON.parse((await getMeta(db, key))!) as T;
}

/**
 * The provider's signing keys: an RS256 key pair made on the first start and kept in the database,
 * so tokens stay valid across restarts and every server process signs and checks with the same keys.
 */
export function signingKeys(db: Db): Promise<SigningJwk[]> {
  return keptOnce(db, signingKeysMetaKey, () => [newSigningKey()]);
}

/** The keys the provider signs its cookies with, kept like the signing keys. */
export function cookieKeys(db: Db): Promise<string[]> {
  return keptOnce(db, cookieKeysMetaKey, () => [randomBytes(32).toString('base64url')]);
}

/** The public half of a signing key, as the JWKS endpoint publishes it. */
export function publicJwk({ kty, n, e, kid, alg, use }: SigningJwk): JWK {
  return { kty, n, e, kid, alg, use };
}
