import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/*
 * AWS Signature Version 4 as S3 uses it for browser POST uploads and presigned GET URLs
 * (https://docs.aws.amazon.com/AmazonS3/latest/API/sigv4-authentication-HTTPPOST.html,
 * https://docs.aws.amazon.com/AmazonS3/latest/API/sigv4-query-string-auth.html). The AWS SDK signs;
 * the local bucket checks with these, so both sides follow one algorithm.
 */

export const SIGV4_ALGORITHM = 'AWS4-HMAC-SHA256';

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();

/** The key of one day, region and service: `AWS4<secret>` through date, region, service, `aws4_request`. */
export function signingKey(secret: string, date: string, region: string, service = 's3'): Buffer {
  return hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), service), 'aws4_request');
}

/** The hex signature of a string to sign. */
export const signHex = (key: Buffer, text: string) =>
  createHmac('sha256', key).update(text, 'utf8').digest('hex');

/** Compares two hex signatures in constant time. */
export function sameSignature(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A credential scope: `<access key id>/<yyyymmdd>/<region>/<service>/aws4_request`. */
export interface Credential {
  accessKeyId: string;
  date: string;
  region: string;
  service: string;
}

/** Reads `X-Amz-Credential`; undefined when it is not of that shape. */
export function parseCredential(text: string): Credential | undefined {
  const parts = text.split('/');
  if (parts.length !== 5 || parts[4] !== 'aws4_request') return undefined;
  const [accessKeyId = '', date = '', region = '', service = ''] = parts;
  if (!accessKeyId || !/^\d{8}$/.test(date) || !region || !service) return undefined;
  return { accessKeyId, date, region, service };
}

/** `X-Amz-Date` (`20261125T144846Z`) as a time; undefined when malformed. */
export function parseAmzDate(text: string): number | undefined {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(text);
  if (!m) return undefined;
  const time = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!);
  return Number.isNaN(time) ? undefined : time;
}

/** URI encoding as SigV4 has it: every byte but `A-Z a-z 0-9 - _ . ~` percent-encoded (and `/` kept in paths). */
export function uriEncode(text: string, keepSlash = false): string {
  const encoded = encodeURIComponent(text).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return keepSlash ? encoded.replaceAll('%2F', '/') : encoded;
}

/** The canonical query string: every parameter but the signature, encoded and sorted. */
export function canonicalQuery(params: readonly (readonly [string, string])[]): string {
  return params
    .filter(([name]) => name !== 'X-Amz-Signature')
    .map(([name, value]) => [uriEncode(name), uriEncode(value)] as const)
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

/** The string a presigned request's signature signs. */
export function queryStringToSign(input: {
  method: string;
  /** The request path, decoded (`/storage/bucket/a b.pdf`). */
  path: string;
  params: readonly (readonly [string, string])[];
  /** The signed headers' values, by lower-case name, in `X-Amz-SignedHeaders` order. */
  headers: readonly (readonly [string, string])[];
  amzDate: string;
  scope: string;
  payloadHash: string;
}): string {
  const canonicalRequest = [
    input.method,
    uriEncode(input.path, true),
    canonicalQuery(input.params),
    input.headers.map(([name, value]) => `${name}:${value.trim().replace(/\s+/g, ' ')}\n`).join(''),
    input.headers.map(([name]) => name).join(';'),
    input.payloadHash,
  ].join('\n');
  return [
    SIGV4_ALGORITHM,
    input.amzDate,
    input.scope,
    createHash('sha256').update(canonicalRequest, 'utf8').digest('hex'),
  ].join('\n');
}
