// The lease-file, file-dealer and storage routes attacked from outside, against a running server as
// an attacker or a careless user would (issue 11). Each test here failed before its fix.
import { randomBytes } from 'node:crypto';
import { deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { message, uploadFormFields, type UploadToken } from '@sfi/domain';
import { keyFileSegment } from '../src/storage/targets.ts';
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

/** A ZIP of one entry, `name`, holding `content` deflated, whose headers say it unpacks to `declared` bytes. */
function zipOf(name: string, content: Buffer, declared: number): Buffer {
  const data = deflateRawSync(content, { level: 9 });
  const nameBytes = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(declared, 22);
  local.writeUInt16LE(nameBytes.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(declared, 24);
  central.writeUInt16LE(nameBytes.length, 28);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + nameBytes.length, 12);
  end.writeUInt32LE(local.length + nameBytes.length + data.length, 16);
  return Buffer.concat([local, nameBytes, data, central, nameBytes, end]);
}

// The import sets dealers' passwords: a super admin's call (issue 26 item 6).
async function importPreview(bytes: Buffer) {
  const boundary = `----sfi${randomBytes(8).toString('hex')}`;
  return api.app.inject({
    method: 'POST',
    url: '/api/main/dealers/import/preview',
    remoteAddress: office,
    headers: {
      ...(await audiences.headers('staffSuperAdmin')),
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="dealers.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
}

// The import added up the sizes a workbook's ZIP directory declares, and then let ExcelJS unpack
// it: a directory that lies (an entry "of 100 bytes" that unpacks to 64 MB) passed, and ExcelJS
// unpacked all of it before noticing. A 64 KB upload took seconds and hundreds of megabytes; the
// 2 MB the import takes would unpack to 2 GB.
describe('a workbook whose ZIP directory lies about its sizes', () => {
  it('is refused as unreadable without being unpacked', async () => {
    const opened = vi.spyOn(ExcelJS.Workbook.prototype, 'xlsx', 'get');
    try {
      const bomb = zipOf('xl/worksheets/sheet1.xml', Buffer.alloc(64 * 1024 * 1024, 0x20), 100);
      expect(bomb.length).toBeLessThan(128 * 1024);
      const response = await importPreview(bomb);
      const text = message('fileDealers.import.file.unreadable');
      expect([response.statusCode, response.json()]).toEqual([
        400,
        expect.objectContaining({ message: text, fieldErrors: { file: text } }),
      ]);
      expect(opened).not.toHaveBeenCalled();
    } finally {
      opened.mockRestore();
    }
  });

  it('still reads an honest workbook', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Dealers').addRow(['dealerNo', 'email', 'username', 'name', 'password']);
    workbook.getWorksheet('Dealers')!.addRow(['Z-1', 'z@z.example', 'zz-dealer', 'Zed', 'zed-password-2026']);
    const response = await importPreview(Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ valid: 1, invalid: 0 });
  });
});

// A history page past its size, or a version past any, was told "Use 100 characters or fewer."; a
// document without a key or of an unknown type got the validator's own words ("Invalid input:
// expected string, received undefined", "Invalid option: expected one of \"180_VEH_WORKSHEET\"|…").
describe('the words of a refused history page or document', () => {
  const fieldError = async (path: string, field: string, body?: unknown) => {
    const response = await call(body === undefined ? 'GET' : 'POST', path, 'staffAdmin', body);
    expect(response.statusCode, response.body).toBe(400);
    return (response.json() as { fieldErrors: Record<string, string> }).fieldErrors[field];
  };

  it.each<[string, string, string]>([
    ['?limit=101', 'limit', message('files.history.limit', { max: 100 })],
    ['?limit=0', 'limit', message('files.history.limit', { max: 100 })],
    ['?limit=ten', 'limit', message('files.history.limit', { max: 100 })],
    ['?before=99999999999', 'before', message('files.history.before')],
    ['?before=0', 'before', message('files.history.before')],
    ['?before=1.5', 'before', message('files.history.before')],
  ])('a history page asked with %s', async (query, field, text) => {
    expect(
      (await call('POST', '/api/main/files', 'staffAdmin', { fileNo: 'WORDS-1' })).statusCode,
    ).toBeLessThan(500);
    expect(await fieldError(`/api/main/history/WORDS-1${query}`, field)).toBe(text);
  });

  const key = 'lease-files/WORDS-1/00000000-0000-4000-8000-000000000000/a.pdf';
  it.each<[string, Record<string, unknown>, string, string]>([
    ['no storage key', { type: 'PASSPORT', name: 'a.pdf' }, 'storageKey', message('validation.required')],
    [
      'an empty name',
      { type: 'PASSPORT', storageKey: key, name: ' ' },
      'name',
      message('validation.required'),
    ],
    [
      'a key that is a number',
      { type: 'PASSPORT', storageKey: 7, name: 'a' },
      'storageKey',
      message('validation.required'),
    ],
    ['no type', { storageKey: key, name: 'a.pdf' }, 'type', message('files.document.type')],
    [
      'a type no checklist names',
      { type: 'SELFIE', storageKey: key, name: 'a.pdf' },
      'type',
      message('files.document.type'),
    ],
  ])('a document with %s', async (_name, body, field, text) => {
    expect(await fieldError('/api/main/documents/WORDS-1', field, body)).toBe(text);
  });
});

// A file name with a right-to-left override kept it in its key, and so in the name a download is
// saved under: "invoice\u202Efdp.exe" shows as "invoiceexe.pdf" but is saved, and opened, as an
// .exe. A dealer could hand staff a program that looks like a PDF.
describe('a file name that reorders what it shows', () => {
  beforeAll(async () => {
    expect((await call('POST', '/api/main/files', 'staffAdmin', { fileNo: 'RTL-1' })).statusCode).toBe(201);
  });

  it.each<[string, string]>([
    ['a right-to-left override', 'invoice\u202Efdp.exe'],
    ['a left-to-right override', 'invoice\u202Dfdp.exe'],
    ['an embedding', 'invoice\u202Bfdp.exe'],
    ['an isolate', 'invoice\u2067fdp.exe\u2069'],
  ])('with %s keeps its characters in their order in the key', async (_name, originalFilename) => {
    const segment = keyFileSegment(originalFilename);
    expect(segment).toMatch(/^invoice_fdp\.exe_?$/);
    expect(keyFileSegment(segment)).toBe(segment);
    // And as a PDF, it is no upload at all: its name ends in .exe (issue 26, item 8).
    const response = await call('POST', '/api/chat/s3-tokens/put-params', 'staffAdmin', {
      originalFilename,
      contentType: 'application/pdf',
      size: pdf.length,
      fileNo: 'RTL-1',
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json<{ fieldErrors: Record<string, string> }>().fieldErrors).toEqual({
      originalFilename: message('upload.error.extension', { extensions: '.pdf' }),
    });
  });

  it('keeps the marks right-to-left names need', () => {
    expect(keyFileSegment('\u05D3\u05D5\u05D7\u200F.pdf')).toBe('\u05D3\u05D5\u05D7\u200F.pdf');
  });
});

// Excel's plain "CSV (Comma delimited)" is Windows-1252 on Windows: a dealer list with "Café Motors"
// in it was told "This file is not a CSV or Excel (.xlsx) file. Save it as CSV or .xlsx", about a
// file its user had just saved as CSV. The answer names the encoding it needs.
describe('a CSV saved in Windows-1252', () => {
  it('is told to be saved as CSV UTF-8', async () => {
    const csv =
      'dealerNo,email,username,name,password\r\nL-1,l@l.example,latin,Caf\xe9 Motors,password-2026-xx\r\n';
    const response = await importPreview(Buffer.from(csv, 'latin1'));
    expect(response.statusCode).toBe(400);
    const { message: text } = response.json<{ message: string }>();
    expect(text).toBe(message('fileDealers.import.file.type'));
    expect(text).toContain('CSV UTF-8');
  });
});

// A dealer number with a space after it ("D-1001 ", as pasted) was "no file-system dealer numbered
// D-1001 ."; a blank one was "no file-system dealer numbered ." A number is read trimmed, and a
// blank one is no dealership, as null is.
describe('a file’s dealer number as a careless caller sends it', () => {
  it.each<[string, unknown, string | undefined]>([
    ['with spaces around it', ' D-1001 ', 'D-1001'],
    ['blank', '', undefined],
    ['spaces only', '   ', undefined],
  ])('%s', async (_name, dealerNo, kept) => {
    const fileNo = `CARELESS-${Math.random().toString(36).slice(2, 8)}`;
    const created = await call('POST', '/api/main/files', 'staffAdmin', { fileNo, dealerNo });
    expect(created.statusCode, created.body).toBe(201);
    const file = created.json<{ file: { dealerNo?: string; updatedAt: string } }>().file;
    expect(file.dealerNo).toBe(kept);
    const saved = await call('PUT', `/api/main/files/${fileNo}`, 'staffAdmin', {
      ...file,
      fileNo,
      dealerNo: typeof dealerNo === 'string' ? ` ${dealerNo} ` : dealerNo,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<{ file: { dealerNo?: string } }>().file.dealerNo).toBe(kept);
  });
});

// Filing a document reads the file, asks storage about the upload, then writes the document: a
// file deleted in between (by staff, while a dealer filed on it) made the write break the
// document's reference to its file, a 500.
describe('a file deleted while a document is filed on it', () => {
  it('is answered as a file that does not exist, and nothing is filed', async () => {
    expect(
      (await call('POST', '/api/main/files', 'staffAdmin', { fileNo: 'GONE-1', dealerNo: 'D-1001' }))
        .statusCode,
    ).toBe(201);
    const tokenResponse = await call('POST', '/api/chat/s3-tokens/put-params', 'fileDealer', {
      originalFilename: 'passport.pdf',
      contentType: 'application/pdf',
      size: pdf.length,
      fileNo: 'GONE-1',
    });
    const token = tokenResponse.json<UploadToken>();
    expect((await postForm(token.url!, uploadFormFields(token), pdf, 'passport.pdf')).status).toBe(204);
    const storage = (
      api.app as unknown as { storage: { firstBytes: (key: string, count: number) => Promise<unknown> } }
    ).storage;
    const firstBytes = storage.firstBytes.bind(storage);
    const asked = vi.spyOn(storage, 'firstBytes').mockImplementation(async (key, count) => {
      const found = await firstBytes(key, count);
      expect((await call('DELETE', '/api/main/files/GONE-1', 'staffAdmin')).statusCode).toBe(204);
      return found;
    });
    try {
      const filed = await call('POST', '/api/main/documents/GONE-1', 'fileDealer', {
        type: 'PASSPORT',
        storageKey: token.key,
        name: 'passport.pdf',
      });
      expect(asked).toHaveBeenCalled();
      expect(answer(filed)).toEqual(notFound);
    } finally {
      asked.mockRestore();
    }
  });
});
