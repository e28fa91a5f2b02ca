// The S3 adapter against a real S3-compatible server (s3rver, the cluster's, started here on
// loopback), through the AWS SDK as against S3 or MinIO: the token's form posted straight to it, the
// object read back through a signed URL, and a file filed from it.
//
// s3rver does NOT enforce presigned POST policies: it stores whatever form it is sent, whatever its
// key, type, size or expiry, signed or not (its POST handler ignores `Policy`). Nor does it check a
// signed GET's signature (only its expiry), and it reads objects without one. The tests below show
// both. S3 enforces them, and so does the local bucket (storage.test.ts and storage-s3.test.ts
// check each condition). Our own checks do not rely on the store: a file is filed or sent only under a key
// the server made for that file or room, only when its stored type is allowed and its bytes are that
// type's, and only up to 25 MB; read URLs expire. Those are checked here against s3rver too.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  message,
  UPLOAD_MAX_BYTES,
  uploadFormFields,
  uploadLimitText,
  type FileDocument,
  type UploadToken,
} from '@sfi/domain';
import { demoAccounts } from '../src/seed/demo-accounts.ts';
import { READ_URL_TTL_SECONDS } from '../src/storage/storage.ts';
import { createAudiences } from './support/audiences.ts';
import { createAuthTestApi, office } from './support/auth.ts';
import { postForm, s3Code } from './support/storage.ts';

const bucketName = 'sfi-attachments';
const directory = mkdtempSync(join(tmpdir(), 'sfi-s3rver-'));
const s3rver = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory,
  configureBuckets: [{ name: bucketName, configs: [] }],
});
const { port } = await s3rver.run();
const endpoint = `http://127.0.0.1:${port}`;
afterAll(async () => {
  await s3rver.close();
  rmSync(directory, { recursive: true, force: true });
});

const api = await createAuthTestApi(
  {},
  {
    storage: {
      kind: 's3',
      bucket: bucketName,
      region: 'us-east-1',
      endpoint,
      forcePathStyle: true,
      // s3rver's one account.
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    },
  },
);
afterAll(() => api.close());
const audiences = await createAudiences(api);
const fileNo = 'S3-1';
const otherFileNo = 'S3-2';

const pdf = Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj<<>>endobj\n%%EOF\n', 'latin1');
const exe = Buffer.concat([Buffer.from('MZ'), Buffer.from([0x90, 0, 3, 0]), Buffer.from('This program')]);

async function token(body: { originalFilename: string; contentType: string; size: number }, file = fileNo) {
  const response = await api.app.inject({
    method: 'POST',
    url: '/api/chat/s3-tokens/put-params',
    remoteAddress: office,
    headers: { ...(await audiences.headers('fileDealer')), 'content-type': 'application/json' },
    payload: JSON.stringify({ ...body, fileNo: file }),
  });
  return response;
}

async function tokenFor(
  name: string,
  contentType: string,
  size: number,
  file = fileNo,
): Promise<UploadToken> {
  const response = await token({ originalFilename: name, contentType, size }, file);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<UploadToken>();
}

/** Files an uploaded key into the file's documents, as the dealer's app does. */
async function file(storageKey: string) {
  return api.app.inject({
    method: 'POST',
    url: `/api/main/documents/${fileNo}`,
    remoteAddress: office,
    headers: await audiences.headers('fileDealer'),
    payload: { type: 'PASSPORT', storageKey },
  });
}

async function documents(): Promise<FileDocument[]> {
  const response = await api.app.inject({
    method: 'GET',
    url: `/api/main/documents/${fileNo}`,
    remoteAddress: office,
    headers: await audiences.headers('fileDealer'),
  });
  return response.json<{ documents: FileDocument[] }>().documents;
}

const fieldErrors = (response: { json: () => unknown }) =>
  (response.json() as { fieldErrors?: Record<string, string> }).fieldErrors;

beforeAll(async () => {
  for (const number of [fileNo, otherFileNo]) {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/main/files',
      remoteAddress: office,
      headers: await audiences.headers('staffAdmin'),
      payload: { fileNo: number, dealerNo: demoAccounts.fileDealer.dealerNo },
    });
    expect(response.statusCode, response.body).toBe(201);
  }
});

describe('through the AWS SDK, against s3rver', () => {
  it('the form goes straight to the S3 server; the file is filed and read back through a signed URL', async () => {
    const form = await tokenFor('Lease agreement.pdf', 'application/pdf', pdf.length);
    expect(form.url).toBe(`${endpoint}/${bucketName}`);
    const posted = await postForm(form.url!, uploadFormFields(form), pdf, 'Lease agreement.pdf');
    expect(posted.status, await posted.clone().text()).toBe(204);

    const filed = await file(form.key);
    expect(filed.statusCode, filed.body).toBe(201);
    expect(filed.json()).toMatchObject({
      name: 'Lease agreement.pdf',
      contentType: 'application/pdf',
      size: pdf.length,
    });

    const url = await api.app.storage.readUrl(form.key, { origin: 'unused' });
    expect(url.startsWith(`${endpoint}/${bucketName}/lease-files/`)).toBe(true);
    const read = await fetch(url);
    expect(read.status).toBe(200);
    expect(Buffer.from(await read.arrayBuffer())).toEqual(pdf);
    expect(read.headers.get('content-disposition')).toBe(
      `attachment; filename="Lease agreement.pdf"; filename*=UTF-8''Lease%20agreement.pdf`,
    );
  });

  it('s3rver stores a form S3 would refuse: another key, type and size, its policy expired (it checks no policy)', async () => {
    const form = await tokenFor('small.pdf', 'application/pdf', 10);
    const expired = Buffer.from(
      JSON.stringify({ expiration: '2000-01-01T00:00:00.000Z', conditions: [] }),
    ).toString('base64');
    const fields = {
      ...uploadFormFields(form),
      key: 'anywhere/at/all.html',
      'Content-Type': 'text/html',
      Policy: expired,
    };
    const posted = await postForm(form.url!, fields, Buffer.from('<script>alert(1)</script>'), 'all.html');
    expect(posted.status).toBe(204);
    expect(await api.app.storage.storedObject('anywhere/at/all.html')).toMatchObject({
      contentType: 'text/html',
    });
  });

  it('s3rver reads an object for a forged signature, or none (it checks a signed URL’s expiry, not its signature)', async () => {
    const form = await tokenFor('open.pdf', 'application/pdf', pdf.length);
    expect((await postForm(form.url!, uploadFormFields(form), pdf, 'open.pdf')).status).toBe(204);
    const url = new URL(await api.app.storage.readUrl(form.key, { origin: 'unused' }));
    url.searchParams.set('X-Amz-Signature', '0'.repeat(64));
    expect((await fetch(url)).status).toBe(200);
    expect((await fetch(`${url.origin}${url.pathname}`)).status).toBe(200);
  });
});

describe('our own checks hold where the store checks no policy', () => {
  it('key: an object under another file’s key is not filed here', async () => {
    const other = await tokenFor('other.pdf', 'application/pdf', pdf.length, otherFileNo);
    expect((await postForm(other.url!, uploadFormFields(other), pdf, 'other.pdf')).status).toBe(204);
    const before = (await documents()).length;
    const response = await file(other.key);
    expect(response.statusCode, response.body).toBe(400);
    expect(fieldErrors(response)).toEqual({ storageKey: message('files.document.notThisFile') });
    expect(await documents()).toHaveLength(before);
  });

  it('type: a type changed in the form, or bytes that are not the type’s, are never filed', async () => {
    const before = (await documents()).length;
    const retyped = await tokenFor('page.pdf', 'application/pdf', pdf.length);
    const asHtml = { ...uploadFormFields(retyped), 'Content-Type': 'text/html' };
    expect((await postForm(retyped.url!, asHtml, pdf, 'page.pdf')).status).toBe(204);
    const refusedType = await file(retyped.key);
    expect(refusedType.statusCode, refusedType.body).toBe(400);
    expect(fieldErrors(refusedType)).toEqual({ storageKey: message('upload.error.type') });

    const program = await tokenFor('invoice.pdf', 'application/pdf', exe.length);
    expect((await postForm(program.url!, uploadFormFields(program), exe, 'invoice.pdf')).status).toBe(204);
    const refusedBytes = await file(program.key);
    expect(refusedBytes.statusCode, refusedBytes.body).toBe(400);
    expect(fieldErrors(refusedBytes)).toEqual({ storageKey: message('upload.error.content') });
    expect(await documents()).toHaveLength(before);
  });

  it('size: no token over 25 MB, and a file over 25 MB posted on a small token is never filed', async () => {
    const tooLarge = await token({
      originalFilename: 'scan.pdf',
      contentType: 'application/pdf',
      size: UPLOAD_MAX_BYTES + 1,
    });
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.body).toContain(message('upload.error.tooLarge', { max: uploadLimitText() }));

    const before = (await documents()).length;
    const small = await tokenFor('scan.pdf', 'application/pdf', pdf.length);
    const large = Buffer.concat([pdf, Buffer.alloc(UPLOAD_MAX_BYTES + 1 - pdf.length, ' ')]);
    expect((await postForm(small.url!, uploadFormFields(small), large, 'scan.pdf')).status).toBe(204);
    const response = await file(small.key);
    expect(response.statusCode, response.body).toBe(400);
    expect(fieldErrors(response)).toEqual({
      storageKey: message('upload.error.tooLarge', { max: uploadLimitText() }),
    });
    expect(await documents()).toHaveLength(before);
  });

  it(`expiry: a read URL is refused ${READ_URL_TTL_SECONDS / 60} minutes after it was signed`, async () => {
    const form = await tokenFor('later.pdf', 'application/pdf', pdf.length);
    expect((await postForm(form.url!, uploadFormFields(form), pdf, 'later.pdf')).status).toBe(204);
    const signedAt = async (secondsAgo: number) => {
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() - secondsAgo * 1000 });
      try {
        return await api.app.storage.readUrl(form.key, { origin: 'unused' });
      } finally {
        vi.useRealTimers();
      }
    };
    expect((await fetch(await signedAt(READ_URL_TTL_SECONDS - 30))).status).toBe(200);
    const expired = await fetch(await signedAt(READ_URL_TTL_SECONDS + 30));
    expect([expired.status, s3Code(await expired.text())]).toEqual([403, 'AccessDenied']);
  });
});
