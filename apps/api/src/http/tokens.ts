import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** Random bytes in every token: 256 bits, well over ASVS's 128. */
export const TOKEN_BYTES = 32;

/** A new secret token: 32 bytes from the system's CSPRNG, base64url (43 characters). */
export function newToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/**
 * What the database keeps of a token: its SHA-256, hex. A token has 256 random bits, so a plain
 * hash is enough (no salt or slow hash needed): a leaked table gives no usable token.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A random code of `digits` decimal digits, each equally likely. */
export function newCode(digits: number): string {
  return randomInt(0, 10 ** digits)
    .toString()
    .padStart(digits, '0');
}

/**
 * What the database keeps of a staff sign-in code: an HMAC keyed with the session's token. The
 * token is never stored, so a copy of the database cannot be searched for the code (a million
 * six-digit codes would take no time against a plain hash); the server has the token on every
 * call that checks a code, because the code is only worth something together with its session.
 */
export function hashCode(sessionToken: string, code: string): string {
  return createHmac('sha256', sessionToken).update(`sfi-sign-in-code:${code}`, 'utf8').digest('hex');
}

/** Compares two hex digests in constant time. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}
