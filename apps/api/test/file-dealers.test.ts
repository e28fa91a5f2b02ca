// The file-system dealers of spec doc 2 §3 and §7 (`/dealers`): the dealers of the file tool and
// chat, which staff list, add, change and remove, with the domain's rules and the catalogue's words;
// a new password or a removal ends the dealer's sessions. The import reads CSV or .xlsx files (told
// by their bytes), previews every row with its problems, and adds the valid rows in one transaction.
import { randomBytes } from 'node:crypto';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import {
  dealerPasswordLength,
  FILE_DEALER_IMPORT_MAX_ROWS,
  LeaseFileBodySchema,
  fileDealerImportColumnsMessage,
  message,
  type FileDealerAccount,
  type FileDealerImportPreview,
} from '@sfi/domain';
import { minimumArgon2Cost, PasswordHasher } from '../src/auth/passwords.ts';
import { SESSION_INVALID } from '../src/auth/strings.ts';
import { parseCsv } from '../src/import/table-file.ts';
import { createLeaseFile } from '../src/db/lease-files.ts';
import { fileDealers, leaseFiles } from '../src/db/schema.ts';
import { demoAccounts } from '../src/seed/demo-accounts.ts';
import { createAudiences, type AudienceName } from './support/audiences.ts';
import { basic, createAuthTestApi, office, type SignedIn } from './support/auth.ts';

// Hashing at OWASP's floor: the rules under test do not depend on the cost, and imports hash many.
const api = await createAuthTestApi({ passwords: new PasswordHasher(minimumArgon2Cost) });
const audiences = await createAudiences(api);
afterAll(() => api.close());

const demo = demoAccounts.fileDealer;
// Every dealer but the demo one (the audiences sign in as it) goes before each test.
beforeEach(async () => {
  await api.db.delete(fileDealers).where(ne(fileDealers.id, demo.id));
});

async function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  who: AudienceName = 'staffSuperAdmin',
) {
  return api.app.inject({
    method,
    url: `/api/main${path}`,
    remoteAddress: office,
    headers: await audiences.headers(who),
    ...(body !== undefined && { payload: body as object }),
  });
}

const dealer = (n: number) => ({
  dealerNo: `T-${n}`,
  email: `files${n}@dealer${n}.example`,
  username: `dealer.${n}`,
  name: `Dealer ${n} Motors`,
  password: `dealer ${n} password`,
});

async function create(body: ReturnType<typeof dealer>): Promise<FileDealerAccount> {
  const response = await call('POST', '/dealers', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<FileDealerAccount>();
}

const missingId = '00000000-0000-4000-8000-000000000000';

/** Signs a file dealer in at the chat service, as the file tool does. */
async function signIn(username: string, password: string): Promise<SignedIn> {
  const response = await api.call({
    method: 'POST',
    path: '/users/login',
    service: '/api/chat',
    headers: { authorization: basic(username, password) },
  });
  expect(response.statusCode, response.body).toBe(200);
  const { token, session } = response.json<{ token: string; session: { id: string } }>();
  return { id: session.id, token };
}

/** A call only a signed-in file dealer can make: its answer tells whether the session still works. */
async function sessionWorks(session: SignedIn): Promise<true | string> {
  const response = await api.call({ method: 'GET', path: '/dealers-api-tokens', session });
  return response.statusCode === 200 ? true : response.json<{ message: string }>().message;
}

describe('GET /dealers/, POST /dealers, PUT and DELETE /dealers/{id}', () => {
  it('adds a dealer who signs in, lists it with companyName, changes it and removes it, never showing a password', async () => {
    const created = await create(dealer(1));
    const { password: _password, ...shown } = dealer(1);
    expect(created).toEqual({ id: expect.any(String), ...shown, companyName: shown.name });

    const list = await call('GET', '/dealers/');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toContainEqual(created);
    expect(list.body).not.toMatch(/password|argon2/i);

    await signIn('DEALER.1', 'dealer 1 password');

    const changed = await call('PUT', `/dealers/${created.id}`, {
      name: 'Dealer One Motors',
      email: 'one@dealer.example',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({
      ...created,
      name: 'Dealer One Motors',
      companyName: 'Dealer One Motors',
      email: 'one@dealer.example',
    });

    const removed = await call('DELETE', `/dealers/${created.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual(changed.json());
    expect((await call('GET', '/dealers/')).json<FileDealerAccount[]>().map((each) => each.id)).not.toContain(
      created.id,
    );
  });

  it('lists in the order the dealers were added (the spec’s clients reverse it), with the demo dealer first', async () => {
    for (const n of [3, 1, 2]) await create(dealer(n));
    const names = (await call('GET', '/dealers/')).json<FileDealerAccount[]>().map((each) => each.dealerNo);
    expect(names).toEqual([demo.dealerNo, 'T-3', 'T-1', 'T-2']);
  });

  it('answers 409 with the field’s error for a user name (case aside) or dealer number another dealer has', async () => {
    const other = await create(dealer(2));
    const cases = [
      [
        { ...dealer(3), username: ' FileDealer ' },
        { username: message('fileDealers.error.usernameTaken', { username: 'FileDealer' }) },
      ],
      [
        { ...dealer(3), dealerNo: demo.dealerNo },
        { dealerNo: message('fileDealers.error.dealerNoTaken', { dealerNo: demo.dealerNo }) },
      ],
    ] as const;
    for (const [body, fieldErrors] of cases) {
      const response = await call('POST', '/dealers', body);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ message: Object.values(fieldErrors)[0], fieldErrors });
    }
    const renamed = await call('PUT', `/dealers/${other.id}`, { username: 'FILEDEALER' });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().fieldErrors).toEqual({
      username: message('fileDealers.error.usernameTaken', { username: 'FILEDEALER' }),
    });
    const renumbered = await call('PUT', `/dealers/${other.id}`, { dealerNo: demo.dealerNo });
    expect(renumbered.statusCode).toBe(409);
    // Its own user name and number, in another case, are its own.
    const same = await call('PUT', `/dealers/${other.id}`, { username: 'DEALER.2', dealerNo: 'T-2' });
    expect(same.statusCode, same.body).toBe(200);
    expect((await call('GET', '/dealers/')).json<FileDealerAccount[]>()).toHaveLength(2);
  });

  const passwordRule = message('dealerAccounts.password.length', dealerPasswordLength);
  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['no body fields', {}, { dealerNo: message('validation.required') }],
    ['a short password', { ...dealer(4), password: 'short' }, { password: passwordRule }],
    [
      'a dealer number with a space',
      { ...dealer(4), dealerNo: 'D 4' },
      { dealerNo: message('fileDealers.dealerNo.format') },
    ],
    ['a bad e-mail', { ...dealer(4), email: 'nope' }, { email: message('validation.email') }],
    [
      'a user name with a colon',
      { ...dealer(4), username: 'a:b' },
      { username: message('dealerAccounts.user.colon') },
    ],
    ['a blank name', { ...dealer(4), name: '   ' }, { name: message('validation.required') }],
  ])('refuses %s with a 400 naming the field', async (_case, body, fieldErrors) => {
    const response = await call('POST', '/dealers', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toMatchObject(fieldErrors);
  });

  it.each([
    ['PUT', missingId],
    ['DELETE', missingId],
    ['PUT', 'not-an-id'],
    ['DELETE', 'not-an-id'],
  ] as const)('%s of an unknown dealer (%s) answers 404', async (method, id) => {
    const response = await call(method, `/dealers/${id}`, method === 'PUT' ? { name: 'X' } : undefined);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(message('fileDealers.error.notFound'));
  });

  it('answers 404, not 409, for another dealer’s user name on an unknown dealer', async () => {
    const response = await call('PUT', `/dealers/${missingId}`, { username: demo.username });
    expect(response.statusCode).toBe(404);
  });
});

describe('a dealer’s lease files', () => {
  it('follow it to a new dealer number, so a dealer given the old number later does not get them', async () => {
    const created = await create(dealer(70));
    const staffActor = {
      id: demoAccounts.staffAdmin.id,
      name: demoAccounts.staffAdmin.name,
      kind: 'staff' as const,
    };
    await createLeaseFile(
      api.db,
      staffActor,
      LeaseFileBodySchema.parse({ fileNo: 'FD-RENUMBER-1', dealerNo: 'T-70' }),
    );
    const dealerNoOf = async (fileNo: string) =>
      (
        await api.db
          .select({ dealerNo: leaseFiles.dealerNo })
          .from(leaseFiles)
          .where(eq(leaseFiles.fileNo, fileNo))
      )[0]?.dealerNo;

    expect((await call('PUT', `/dealers/${created.id}`, { dealerNo: 'T-71' })).statusCode).toBe(200);
    expect(await dealerNoOf('FD-RENUMBER-1')).toBe('T-71');
    await create({ ...dealer(72), dealerNo: 'T-70' });
    expect(await dealerNoOf('FD-RENUMBER-1')).toBe('T-71');

    // Another change leaves them where they are.
    expect((await call('PUT', `/dealers/${created.id}`, { name: 'Seventy Motors' })).statusCode).toBe(200);
    expect(await dealerNoOf('FD-RENUMBER-1')).toBe('T-71');
    await api.db.delete(leaseFiles).where(eq(leaseFiles.fileNo, 'FD-RENUMBER-1'));
  });
});

describe('a dealer’s sessions', () => {
  it('keep working when its name changes, end when its password changes, and the new password signs in', async () => {
    const created = await create(dealer(5));
    const session = await signIn('dealer.5', 'dealer 5 password');
    expect(await sessionWorks(session)).toBe(true);

    expect((await call('PUT', `/dealers/${created.id}`, { name: 'Renamed Motors' })).statusCode).toBe(200);
    expect(await sessionWorks(session)).toBe(true);

    expect(
      (await call('PUT', `/dealers/${created.id}`, { password: 'a brand new password' })).statusCode,
    ).toBe(200);
    expect(await sessionWorks(session)).toBe(SESSION_INVALID);
    const failed = await api.call({
      method: 'POST',
      path: '/users/login',
      service: '/api/chat',
      headers: { authorization: basic('dealer.5', 'dealer 5 password') },
    });
    expect(failed.statusCode).toBe(401);
    expect(await sessionWorks(await signIn('dealer.5', 'a brand new password'))).toBe(true);
  });

  it('end when the dealer is removed, and other dealers’ sessions do not', async () => {
    const created = await create(dealer(6));
    const removedSession = await signIn('dealer.6', 'dealer 6 password');
    const demoSession = await signIn(demo.username, demo.password);
    expect((await call('DELETE', `/dealers/${created.id}`)).statusCode).toBe(200);
    expect(await sessionWorks(removedSession)).toBe(SESSION_INVALID);
    expect(await sessionWorks(demoSession)).toBe(true);
  });
});

describe('GET /dealers/search', () => {
  it('answers a page of the dealers every word matches, in dealer number, name, e-mail or user name, and the count', async () => {
    for (const n of [1, 2, 3, 10, 11]) await create(dealer(n));
    const page = await call('GET', '/dealers/search?search=DEALER.1&sort=name&limit=2');
    expect(page.statusCode, page.body).toBe(200);
    const body = page.json<{ count: number; dealers: FileDealerAccount[] }>();
    expect(body.count).toBe(3);
    expect(body.dealers.map((each) => each.dealerNo)).toEqual(['T-1', 'T-10']);
    const next = await call('GET', '/dealers/search?search=DEALER.1&sort=name&limit=2&skip=2');
    expect(next.json().dealers.map((each: FileDealerAccount) => each.dealerNo)).toEqual(['T-11']);
    // ILIKE's wildcards are plain characters in a search.
    expect((await call('GET', '/dealers/search?search=%25')).json().count).toBe(0);
    expect((await call('GET', '/dealers/search?search=maple%20LEAF')).json().dealers[0].id).toBe(demo.id);
    // Without a search, every dealer; without a limit, 50 of them.
    expect((await call('GET', '/dealers/search')).json().count).toBe(6);
  });

  it.each([
    ['limit=0', message('fileDealers.limit.range', { max: 200 })],
    ['limit=201', message('fileDealers.limit.range', { max: 200 })],
    ['skip=-1', message('validation.wholeNumber')],
    ['sort=price', message('fileDealers.sort.invalid')],
  ])('refuses %s with a 400 in plain words', async (query, text) => {
    const response = await call('GET', `/dealers/search?${query}`);
    expect(response.statusCode).toBe(400);
    expect(Object.values(response.json<{ fieldErrors: Record<string, string> }>().fieldErrors)).toEqual([
      text,
    ]);
  });
});

// --- Import ---------------------------------------------------------------------------------------

/** A multipart body holding one file (the browser's `FormData` with the field `file`). */
function upload(
  bytes: Buffer | string,
  { field = 'file', filename = 'dealers.csv', type = 'text/csv' } = {},
) {
  const boundary = `----sfi${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function send(
  path: '/dealers/import/preview' | '/dealers/import',
  file: ReturnType<typeof upload>,
  who: AudienceName = 'staffSuperAdmin',
) {
  return api.app.inject({
    method: 'POST',
    url: `/api/main${path}`,
    remoteAddress: office,
    headers: { ...(await audiences.headers(who)), ...file.headers },
    payload: file.payload,
  });
}

const header = 'dealerNo,email,username,name,password';
const csv = (...lines: string[]) => [header, ...lines].join('\r\n');
const line = (d: ReturnType<typeof dealer>) =>
  [d.dealerNo, d.email, d.username, d.name, d.password].join(',');
const dealerCount = async () => (await api.db.select({ id: fileDealers.id }).from(fileDealers)).length;

async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Dealers');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('POST /dealers/import/preview', () => {
  it('reads a CSV with a byte-order mark, quoted commas and quotes, headers in any case and spacing, and a line break in a cell', async () => {
    const text =
      '\uFEFFDealer No , E-mail,User Name,Company Name,PASSWORD,Notes\r\n' +
      'Q-1,q1@quote.example,quote.one,"Smith, Jones & ""Sons"" Motors","pass, with ""quotes""",ignored\r\n' +
      'Q-2,q2@quote.example,quote.two,"Two\nLines Motors",second password 2\r\n';
    const response = await send('/dealers/import/preview', upload(text));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      rows: [
        {
          line: 2,
          values: {
            dealerNo: 'Q-1',
            email: 'q1@quote.example',
            username: 'quote.one',
            name: 'Smith, Jones & "Sons" Motors',
          },
          errors: {},
        },
        {
          line: 3,
          values: {
            dealerNo: 'Q-2',
            email: 'q2@quote.example',
            username: 'quote.two',
            name: 'Two\nLines Motors',
          },
          errors: { name: message('validation.text.characters') },
        },
      ],
      valid: 1,
      invalid: 1,
    });
    expect(response.body).not.toContain('quotes');
  });

  it('reads the first sheet of a real .xlsx, numbers, links and blank rows included, whatever the file is called', async () => {
    const bytes = await xlsx([
      ['Dealer Number', 'Email', 'Username', 'Name', 'Password'],
      [
        2001,
        { text: 'x1@excel.example', hyperlink: 'mailto:x1@excel.example' },
        'excel.one',
        'Excel One',
        'excel one password',
      ],
      [],
      ['X-2', 'x2@excel.example', 'excel.two', 'Excel Two', 'short'],
    ]);
    const response = await send(
      '/dealers/import/preview',
      upload(bytes, { filename: 'dealers.csv', type: 'text/csv' }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const preview = response.json<FileDealerImportPreview>();
    expect(preview.rows).toEqual([
      {
        line: 2,
        values: { dealerNo: '2001', email: 'x1@excel.example', username: 'excel.one', name: 'Excel One' },
        errors: {},
      },
      {
        line: 4,
        values: { dealerNo: 'X-2', email: 'x2@excel.example', username: 'excel.two', name: 'Excel Two' },
        errors: { password: message('dealerAccounts.password.length', dealerPasswordLength) },
      },
    ]);
  });

  const good = dealer(20);
  it.each<[string, Partial<ReturnType<typeof dealer>>, Record<string, string>]>([
    ['an empty dealer number', { dealerNo: '' }, { dealerNo: message('validation.required') }],
    [
      'a dealer number with a slash',
      { dealerNo: 'A/1' },
      { dealerNo: message('fileDealers.dealerNo.format') },
    ],
    ['a bad e-mail', { email: 'not-an-email' }, { email: message('validation.email') }],
    ['an empty user name', { username: '' }, { username: message('validation.required') }],
    ['a user name with a colon', { username: 'a:b' }, { username: message('dealerAccounts.user.colon') }],
    ['an empty name', { name: '' }, { name: message('validation.required') }],
    [
      'a short password',
      { password: 'short' },
      { password: message('dealerAccounts.password.length', dealerPasswordLength) },
    ],
    [
      'a taken user name',
      { username: 'FILEDEALER' },
      { username: message('fileDealers.error.usernameTaken', { username: 'FILEDEALER' }) },
    ],
    [
      'a taken dealer number',
      { dealerNo: demo.dealerNo },
      { dealerNo: message('fileDealers.error.dealerNoTaken', { dealerNo: demo.dealerNo }) },
    ],
  ])('marks a row with %s, and keeps the good row', async (_case, change, errors) => {
    const response = await send(
      '/dealers/import/preview',
      upload(csv(line(good), line({ ...dealer(21), ...change }))),
    );
    expect(response.statusCode, response.body).toBe(200);
    const preview = response.json<FileDealerImportPreview>();
    expect(preview.rows.map((row) => [row.line, row.errors])).toEqual([
      [2, {}],
      [3, errors],
    ]);
    expect([preview.valid, preview.invalid]).toEqual([1, 1]);
  });

  it('marks every line of a user name or dealer number the file has twice', async () => {
    const response = await send(
      '/dealers/import/preview',
      upload(
        csv(
          line(dealer(30)),
          line({ ...dealer(31), username: 'Dealer.30' }),
          line({ ...dealer(32), dealerNo: 'T-30' }),
        ),
      ),
    );
    const preview = response.json<FileDealerImportPreview>();
    expect(preview.rows.map((row) => row.errors)).toEqual([
      {
        username: message('fileDealers.import.duplicateUsername', { username: 'dealer.30', lines: '2, 3' }),
        dealerNo: message('fileDealers.import.duplicateDealerNo', { dealerNo: 'T-30', lines: '2, 4' }),
      },
      { username: message('fileDealers.import.duplicateUsername', { username: 'Dealer.30', lines: '2, 3' }) },
      { dealerNo: message('fileDealers.import.duplicateDealerNo', { dealerNo: 'T-30', lines: '2, 4' }) },
    ]);
    expect(preview.valid).toBe(0);
  });

  const bomb = (() => {
    // A ZIP whose directory says its one entry unpacks to 4 GB − 2 bytes: refused before unpacking.
    const entry = Buffer.alloc(46 + 1);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt32LE(0xfffffffe, 24);
    entry.writeUInt16LE(1, 28);
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(1, 10);
    end.writeUInt32LE(4, 16);
    return Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), entry, end]);
  })();
  const notATable = message('fileDealers.import.file.type');
  const unreadable = message('fileDealers.import.file.unreadable');
  const empty = message('fileDealers.import.file.empty');
  it.each<[string, Buffer | string, number, string]>([
    ['an empty file', '', 400, empty],
    ['a header row alone', `${header}\r\n\r\n`, 400, empty],
    ['a PDF named .csv', Buffer.from('%PDF-1.7\n\u0000\u0001binary'), 400, notATable],
    ['a PNG', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]), 400, notATable],
    [
      'an old .xls (OLE)',
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0xff]),
      400,
      notATable,
    ],
    ['text that is not UTF-8', Buffer.from([0x61, 0x2c, 0xff, 0xfe, 0xfd, 0x0a]), 400, notATable],
    ['a ZIP that is not a workbook', Buffer.from('PK\u0003\u0004 not really a zip at all'), 400, unreadable],
    ['a ZIP bomb', bomb, 400, unreadable],
    ['a quote left open', `${header}\r\nA-1,"a@b.example,u,n,password123456\r\n`, 400, unreadable],
    [
      'no password column',
      'dealerNo,email,username,name\r\nA-1,a@b.example,u,n\r\n',
      400,
      fileDealerImportColumnsMessage(['password']),
    ],
    [
      'a semicolon file without the columns',
      'a;b;c\r\n1;2;3\r\n',
      400,
      fileDealerImportColumnsMessage(['dealerNo', 'email', 'username', 'name', 'password']),
    ],
    [
      `${FILE_DEALER_IMPORT_MAX_ROWS + 1} rows`,
      csv(...Array.from({ length: FILE_DEALER_IMPORT_MAX_ROWS + 1 }, (_, n) => line(dealer(n)))),
      400,
      message('fileDealers.import.file.tooManyRows', { max: FILE_DEALER_IMPORT_MAX_ROWS }),
    ],
    [
      'a file over 2 MB',
      csv(line(dealer(1)), 'x'.repeat(2 * 1024 * 1024)),
      413,
      message('fileDealers.import.file.tooLarge', { max: '2 MB' }),
    ],
  ])('refuses %s with a plain message', async (_case, bytes, status, text) => {
    for (const path of ['/dealers/import/preview', '/dealers/import'] as const) {
      const response = await send(path, upload(bytes));
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json()).toMatchObject({ message: text, fieldErrors: { file: text } });
    }
    expect(await dealerCount()).toBe(1);
  });

  it.each([
    ['a JSON body', { payload: { rows: [] }, headers: {} }],
    ['a form without a file', upload('x', { field: 'other' })],
    [
      'a multipart body without parts',
      { payload: '--x--\r\n', headers: { 'content-type': 'multipart/form-data; boundary=x' } },
    ],
  ])('asks for the file when %s is sent', async (_case, file) => {
    const response = await send('/dealers/import/preview', file as ReturnType<typeof upload>);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toMatch(/file/);
  });

  it('refuses multipart that does not parse with a 400, never a 500', async () => {
    const response = await send('/dealers/import/preview', {
      payload: Buffer.from('--x\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nabc'),
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('POST /dealers/import', () => {
  it('adds the rows without problems, skips the others, and the imported dealers sign in', async () => {
    const file = upload(csv(line(dealer(40)), line(dealer(41)), line({ ...dealer(42), email: 'bad' })));
    const response = await send('/dealers/import', file);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ imported: 2, skipped: 1 });
    expect(await dealerCount()).toBe(3);
    expect(await sessionWorks(await signIn('dealer.41', 'dealer 41 password'))).toBe(true);

    // The same file again: its dealers are there now, so no row can be imported.
    const again = await send('/dealers/import', upload(csv(line(dealer(40)), line(dealer(41)))));
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(message('fileDealers.import.nothingValid'));
    expect(await dealerCount()).toBe(3);
  });

  it('writes nothing when one insert fails: the valid set is imported whole or not at all', async () => {
    // The database refuses the third row as a clash, as if someone added the dealer meanwhile.
    await api.db.execute(sql`create or replace function refuse_clash() returns trigger language plpgsql as $$
      begin
        if new.dealer_no = 'T-52' then raise exception 'taken meanwhile' using errcode = 'unique_violation'; end if;
        return new;
      end $$`);
    await api.db.execute(
      sql`create trigger refuse_clash before insert on file_dealers for each row execute function refuse_clash()`,
    );
    try {
      const response = await send(
        '/dealers/import',
        upload(csv(line(dealer(50)), line(dealer(51)), line(dealer(52)), line(dealer(53)))),
      );
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json().message).toBe(message('fileDealers.import.conflict'));
      expect(await dealerCount()).toBe(1);
    } finally {
      await api.db.execute(sql`drop trigger refuse_clash on file_dealers`);
      await api.db.execute(sql`drop function refuse_clash()`);
    }
    const retried = await send(
      '/dealers/import',
      upload(csv(line(dealer(50)), line(dealer(51)), line(dealer(52)), line(dealer(53)))),
    );
    expect(retried.json()).toEqual({ imported: 4, skipped: 0 });
  });
});

describe('attacks', () => {
  it.each<[AudienceName, number]>([
    ['none', 401],
    ['client', 401],
    ['dealer', 403],
    ['fileDealer', 403],
    ['staffPending', 401],
  ])('refuses an import by %s (%i) and writes nothing', async (who, status) => {
    for (const path of ['/dealers/import/preview', '/dealers/import'] as const) {
      const response = await send(path, upload(csv(line(dealer(60)))), who);
      expect(response.statusCode).toBe(status);
    }
    for (const [method, path, body] of [
      ['GET', '/dealers/', undefined],
      ['POST', '/dealers', dealer(61)],
      ['PUT', `/dealers/${demo.id}`, { password: 'taken over password' }],
      ['DELETE', `/dealers/${demo.id}`, undefined],
    ] as const)
      expect((await call(method, path, body, who)).statusCode).toBe(status);
    expect(await dealerCount()).toBe(1);
    expect(await sessionWorks(await signIn(demo.username, demo.password))).toBe(true);
  });

  it('answers any bytes sent as the file with a 200 preview or a 4xx in plain words, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.uint8Array({ maxLength: 400 }).map((bytes) => Buffer.from(bytes)),
          fc.string({ maxLength: 300 }).map((text) => Buffer.from(`${header}\n${text}`)),
          fc
            .uint8Array({ maxLength: 200 })
            .map((bytes) => Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.from(bytes)])),
        ),
        async (bytes) => {
          const response = await send('/dealers/import/preview', upload(bytes));
          expect([200, 400]).toContain(response.statusCode);
          if (response.statusCode === 400) expect(response.json().message).toMatch(/\w/);
        },
      ),
      { seed: 20_261_125, numRuns: 60 },
    );
    expect(await dealerCount()).toBe(1);
  });

  it('reads back any cells written as RFC 4180 CSV (quotes, commas, line breaks)', () => {
    const cell = fc.string({ maxLength: 12 });
    fc.assert(
      fc.property(
        fc.array(fc.array(cell, { minLength: 2, maxLength: 4 }), { minLength: 1, maxLength: 5 }),
        (rows) => {
          const quote = (text: string) => `"${text.replaceAll('"', '""')}"`;
          const text = rows.map((row) => row.map(quote).join(',')).join('\r\n');
          expect(parseCsv(text, ',')).toEqual(rows);
        },
      ),
      { seed: 20_261_125, numRuns: 200 },
    );
  });
});
