// The lease-file, file-dealer and storage routes attacked from outside, against a running server as
// an attacker or a careless user would (issue 11). Each test here failed before its fix.
import { describe, expect, it } from 'vitest';
import { message, uploadFormFields, type UploadToken } from '@sfi/domain';
import { createAudiences, type AudienceName } from './support/audiences.ts';
import { office } from './support/auth.ts';
import { createStorageTestApi, postForm } from './support/storage.ts';

const api = await createStorageTestApi();
const audiences = await createAudiences(api);

type Who = AudienceName | 'otherFileDealer';
const headersOf = (who: Who) =>
  who === 'otherFileDealer' ? audiences.otherHeaders('fileDealer') : audiences.headers(who);

async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, who: Who, body?: unknown) {
  return api.app.inject({
    method,
    url: path,
    remoteAddress: office,
    headers: { host: new URL(api.origin).host, ...(await headersOf(who)) },
    ...(body !== undefined && { payload: body as object }),
  });
}

const pdf = new TextEncoder().encode('%PDF-1.7\n%%EOF\n');

/** A PDF uploaded to file `fileNo` by `who` and filed on it as a passport: its storage key. */
async function filed(fileNo: string, who: Who): Promise<string> {
  const tokenResponse = await call('POST', '/api/chat/s3-tokens/put-params', who, {
    originalFilename: 'passport.pdf',
    contentType: 'application/pdf',
    size: pdf.length,
    fileNo,
  });
  expect(tokenResponse.statusCode, tokenResponse.body).toBe(200);
  const token = tokenResponse.json<UploadToken>();
  expect((await postForm(token.url!, uploadFormFields(token), pdf, 'passport.pdf')).status).toBe(204);
  const document = await call('POST', `/api/main/documents/${fileNo}`, who, {
    type: 'PASSPORT',
    storageKey: token.key,
    name: 'passport.pdf',
  });
  expect(document.statusCode, document.body).toBe(201);
  return token.key;
}

const readUrls = (who: Who, paths: string[]) => call('POST', '/api/chat/s3-tokens/read-urls', who, { paths });
const notFound = [404, message('files.fileNo.notFound')];
const answer = (response: { statusCode: number; json: () => unknown }) => [
  response.statusCode,
  (response.json() as { message?: string }).message,
];

// A file's documents keep the number the file had when they were uploaded in their keys. The
// storage calls asked only "does the caller reach a file of that number, or a file that filed
// documents under it?", so once a renumbered file's old number was given to another dealership's
// file, each dealership could read the other's documents under that number and get upload tokens
// for the other's file.
describe('a file number given again after a renumbering', () => {
  it('leaves each dealership its own documents and uploads', async () => {
    const created = (fileNo: string, dealerNo: string) =>
      call('POST', '/api/main/files', 'staffAdmin', { fileNo, dealerNo });
    expect((await created('REUSE-1', 'D-1001')).statusCode).toBe(201);
    const maples = await filed('REUSE-1', 'fileDealer');
    expect(
      (await call('PUT', '/api/main/files/fileNo/REUSE-1', 'staffAdmin', { fileNo: 'REUSE-2' })).statusCode,
    ).toBe(200);
    expect((await created('REUSE-1', 'D-2002')).statusCode).toBe(201);
    const prairies = await filed('REUSE-1', 'otherFileDealer');

    // Each reads their own, under the number that is now the other dealership's or was theirs.
    expect((await readUrls('fileDealer', [maples])).statusCode).toBe(200);
    expect((await readUrls('otherFileDealer', [prairies])).statusCode).toBe(200);
    expect((await readUrls('staffAdmin', [maples, prairies])).statusCode).toBe(200);
    // Never the other's.
    expect(answer(await readUrls('otherFileDealer', [maples]))).toEqual(notFound);
    expect(answer(await readUrls('fileDealer', [prairies]))).toEqual(notFound);
    expect(answer(await readUrls('fileDealer', [maples, prairies]))).toEqual(notFound);
    // Nor an upload to the other's file through the number their own file once had.
    const token = await call('POST', '/api/chat/s3-tokens/put-params', 'fileDealer', {
      originalFilename: 'x.pdf',
      contentType: 'application/pdf',
      size: pdf.length,
      fileNo: 'REUSE-1',
    });
    expect(answer(token)).toEqual(notFound);
  });
});
