// Uploads attacked as issue 26 found them (items 8 and 9, and the token's size): a program sent as
// a PDF, SVG and HTML sent as an image and as text, a document shown under another name than it
// downloads as, an upload form posted again after its file was filed, and a file of another size
// than the token declared. Each is sent as an attacker would: the token call, then the form posted
// over a socket straight to the bucket, then the filing call.
import { beforeAll, describe, expect, it } from 'vitest';
import { message, uploadFormFields, type FileDocument, type UploadToken } from '@sfi/domain';
import type { Storage } from '../src/storage/storage.ts';
import { demoAccounts } from '../src/seed/demo-accounts.ts';
import { createAudiences } from './support/audiences.ts';
import { office } from './support/auth.ts';
import { createStorageTestApi, postForm, s3Code } from './support/storage.ts';

const api = await createStorageTestApi();
const audiences = await createAudiences(api);
const bucket = () => (api.app as unknown as { storage: Storage }).storage;
const fileNo = 'UP-1';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(
    parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))),
  );
const pdf = bytes('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj<<>>endobj\n%%EOF\n');
const png = bytes(
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  [0, 0, 0, 13],
  'IHDR',
  new Array<number>(17).fill(0),
);
const exe = bytes('MZ', [0x90, 0, 3, 0, 0, 0, 4, 0], 'This program cannot be run in DOS mode.\r\n');
const svg = bytes('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.domain)"/>');
const html = bytes('<!DOCTYPE html><html><body><script>alert(document.domain)</script></body></html>');
const csv = bytes('Name,Amount\r\nJane <jane@example.com>,12.50\r\n');

async function tokenResponse(originalFilename: string, contentType: string, size: number) {
  return api.putParams((await audiences.session('fileDealer'))!, {
    originalFilename,
    contentType,
    size,
    fileNo,
  });
}

/** A token for the file, then the form posted straight to the bucket with these bytes. */
async function uploaded(originalFilename: string, contentType: string, body: Buffer): Promise<UploadToken> {
  const response = await tokenResponse(originalFilename, contentType, body.length);
  expect(response.statusCode, response.body).toBe(200);
  const token = response.json<UploadToken>();
  const posted = await postForm(token.url!, uploadFormFields(token), body, originalFilename);
  expect(posted.status, await posted.clone().text()).toBe(204);
  return token;
}

async function file(storageKey: string, name?: string) {
  return api.app.inject({
    method: 'POST',
    url: `/api/main/documents/${fileNo}`,
    remoteAddress: office,
    headers: await audiences.headers('fileDealer'),
    payload: { type: 'PASSPORT', storageKey, ...(name !== undefined && { name }) },
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
  const response = await api.app.inject({
    method: 'POST',
    url: '/api/main/files',
    remoteAddress: office,
    headers: await audiences.headers('staffAdmin'),
    payload: { fileNo, dealerNo: demoAccounts.fileDealer.dealerNo },
  });
  expect(response.statusCode, response.body).toBe(201);
});

describe('an upload is what its type says (issue 26, item 8)', () => {
  it.each<[string, string, string]>([
    ['a program as a PDF', 'invoice.exe', 'application/pdf'],
    ['a PDF named to run', 'invoice.pdf.exe', 'application/pdf'],
    ['SVG as a PNG', 'logo.svg', 'image/png'],
    ['HTML as text', 'notes.html', 'text/plain'],
    ['a name with no extension', 'invoice', 'application/pdf'],
  ])('%s: no token, the name does not fit the type', async (_case, originalFilename, contentType) => {
    const response = await tokenResponse(originalFilename, contentType, 100);
    expect(response.statusCode, response.body).toBe(400);
    expect(Object.keys(fieldErrors(response) ?? {})).toEqual(['originalFilename']);
    expect(fieldErrors(response)?.originalFilename).toMatch(
      /^The file’s name does not fit its type: name it with \./,
    );
  });

  it.each<[string, string, string, Buffer]>([
    ['a program named .pdf', 'invoice.pdf', 'application/pdf', exe],
    ['SVG named .png', 'logo.png', 'image/png', svg],
    ['HTML named .txt', 'notes.txt', 'text/plain', html],
    ['SVG named .txt', 'notes.txt', 'text/plain', svg],
    ['HTML named .csv', 'list.csv', 'text/csv', html],
    ['a PNG named .pdf', 'scan.pdf', 'application/pdf', png],
  ])('%s: uploaded, but never filed', async (_case, name, type, body) => {
    const before = (await documents()).length;
    const token = await uploaded(name, type, body);
    const response = await file(token.key, name);
    expect(response.statusCode, response.body).toBe(400);
    expect(fieldErrors(response)).toEqual({ storageKey: message('upload.error.content') });
    expect(await documents()).toHaveLength(before);
  });

  it.each<[string, string, string, Buffer]>([
    ['a PDF', 'Lease agreement.pdf', 'application/pdf', pdf],
    ['a PNG', 'licence.png', 'image/png', png],
    ['a CSV saved by Excel on Windows', 'rates.csv', 'application/vnd.ms-excel', csv],
    ['text with an address in angle brackets', 'notes.txt', 'text/plain', csv],
  ])('%s is filed', async (_case, name, type, body) => {
    const response = await file((await uploaded(name, type, body)).key, name);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ name, contentType: type, size: body.length });
  });

  it('one name: the document shows the name it downloads as, whatever the filing call says', async () => {
    const token = await uploaded('passport.pdf', 'application/pdf', pdf);
    const response = await file(token.key, 'passport.exe');
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ name: 'passport.pdf' });
    expect((await documents()).find((document) => document.storageKey === token.key)?.name).toBe(
      'passport.pdf',
    );
    const read = await api.readUrls((await audiences.session('fileDealer'))!, { paths: [token.key] });
    const download = await fetch(read.json<{ urls: { url: string }[] }>().urls[0]!.url);
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="passport.pdf"; filename*=UTF-8''passport.pdf`,
    );
  });
});

describe('a filed upload cannot be replaced (issue 26, item 9)', () => {
  it('its form, posted again within its 15 minutes, is refused and the filed bytes stay', async () => {
    const token = await uploaded('contract.pdf', 'application/pdf', pdf);
    expect((await file(token.key)).statusCode).toBe(201);
    // The same size, so the policy's length still holds: the program would replace the PDF.
    const swapped = Buffer.concat([exe, Buffer.alloc(pdf.length, 0x20)]).subarray(0, pdf.length);
    const again = await postForm(token.url!, uploadFormFields(token), swapped, 'contract.pdf');
    expect(again.status).toBe(403);
    expect(s3Code(await again.text())).toBe('AccessDenied');
    const stored = await bucket().firstBytes(token.key, 4096);
    expect(stored?.bytes.equals(pdf)).toBe(true);
  });

  it('two posts of one form at once: one is stored, the other refused', async () => {
    const response = await tokenResponse('twice.pdf', 'application/pdf', pdf.length);
    const token = response.json<UploadToken>();
    const other = Buffer.from(pdf.toString('latin1').replace('1 0 obj', '2 0 obj'), 'latin1');
    const answers = await Promise.all([
      postForm(token.url!, uploadFormFields(token), pdf, 'twice.pdf'),
      postForm(token.url!, uploadFormFields(token), other, 'twice.pdf'),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([204, 403]);
    const stored = await bucket().firstBytes(token.key, 4096);
    const winner = answers[0]!.status === 204 ? pdf : other;
    expect(stored?.bytes.equals(winner)).toBe(true);
  });
});

describe('the token binds the size it declared (issue 26, smaller)', () => {
  it.each<[string, number, string]>([
    ['a larger file', pdf.length + 1, 'EntityTooLarge'],
    ['a smaller file', pdf.length - 1, 'EntityTooSmall'],
  ])('%s than declared is refused', async (_case, size, code) => {
    const response = await tokenResponse('sized.pdf', 'application/pdf', pdf.length);
    const token = response.json<UploadToken>();
    const body = Buffer.concat([pdf, Buffer.from('  ')]).subarray(0, size);
    const posted = await postForm(token.url!, uploadFormFields(token), body, 'sized.pdf');
    expect(posted.status).toBe(400);
    expect(s3Code(await posted.text())).toBe(code);
    expect(await bucket().storedObject(token.key)).toBeNull();
  });
});
