// The lease-file calls of spec doc 2 §7 (a file, its renumbering, history and documents), made by
// @sfi/api-client against the real reference server, each answer exactly its contract in @sfi/domain.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FileDocumentSchema,
  FileDocumentsResponseSchema,
  FileHistoryPageSchema,
  fileNumberErrorMessage,
  FileResponseSchema,
  message,
  type FieldGroup,
} from '@sfi/domain';
import { currentFileOfStaleSave, type ApiClient } from '../src/index.ts';
import {
  demoSuperAdmin,
  failure,
  type ReferenceServer,
  sessionClient,
  signedInStaff,
  startReferenceServer,
} from './reference-server.ts';

let server: ReferenceServer;
let staff: ApiClient;
let dealer: ApiClient;
let otherDealer: ApiClient;

/** A file-tool dealer's sign-in at the chat service. */
async function fileDealerSignIn(username: string, password: string) {
  const client = sessionClient(server);
  const { token, session } = await client.api.chatAuth.login(username, password);
  client.use({ sessionToken: session.id, authorization: `Bearer ${token}` });
  return client.api;
}

beforeAll(async () => {
  server = await startReferenceServer();
  staff = await signedInStaff(server);
  // Only a super admin chooses a dealer's first password (issue 26 item 6).
  await (
    await signedInStaff(server, demoSuperAdmin)
  ).fileDealers.create({
    dealerNo: 'LF-2',
    email: 'files@elsewhere.example',
    username: 'elsewhere.files',
    name: 'Elsewhere Motors',
    password: 'elsewhere files 2026',
  });
  [dealer, otherDealer] = await Promise.all([
    fileDealerSignIn('filedealer', 'filedealer-demo-2026'),
    fileDealerSignIn('elsewhere.files', 'elsewhere files 2026'),
  ]);
});
afterAll(() => server?.stop());

/** Parsing with the contract drops unknown fields: an answer that survives unchanged has exactly its fields. */
const exactly = <T>(schema: { parse(value: unknown): T }, answer: T) =>
  expect(schema.parse(answer)).toEqual(answer);

describe('a lease file (/files)', () => {
  it('creates, reads, saves and deletes a file', async () => {
    const created = await staff.leaseFiles.create({ fileNo: 'C-1', lessee: { firstName: 'Ada' } });
    exactly(FileResponseSchema, { file: created });
    expect(created).toMatchObject({ fileNo: 'C-1', lessee: { firstName: 'Ada', lastName: '' } });
    const read = await staff.leaseFiles.get('C-1');
    expect(read).toEqual(created);

    const saved = await staff.leaseFiles.save('C-1', {
      ...read,
      lease: { ...(read['lease'] as FieldGroup), rate: '5.25' },
    });
    expect(saved['lease']).toMatchObject({ rate: '5.25' });
    expect(await staff.leaseFiles.get('C-1')).toEqual(saved);

    await staff.leaseFiles.remove('C-1');
    const gone = await failure(staff.leaseFiles.get('C-1'));
    expect([gone.status, gone.message]).toEqual([404, message('files.fileNo.notFound')]);
  });

  it('refuses a stale save with the file as it is now', async () => {
    const read = await staff.leaseFiles.create({ fileNo: 'C-2' });
    const theirs = await staff.leaseFiles.save('C-2', { ...read, name: 'Theirs' });
    const stale = await failure(staff.leaseFiles.save('C-2', { ...read, name: 'Mine' }));
    expect(stale.status).toBe(409);
    expect(stale.message).toBe(message('files.error.stale'));
    expect(currentFileOfStaleSave(stale)).toEqual(theirs);
    expect(currentFileOfStaleSave(await failure(staff.leaseFiles.get('NONE')))).toBeUndefined();
  });

  it('says which field is wrong, by its path', async () => {
    const read = await staff.leaseFiles.get('C-2');
    const refused = await failure(staff.leaseFiles.save('C-2', { ...read, vehicle: { year: 'new' } }));
    expect(refused.status).toBe(400);
    expect(refused.fieldErrors).toEqual({ 'vehicle.year': message('files.field.number') });
  });

  it('renumbers a file; a taken number says "Existed"', async () => {
    await staff.leaseFiles.create({ fileNo: 'C-3' });
    expect(await staff.leaseFiles.renumber('C-3', 'C-4')).toEqual({ fileNo: 'C-4' });
    const taken = await failure(staff.leaseFiles.renumber('C-4', 'C-2'));
    expect(taken.status).toBe(409);
    expect(fileNumberErrorMessage(taken.message)).toBe(message('files.fileNo.exists'));
    const created = await failure(staff.leaseFiles.create({ fileNo: 'C-4' }));
    expect(fileNumberErrorMessage(created.message)).toBe(message('files.fileNo.exists'));
  });

  it('reads the history in pages, newest first', async () => {
    const first = await staff.leaseFiles.history('C-2', { limit: 1 });
    exactly(FileHistoryPageSchema, { history: first });
    expect(first.revisions.map((revision) => revision.version)).toEqual([2]);
    expect(first.revisions[0]!.updatedBy).toMatchObject({ name: 'Alex Martin', kind: 'staff' });
    const rest = await staff.leaseFiles.history('C-2', { limit: 1, before: first.nextBefore! });
    expect(rest.revisions.map((revision) => revision.version)).toEqual([1]);
    expect(rest.nextBefore).toBeNull();
  });
});

describe('a dealership’s files, documents and checklist', () => {
  it('lets a file-tool dealer read their own file and file a document; another dealership gets 404', async () => {
    await staff.leaseFiles.create({ fileNo: 'C-10', dealerNo: 'D-1001' });
    expect((await dealer.leaseFiles.get('C-10')).fileNo).toBe('C-10');
    for (const call of [
      otherDealer.leaseFiles.get('C-10'),
      otherDealer.leaseFiles.history('C-10'),
      otherDealer.leaseFiles.documents.list('C-10'),
    ]) {
      const refused = await failure(call);
      expect([refused.status, refused.message]).toEqual([404, message('files.fileNo.notFound')]);
    }
    expect((await failure(dealer.leaseFiles.save('C-10', { fileNo: 'C-10' }))).status).toBe(403);

    // Uploaded straight to storage with a token for the file, then filed.
    const pdf = new File([new TextEncoder().encode('%PDF-1.7\n%%EOF\n')], 'worksheet.pdf', {
      type: 'application/pdf',
    });
    const token = await dealer.storage.upload(pdf, { fileNo: 'C-10' });
    expect(token.key).toMatch(/^lease-files\/C-10\//);
    const notUploaded = await failure(
      dealer.leaseFiles.documents.add('C-10', {
        type: 'PASSPORT',
        storageKey: `lease-files/C-10/${randomUUID()}/passport.pdf`,
        name: 'passport.pdf',
      }),
    );
    expect(notUploaded.fieldErrors).toEqual({ storageKey: message('files.document.notUploaded') });
    const document = await dealer.leaseFiles.documents.add('C-10', {
      type: 'WORKSHEET_180',
      storageKey: token.key,
      name: 'worksheet.pdf',
    });
    exactly(FileDocumentSchema, document);
    expect(document).toMatchObject({
      type: '180_VEH_WORKSHEET',
      contentType: 'application/pdf',
      size: pdf.size,
      uploadedBy: { name: 'Maple Leaf Motors' },
    });
    const [{ url }] = (await dealer.storage.readUrls([document.storageKey])).urls as [{ url: string }];
    expect((await fetch(url)).status).toBe(200);
    expect((await failure(otherDealer.storage.readUrls([document.storageKey]))).status).toBe(404);

    const listed = await dealer.leaseFiles.documents.list('C-10');
    exactly(FileDocumentsResponseSchema, listed);
    expect(listed.checklist).toEqual({
      required: ['180_VEH_WORKSHEET'],
      present: ['180_VEH_WORKSHEET'],
      missing: [],
      optional: ['INSURANCE_ONAB'],
      completeness: 1,
    });

    await staff.leaseFiles.documents.remove('C-10', document.id);
    expect((await staff.leaseFiles.documents.list('C-10')).documents).toEqual([]);
  });
});
