// Direct uploads (doc 2 §3 "Upload token", §7): the token, a real multipart POST to the local
// bucket, the stored object, and its read URL; then every way the bucket refuses a form, each with
// S3's error code and status, and nothing stored.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  message,
  UPLOAD_MAX_BYTES,
  uploadFormFields,
  uploadLimitText,
  type LeaseQuote,
  type ReadUrlsResponse,
  type UploadToken,
} from '@sfi/domain';
import { localSecret } from '../src/storage/storage.ts';
import { signHex, signingKey } from '../src/storage/sigv4.ts';
import type { SignedIn } from './support/auth.ts';
import { createStorageTestApi, postForm, s3Code } from './support/storage.ts';
import { quoteDetails } from './support/api.ts';

const api = await createStorageTestApi();
let dealer: SignedIn;
let staff: SignedIn;
let quote: LeaseQuote;
const pdf = new TextEncoder().encode('%PDF-1.7\n% a lease agreement\n%%EOF\n');

beforeAll(async () => {
  dealer = await api.dealerSignIn();
  staff = await api.staffSignIn();
  const created = await api.call({
    method: 'POST',
    path: '/lease-quotes',
    session: dealer,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ vehicle: { type: 'CAR' }, ...quoteDetails }),
  });
  expect(created.statusCode, created.body).toBe(201);
  quote = created.json<LeaseQuote>();
});

const pdfToken = (session: SignedIn = dealer, name = 'Lease Agreement.pdf') =>
  api.token(session, {
    originalFilename: name,
    contentType: 'application/pdf',
    size: pdf.length,
    leaseQuoteId: quote.id,
  });

async function readUrl(session: SignedIn, key: string): Promise<string> {
  const response = await api.readUrls(session, { paths: [key] });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ReadUrlsResponse>().urls[0]!.url;
}

describe('an upload, start to end', () => {
  it('answers a token, takes the file, keeps it, and reads it back through a read URL', async () => {
    const token = await pdfToken();
    expect(token).toMatchObject({
      originalFilename: 'Lease Agreement.pdf',
      leaseQuoteId: quote.id,
      url: `${api.origin}/storage/sfi-uploads`,
      'Content-Type': 'application/pdf',
      'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
    });
    expect(token.key).toBe(`lease-quotes/${quote.id}/${token.imageId}/Lease Agreement.pdf`);
    expect(token).not.toHaveProperty('chatroomId');
    // The form the browser sends: the token's fields but the app's own (doc 2 §5).
    const fields = uploadFormFields(token);
    expect(Object.keys(fields)).not.toEqual(expect.arrayContaining(['imageId']));
    for (const own of ['imageId', 'originalFilename', 'leaseQuoteId', 'url'])
      expect(fields).not.toHaveProperty(own);
    expect(fields.key).toBe(token.key);

    const posted = await postForm(token.url!, fields, pdf, 'Lease Agreement.pdf');
    expect(posted.status, await posted.clone().text()).toBe(204);

    expect(await api.app.storage.storedObject(token.key)).toMatchObject({
      key: token.key,
      size: pdf.length,
      contentType: 'application/pdf',
    });

    const url = await readUrl(dealer, token.key);
    expect(url.startsWith(`${api.origin}/storage/sfi-uploads/lease-quotes/`)).toBe(true);
    const read = await fetch(url);
    expect(read.status).toBe(200);
    expect(new Uint8Array(await read.arrayBuffer())).toEqual(pdf);
    expect(read.headers.get('content-type')).toBe('application/pdf');
    expect(read.headers.get('content-disposition')).toBe(
      `attachment; filename="Lease Agreement.pdf"; filename*=UTF-8''Lease%20Agreement.pdf`,
    );
    expect(read.headers.get('x-content-type-options')).toBe('nosniff');
    expect(read.headers.get('content-security-policy')).toMatch(/sandbox/);
    // Staff reach every quote, so its files too.
    expect((await fetch(await readUrl(staff, token.key))).status).toBe(200);

    await api.app.storage.deleteObject(token.key);
    expect(await api.app.storage.storedObject(token.key)).toBeNull();
    const gone = await fetch(url);
    expect([gone.status, s3Code(await gone.text())]).toEqual([404, 'NoSuchKey']);
  });

  it('shows an image inline, under its original name, accents included', async () => {
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    const token = await api.token(staff, {
      originalFilename: 'Véhicule côté.PNG',
      contentType: 'image/png',
      size: png.length,
      leaseQuoteId: quote.id,
    });
    expect((await postForm(token.url!, uploadFormFields(token), png)).status).toBe(204);
    const read = await fetch(await readUrl(staff, token.key));
    expect(read.headers.get('content-type')).toBe('image/png');
    expect(read.headers.get('content-disposition')).toBe(
      `inline; filename="V_hicule c_t_.PNG"; filename*=UTF-8''V%C3%A9hicule%20c%C3%B4t%C3%A9.PNG`,
    );
  });

  it('answers several read URLs in the order asked, the same path twice included', async () => {
    const first = await pdfToken();
    const second = await pdfToken(dealer, 'second.pdf');
    const response = await api.readUrls(dealer, { paths: [first.key, second.key, first.key] });
    expect(response.statusCode).toBe(200);
    const { urls } = response.json<ReadUrlsResponse>();
    expect(urls).toHaveLength(3);
    expect(decodeURIComponent(urls[1]!.url)).toContain('second.pdf');
    expect(decodeURIComponent(urls[0]!.url)).toContain(first.key);
  });
});

describe('the token call refuses what storage would refuse, before signing anything', () => {
  const base = { originalFilename: 'a.pdf', contentType: 'application/pdf', size: 10 };
  it.each<[string, object, string]>([
    ['a type uploads do not take', { contentType: 'text/html' }, message('upload.error.type')],
    ['audio: recognised, not uploaded', { contentType: 'audio/mpeg' }, message('upload.error.type')],
    ['an SVG image (it can hold script)', { contentType: 'image/svg+xml' }, message('upload.error.type')],
    ['an empty file', { size: 0 }, message('upload.error.empty')],
    [
      'a file over 25 MB',
      { size: UPLOAD_MAX_BYTES + 1 },
      message('upload.error.tooLarge', { max: uploadLimitText() }),
    ],
    ['no target', { leaseQuoteId: undefined }, message('upload.error.target')],
    ['two targets', { chatroomId: 'room-1' }, message('upload.error.target')],
  ])('%s', async (_name, change, text) => {
    const response = await api.putParams(dealer, { ...base, leaseQuoteId: quote.id, ...change });
    expect(response.statusCode, response.body).toBe(400);
    expect(JSON.stringify(response.json())).toContain(text);
  });

  it('takes a MIME type with parameters and another case, and signs it bare', async () => {
    const token = await api.token(dealer, {
      ...base,
      contentType: 'Application/PDF; charset=binary',
      leaseQuoteId: quote.id,
    });
    expect(token['Content-Type']).toBe('application/pdf');
  });
});

/** A token and the form it allows, for one change to be made to it. */
async function freshForm() {
  const token = await pdfToken();
  return { token, fields: uploadFormFields(token) };
}

const reencode = (
  policy: string,
  change: (document: { expiration: string; conditions: unknown[] }) => void,
) => {
  const document = JSON.parse(Buffer.from(policy, 'base64').toString()) as {
    expiration: string;
    conditions: unknown[];
  };
  change(document);
  return Buffer.from(JSON.stringify(document)).toString('base64');
};

/** Signs a policy as the local bucket's own key would: a policy changed by someone holding the secret. */
async function signed(fields: Record<string, string>, policy: string) {
  const [, date = '', region = ''] = fields['X-Amz-Credential']!.split('/');
  const key = signingKey(await localSecret(api.db), date, region);
  return { ...fields, Policy: policy, 'X-Amz-Signature': signHex(key, policy) };
}

describe('the local bucket checks the POST policy as S3 does (one row per condition)', () => {
  type Case = [
    name: string,
    make: (
      form: Awaited<ReturnType<typeof freshForm>>,
    ) => Promise<{ fields: Record<string, string>; file?: Uint8Array | null; url?: string }>,
    status: number,
    code: string,
  ];
  const cases: Case[] = [
    [
      'expired policy',
      async ({ fields }) => {
        api.skew(16 * 60 * 1000);
        return { fields };
      },
      403,
      'AccessDenied',
    ],
    [
      'a key outside the quote’s prefix',
      async ({ fields }) => ({
        fields: { ...fields, key: fields.key!.replace(quote.id, '00000000-0000-4000-8000-000000000000') },
      }),
      403,
      'AccessDenied',
    ],
    [
      'a file of 25 MB + 1 byte',
      async ({ fields }) => ({ fields, file: new Uint8Array(UPLOAD_MAX_BYTES + 1) }),
      400,
      'EntityTooLarge',
    ],
    ['an empty file', async ({ fields }) => ({ fields, file: new Uint8Array(0) }), 400, 'EntityTooSmall'],
    [
      'a content type other than the signed one',
      async ({ fields }) => ({ fields: { ...fields, 'Content-Type': 'text/html' } }),
      403,
      'AccessDenied',
    ],
    [
      'a type uploads do not take, in a validly signed policy',
      async ({ fields }) => {
        const policy = reencode(fields.Policy!, (document) => {
          document.conditions = document.conditions.map((condition) =>
            JSON.stringify(condition).includes('application/pdf')
              ? JSON.parse(JSON.stringify(condition).replaceAll('application/pdf', 'text/html'))
              : condition,
          );
        });
        return { fields: { ...(await signed(fields, policy)), 'Content-Type': 'text/html' } };
      },
      403,
      'AccessDenied',
    ],
    [
      'a tampered signature',
      async ({ fields }) => ({
        fields: {
          ...fields,
          'X-Amz-Signature': fields['X-Amz-Signature']!.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')),
        },
      }),
      403,
      'SignatureDoesNotMatch',
    ],
    [
      'a tampered policy (a larger size range)',
      async ({ fields }) => ({
        fields: {
          ...fields,
          Policy: reencode(fields.Policy!, (document) => {
            document.conditions[0] = ['content-length-range', 1, 10 * UPLOAD_MAX_BYTES];
          }),
        },
      }),
      403,
      'SignatureDoesNotMatch',
    ],
    [
      'a policy that is not JSON, validly signed',
      async ({ fields }) => ({
        fields: await signed(fields, Buffer.from('{"expiration":').toString('base64')),
      }),
      400,
      'InvalidPolicyDocument',
    ],
    [
      'a policy without conditions, validly signed',
      async ({ fields }) => ({
        fields: await signed(
          fields,
          reencode(fields.Policy!, (document) => delete (document as Partial<typeof document>).conditions),
        ),
      }),
      400,
      'InvalidPolicyDocument',
    ],
    [
      'no signature',
      async ({ fields }) => {
        const { 'X-Amz-Signature': _gone, ...rest } = fields;
        return { fields: rest };
      },
      400,
      'MissingFields',
    ],
    [
      'no policy',
      async ({ fields }) => {
        const { Policy: _gone, ...rest } = fields;
        return { fields: rest };
      },
      400,
      'MissingFields',
    ],
    [
      'no key',
      async ({ fields }) => {
        const { key: _gone, ...rest } = fields;
        return { fields: rest };
      },
      400,
      'MissingFields',
    ],
    [
      'a field no condition names',
      async ({ fields }) => ({ fields: { ...fields, acl: 'public-read' } }),
      403,
      'AccessDenied',
    ],
    [
      'another access key',
      async ({ fields }) => ({
        fields: { ...fields, 'X-Amz-Credential': fields['X-Amz-Credential']!.replace(/^[^/]+/, 'AKIAOTHER') },
      }),
      403,
      'InvalidAccessKeyId',
    ],
    ['no file', async ({ fields }) => ({ fields, file: null }), 400, 'IncorrectNumberOfFilesInPostRequest'],
    [
      'another bucket',
      async ({ fields, token }) => ({ fields, url: token.url!.replace('sfi-uploads', 'other-bucket') }),
      404,
      'NoSuchBucket',
    ],
  ];

  it.each(cases)('%s: refused with its S3 code, nothing stored', async (_name, make, status, code) => {
    const form = await freshForm();
    try {
      const { fields, file = pdf, url = form.token.url! } = await make(form);
      const response = await postForm(url, fields, file ?? undefined);
      const body = await response.text();
      expect([response.status, s3Code(body)], body).toEqual([status, code]);
      expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    } finally {
      api.skew(0);
    }
    expect(await api.app.storage.storedObject(form.token.key)).toBeNull();
  });

  it('answers 201 with the PostResponse when the policy asks for it (success_action_status)', async () => {
    const { token, fields } = await freshForm();
    const policy = reencode(fields.Policy!, (document) =>
      document.conditions.push({ success_action_status: '201' }),
    );
    const response = await postForm(
      token.url!,
      { ...(await signed(fields, policy)), success_action_status: '201' },
      pdf,
    );
    const body = await response.text();
    expect(response.status, body).toBe(201);
    expect(body).toContain(`<Key>${token.key}</Key>`);
    expect(body).toContain('<Bucket>sfi-uploads</Bucket>');
  });

  it('cuts off a body larger than any upload without reading it (Content-Length over the cap)', async () => {
    const { token, fields } = await freshForm();
    const response = await postForm(token.url!, fields, new Uint8Array(UPLOAD_MAX_BYTES + 512 * 1024));
    expect([response.status, s3Code(await response.text())]).toEqual([400, 'EntityTooLarge']);
    expect(await api.app.storage.storedObject(token.key)).toBeNull();
  });
});

describe('the local bucket checks read URLs as S3 does', () => {
  let key: string;
  let url: string;
  beforeAll(async () => {
    const token = await pdfToken();
    expect((await postForm(token.url!, uploadFormFields(token), pdf)).status).toBe(204);
    key = token.key;
    url = await readUrl(dealer, key);
  });

  it.each<[string, () => string, number, string]>([
    [
      'a tampered signature',
      () => url.replace(/X-Amz-Signature=(.)/, (_m, c: string) => `X-Amz-Signature=${c === 'a' ? 'b' : 'a'}`),
      403,
      'SignatureDoesNotMatch',
    ],
    ['another key, same signature', () => url.replace('/Lease', '/lease'), 403, 'SignatureDoesNotMatch'],
    [
      'a longer lifetime',
      () => url.replace('X-Amz-Expires=300', 'X-Amz-Expires=3000'),
      403,
      'SignatureDoesNotMatch',
    ],
    [
      'a content type asked for',
      () => `${url}&response-content-type=text%2Fhtml`,
      403,
      'SignatureDoesNotMatch',
    ],
    ['no signature at all', () => url.split('?')[0]!, 403, 'AccessDenied'],
  ])('%s: refused with its S3 code', async (_name, make, status, code) => {
    const response = await fetch(make());
    expect([response.status, s3Code(await response.text())]).toEqual([status, code]);
  });

  it('refuses an expired URL', async () => {
    api.skew(6 * 60 * 1000);
    try {
      const response = await fetch(url);
      expect([response.status, s3Code(await response.text())]).toEqual([403, 'AccessDenied']);
    } finally {
      api.skew(0);
    }
    expect((await fetch(url)).status).toBe(200);
  });
});

describe('a read URL of a key signed for a path never uploaded', () => {
  it('is a 404 NoSuchKey', async () => {
    const token: UploadToken = await pdfToken();
    const response = await fetch(await readUrl(dealer, token.key));
    expect([response.status, s3Code(await response.text())]).toEqual([404, 'NoSuchKey']);
  });
});
