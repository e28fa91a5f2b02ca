// The lease-quote routes attacked from outside, as an attacker or a careless user would (issue 9).
// Each test here failed before its fix.
import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_DETAIL_DEPTH,
  message,
  nameKey,
  type DealerAccount,
  type LeaseQuote,
  type LeaseQuoteListItem,
  type LeaseQuoteListResponse,
} from '@sfi/domain';
import { ownerColumns, quoteSearchText } from '../src/db/lease-quotes.ts';
import { quoteExportStream } from '../src/export/quote-export.ts';
import { leaseQuotes } from '../src/db/schema.ts';
import { writeDemoAccounts, demoAccounts } from '../src/seed/demo-accounts.ts';
import { createTestApi, quoteDetails } from './support/api.ts';
import { createAuthTestApi, office, sessionHeaders, type SignedIn } from './support/auth.ts';

const api = await createAuthTestApi();
afterAll(() => api.close());

// A server of its own whose log the export test reads.
let log = '';
const logged = new Writable({
  write(chunk: Buffer, _encoding, done) {
    log += chunk.toString();
    done();
  },
});
const own = await createTestApi({ logger: { level: 'warn', stream: logged } });
afterAll(() => own.close());

let staff: SignedIn;
/** Adds the dealer accounts: a super admin's call gives one its password (issue 26 item 6). */
let superAdmin: SignedIn;
let dealer: SignedIn;
beforeAll(async () => {
  staff = await api.staffSignIn();
  superAdmin = await api.staffSignIn(undefined, 'staffSuperAdmin');
  dealer = await api.dealerSignIn();
});

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, session: SignedIn, body?: unknown) {
  return api.app.inject({
    method,
    url: `/api/main${path}`,
    remoteAddress: office,
    // A string is sent as it is: JSON too deep for JSON.stringify.
    headers: { ...sessionHeaders(session), 'content-type': 'application/json' },
    ...(body !== undefined && { payload: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
}

/** A new dealer account of `dealerName`, signed in. */
async function newDealer(dealerName: string, user: string): Promise<SignedIn & { accountId: string }> {
  const password = `${user} password 2026`;
  const created = await call('POST', '/dealer-auth', superAdmin, {
    dealerName,
    user,
    email: `${user}@dealers.example`,
    password,
  });
  expect(created.statusCode, created.body).toBe(201);
  const login = await api.call({ method: 'POST', path: '/dealer-login', body: { username: user, password } });
  expect(login.statusCode, login.body).toBe(200);
  const { token, session } = login.json<{ token: string; session: { id: string } }>();
  return { id: session.id, token, accountId: created.json<DealerAccount>().id };
}

async function createQuote(session: SignedIn, body: object): Promise<LeaseQuote> {
  const response = await call('POST', '/lease-quotes', session, { ...quoteDetails, ...body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<LeaseQuote>();
}

const quoteCount = async () => (await api.db.select({ id: leaseQuotes.id }).from(leaseQuotes)).length;
const unstorable = message('validation.text.characters');

// A NUL reached PostgreSQL from a list query or a new quote's details kept as sent (a 500), and
// details nested thousands deep overflowed the stack writing them (a 500).
describe('text a list query cannot search by', () => {
  const paths = ['/lease-quotes', '/lease-quotes/search', '/lease-quotes/export'];
  const cases = paths.flatMap((path) =>
    ['param', 'preparedByFilter'].flatMap((field) =>
      ['a\u0000b', 'x\u001b[31m', '\u0085'].map((value) => [path, field, value] as const),
    ),
  );
  it.each(cases)('%s refuses a %s of %j under its field, not with a 500', async (path, field, value) => {
    const query = new URLSearchParams({ format: 'csv', param: 'civic', [field]: value });
    const response = await call('GET', `${path}?${query}`, dealer);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json().fieldErrors).toEqual({ [field]: unstorable });
  });

  it('refuses a revision id longer than any with the catalogue’s words', async () => {
    const quote = await createQuote(dealer, { vehicle: { type: 'CAR' } });
    const response = await call('GET', `/lease-quotes/${quote.id}?revision=${'r'.repeat(101)}`, dealer);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ revision: message('validation.tooLong', { max: 100 }) });
  });
});

describe('a new quote’s details kept as sent', () => {
  const nested = (depth: number): unknown => (depth === 0 ? 'deep' : [nested(depth - 1)]);
  const tooDeep = message('validation.nesting', { max: MAX_DETAIL_DEPTH });
  const cases: Array<[string, object | string, Record<string, string>]> = [
    [
      'a NUL in a vehicle detail',
      { vehicle: { type: 'CAR', note: 'a\u0000b' } },
      { 'vehicle.note': unstorable },
    ],
    ['a NUL in a vehicle detail’s name', { vehicle: { type: 'CAR', 'k\u0000': 1 } }, { vehicle: unstorable }],
    // PostgreSQL writes JSON numbers out in full: 1e308 would come back as 309 digits in the list.
    ...[1e308, -1e15, 5e-324, 1e-10].map((number): [string, object, Record<string, string>] => [
      `a vehicle detail of ${number}`,
      { vehicle: { type: 'CAR', accessories: [1, number] } },
      { 'vehicle.accessories.1': message('validation.detail.number') },
    ]),
    [
      'a control character deep in a vehicle detail',
      { vehicle: { type: 'CAR', accessories: { packages: ['ok', 'b\u0007'] } } },
      { 'vehicle.accessories.packages.1': unstorable },
    ],
    [
      'a NUL in a revision detail',
      { vehicle: { type: 'CAR' }, quoteData: [{ revisionType: 'INITIAL', term: 'a\u0000' }] },
      { 'quoteData.0.term': unstorable },
    ],
    [
      'a NUL in a document type',
      { vehicle: { type: 'CAR' }, documents: [{ type: 'a\u0000' }] },
      { 'documents.0.type': unstorable },
    ],
    [
      'a NUL in a document name',
      { vehicle: { type: 'CAR' }, documents: [{ type: 'LICENCE', name: 'scan\u0000.pdf' }] },
      { 'documents.0.name': unstorable },
    ],
    [
      'a vehicle detail nested 5,000 deep',
      `{"vehicle":{"type":"CAR","deep":${'['.repeat(5000)}${']'.repeat(5000)}}}`,
      { 'vehicle.deep': tooDeep },
    ],
    [
      'a revision detail nested one level too deep',
      { vehicle: { type: 'CAR' }, quoteData: [{ revisionType: 'INITIAL', deep: nested(MAX_DETAIL_DEPTH) }] },
      { 'quoteData.0.deep': tooDeep },
    ],
  ];
  it.each(cases)('refuses %s under its field, and writes nothing', async (_case, body, fieldErrors) => {
    const before = await quoteCount();
    const sent =
      typeof body === 'string'
        ? `{"province":"ON","customer":{"lastName":"Tremblay"},${body.slice(1)}`
        : { ...quoteDetails, ...body };
    const response = await call('POST', '/lease-quotes', dealer, sent);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().fieldErrors).toEqual(fieldErrors);
    expect(await quoteCount()).toBe(before);
  });

  it('keeps details nested as deep as allowed, with tabs and line breaks in their text', async () => {
    const nested = (depth: number): unknown => (depth === 1 ? 'line one\nline\ttwo' : [nested(depth - 1)]);
    const quote = await createQuote(dealer, {
      vehicle: { type: 'CAR', deep: nested(MAX_DETAIL_DEPTH) },
    });
    expect(quote.vehicle.deep).toEqual(nested(MAX_DETAIL_DEPTH));
  });
});

// A rename took over the quotes of a dealership whose accounts were all removed; a dealer name of
// accents alone had the empty key, and its dealer's list counted the staff's quotes.
describe('dealerships', () => {
  const renamePath = (dealerName: string) => `/dealer-auth/dealer-name/${encodeURIComponent(dealerName)}`;
  const listOf = async (session: SignedIn) => {
    const response = await call('GET', '/lease-quotes?limit=100', session);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<LeaseQuoteListResponse>();
  };

  it('a rename never takes over the quotes of a dealership whose accounts were all removed', async () => {
    const orphan = await newDealer('Orphan Motors', 'orphan');
    const quote = await createQuote(orphan, { vehicle: { type: 'CAR' }, customer: { lastName: 'Hidden' } });
    expect((await call('DELETE', `/dealer-auth/${orphan.accountId}`, staff)).statusCode).toBe(204);
    const thief = await newDealer('Thief Auto', 'thief');

    const response = await call('PUT', renamePath('Thief Auto'), staff, { dealerName: 'orphan motors' });
    expect(response.statusCode, response.body).toBe(409);
    const text = message('dealerAccounts.error.dealershipTaken', { dealerName: 'orphan motors' });
    expect(response.json()).toMatchObject({ message: text, fieldErrors: { dealerName: text } });
    expect(await listOf(thief)).toEqual({ count: 0, data: [] });
    expect((await call('GET', `/lease-quotes/${quote.id}`, thief)).statusCode).toBe(404);

    // Staff give the dealership back its quotes by adding an account to it, by its name.
    const returning = await newDealer('Orphan Motors', 'orphan.returns');
    expect((await listOf(returning)).data.map((item) => item.id)).toEqual([quote.id]);
  });

  it.each([
    ['an accent alone', '\u0301'],
    ['accents alone', ' \u0301\u0308 '],
  ])('refuses a dealer name of %s: it names no dealership', async (_case, dealerName) => {
    const required = message('validation.required');
    const created = await call('POST', '/dealer-auth', staff, {
      dealerName,
      user: 'accent.only',
      email: 'accent.only@dealers.example',
    });
    expect(created.statusCode, created.body).toBe(400);
    expect(created.json().fieldErrors).toEqual({ dealerName: required });

    const renamed = await call('PUT', renamePath(demoAccounts.dealer.dealerName), staff, { dealerName });
    expect(renamed.statusCode, renamed.body).toBe(400);
    expect(renamed.json().fieldErrors).toEqual({ dealerName: required });
  });
});

// A character XML cannot hold made the workbook unreadable; a formula after a semicolon or a line
// break ran where Excel splits a CSV on semicolons; a failed first read answered a broken file
// (headers of a file, then a JSON body through the compressor) and logged the search words.
describe('the export', () => {
  const exported = (session: SignedIn, query: Record<string, string>) =>
    call('GET', `/lease-quotes/export?${new URLSearchParams(query)}`, session);

  it('writes a workbook Excel opens whatever characters a quote holds', async () => {
    const odd = await newDealer('Odd Characters Motors', 'odd.characters');
    await createQuote(odd, {
      vehicle: { type: 'CAR', make: 'Hon\uFFFEda', model: 'Civic\uFFFF', trim: 'Sport\u2028Line' },
      customer: { firstName: 'Zoë\tAnne', lastName: 'D’Arcy\nSmith' },
    });
    const response = await exported(odd, { format: 'xlsx' });
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
    const row = (workbook.getWorksheet('Lease quotes')!.getRow(2).values as unknown[]).slice(1);
    expect(row.slice(3, 10)).toEqual([
      'Zoë\tAnne D’Arcy\nSmith',
      undefined,
      'Car',
      undefined,
      'Honda',
      'Civic',
      'Sport\u2028Line',
    ]);
  });

  it('keeps a formula after a semicolon as text, as Excel splits a CSV on semicolons in French-Canadian settings', async () => {
    const semicolons = await newDealer('Semicolon Motors', 'semicolon');
    await createQuote(semicolons, {
      vehicle: { type: 'CAR', model: "x;=cmd|' /C calc'!A0;y" },
      customer: { companyName: 'Acme; Ltd;+1;-2;@SUM(A1)' },
    });
    const response = await exported(semicolons, { format: 'csv' });
    const line = response.body.trimEnd().split('\r\n')[1]!;
    // Split as Excel does there: no cell starts with a formula.
    const cells = line.split(';');
    expect(cells.filter((cell) => /^[=+\-@]/.test(cell))).toEqual([]);
    expect(line).toContain(`,Acme; Ltd;'+1;'-2;'@SUM(A1),`);
    expect(line).toContain(`,x;'=cmd|' /C calc'!A0;y,`);
  });
});

// The workbook was written as fast as the database gave batches, whatever its reader took: a paused
// or slow download of a large export held all of it in the server's memory.
describe('an export read slowly', () => {
  it.each(['csv', 'xlsx'] as const)(
    'reads a few batches ahead of a paused %s download, not the whole file',
    async (format) => {
      let read = 0;
      async function* batches(): AsyncGenerator<LeaseQuoteListItem[]> {
        for (let batch = 0; batch < 100; batch += 1) {
          read += 1;
          yield Array.from({ length: 1000 }, (_, index) => ({
            id: randomUUID(),
            vehicle: { type: 'CAR', make: 'Honda', model: 'Civic', trim: `Trim ${batch}-${index}` },
            dealer: null,
            documents: [],
            quoteData: [],
            newMessageFor: [],
            status: 'DRAFT' as const,
            province: 'ON' as const,
            customer: { firstName: 'Zoë', lastName: `Beaulieu ${index}` },
            ownerType: 'DEALER' as const,
            preparedBy: 'Dana Tremblay',
            createdAt: '2026-01-01T10:00:00.000Z',
            sortDate: '2026-01-01T10:00:00.000Z',
          }));
        }
      }
      const file = quoteExportStream(batches(), format);
      await new Promise((resolve) => file.once('data', resolve));
      file.pause();
      // Time enough to write every batch, were it not waiting for its reader.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      // Some batches ahead (the zip writer compresses some behind, and since Node 22 streams buffer
      // 64 kB rather than 16: 17 of 100 on a quiet machine), never the whole file.
      expect(read).toBeLessThanOrEqual(40);
      file.destroy();
    },
  );
});

// An export went on to its end after its session ended (the dealer's account removed meanwhile).
describe('an export whose session ends', () => {
  it('stops there: a dealer removed while their export runs gets no more of it', async () => {
    const leaving = await newDealer('Leaving Motors', 'leaving');
    const owner = ownerColumns({
      ownerType: 'DEALER',
      id: leaving.accountId,
      name: 'leaving',
      dealershipKey: nameKey('Leaving Motors'),
    });
    const total = 5000; // five batches of the export
    await api.db.insert(leaseQuotes).values(
      Array.from({ length: total }, (_, index) => {
        const id = randomUUID();
        const vehicle = { type: 'CAR' };
        return {
          id,
          vehicle,
          listState: 'DRAFT' as const,
          ...owner,
          searchText: quoteSearchText({ id, vehicle, preparedBy: owner.preparedBy }),
          createdAt: new Date(Date.UTC(2025, 0, 1, 0, 0, index)),
        };
      }),
    );
    const response = await api.app.inject({
      url: '/api/main/lease-quotes/export?format=csv',
      remoteAddress: office,
      headers: sessionHeaders(leaving),
      payloadAsStream: true,
    });
    expect(response.statusCode).toBe(200);
    // The file is read as a slow client would: its first batch, then nothing while staff remove
    // the account, then the rest.
    const chunks = response.stream()[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
    let text = '';
    while (text.split('\r\n').length <= 1001) text += (await chunks.next()).value!.toString();
    expect((await call('DELETE', `/dealer-auth/${leaving.accountId}`, staff)).statusCode).toBe(204);
    const rest = async () => {
      for (let next = await chunks.next(); !next.done; next = await chunks.next())
        text += next.value.toString();
    };
    await expect(rest()).rejects.toThrow();
    const rows = text.trimEnd().split('\r\n').length - 1;
    expect(rows).toBeGreaterThanOrEqual(1000);
    expect(rows).toBeLessThan(total);
  });
});

describe('an export whose first read fails', () => {
  it('answers the uniform 500, not a broken file, and logs no search word', async () => {
    await writeDemoAccounts(own.db);
    const { username, password } = demoAccounts.dealer;
    const login = await own.app.inject({
      method: 'POST',
      url: '/api/main/dealer-login',
      remoteAddress: office,
      payload: { username, password },
    });
    const { token, session } = login.json<{ token: string; session: { id: string } }>();
    await own.db.execute(sql`alter table lease_quotes rename to lease_quotes_away`);
    try {
      for (const format of ['csv', 'xlsx']) {
        const response = await own.app.inject({
          url: `/api/main/lease-quotes/export?format=${format}&param=beaulieu`,
          remoteAddress: office,
          headers: { ...sessionHeaders({ id: session.id, token }), 'accept-encoding': 'gzip' },
        });
        expect(response.statusCode).toBe(500);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        expect(response.headers['content-disposition']).toBeUndefined();
        expect(response.json()).toEqual({
          statusCode: 500,
          error: 'Internal Server Error',
          message: message('error.ourEnd'),
        });
      }
    } finally {
      await own.db.execute(sql`alter table lease_quotes_away rename to lease_quotes`);
    }
    expect(log).toContain('lease_quotes');
    expect(log).not.toContain('beaulieu');
  });
});
