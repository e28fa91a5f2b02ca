// The file-system dealer calls of spec doc 2 §7 (`/dealers`, and the dealer import), made by
// @sfi/api-client against the real reference server, each answer exactly its contract in @sfi/domain.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FileDealerAccountSchema,
  FileDealerImportPreviewSchema,
  FileDealerImportResultSchema,
  FileDealerPageSchema,
  message,
} from '@sfi/domain';
import type { ApiClient } from '../src/index.ts';
import {
  demoSuperAdmin,
  failure,
  sessionClient,
  signedInStaff,
  startReferenceServer,
  type ReferenceServer,
} from './reference-server.ts';

let server: ReferenceServer;
let staff: ApiClient;

beforeAll(async () => {
  server = await startReferenceServer();
  // A super admin: the calls below set dealers' passwords (issue 26 item 6).
  staff = await signedInStaff(server, demoSuperAdmin);
});
afterAll(() => server?.stop());

/** Parsing with the contract drops unknown fields: an answer that survives unchanged has exactly its fields. */
const exactly = <T>(schema: { parse(value: unknown): T }, answer: T) =>
  expect(schema.parse(answer)).toEqual(answer);

/** A file-tool dealer's sign-in at the chat service. */
async function dealerSignIn(username: string, password: string) {
  const client = sessionClient(server);
  const { token, session } = await client.api.chatAuth.login(username, password);
  client.use({ sessionToken: session.id, authorization: `Bearer ${token}` });
  return client.api;
}

describe('file-system dealers (/dealers)', () => {
  it('adds, lists, searches, changes and removes a dealer, who signs in until its password changes', async () => {
    const created = await staff.fileDealers.create({
      dealerNo: 'C-100',
      email: 'contract@dealer.example',
      username: 'contract.dealer',
      name: 'Contract Dealer Motors',
      password: 'contract dealer 2026',
    });
    exactly(FileDealerAccountSchema, created);
    expect(created).toMatchObject({ companyName: 'Contract Dealer Motors', dealerNo: 'C-100' });

    const list = await staff.fileDealers.list();
    list.forEach((each) => exactly(FileDealerAccountSchema, each));
    expect(list).toContainEqual(created);

    const page = await staff.fileDealers.search({ search: 'contract', sort: 'name', limit: 10 });
    exactly(FileDealerPageSchema, page);
    expect(page).toEqual({ count: 1, dealers: [created] });

    const dealer = await dealerSignIn('contract.dealer', 'contract dealer 2026');
    expect(await dealer.auth.dealersApiToken()).toMatchObject({ token: expect.any(String) });

    const changed = await staff.fileDealers.update(created.id, {
      name: 'Renamed Motors',
      password: 'a new password 2026',
    });
    expect(changed).toEqual({ ...created, name: 'Renamed Motors', companyName: 'Renamed Motors' });
    const signedOut = await failure(dealer.auth.dealersApiToken());
    expect(signedOut.status).toBe(401);

    expect(await staff.fileDealers.remove(created.id)).toEqual(changed);
    const gone = await failure(staff.fileDealers.remove(created.id));
    expect([gone.status, gone.message]).toEqual([404, message('fileDealers.error.notFound')]);
  });

  it('says which field is taken', async () => {
    const taken = await failure(
      staff.fileDealers.create({
        dealerNo: 'D-1001',
        email: 'x@dealer.example',
        username: 'someone.new',
        name: 'Clash Motors',
        password: 'clash motors 2026',
      }),
    );
    expect(taken.status).toBe(409);
    expect(taken.fieldErrors).toEqual({
      dealerNo: message('fileDealers.error.dealerNoTaken', { dealerNo: 'D-1001' }),
    });
  });
});

describe('the dealer import', () => {
  const csv = [
    '\uFEFFDealer No,E-mail,User Name,Company Name,Password',
    'I-1,i1@import.example,import.one,"Import One, Ltd.",import one password',
    'I-2,i2@import.example,import.two,Import Two,short',
  ].join('\r\n');

  it('previews a CSV upload row by row, then imports its valid rows', async () => {
    const file = new Blob([csv], { type: 'text/csv' });
    const preview = await staff.fileDealers.previewImport(file, 'dealers.csv');
    exactly(FileDealerImportPreviewSchema, preview);
    expect(preview.rows.map((row) => [row.line, row.values.name, Object.keys(row.errors)])).toEqual([
      [2, 'Import One, Ltd.', []],
      [3, 'Import Two', ['password']],
    ]);
    expect([preview.valid, preview.invalid]).toEqual([1, 1]);

    const result = await staff.fileDealers.importFile(file, 'dealers.csv');
    exactly(FileDealerImportResultSchema, result);
    expect(result).toEqual({ imported: 1, skipped: 1 });
    expect((await staff.fileDealers.search({ search: 'I-1' })).dealers[0]).toMatchObject({
      companyName: 'Import One, Ltd.',
    });
  });

  it('refuses a file that is not a table with a 400 in plain words', async () => {
    const refused = await failure(
      staff.fileDealers.previewImport(
        new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0])]),
        'dealers.csv',
      ),
    );
    expect(refused.status).toBe(400);
    expect(refused.message).toBe(message('fileDealers.import.file.type'));
    expect(refused.fieldErrors).toEqual({ file: message('fileDealers.import.file.type') });
  });
});
