// The lease files of spec doc 2 §7 on the main API: reading, creating, saving, deleting and
// renumbering a file (the "Existed" message of §5), its history (a snapshot of every write, with
// who and when), a save made on a stale read refused with the current file, each field checked
// against its display type (§3), the documents and their checklist (§4), and who reaches what: staff
// every file, a file-tool dealer only their dealership's (another's answers 404).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_DATE,
  leaseFileFieldErrors,
  FileDocumentsResponseSchema,
  FileHistoryPageSchema,
  fileNumberErrorMessage,
  FileResponseSchema,
  message,
  uploadFormFields,
  type FileDocumentsResponse,
  type FileHistoryPage,
  type LeaseFileFields,
  type FieldGroup,
  demoInsuranceAgencies,
} from '@sfi/domain';
import { storedLeaseFile } from '../src/db/lease-files.ts';
import { leaseFileRevisions, leaseFiles } from '../src/db/schema.ts';
import { demoLeaseFiles } from '../src/seed/lease-files.ts';
import type { Storage } from '../src/storage/storage.ts';
import { demoAccounts } from '../src/seed/demo-accounts.ts';
import { createAudiences, otherFileDealer, type AudienceName } from './support/audiences.ts';
import { office } from './support/auth.ts';
import { createStorageTestApi, postForm } from './support/storage.ts';

const api = await createStorageTestApi();
const audiences = await createAudiences(api);

/** The API's bucket (the local one, in memory). */
const bucket = () => (api.app as unknown as { storage: Storage }).storage;

const pdf = new TextEncoder().encode('%PDF-1.7\n%%EOF\n');

/**
 * A PDF uploaded to a file as the screens upload it: an upload token of the storage service for
 * `{ fileNo }`, then the form posted straight to the bucket. Its storage key.
 */
async function uploaded(fileNo: string, who: AudienceName, name = 'document.pdf'): Promise<string> {
  const session = (await audiences.session(who))!;
  const token = await api.token(session, {
    originalFilename: name,
    contentType: 'application/pdf',
    size: pdf.length,
    fileNo,
  });
  const posted = await postForm(token.url!, uploadFormFields(token), pdf, name);
  expect(posted.status).toBe(204);
  return token.key;
}

type Who = AudienceName | 'otherFileDealer';
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

async function call(
  method: Method,
  path: string,
  who: Who,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  return api.app.inject({
    method,
    url: `/api/main${path}`,
    remoteAddress: office,
    headers: {
      ...(who === 'otherFileDealer'
        ? await audiences.otherHeaders('fileDealer')
        : await audiences.headers(who)),
      ...headers,
    },
    ...(body !== undefined && { payload: body as object }),
  });
}

const notFound = { statusCode: 404, message: message('files.fileNo.notFound') };
const errorOf = (response: { statusCode: number; json: () => unknown }) => {
  const { message: text } = response.json() as { message: string };
  return { statusCode: response.statusCode, message: text };
};

/** A new file, made by staff; its fields as answered. */
async function created(fileNo: string, fields: Record<string, unknown> = {}): Promise<LeaseFileFields> {
  const response = await call('POST', '/files', 'staffAdmin', { fileNo, ...fields });
  expect(response.statusCode, response.body).toBe(201);
  return FileResponseSchema.parse(response.json()).file;
}

async function read(fileNo: string, who: Who = 'staffAdmin') {
  const response = await call('GET', `/files/${encodeURIComponent(fileNo)}`, who);
  expect(response.statusCode, response.body).toBe(200);
  return { file: FileResponseSchema.parse(response.json()).file, etag: response.headers.etag };
}

async function history(fileNo: string, query = ''): Promise<FileHistoryPage['history']> {
  const response = await call('GET', `/history/${fileNo}${query}`, 'staffAdmin');
  expect(response.statusCode, response.body).toBe(200);
  return FileHistoryPageSchema.parse(response.json()).history;
}

/** A file's fields as a test changes them (any key, any value: the server is the judge). */
type Sent = Readonly<Record<string, unknown>> & { fileNo: string };

const save = (file: Sent, headers: Record<string, string> = {}, who: Who = 'staffAdmin') =>
  call('PUT', `/files/${file.fileNo}`, who, file, headers);

describe('a file: create, read, save, delete', () => {
  it('creates a file from the new file’s groups with what was sent on top, and reads it back', async () => {
    const file = await created('F-1001', {
      lessee: { firstName: 'Ada', lastName: 'Lovelace' },
      fileType: 'LEASE',
    });
    expect(file).toMatchObject({
      fileNo: 'F-1001',
      fileType: 'LEASE',
      deliveryDate: EMPTY_DATE,
      lessee: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        phone: '',
        dateOfBirth: EMPTY_DATE,
        isCanadianCitizen: true,
      },
      vehicle: { year: 0, mileage: '', options: [] },
      lease: { rate: '' },
      status: { documentState: 'DRAFT' },
    });
    expect(file._id).toBe(file.id);
    expect(file.createdAt).toBe(file.updatedAt);
    const { file: again, etag } = await read('F-1001');
    expect(again).toEqual(file);
    expect(etag).toBe('"1"');
  });

  it('saves the merged fields, answering the file as saved with its next ETag', async () => {
    const { file } = await read('F-1001');
    const response = await save({
      ...file,
      deliveryDate: '2025-03-14',
      lessee: { ...file['lessee']!, phone: '604-555-0199', legalStatus: 'Work' },
      lease: { ...file['lease']!, rate: '4.99', term: 48 },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers.etag).toBe('"2"');
    const saved = FileResponseSchema.parse(response.json()).file;
    expect(saved).toMatchObject({
      deliveryDate: '2025-03-14T00:00:00.000Z',
      lessee: { phone: '604-555-0199', legalStatus: 'Work' },
      lease: { rate: '4.99', term: 48 },
      createdAt: file.createdAt,
    });
    expect(Date.parse(saved.updatedAt!)).toBeGreaterThan(Date.parse(file.updatedAt!));
    expect((await read('F-1001')).file).toEqual(saved);
  });

  it('answers a file as it is now when opened again, whoever changed it and however', async () => {
    await created('F-KEPT');
    const first = await read('F-KEPT');
    expect((await read('F-KEPT')).file).toEqual(first.file);
    // Changed by another process (hand-written SQL): what was kept of it is not answered any more.
    await api.db
      .update(leaseFiles)
      .set({ name: 'Written elsewhere', version: 7 })
      .where(eq(leaseFiles.fileNo, 'F-KEPT'));
    const changed = await read('F-KEPT');
    expect(changed.file['name']).toBe('Written elsewhere');
    expect(changed.etag).toBe('"7"');
    await api.db.delete(leaseFiles).where(eq(leaseFiles.fileNo, 'F-KEPT'));
    expect(await call('GET', '/files/F-KEPT', 'staffAdmin')).toMatchObject({ statusCode: 404 });
  });

  it('keeps the server’s attributes: an id, createdAt or updatedAt sent is not written', async () => {
    const { file } = await read('F-1001');
    const response = await save({ ...file, _id: 'forged', createdAt: '2000-01-01T00:00:00.000Z' });
    expect(response.statusCode, response.body).toBe(200);
    const saved = FileResponseSchema.parse(response.json()).file;
    expect(saved._id).toBe(file._id);
    expect(saved.createdAt).toBe(file.createdAt);
  });

  it('refuses a number that is taken with a 409 containing "Existed", which the screen shows as doc 2 §8 says', async () => {
    const response = await call('POST', '/files', 'staffAdmin', { fileNo: 'F-1001' });
    expect(response.statusCode).toBe(409);
    const body = response.json<{ message: string; fieldErrors: Record<string, string> }>();
    expect(body.message).toContain('Existed');
    expect(body.fieldErrors['fileNo']).toBe(body.message);
    expect(fileNumberErrorMessage(body.message)).toBe(message('files.fileNo.exists'));
  });

  it('takes as insurance referral one of the configured agencies (the demo five here), or none', async () => {
    const agency = demoInsuranceAgencies[2];
    const file = await created('F-AG1', { insurance: { insuranceReferralCompany: agency } });
    expect(file['insurance']).toMatchObject({ insuranceReferralCompany: agency });
    for (const [method, path, fileNo] of [
      ['POST', '/files', 'F-AG2'],
      ['PUT', '/files/F-AG1', 'F-AG1'],
    ] as const) {
      const response = await call(method, path, 'staffAdmin', {
        ...file,
        fileNo,
        insurance: { insuranceReferralCompany: 'Acme Brokers' },
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().fieldErrors).toEqual({
        'insurance.insuranceReferralCompany': message('files.field.option', {
          options: demoInsuranceAgencies.join(', '),
        }),
      });
    }
    expect((await read('F-AG1')).file['insurance']).toMatchObject({ insuranceReferralCompany: agency });
  });

  it('refuses a body whose file number is not the address’s', async () => {
    const { file } = await read('F-1001');
    const response = await call('PUT', '/files/F-1001', 'staffAdmin', { ...file, fileNo: 'F-9' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fieldErrors: { fileNo: message('files.fileNo.mismatch') } });
  });

  it('names a dealership only when it has a file-tool dealer', async () => {
    const response = await call('POST', '/files', 'staffAdmin', { fileNo: 'F-1002', dealerNo: 'D-9999' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      fieldErrors: { dealerNo: message('files.dealerNo.unknown', { dealerNo: 'D-9999' }) },
    });
    expect(await api.db.select().from(leaseFiles).where(eq(leaseFiles.fileNo, 'F-1002'))).toEqual([]);
  });

  it('deletes a file with its history; then it is gone', async () => {
    const file = await created('F-DEL');
    expect((await call('DELETE', '/files/F-DEL', 'staffAdmin')).statusCode).toBe(204);
    expect(errorOf(await call('GET', '/files/F-DEL', 'staffAdmin'))).toEqual(notFound);
    expect(errorOf(await call('DELETE', '/files/F-DEL', 'staffAdmin'))).toEqual(notFound);
    expect(
      await api.db.select().from(leaseFileRevisions).where(eq(leaseFileRevisions.fileId, file._id!)),
    ).toEqual([]);
  });

  it('answers 404 for a file that does not exist, on every call', async () => {
    for (const [method, path, body] of [
      ['GET', '/files/NOPE-1', undefined],
      ['PUT', '/files/NOPE-1', { fileNo: 'NOPE-1', updatedAt: '2026-01-01T00:00:00.000Z' }],
      ['DELETE', '/files/NOPE-1', undefined],
      ['PUT', '/files/fileNo/NOPE-1', { fileNo: 'NOPE-2' }],
      ['GET', '/history/NOPE-1', undefined],
      ['GET', '/documents/NOPE-1', undefined],
    ] as const)
      expect(errorOf(await call(method, path, 'staffAdmin', body)), `${method} ${path}`).toEqual(notFound);
  });
});

describe('renumbering (PUT /files/fileNo/{oldFileNo})', () => {
  it('answers the new number; the file, its history and documents follow it', async () => {
    const before = await created('R-1');
    const response = await call('PUT', '/files/fileNo/R-1', 'staffAdmin', { fileNo: 'R-2' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ fileNo: 'R-2' });
    expect(errorOf(await call('GET', '/files/R-1', 'staffAdmin'))).toEqual(notFound);
    const { file, etag } = await read('R-2');
    expect(file._id).toBe(before._id);
    expect(etag).toBe('"2"');
    const { revisions } = await history('R-2');
    expect(revisions.map((revision) => [revision.version, revision.fileNo])).toEqual([
      [2, 'R-2'],
      [1, 'R-1'],
    ]);
  });

  it('refuses a taken number with a message containing "Existed", and changes nothing', async () => {
    await created('R-3');
    const response = await call('PUT', '/files/fileNo/R-2', 'staffAdmin', { fileNo: 'R-3' });
    expect(response.statusCode).toBe(409);
    const { message: text } = response.json<{ message: string }>();
    expect(text).toContain('Existed');
    expect(fileNumberErrorMessage(text)).toBe('This file number already exists.');
    expect((await read('R-2')).etag).toBe('"2"');
  });

  it('takes the same number again as a change of nothing', async () => {
    const response = await call('PUT', '/files/fileNo/R-3', 'staffAdmin', { fileNo: 'R-3' });
    expect(response.json()).toEqual({ fileNo: 'R-3' });
    expect((await read('R-3')).etag).toBe('"1"');
  });

  it.each([
    ['with a slash', 'R/4', message('files.fileNo.invalid')],
    ['with a space', 'R 4', message('files.fileNo.invalid')],
    ['of dots', '..', message('files.fileNo.invalid')],
    ['too long', 'R'.repeat(31), message('files.fileNo.tooLong', { max: 30 })],
    ['empty', '', message('files.fileNo.required')],
  ])('refuses a new number %s', async (_name, fileNo, error) => {
    const response = await call('PUT', '/files/fileNo/R-3', 'staffAdmin', { fileNo });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fieldErrors: { fileNo: error } });
  });
});

describe('history (GET /history/{fileNo})', () => {
  it('holds a snapshot of every write, newest first, with who and when', async () => {
    await created('H-1', { lessee: { firstName: 'One' } });
    for (const firstName of ['Two', 'Three']) {
      const { file } = await read('H-1');
      const response = await save({ ...file, lessee: { ...file['lessee']!, firstName } });
      expect(response.statusCode, response.body).toBe(200);
    }
    const { revisions, nextBefore } = await history('H-1');
    expect(nextBefore).toBeNull();
    expect(
      revisions.map((revision) => [
        revision.version,
        (revision.fields['lessee'] as { firstName: string }).firstName,
      ]),
    ).toEqual([
      [3, 'Three'],
      [2, 'Two'],
      [1, 'One'],
    ]);
    const { staffAdmin } = demoAccounts;
    for (const revision of revisions) {
      expect(revision.updatedBy).toEqual({ id: staffAdmin.id, name: staffAdmin.name, kind: 'staff' });
      expect(revision.fileNo).toBe('H-1');
      expect(revision.fields['updatedAt']).toBe(revision.updatedAt);
    }
    const times = revisions.map((revision) => Date.parse(revision.updatedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(times).size).toBe(3);
    // The newest snapshot is the file as it is.
    expect(revisions[0]!.fields).toEqual((await read('H-1')).file);
  });

  it('comes in pages: limit, and before the last page’s nextBefore', async () => {
    const first = await history('H-1', '?limit=2');
    expect(first.revisions.map((revision) => revision.version)).toEqual([3, 2]);
    expect(first.nextBefore).toBe(2);
    const second = await history('H-1', `?limit=2&before=${first.nextBefore}`);
    expect(second.revisions.map((revision) => revision.version)).toEqual([1]);
    expect(second.nextBefore).toBeNull();
  });

  it.each(['?limit=0', '?limit=101', '?limit=abc', '?before=-1', '?before=1.5'])(
    'refuses %s with a 400',
    async (query) => {
      const response = await call('GET', `/history/H-1${query}`, 'staffAdmin');
      expect(response.statusCode).toBe(400);
    },
  );
});

describe('a save made on a stale read', () => {
  it('is refused with 409 and the file as it is now, never written over', async () => {
    await created('S-1');
    const { file: mine } = await read('S-1');
    const { file: theirs } = await read('S-1');
    const first = await save({ ...theirs, lessee: { ...theirs['lessee']!, firstName: 'Theirs' } });
    expect(first.statusCode).toBe(200);
    const current = FileResponseSchema.parse(first.json()).file;

    const stale = await save({ ...mine, lessee: { ...mine['lessee']!, firstName: 'Mine' } });
    expect(stale.statusCode).toBe(409);
    expect(stale.headers.etag).toBe('"2"');
    const body = stale.json<{ message: string; file: LeaseFileFields }>();
    expect(body.message).toBe(message('files.error.stale'));
    expect(body.file).toEqual(current);
    expect((await read('S-1')).file).toEqual(current);
    expect((await history('S-1')).revisions).toHaveLength(2);
  });

  it('is checked by If-Match when it is sent (the ETag of GET), before the body’s updatedAt', async () => {
    const { file, etag } = await read('S-1');
    const stale = await save(file, { 'if-match': '"1"' });
    expect(stale.statusCode).toBe(409);
    expect(await save(file, { 'if-match': 'W/"garbage"' }).then((response) => response.statusCode)).toBe(409);
    const fresh = await save({ ...file, updatedAt: '2000-01-01T00:00:00.000Z' }, { 'if-match': etag! });
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(fresh.headers.etag).toBe('"3"');
  });

  it('needs the read it was made on: without updatedAt or If-Match it is a 428', async () => {
    const { file } = await read('S-1');
    const { updatedAt: _, ...unversioned } = file;
    const response = await save(unversioned as Sent);
    expect(errorOf(response)).toEqual({ statusCode: 428, message: message('files.error.versionRequired') });
  });

  it('lets one of two saves of the same read through, whichever comes first', async () => {
    await created('S-2');
    const { file } = await read('S-2');
    const answers = await Promise.all(
      ['A', 'B', 'C'].map((firstName) => save({ ...file, lessee: { ...file['lessee']!, firstName } })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
  });
});

describe('each field against its display type (doc 2 §3)', () => {
  const number = message('files.field.number');
  // path, value, error
  it.each<[string, unknown, string]>([
    ['vehicle.year', 'abc', number],
    ['vehicle.isUsed', 'yes', message('files.field.bool')],
    ['vehicle.options', 'Roof rack', message('files.field.array', { max: 100, itemMax: 200 })],
    ['vehicle.mileage', 'lots', message('files.field.stringNumber')],
    ['lease.rate', 'abc', message('files.field.percentage')],
    ['lease.rate', 150, message('files.field.percentage')],
    ['lessee.dateOfBirth', 'April 12, 1990', message('files.field.date', { min: 1900, max: 2200 })],
    ['lessee.legalStatus', 'Visitor', message('files.field.option', { options: 'Student, Work, Other' })],
    ['lessee.isCanadianCitizen', 'Canadian', message('files.field.bool')],
    ['lessee.firstName', 'A\u0000da', message('validation.text.characters')],
    [
      'status.documentState',
      'FUNDED',
      message('files.field.option', { options: 'DRAFT, QUOTE_APPROVED, CREDIT_APPROVED' }),
    ],
    ['deliveryDate', 'next week', message('files.field.date', { min: 1900, max: 2200 })],
    ['isTerminated', 'no', message('files.field.bool')],
  ])('%s = %j → 400 "%s"', async (path, value, error) => {
    const { file } = await read('F-1001');
    const [group, field] = path.split('.') as [string, string | undefined];
    const sent =
      field === undefined
        ? { ...file, [group]: value }
        : { ...file, [group]: { ...(file[group] as FieldGroup), [field]: value } };
    const response = await save(sent as Sent);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json<{ fieldErrors: Record<string, string> }>().fieldErrors).toEqual({ [path]: error });
    expect((await read('F-1001')).file).toEqual(file);
  });

  it('checks a new file after it is merged with the new file’s groups', async () => {
    // A Canadian (the new file's default) cannot be a visitor.
    const response = await call('POST', '/files', 'staffAdmin', {
      fileNo: 'V-1',
      lessee: { legalStatus: 'Visitor' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fieldErrors: { 'lessee.legalStatus': expect.any(String) } });
    const visitor = await call('POST', '/files', 'staffAdmin', {
      fileNo: 'V-1',
      lessee: { legalStatus: 'Visitor', isCanadianCitizen: false },
    });
    expect(visitor.statusCode, visitor.body).toBe(201);
  });
});

describe('documents (GET and POST /documents/{fileNo}, DELETE /documents/{fileNo}/{id})', () => {
  it('files documents under the file’s storage prefix and answers the checklist of its state', async () => {
    await created('D-1', { status: { documentState: 'QUOTE_APPROVED' }, isTwoLessee: true });
    const empty = FileDocumentsResponseSchema.parse(
      (await call('GET', '/documents/D-1', 'staffAdmin')).json(),
    );
    expect(empty).toEqual({
      documents: [],
      checklist: {
        required: ['180_VEH_WORKSHEET', 'DRIVER_LICENSE', 'COLESSEE_DRIVER_LICENSE'],
        present: [],
        missing: ['180_VEH_WORKSHEET', 'DRIVER_LICENSE', 'COLESSEE_DRIVER_LICENSE'],
        optional: ['INSURANCE_ONAB'],
        completeness: 0,
      },
    });
    const licence = await call('POST', '/documents/D-1', 'staffAdmin', {
      type: 'DRIVER_LICENSE',
      storageKey: await uploaded('D-1', 'staffAdmin', 'licence.pdf'),
      name: 'licence.pdf',
    });
    expect(licence.statusCode, licence.body).toBe(201);
    expect(licence.json()).toMatchObject({
      type: 'DRIVER_LICENSE',
      name: 'licence.pdf',
      contentType: 'application/pdf',
      size: pdf.length,
      uploadedBy: { id: demoAccounts.staffAdmin.id, name: demoAccounts.staffAdmin.name },
    });
    // D-1 is no dealership's file: a file-tool dealer can neither upload to it nor file on it.
    const refusedToken = await api.putParams((await audiences.session('fileDealer'))!, {
      originalFilename: 'worksheet.pdf',
      contentType: 'application/pdf',
      size: pdf.length,
      fileNo: 'D-1',
    });
    expect(errorOf(refusedToken)).toEqual(notFound);
    const worksheet = await call('POST', '/documents/D-1', 'fileDealer', {
      type: 'VEHICLE_WORKSHEET',
      storageKey: `lease-files/D-1/${randomUUID()}/worksheet.pdf`,
      name: 'worksheet.pdf',
    });
    expect(errorOf(worksheet)).toEqual(notFound);
    await api.db
      .update(leaseFiles)
      .set({ dealerNo: demoAccounts.fileDealer.dealerNo })
      .where(eq(leaseFiles.fileNo, 'D-1'));
    // An older worksheet type is filed as the 180/VEH worksheet (doc 2 §4).
    const filed = await call('POST', '/documents/D-1', 'fileDealer', {
      type: 'VEHICLE_WORKSHEET',
      storageKey: await uploaded('D-1', 'fileDealer', 'worksheet.pdf'),
      name: 'worksheet.pdf',
    });
    expect(filed.statusCode, filed.body).toBe(201);
    expect(filed.json()).toMatchObject({
      type: '180_VEH_WORKSHEET',
      uploadedBy: { name: demoAccounts.fileDealer.name },
    });

    const listed: FileDocumentsResponse = FileDocumentsResponseSchema.parse(
      (await call('GET', '/documents/D-1', 'fileDealer')).json(),
    );
    expect(listed.documents.map((document) => document.type)).toEqual([
      'DRIVER_LICENSE',
      '180_VEH_WORKSHEET',
    ]);
    expect(listed.checklist).toMatchObject({ missing: ['COLESSEE_DRIVER_LICENSE'], completeness: 2 / 3 });

    // Removing a document is staff's; the checklist follows.
    const id = listed.documents[0]!.id;
    expect((await call('DELETE', `/documents/D-1/${id}`, 'fileDealer')).statusCode).toBe(403);
    expect((await call('DELETE', `/documents/D-1/${id}`, 'staffAdmin')).statusCode).toBe(204);
    expect(await bucket().storedObject(listed.documents[0]!.storageKey)).toBeNull();
    expect(errorOf(await call('DELETE', `/documents/D-1/${id}`, 'staffAdmin'))).toEqual({
      statusCode: 404,
      message: message('files.document.notFound'),
    });
    const after = FileDocumentsResponseSchema.parse(
      (await call('GET', '/documents/D-1', 'staffAdmin')).json(),
    );
    expect(after.checklist.missing).toEqual(['DRIVER_LICENSE', 'COLESSEE_DRIVER_LICENSE']);
  });

  const imageId = '3f2b8f6e-3c1a-4d2e-9b7a-1c2d3e4f5a6b';
  it.each([
    ['of another file', `lease-files/F-1001/${imageId}/x.pdf`],
    ['under the file’s id rather than its number', `lease-files/{id}/${imageId}/x.pdf`],
    ['of another target', `lease-quotes/D-1/${imageId}/x.pdf`],
    ['climbing out of its folder', `lease-files/D-1/../F-1001/x.pdf`],
    ['with a dot-dot name', `lease-files/D-1/${imageId}/..`],
    ['without an upload id', 'lease-files/D-1/x.pdf'],
    ['with an extra segment', `lease-files/D-1/${imageId}/a/x.pdf`],
    ['with an empty name', `lease-files/D-1/${imageId}/`],
  ])('refuses a storage key %s', async (_name, storageKey) => {
    const { file } = await read('D-1');
    const response = await call('POST', '/documents/D-1', 'staffAdmin', {
      type: 'PASSPORT',
      storageKey: storageKey.replace('{id}', file._id!),
      name: 'passport.pdf',
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      fieldErrors: { storageKey: message('files.document.notThisFile') },
    });
  });

  it('refuses a storage key with a control character', async () => {
    const response = await call('POST', '/documents/D-1', 'staffAdmin', {
      type: 'PASSPORT',
      storageKey: `lease-files/D-1/${imageId}/x\u0000.pdf`,
      name: 'passport.pdf',
    });
    expect(response.json()).toMatchObject({
      fieldErrors: { storageKey: message('validation.text.characters') },
    });
  });

  it('refuses a key nothing was uploaded to', async () => {
    const response = await call('POST', '/documents/D-1', 'staffAdmin', {
      type: 'PASSPORT',
      storageKey: `lease-files/D-1/${randomUUID()}/passport.pdf`,
      name: 'passport.pdf',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      fieldErrors: { storageKey: message('files.document.notUploaded') },
    });
  });

  it('reads a document through a read URL, also after the file was renumbered; deleting the file deletes it', async () => {
    await created('D-2');
    const storageKey = await uploaded('D-2', 'staffAdmin', 'passport.pdf');
    expect(
      (await call('POST', '/documents/D-2', 'staffAdmin', { type: 'PASSPORT', storageKey, name: 'p.pdf' }))
        .statusCode,
    ).toBe(201);
    expect((await call('PUT', '/files/fileNo/D-2', 'staffAdmin', { fileNo: 'D-3' })).statusCode).toBe(200);
    const staff = (await audiences.session('staffAdmin'))!;
    const urls = await api.readUrls(staff, { paths: [storageKey] });
    expect(urls.statusCode, urls.body).toBe(200);
    const [{ url }] = urls.json<{ urls: [{ url: string }] }>().urls;
    expect(Buffer.from(await (await fetch(url)).arrayBuffer())).toEqual(Buffer.from(pdf));
    // A dealer who does not reach the file gets its 404 for the read URL too.
    expect(
      (await api.readUrls((await audiences.session('fileDealer'))!, { paths: [storageKey] })).statusCode,
    ).toBe(404);

    expect((await call('DELETE', '/files/D-3', 'staffAdmin')).statusCode).toBe(204);
    expect(await bucket().storedObject(storageKey)).toBeNull();
  });

  it('refuses an upload filed twice, and a type the spec does not name', async () => {
    const document = {
      type: 'PASSPORT',
      storageKey: await uploaded('D-1', 'staffAdmin', 'passport.pdf'),
      name: 'passport.pdf',
    };
    expect((await call('POST', '/documents/D-1', 'staffAdmin', document)).statusCode).toBe(201);
    const again = await call('POST', '/documents/D-1', 'staffAdmin', document);
    expect(errorOf(again)).toEqual({ statusCode: 409, message: message('files.document.alreadyFiled') });
    const unknown = await call('POST', '/documents/D-1', 'staffAdmin', { ...document, type: 'SELFIE' });
    expect(unknown.statusCode).toBe(400);
  });
});

describe('who reaches what: staff every file, a file-tool dealer their dealership’s', () => {
  const mine = 'FD-MINE';
  const theirs = 'FD-THEIRS';

  it('lets a file-tool dealer read their dealership’s file, its history and documents', async () => {
    await created(mine, { dealerNo: demoAccounts.fileDealer.dealerNo });
    await created(theirs, { dealerNo: otherFileDealer.dealerNo });
    const { file } = await read(mine, 'fileDealer');
    expect(file).toMatchObject({ fileNo: mine, dealerNo: demoAccounts.fileDealer.dealerNo });
    expect((await call('GET', `/history/${mine}`, 'fileDealer')).statusCode).toBe(200);
    expect((await call('GET', `/documents/${mine}`, 'fileDealer')).statusCode).toBe(200);
    expect((await read(theirs, 'otherFileDealer')).file.fileNo).toBe(theirs);
  });

  it('answers another dealership’s file as one that does not exist, on every call', async () => {
    for (const [method, path, body] of [
      ['GET', `/files/${theirs}`, undefined],
      ['GET', `/history/${theirs}`, undefined],
      ['GET', `/documents/${theirs}`, undefined],
      [
        'POST',
        `/documents/${theirs}`,
        { type: 'PASSPORT', storageKey: `lease-files/${theirs}/${randomUUID()}/p.pdf`, name: 'p.pdf' },
      ],
    ] as const) {
      const response = await call(method, path, 'fileDealer', body);
      expect(errorOf(response), `${method} ${path}`).toEqual(notFound);
    }
    const unknown = await call('GET', '/files/NO-SUCH-FILE', 'fileDealer');
    expect(errorOf(unknown)).toEqual(notFound);
    expect(unknown.body.replace('NO-SUCH-FILE', theirs)).toBe(
      (await call('GET', `/files/${theirs}`, 'fileDealer')).body,
    );
  });

  it('keeps creating, saving, renumbering and deleting files for staff', async () => {
    const { file } = await read(mine);
    for (const [method, path, body] of [
      ['POST', '/files', { fileNo: 'FD-NEW' }],
      ['PUT', `/files/${mine}`, file],
      ['PUT', `/files/fileNo/${mine}`, { fileNo: 'FD-NEW' }],
      ['DELETE', `/files/${mine}`, undefined],
    ] as const) {
      const response = await call(method, path, 'fileDealer', body);
      expect(response.statusCode, `${method} ${path}`).toBe(403);
    }
    expect((await read(mine)).file).toEqual(file);
  });

  it('lets staff move a file to another dealership, after which its dealers see it', async () => {
    const { file } = await read(theirs);
    const response = await save({ ...file, dealerNo: demoAccounts.fileDealer.dealerNo });
    expect(response.statusCode, response.body).toBe(200);
    expect((await read(theirs, 'fileDealer')).file.fileNo).toBe(theirs);
    expect(errorOf(await call('GET', `/files/${theirs}`, 'otherFileDealer'))).toEqual(notFound);
  });
});

describe('the demo files (pnpm seed --files)', () => {
  it('hold only what the field rule takes, so a seeded file saves unchanged from the editor', () => {
    const errors = new Map<string, string>();
    for (const { row, revisions } of demoLeaseFiles(0, 500)) {
      const now = new Date();
      const { fields } = storedLeaseFile({ version: 1, createdAt: now, updatedAt: now, ...row } as never);
      for (const snapshot of [fields, ...revisions.map((revision) => revision.fields)])
        for (const [path, error] of Object.entries(leaseFileFieldErrors(snapshot as Record<string, unknown>)))
          errors.set(`${row.fileNo} ${path}`, error);
    }
    expect(Object.fromEntries(errors)).toEqual({});
  });
});
