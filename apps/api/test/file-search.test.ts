import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  DELIVERY_MATCH_MAX,
  FILE_SEARCH_MATCH_MAX,
  FILE_SEARCH_QUERY_MAX,
  FileSearchPageSchema,
  fileSearchPaths,
  message,
  type FileSearchPage,
  type FileSearchPath,
} from '@sfi/domain';
import { openDatabase } from '../src/db/client.ts';
import { leaseFileValues } from '../src/db/lease-file-rows.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { fileSearchTermColumns, leaseFiles } from '../src/db/schema.ts';
import { demoAccounts } from '../src/seed/demo-accounts.ts';
import {
  createAuthTestApi,
  office,
  sessionHeaders,
  type AuthTestApi,
  type SignedIn,
} from './support/auth.ts';
import { migrateBefore, provisionTestDatabase } from './support/database.ts';
import { fileOf, type FileParts } from './support/lease-files.ts';

let api: AuthTestApi;
let staff: SignedIn;
let fileDealer: SignedIn;
let quoteDealer: SignedIn;

beforeAll(async () => {
  api = await createAuthTestApi();
  staff = await api.staffSignIn();
  fileDealer = await api.fileDealerSignIn();
  quoteDealer = await api.dealerSignIn();
});
afterAll(async () => {
  await api.close();
});
beforeEach(async () => {
  await api.db.delete(leaseFiles);
});

const OWN_DEALER = demoAccounts.fileDealer.dealerNo;
const OTHER_DEALER = 'D-2002';

/** Writes files as a save would (their search keys and summary from `leaseFileValues`). */
async function writeFiles(files: { fileNo: string; parts?: FileParts; dealerNo?: string | null }[]) {
  if (files.length === 0) return;
  await api.db
    .insert(leaseFiles)
    .values(
      files.map(({ fileNo, parts, dealerNo = OTHER_DEALER }) =>
        leaseFileValues(fileOf(fileNo, parts), dealerNo),
      ),
    );
}

function call(method: 'GET' | 'POST', url: string, session: SignedIn | null = staff, body?: unknown) {
  return api.app.inject({
    method,
    url: `/api/main${url}`,
    remoteAddress: office,
    headers: session ? sessionHeaders(session) : {},
    ...(body !== undefined && { payload: body as object }),
  });
}

async function search(
  path: string,
  query: string,
  { session = staff, page = '' }: { session?: SignedIn; page?: string } = {},
): Promise<FileSearchPage> {
  const response = await call('GET', `/files/${path}/${encodeURIComponent(query)}${page}`, session);
  expect(response.statusCode, response.body).toBe(200);
  return FileSearchPageSchema.parse(response.json());
}

const fileNos = (page: FileSearchPage) => page.files.map((file) => file.fileNo);

async function byDelivery(startDate: string, endDate: string, session: SignedIn = staff, page = '') {
  return call('POST', `/files/searchByDeliveryDate${page}`, session, { startDate, endDate });
}

/**
 * One row per search path (doc 2 §7), as `fileSearchMatching` says each matches: the query, a file
 * it must find and one it must not.
 */
const pathCases: {
  path: Exclude<FileSearchPath, 'everything'>;
  query: string;
  hit: FileParts;
  miss: FileParts;
}[] = [
  { path: 'search-by-file-no', query: 'ab-12', hit: {}, miss: {} }, // file numbers below
  {
    path: 'company-name',
    query: 'maple logistics',
    hit: { lessee: { companyName: 'Maple Logistics Ltd.' } },
    miss: { lessee: { companyName: 'Maple Farms Ltd.' } },
  },
  {
    path: 'combined-name',
    query: 'Tremblay',
    hit: { lessee: { firstName: 'Élise', lastName: 'Tremblay' } },
    miss: { lessee: { firstName: 'Élise', lastName: 'Tremblet' } },
  },
  {
    path: 'customer-phone',
    query: '+1 (604) 555',
    hit: { lessee: { phone: '604-555-0199' } },
    miss: { lessee: { phone: '(778) 604-5550' } },
  },
  {
    path: 'customer-email',
    query: 'E.TREMBLAY@',
    hit: { lessee: { email: 'e.tremblay@gmail.com' } },
    miss: { lessee: { email: 'ae.tremblay@gmail.com' } },
  },
  {
    path: 'vehicle-info',
    query: 'toyota corolla',
    hit: { vehicle: { year: 2024, make: 'Toyota', model: 'Corolla', trim: 'LE' } },
    miss: { vehicle: { year: 2024, make: 'Toyota', model: 'Camry', trim: 'LE' } },
  },
  {
    path: 'vin',
    query: '123456',
    hit: { vehicle: { vin: '2T1BURHE0JC123456' } },
    miss: { vehicle: { vin: '2T1BURHE0JC654321' } },
  },
  {
    path: 'make',
    query: 'toy',
    hit: { vehicle: { make: 'Toyota' } },
    miss: { vehicle: { make: 'Mitoyo' } },
  },
  {
    path: 'model',
    query: 'civ',
    hit: { vehicle: { model: 'Civic' } },
    miss: { vehicle: { model: 'Accord' } },
  },
  {
    path: 'plate-number',
    query: 'abc 1',
    hit: { vehicle: { plateNo: 'ABC-123' } },
    miss: { vehicle: { plateNo: 'XABC 123' } },
  },
  {
    path: 'originated-dealership',
    query: 'lakeshore',
    hit: { dealer: { originatedDealership: 'Lakeshore Auto Group' } },
    miss: { dealer: { originatedDealership: 'Lake Shore Motors' } },
  },
];

describe('GET /files/{search-path}/{query}', () => {
  it('has a row for each of the 11 search paths', () => {
    expect(pathCases.map((row) => row.path)).toEqual(fileSearchPaths.filter((path) => path !== 'everything'));
  });

  it.each(pathCases)('$path: $query finds the file that matches and not the other', async (row) => {
    const fileNo = row.path === 'search-by-file-no' ? ['AB-1234', 'XAB-12'] : ['HIT-1', 'MISS-1'];
    await writeFiles([
      { fileNo: fileNo[0]!, parts: row.hit },
      { fileNo: fileNo[1]!, parts: row.miss },
    ]);
    const page = await search(row.path, row.query);
    expect(fileNos(page)).toEqual([fileNo[0]]);
    expect(page).toMatchObject({ total: 1, capped: false, hasMore: false });
  });

  it('answers the file search result of doc 2 §3 from the file', async () => {
    await writeFiles([
      {
        fileNo: 'F-100',
        parts: {
          deliveryDate: '2024-05-17',
          fileType: 'LEASE',
          isTerminated: true,
          terminationType: 'EARLY_BUYOUT',
          lessee: { firstName: 'Ann', lastName: 'Roy', companyName: 'Roy Farms', phone: '(306) 555-0100' },
          vehicle: {
            year: 2022,
            make: 'Ford',
            model: 'F-150',
            trim: 'XLT',
            vin: '1FTFW1E50NFA00001',
            plateNo: 'SK 123',
          },
          dealer: { originatedDealership: 'Prairie Motors' },
        },
      },
    ]);
    const [file] = (await search('search-by-file-no', 'F-100')).files;
    expect(file).toMatchObject({
      fileNo: 'F-100',
      customerName: 'Ann Roy',
      companyName: 'Roy Farms',
      phone: '(306) 555-0100',
      vehicleInfo: '2022 Ford F-150 XLT',
      make: 'Ford',
      model: 'F-150',
      vinNo: '1FTFW1E50NFA00001',
      plateNo: 'SK 123',
      originatedDealership: 'Prairie Motors',
      deliveryDate: '2024-05-17T00:00:00.000Z',
      fileType: 'LEASE',
      isTerminated: true,
      terminationType: 'EARLY_BUYOUT',
    });
    // The file's own times, to the millisecond, as `toISOString` writes them.
    await api.db
      .update(leaseFiles)
      .set({
        createdAt: new Date('2021-03-04T05:06:07.089Z'),
        updatedAt: new Date('2025-12-31T23:59:59.999Z'),
      })
      .where(eq(leaseFiles.fileNo, 'F-100'));
    for (const [path, query] of [
      ['search-by-file-no', 'F-100'],
      ['combined-name', 'Ann Roy'],
    ] as const)
      expect((await search(path, query)).files[0]).toMatchObject({
        createdAt: '2021-03-04T05:06:07.089Z',
        updatedAt: '2025-12-31T23:59:59.999Z',
      });
  });

  it.each([
    ['combined-name', 'ÉLISE   tremblay', { lessee: { firstName: 'Elise', lastName: 'Trémblay' } }],
    ['company-name', 'CÔTÉ', { lessee: { companyName: 'Cote Roofing Inc.' } }],
    ['customer-phone', '604.555.0199', { lessee: { phone: '(604) 555-0199' } }],
    ['customer-phone', '1-604-555-0199', { lessee: { phone: '604 555 0199' } }],
    ['plate-number', 'abc-123', { vehicle: { plateNo: 'ABC 123' } }],
    ['vin', ' 2t1burhe0jc123456 ', { vehicle: { vin: '2T1BURHE0JC123456' } }],
    ['search-by-file-no', 'f 100', { fileNo: 'F-100' }],
    ['customer-email', 'E.Tremblay@GMAIL.com', { lessee: { email: 'e.tremblay@gmail.com' } }],
    // The same accent, as one character or as a letter and a combining mark (NFC and NFD).
    ['customer-email', 'jose\u0301@ex.ca', { lessee: { email: 'josé@ex.ca' } }],
    ['customer-email', 'JOSÉ@', { lessee: { email: 'jose\u0301@ex.ca' } }],
  ] as const)('folds %s: %j finds the file', async (path, query, parts) => {
    await writeFiles([{ fileNo: 'F-100', parts }]);
    expect(fileNos(await search(path, query))).toEqual(['F-100']);
  });

  it('finds a file by its co-lessee and shows the co-lessee’s name', async () => {
    await writeFiles([
      {
        fileNo: 'F-1',
        parts: {
          lessee: { firstName: 'Ann', lastName: 'Roy' },
          colessee: { firstName: 'Marc', lastName: 'Gagnon' },
        },
      },
      {
        fileNo: 'F-2',
        parts: {
          lessee: { firstName: 'Luc', lastName: 'Gagnon' },
          colessee: { firstName: 'Marie', lastName: 'Gagnon' },
        },
      },
    ]);
    const page = await search('combined-name', 'marc gagnon');
    expect(page.files).toMatchObject([{ fileNo: 'F-1', customerName: 'Marc Gagnon' }]);
    // Found by the lessee too: the lessee's name.
    const both = await search('combined-name', 'gagnon');
    expect(both.files.find((file) => file.fileNo === 'F-2')?.customerName).toBe('Luc Gagnon');
  });

  it('matches a query shorter than a trigram at the start of a word on a contains path', async () => {
    await writeFiles([
      { fileNo: 'F-1', parts: { lessee: { firstName: 'Jo', lastName: 'Smith' } } },
      { fileNo: 'F-2', parts: { lessee: { firstName: 'Mary', lastName: 'Jones' } } },
      { fileNo: 'F-3', parts: { lessee: { firstName: 'Bojo', lastName: 'Lee' } } },
    ]);
    expect(fileNos(await search('combined-name', 'jo')).sort()).toEqual(['F-1', 'F-2']);
  });

  it('ranks a path’s matches: the value itself, then values starting with the query, then the rest by likeness', async () => {
    await writeFiles([
      { fileNo: 'F-4', parts: { lessee: { companyName: 'Best Maple Roofing' } } },
      { fileNo: 'F-3', parts: { lessee: { companyName: 'Maple Roofing Ltd.' } } },
      { fileNo: 'F-2', parts: { lessee: { companyName: 'Maple Roofing' } } },
      { fileNo: 'F-1', parts: { lessee: { companyName: 'The Very Best Maple Roofing Company' } } },
    ]);
    expect(fileNos(await search('company-name', 'maple roofing'))).toEqual(['F-2', 'F-3', 'F-4', 'F-1']);
  });

  it('ranks everything: the file number, then an exact code, then prefixes, then contains by likeness', async () => {
    await writeFiles([
      { fileNo: 'Z-9', parts: { vehicle: { vin: '1HGCM8263ABC12345' } } }, // contains
      { fileNo: 'ABC123-7', parts: {} }, // file number starts with it
      { fileNo: 'Q-1', parts: { vehicle: { plateNo: 'ABC 123' } } }, // a plate exactly
      { fileNo: 'Q-2', parts: { vehicle: { vin: 'ABC123' } } }, // not a real VIN, but exactly the query
      { fileNo: 'ABC-123', parts: {} }, // the file number itself
      { fileNo: 'Q-3', parts: { vehicle: { plateNo: 'ABC 1234' } } }, // a plate starting with it
      { fileNo: 'N-1', parts: { lessee: { companyName: 'Xyz Holdings' } } }, // no match
    ]);
    expect(fileNos(await search('everything', 'abc 123'))).toEqual([
      'ABC-123',
      'Q-1',
      'Q-2',
      'ABC123-7',
      'Q-3',
      'Z-9',
    ]);
  });

  it('finds every kind of value through everything, each folded as its path folds it', async () => {
    await writeFiles([
      { fileNo: 'E-1', parts: { lessee: { firstName: 'Élise', lastName: 'Tremblay' } } },
      { fileNo: 'E-2', parts: { lessee: { phone: '(604) 555-0199' } } },
      { fileNo: 'E-3', parts: { lessee: { email: 'lakeshore.sales@example.ca' } } },
      { fileNo: 'E-4', parts: { dealer: { originatedDealership: 'Lakeshore Auto Group' } } },
      { fileNo: 'E-5', parts: { vehicle: { make: 'Toyota', model: 'RAV4' } } },
    ]);
    expect(fileNos(await search('everything', 'elise'))).toEqual(['E-1']);
    expect(fileNos(await search('everything', '604-555-0199'))).toEqual(['E-2']);
    expect(fileNos(await search('everything', 'lakeshore')).sort()).toEqual(['E-3', 'E-4']);
    expect(fileNos(await search('everything', 'rav4'))).toEqual(['E-5']);
    expect(fileNos(await search('everything', 'nobody'))).toEqual([]);
    // The digits of a plate are not the start of a phone number.
    expect(fileNos(await search('everything', 'XYZ 604'))).toEqual([]);
    expect(fileNos(await search('everything', '604'))).toEqual(['E-2']);
  });

  it('pages the results: skip and limit, hasMore, the same order on every page', async () => {
    await writeFiles(
      Array.from({ length: 7 }, (_, index) => ({
        fileNo: `P-${index + 1}`,
        parts: { vehicle: { make: 'Kia' } },
      })),
    );
    const pages = [];
    for (const skip of [0, 3, 6]) pages.push(await search('make', 'kia', { page: `?skip=${skip}&limit=3` }));
    expect(pages.map(fileNos)).toEqual([['P-1', 'P-2', 'P-3'], ['P-4', 'P-5', 'P-6'], ['P-7']]);
    expect(pages.map((page) => page.hasMore)).toEqual([true, true, false]);
    expect(pages.map((page) => page.total)).toEqual([7, 7, 7]);
    // Past the end: no files, the count still said.
    expect(await search('make', 'kia', { page: '?skip=20' })).toEqual({
      files: [],
      total: 7,
      capped: false,
      hasMore: false,
    });
  });

  it(`counts up to ${FILE_SEARCH_MATCH_MAX} matches and says when more matched`, async () => {
    await writeFiles(
      Array.from({ length: FILE_SEARCH_MATCH_MAX + 5 }, (_, index) => ({
        fileNo: `C-${String(index).padStart(4, '0')}`,
        parts: { lessee: { companyName: `Cedar Roofing ${index}` } },
      })),
    );
    for (const path of ['company-name', 'everything', 'search-by-file-no'] as const) {
      const page = await search(path, path === 'search-by-file-no' ? 'c' : 'cedar roofing');
      expect(page).toMatchObject({ total: FILE_SEARCH_MATCH_MAX, capped: true, hasMore: true });
      expect(page.files).toHaveLength(50);
    }
    await writeFiles([{ fileNo: 'D-1', parts: { lessee: { companyName: 'Dune Roofing' } } }]);
    expect(await search('company-name', 'dune')).toMatchObject({ total: 1, capped: false });
  });

  it('follows every write: a key changed or deleted is found no more, a shared key while a file holds it', async () => {
    await writeFiles([
      { fileNo: 'K-1', parts: { lessee: { companyName: 'Acme Roofing' } } },
      { fileNo: 'K-2', parts: { lessee: { companyName: 'Acme Roofing' } } },
    ]);
    const setCompany = (fileNo: string, companyName: string) =>
      api.db
        .update(leaseFiles)
        .set(leaseFileValues(fileOf(fileNo, { lessee: { companyName } }), OTHER_DEALER))
        .where(eq(leaseFiles.fileNo, fileNo));
    await setCompany('K-1', 'Zenith Plumbing');
    expect(fileNos(await search('company-name', 'acme'))).toEqual(['K-2']);
    expect(fileNos(await search('company-name', 'zenith'))).toEqual(['K-1']);
    await api.db.delete(leaseFiles).where(eq(leaseFiles.fileNo, 'K-2'));
    expect(fileNos(await search('company-name', 'acme'))).toEqual([]);
    await setCompany('K-1', 'Acme Roofing');
    expect(fileNos(await search('company-name', 'acme'))).toEqual(['K-1']);
    expect(fileNos(await search('company-name', 'zenith'))).toEqual([]);
    // The keys kept are exactly the files' keys, each with how many files hold it.
    const rows = async (query: SQL) => ((await api.db.execute(query)) as unknown as { rows: unknown[] }).rows;
    const held = await rows(
      sql.raw(
        fileSearchTermColumns
          .map(
            (column) =>
              `select '${column}' as path, ${column} as key, count(*)::int as files from lease_files where ${column} <> '' group by 2`,
          )
          .join(' union all ') + ' order by 1, 2',
      ),
    );
    const kept = await rows(sql`select path, key, files from lease_file_search_terms order by 1, 2`);
    expect(kept).toEqual(held);
    expect(kept).toContainEqual({ path: 'company_key', key: 'acme roofing', files: 1 });
  });

  it('shows a file-tool dealer only their dealership’s files; staff every file', async () => {
    await writeFiles([
      { fileNo: 'OWN-1', parts: { vehicle: { make: 'Mazda' } }, dealerNo: OWN_DEALER },
      { fileNo: 'OTHER-1', parts: { vehicle: { make: 'Mazda' } }, dealerNo: OTHER_DEALER },
      { fileNo: 'SFI-1', parts: { vehicle: { make: 'Mazda' } }, dealerNo: null },
    ]);
    for (const path of ['make', 'everything'] as const) {
      expect(fileNos(await search(path, 'mazda', { session: fileDealer }))).toEqual(['OWN-1']);
      expect(fileNos(await search(path, 'mazda')).sort()).toEqual(['OTHER-1', 'OWN-1', 'SFI-1']);
    }
    expect(await search('search-by-file-no', 'OTHER-1', { session: fileDealer })).toMatchObject({
      files: [],
      total: 0,
    });
  });

  it('refuses an unknown search path with the paths there are', async () => {
    const response = await call('GET', '/files/by-colour/red');
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      path: message('files.search.unknownPath', { paths: fileSearchPaths.join(', ') }),
    });
  });

  it.each([
    ['a blank query', '%20%20', message('files.search.queryEmpty')],
    [
      `${FILE_SEARCH_QUERY_MAX + 1} characters`,
      'a'.repeat(FILE_SEARCH_QUERY_MAX + 1),
      message('files.search.queryTooLong', { max: FILE_SEARCH_QUERY_MAX }),
    ],
    [
      '10,000 characters',
      'a'.repeat(10_000),
      message('files.search.queryTooLong', { max: FILE_SEARCH_QUERY_MAX }),
    ],
    ['a control character', 'a%00b', message('validation.text.characters')],
  ])('refuses %s with a clear message', async (_name, query, text) => {
    const response = await call('GET', `/files/everything/${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ query: text });
  });

  it.each([
    ['?skip=-1', message('files.search.skip.invalid', { max: FILE_SEARCH_MATCH_MAX })],
    [
      `?skip=${FILE_SEARCH_MATCH_MAX + 1}`,
      message('files.search.skip.invalid', { max: FILE_SEARCH_MATCH_MAX }),
    ],
    ['?limit=0', message('files.search.limit.invalid', { max: 100 })],
    ['?limit=101', message('files.search.limit.invalid', { max: 100 })],
    ['?limit=ten', message('files.search.limit.invalid', { max: 100 })],
  ])('refuses the page %s', async (page, text) => {
    const response = await call('GET', `/files/make/kia${page}`);
    expect(response.statusCode).toBe(400);
    expect(Object.values(response.json().fieldErrors)).toEqual([text]);
  });

  it('GET /files/{search-path}/{query} is the search, GET /files/{fileNo} the file', async () => {
    await writeFiles([{ fileNo: 'vin', parts: { vehicle: { vin: '2T1BURHE0JC123456' } } }]);
    expect(fileNos(await search('vin', '123456'))).toEqual(['vin']);
    const file = await call('GET', '/files/vin');
    expect(file.statusCode).toBe(200);
    expect(file.json()).toMatchObject({ file: { fileNo: 'vin' } });
  });
});

describe('the search’s input is data, never a pattern', () => {
  beforeEach(async () => {
    await writeFiles([
      { fileNo: 'W-1', parts: { lessee: { companyName: '50% Off Motors', email: 'a_b@example.com' } } },
      { fileNo: 'W-2', parts: { lessee: { companyName: '500 Offroad Motors', email: 'axb@example.com' } } },
      { fileNo: 'W-3', parts: { lessee: { companyName: 'Back\\slash Auto' } } },
    ]);
  });

  it.each([
    ['company-name', '50%', ['W-1']],
    ['company-name', '%', []],
    ['company-name', '_', []],
    ['customer-email', 'a_b', ['W-1']],
    ['customer-email', '_b@', []],
    ['customer-email', 'a_', ['W-1']],
    ['company-name', 'k\\s', ['W-3']],
    ['everything', '%%', []],
    ['everything', "' or 1=1 --", []],
    ['search-by-file-no', '%', []],
  ] as const)('%s %j finds %j', async (path, query, expected) => {
    expect(fileNos(await search(path, query)).sort()).toEqual(expected);
  });

  it.each(['👍🏽 Motors', 'محمد', '李', '\u200b', 'Ω'.repeat(FILE_SEARCH_QUERY_MAX)])(
    'searches every path for %j without an error',
    async (query) => {
      for (const path of fileSearchPaths) expect((await search(path, query)).files).toEqual([]);
    },
  );

  it.each([
    ['nobody', null, 401],
    ['a lease-quote dealer', 'quoteDealer', 403],
  ] as const)('refuses %s', async (_who, session, status) => {
    const who = session === null ? null : quoteDealer;
    expect((await call('GET', '/files/everything/motors', who)).statusCode).toBe(status);
    expect(
      (
        await call('POST', '/files/searchByDeliveryDate', who, {
          startDate: '2024-01-01',
          endDate: '2024-12-31',
        })
      ).statusCode,
    ).toBe(status);
  });
});

describe('POST /files/searchByDeliveryDate', () => {
  beforeEach(async () => {
    await writeFiles([
      { fileNo: 'D-DEC', parts: { deliveryDate: '2023-12-31T23:59:59.000Z' } },
      { fileNo: 'D-JAN1', parts: { deliveryDate: '2024-01-01' }, dealerNo: OWN_DEALER },
      { fileNo: 'D-JAN15', parts: { deliveryDate: '2024-01-15T12:00:00.000Z' } },
      { fileNo: 'D-JAN31', parts: { deliveryDate: '2024-01-31T23:59:59.000Z' }, dealerNo: OWN_DEALER },
      { fileNo: 'D-FEB1', parts: { deliveryDate: '2024-02-01' } },
      { fileNo: 'D-NONE', parts: {} },
    ]);
  });

  const delivered = async (startDate: string, endDate: string, session: SignedIn = staff, page = '') => {
    const response = await byDelivery(startDate, endDate, session, page);
    expect(response.statusCode, response.body).toBe(200);
    return FileSearchPageSchema.parse(response.json());
  };

  it.each([
    ['2024-01-01', '2024-01-31', ['D-JAN1', 'D-JAN15', 'D-JAN31']],
    ['2024-01-01', '2024-01-01', ['D-JAN1']],
    ['2024-01-31', '2024-02-01', ['D-JAN31', 'D-FEB1']],
    ['2023-12-31', '2023-12-31', ['D-DEC']],
    ['2024-01-01T08:00:00-05:00', '2024-01-15T00:00:00Z', ['D-JAN1', 'D-JAN15']],
    ['2025-01-01', '2025-12-31', []],
  ])('from %s to %s: both days included, by delivery date', async (startDate, endDate, expected) => {
    const page = await delivered(startDate, endDate);
    expect(fileNos(page)).toEqual(expected);
    expect(page.total).toBe(expected.length);
  });

  it('pages the range', async () => {
    const first = await delivered('2023-01-01', '2024-12-31', staff, '?limit=2');
    const second = await delivered('2023-01-01', '2024-12-31', staff, '?skip=2&limit=2');
    const third = await delivered('2023-01-01', '2024-12-31', staff, '?skip=4&limit=2');
    expect([first, second, third].map(fileNos)).toEqual([
      ['D-DEC', 'D-JAN1'],
      ['D-JAN15', 'D-JAN31'],
      ['D-FEB1'],
    ]);
    expect([first, second, third].map((page) => [page.total, page.hasMore])).toEqual([
      [5, true],
      [5, true],
      [5, false],
    ]);
    const past = await delivered('2023-01-01', '2024-12-31', staff, `?skip=${DELIVERY_MATCH_MAX}`);
    expect(past).toEqual({ files: [], total: 5, capped: false, hasMore: false });
  });

  it('shows a file-tool dealer only their dealership’s files', async () => {
    expect(fileNos(await delivered('2023-01-01', '2024-12-31', fileDealer))).toEqual(['D-JAN1', 'D-JAN31']);
  });

  const years = message('files.search.dateYears', { min: 1900, max: 2200 });
  it.each([
    [{ startDate: '2024-02-01', endDate: '2024-01-31' }, { endDate: message('validation.dateRange') }],
    [{ startDate: '2024-02-30', endDate: '2024-03-01' }, { startDate: message('validation.dateFormat') }],
    [{ startDate: '2024-01-01', endDate: '31/01/2024' }, { endDate: message('validation.dateFormat') }],
    [
      { startDate: '0001-01-01', endDate: '9999-12-31' },
      { startDate: years, endDate: years },
    ],
    [{ startDate: '2024-01-01', endDate: '2201-01-01' }, { endDate: years }],
    [{ startDate: '2024-01-01' }, { endDate: message('validation.dateFormat') }],
    [{ startDate: 20240101, endDate: '2024-01-31' }, { startDate: message('validation.dateFormat') }],
    [{}, { startDate: message('validation.dateFormat'), endDate: message('validation.dateFormat') }],
  ])('refuses %j', async (body, fieldErrors) => {
    const response = await call('POST', '/files/searchByDeliveryDate', staff, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual(fieldErrors);
  });
});

describe('migration 0034', () => {
  it('puts the e-mail keys written before it in one Unicode form', async () => {
    const target = await provisionTestDatabase();
    const database = await openDatabase(target.options);
    try {
      await migrateBefore(database, (tag) => tag.endsWith('_email_key_nfc'));
      const fields = fileOf('OLD-1', { lessee: { email: 'Jose\u0301@Ex.ca' } });
      // As a save wrote it before: trimmed and lower-cased only.
      await database.db
        .insert(leaseFiles)
        .values({ ...leaseFileValues(fields, null), emailKey: 'jose\u0301@ex.ca' });
      await migrateDatabase(database);
      const [row] = await database.db.select({ key: leaseFiles.emailKey }).from(leaseFiles);
      expect(row?.key).toBe('josé@ex.ca');
    } finally {
      await database.close();
      await target.dispose();
    }
  });
});
