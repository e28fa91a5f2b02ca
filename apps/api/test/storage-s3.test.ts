// The S3 side and the local bucket's checker agree without a network: what the AWS SDK signs for a
// real bucket (presigned POST, presigned GET) passes the local bucket's checks, the same algorithm
// on both sides, and the smallest change to it does not.
import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '@sfi/domain';
import { pagePolicy } from '../src/http/security-headers.ts';
import { checkPostPolicy, type PolicyContext } from '../src/storage/post-policy.ts';
import { S3Error } from '../src/storage/s3-errors.ts';
import {
  parseCredential,
  queryStringToSign,
  sameSignature,
  signHex,
  signingKey,
} from '../src/storage/sigv4.ts';
import { s3Storage } from '../src/storage/storage.ts';

const credentials = {
  accessKeyId: 'AKIAEXAMPLEKEY',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
};
const storage = s3Storage({
  kind: 's3',
  bucket: 'sfi-attachments',
  region: 'ca-central-1',
  endpoint: 'https://s3.example.ca',
  forcePathStyle: true,
  credentials,
});
const key =
  'lease-quotes/6f1c1c1e-8c3a-4a51-9a8e-2f0a3c1d2b4e/0b7c6a57-4e0e-4f3b-9d55-0c6f2f0c1f11/Offre signée.pdf';
const context = (now = new Date()): PolicyContext => ({
  bucket: 'sfi-attachments',
  region: 'ca-central-1',
  secretOf: (id) => (id === credentials.accessKeyId ? credentials.secretAccessKey : undefined),
  now,
});
const lowerCased = (fields: Record<string, string>) =>
  new Map(Object.entries(fields).map(([name, value]) => [name.toLowerCase(), value]));
const codeOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof S3Error) return error.code;
    throw error;
  }
  return undefined;
};

describe('the SDK’s presigned POST for S3', () => {
  it('passes the local bucket’s policy check: the exact key, the signed type, the declared size', async () => {
    const { url, fields } = await storage.presignedPost({
      key,
      contentType: 'application/pdf',
      size: 2048,
      origin: 'unused',
    });
    expect(url).toBe('https://s3.example.ca/sfi-attachments');
    expect(checkPostPolicy(lowerCased(fields), context())).toEqual({
      key,
      contentType: 'application/pdf',
      minLength: 2048,
      maxLength: 2048,
      successStatus: 204,
    });
  });

  it('binds the size declared, never past 25 MB', async () => {
    const range = async (size: number) => {
      const { fields } = await storage.presignedPost({
        key,
        contentType: 'application/pdf',
        size,
        origin: '',
      });
      const { minLength, maxLength } = checkPostPolicy(lowerCased(fields), context());
      return [minLength, maxLength];
    };
    expect(await range(1)).toEqual([1, 1]);
    expect(await range(UPLOAD_MAX_BYTES)).toEqual([UPLOAD_MAX_BYTES, UPLOAD_MAX_BYTES]);
    expect(await range(UPLOAD_MAX_BYTES + 1)).toEqual([UPLOAD_MAX_BYTES, UPLOAD_MAX_BYTES]);
  });

  it.each<[string, (fields: Record<string, string>) => Record<string, string>, string]>([
    [
      'another key',
      (fields) => ({ ...fields, key: key.replace('lease-quotes/6', 'lease-quotes/7') }),
      'AccessDenied',
    ],
    ['another type', (fields) => ({ ...fields, 'Content-Type': 'image/png' }), 'AccessDenied'],
    [
      'a signature of another secret',
      (fields) => ({ ...fields, 'X-Amz-Signature': '0'.repeat(64) }),
      'SignatureDoesNotMatch',
    ],
    [
      'another region',
      (fields) => ({
        ...fields,
        'X-Amz-Credential': fields['X-Amz-Credential']!.replace('ca-central-1', 'us-east-1'),
      }),
      'InvalidArgument',
    ],
  ])('fails with %s', async (_name, change, code) => {
    const { fields } = await storage.presignedPost({
      key,
      contentType: 'application/pdf',
      size: 100,
      origin: 'unused',
    });
    expect(codeOf(() => checkPostPolicy(lowerCased(change(fields)), context()))).toBe(code);
  });

  it('expires 15 minutes after it is signed', async () => {
    const { fields } = await storage.presignedPost({
      key,
      contentType: 'application/pdf',
      size: 100,
      origin: 'unused',
    });
    const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);
    expect(codeOf(() => checkPostPolicy(lowerCased(fields), context(later(14))))).toBeUndefined();
    expect(codeOf(() => checkPostPolicy(lowerCased(fields), context(later(16))))).toBe('AccessDenied');
  });
});

describe('the SDK’s presigned GET for S3', () => {
  /** Checks a URL as the local bucket checks a read (local-bucket.ts), with the URL's own host. */
  function verifies(text: string): boolean {
    const url = new URL(text);
    const params = [...url.searchParams];
    const param = (name: string) => url.searchParams.get(name) ?? '';
    const credential = parseCredential(param('X-Amz-Credential'))!;
    const toSign = queryStringToSign({
      method: 'GET',
      path: decodeURIComponent(url.pathname),
      params,
      headers: [['host', url.host]],
      amzDate: param('X-Amz-Date'),
      scope: `${credential.date}/${credential.region}/${credential.service}/aws4_request`,
      payloadHash: param('X-Amz-Content-Sha256') || 'UNSIGNED-PAYLOAD',
    });
    const signature = signHex(
      signingKey(credentials.secretAccessKey, credential.date, credential.region),
      toSign,
    );
    return sameSignature(signature, param('X-Amz-Signature'));
  }

  it('is a five-minute URL naming the file, whose signature the local bucket’s check accepts', async () => {
    const url = await storage.readUrl(key, { origin: 'unused' });
    expect(url.startsWith('https://s3.example.ca/sfi-attachments/lease-quotes/')).toBe(true);
    expect(new URL(url).searchParams.get('X-Amz-Expires')).toBe('300');
    expect(new URL(url).searchParams.get('response-content-disposition')).toBe(
      `attachment; filename="Offre sign_e.pdf"; filename*=UTF-8''Offre%20sign%C3%A9e.pdf`,
    );
    expect(verifies(url)).toBe(true);
    expect(verifies(url.replace('Offre', 'offre'))).toBe(false);
    expect(verifies(url.replace('X-Amz-Expires=300', 'X-Amz-Expires=301'))).toBe(false);
  });
});

describe('the bucket’s origin in the pages’ Content-Security-Policy', () => {
  it('is where the SDK sends browsers: the endpoint, or the bucket’s AWS host; none for the local bucket', async () => {
    expect(await storage.publicOrigin()).toBe('https://s3.example.ca');
    const aws = s3Storage({
      kind: 's3',
      bucket: 'sfi-attachments',
      region: 'ca-central-1',
      forcePathStyle: false,
      credentials,
    });
    expect(await aws.publicOrigin()).toBe('https://sfi-attachments.s3.ca-central-1.amazonaws.com');
  });

  it('lets pages post uploads to it and show its images, nothing more', () => {
    const policy = pagePolicy({ storageOrigin: 'https://s3.example.ca' });
    const directive = (name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';
    expect(directive('connect-src')).toContain('https://s3.example.ca');
    expect(directive('img-src')).toContain('https://s3.example.ca');
    expect(directive('script-src')).not.toContain('s3.example.ca');
    expect(directive('frame-src')).not.toContain('s3.example.ca');
  });
});
