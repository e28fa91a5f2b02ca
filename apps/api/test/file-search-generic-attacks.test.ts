// The file search of commit 9d4be8f (generic plans, byte-order prefix ranges, one-row pages)
// attacked from outside, as an attacker and as a careless user would: characters at the edges of
// UTF-8's byte order, text that is not text, LIKE's wildcards, every path and page against a plain
// filter of the seeded files, other dealerships' files, and the plan setting that must not leak.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DELIVERY_COUNT_MAX,
  DELIVERY_MATCH_MAX,
  FILE_SEARCH_MATCH_MAX,
  FILE_SEARCH_QUERY_MAX,
  FileSearchPageSchema,
  fileSearchKeyKinds,
  fileSearchMatching,
  fileSearchPaths,
  leaseFileSearchKeys,
  message,
  searchKey,
  type FileSearchPage,
  type FileSearchPath,
  type LeaseFileSearchKeys,
} from '@sfi/domain';
import { leaseFileValues } from '../src/db/lease-file-rows.ts';
import { GENERIC_PLAN } from '../src/db/pglite-statements.ts';
import { leaseFiles } from '../src/db/schema.ts';
import { demoAccounts } from '../src/seed/demo-accounts.ts';
import {
  createAuthTestApi,
  office,
  sessionHeaders,
  type AuthTestApi,
  type SignedIn,
} from './support/auth.ts';
import { fileOf, type FileParts } from './support/lease-files.ts';

let api: AuthTestApi;
let staff: SignedIn;
let fileDealer: SignedIn;
let quoteDealer: SignedIn;

const OWN = demoAccounts.fileDealer.dealerNo;
const OTHER = 'D-2002';
const onPglite = process.env['DATABASE_URL'] === undefined;

type KeyedPath = Exclude<FileSearchPath, 'everything'>;
const keyedPaths = fileSearchPaths.filter((path): path is KeyedPath => path !== 'everything');

interface Seeded {
  fileNo: string;
  dealerNo: string | null;
  keys: LeaseFileSearchKeys;
}
let seeded: Seeded[] = [];

/** Writes files as a save would (their search keys and summary from `leaseFileValues`). */
async function writeFiles(files: { fileNo: string; parts?: FileParts; dealerNo?: string | null }[]) {
  const rows = files.map(({ fileNo, parts, dealerNo = OTHER }) => {
    const fields = fileOf(fileNo, parts);
    seeded.push({ fileNo, dealerNo, keys: leaseFileSearchKeys(fields) });
    return leaseFileValues(fields, dealerNo);
  });
  for (let at = 0; at < rows.length; at += 200)
    await api.db.insert(leaseFiles).values(rows.slice(at, at + 200));
}

async function clearFiles() {
  await api.db.delete(leaseFiles);
  seeded = [];
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
  session: SignedIn = staff,
  page = '',
): Promise<FileSearchPage> {
  const response = await call('GET', `/files/${path}/${encodeURIComponent(query)}${page}`, session);
  expect(response.statusCode, `${path} ${JSON.stringify(query)} ${page}: ${response.body}`).toBe(200);
  return FileSearchPageSchema.parse(response.json());
}

/** Every page of a search, `limit` files at a time: each page's count and the files of them all. */
async function allPages(path: string, query: string, session: SignedIn, limit: number) {
  const files: string[] = [];
  const pages: FileSearchPage[] = [];
  for (let skip = 0; ; skip += limit) {
    const page = await search(path, query, session, `?skip=${skip}&limit=${limit}`);
    pages.push(page);
    files.push(...page.files.map((file) => file.fileNo));
    if (!page.hasMore) break;
    expect(page.files, `${path} ${JSON.stringify(query)}: a full page before the next`).toHaveLength(limit);
  }
  return { files, pages };
}

const pathKeys: Record<KeyedPath, (keys: LeaseFileSearchKeys) => string[]> = {
  'search-by-file-no': (keys) => [keys.fileNo],
  'company-name': (keys) => [keys.companyName],
  'combined-name': (keys) => [keys.customerName, keys.colesseeName],
  'customer-phone': (keys) => [keys.phone],
  'customer-email': (keys) => [keys.email],
  'vehicle-info': (keys) => [keys.vehicleInfo],
  vin: (keys) => [keys.vin],
  make: (keys) => [keys.make],
  model: (keys) => [keys.model],
  'plate-number': (keys) => [keys.plateNo],
  'originated-dealership': (keys) => [keys.originatedDealership],
};

/**
 * Whether a search by `path` finds a file with these keys, as `fileSearchMatching` says in words:
 * a prefix path's folded value starts with the folded query; a contains path's holds it, or, for a
 * query shorter than three characters, has a word starting with it.
 */
function matches(path: FileSearchPath, query: string, keys: LeaseFileSearchKeys): boolean {
  if (path === 'everything')
    return keyedPaths.some(
      (one) => (one !== 'customer-phone' || !/\p{L}/u.test(query)) && matches(one, query, keys),
    );
  const key = searchKey(fileSearchKeyKinds[path], query);
  if (key === '') return false;
  const values = pathKeys[path](keys).filter((value) => value !== '');
  if (fileSearchMatching[path] === 'prefix') return values.some((value) => value.startsWith(key));
  if (!/[\p{L}\p{N}]/u.test(key)) return false;
  return values.some((value) =>
    [...key].length >= 3 ? value.includes(key) : value.startsWith(key) || value.includes(` ${key}`),
  );
}

const expected = (path: FileSearchPath, query: string, dealerNo?: string) =>
  seeded
    .filter(
      (file) =>
        (dealerNo === undefined || file.dealerNo === dealerNo) && matches(path, query.trim(), file.keys),
    )
    .map((file) => file.fileNo)
    .sort();

beforeAll(async () => {
  api = await createAuthTestApi();
  staff = await api.staffSignIn();
  fileDealer = await api.fileDealerSignIn();
  quoteDealer = await api.dealerSignIn();
});
afterAll(async () => {
  await api?.close();
});

/** Texts at the edges of UTF-8's byte order, and the letters next to them. */
const EDGES = {
  del: '\u007f',
  c1: '\u0080',
  lastTwoByte: '\u07ff',
  beforeSurrogates: '\ud7ff',
  hangulBeforeSurrogates: '\ud7fb',
  afterSurrogates: '\ue000',
  lastBmpLetter: '\uffdc',
  lastBmp: '\uffff',
  firstAstral: '\u{10000}',
  lastAstral: '\u{10ffff}',
} as const;

/** Values that sit at every edge, and values that differ from them only after a prefix. */
const edgeWords = [
  'a',
  'ab',
  'abc',
  `a${EDGES.lastTwoByte}`,
  `a${EDGES.beforeSurrogates}`,
  `a${EDGES.beforeSurrogates}z`,
  `a${EDGES.hangulBeforeSurrogates}`,
  `a${EDGES.afterSurrogates}`,
  `a${EDGES.lastBmpLetter}`,
  `a${EDGES.lastBmp}`,
  `a${EDGES.lastBmp}${EDGES.lastBmp}`,
  `a${EDGES.firstAstral}`,
  `a${EDGES.lastAstral}`,
  `a${EDGES.lastAstral}b`,
  `a${EDGES.lastAstral}${EDGES.lastAstral}`,
  'b',
  EDGES.lastAstral,
  `${EDGES.lastAstral}${EDGES.lastAstral}`,
  `${EDGES.lastAstral}a`,
  'a%b',
  'a_b',
  'a\\b',
  "o'brien",
  'josé',
  'jose\u0301',
  'émile 😀 smith',
  'x😀y',
  'ꙮ',
];

async function seedEdges() {
  await clearFiles();
  await writeFiles(
    edgeWords.map((word, index) => ({
      fileNo: `E-${String(index).padStart(2, '0')}`,
      dealerNo: index % 3 === 0 ? OWN : index % 3 === 1 ? OTHER : null,
      parts: {
        lessee: {
          firstName: word,
          lastName: index % 2 ? 'Roy' : '',
          companyName: `${word} Ltd`,
          phone: `604555${String(index).padStart(4, '0')}`,
          email: `${word}@ex.ca`,
        },
        colessee: { firstName: index % 4 === 0 ? `co ${word}` : '', lastName: '' },
        vehicle: {
          year: 2020,
          make: word,
          model: `${word}${index}`,
          trim: '',
          vin: `${word}VIN${index}`,
          plateNo: `${word} ${index}`,
        },
        dealer: { originatedDealership: `Dealer ${word}` },
      },
    })),
  );
}

/** Every code-point prefix of a text. */
const prefixesOf = (text: string) => [...text].map((_, index, points) => points.slice(0, index + 1).join(''));

const edgeQueries = [
  ...new Set([
    ...edgeWords.flatMap(prefixesOf),
    ...Object.values(EDGES).filter((char) => char !== EDGES.del && char !== EDGES.c1),
    `a${EDGES.lastAstral}`,
    '%',
    '_',
    '\\',
    'a%',
    'a_',
    '😀',
    'a😀',
    'x😀',
    '😀y',
    'y😀',
    'é😀',
    'JOSÉ',
    'JOSE\u0301',
    '@ex',
    'ex.ca',
    '1',
    '1 604',
    '604555000',
    "' or 1=1 --",
  ]),
];

describe('every path, every page, against a plain filter of the files', () => {
  beforeAll(seedEdges);

  it.each(fileSearchPaths)(
    '%s finds exactly what the filter finds, for staff and a file-tool dealer',
    async (path) => {
      const wrong: string[] = [];
      for (const query of edgeQueries) {
        for (const [session, dealerNo] of [
          [staff, undefined],
          [fileDealer, OWN],
        ] as const) {
          const want = expected(path, query, dealerNo);
          const { files, pages } = await allPages(path, query, session, 4);
          const found = [...files].sort();
          if (JSON.stringify(found) !== JSON.stringify(want))
            wrong.push(
              `${JSON.stringify(query)} ${dealerNo ?? 'staff'}: ${found.join(',')} ≠ ${want.join(',')}`,
            );
          for (const page of pages)
            if (page.total !== want.length || page.capped)
              wrong.push(
                `${JSON.stringify(query)} ${dealerNo ?? 'staff'}: total ${page.total} ≠ ${want.length}`,
              );
          if (new Set(files).size !== files.length) wrong.push(`${JSON.stringify(query)}: a file twice`);
        }
      }
      expect(wrong).toEqual([]);
    },
  );

  it('past the last page: no files, the right total, on every path', async () => {
    for (const path of fileSearchPaths) {
      const want = expected(path, 'a');
      expect(await search(path, 'a', staff, `?skip=${FILE_SEARCH_MATCH_MAX}`), path).toEqual({
        files: [],
        total: want.length,
        capped: false,
        hasMore: false,
      });
    }
  });
});

describe(`more matches than the ${FILE_SEARCH_MATCH_MAX} a search counts`, () => {
  beforeAll(async () => {
    await clearFiles();
    await writeFiles(
      Array.from({ length: 2 * FILE_SEARCH_MATCH_MAX + 30 }, (_, index) => ({
        fileNo: `K-${String(index).padStart(4, '0')}`,
        dealerNo: index % 2 ? OWN : OTHER,
        parts: { vehicle: { make: 'Kia' }, lessee: { companyName: `Kia Cedar ${index}` } },
      })),
    );
  });

  it.each(['make', 'company-name', 'everything', 'search-by-file-no'] as const)(
    '%s: every page that says one follows can be asked for, and no page reaches past the count',
    async (path) => {
      const query = path === 'search-by-file-no' ? 'k' : 'kia';
      for (const session of [staff, fileDealer])
        for (const [start, limit] of [
          [0, 100],
          [0, 50],
          [0, 30],
          [50, 100],
          [90, 7],
          [99, 100],
          [100, 100],
        ] as const) {
          const seen: string[] = [];
          for (let skip = start; ; skip += limit) {
            const response = await call(
              'GET',
              `/files/${path}/${query}?skip=${skip}&limit=${limit}`,
              session,
            );
            expect(response.statusCode, `${path} from ${start} by ${limit}: ${skip} ${response.body}`).toBe(
              200,
            );
            const page = FileSearchPageSchema.parse(response.json());
            expect(page).toMatchObject({ total: FILE_SEARCH_MATCH_MAX, capped: true });
            seen.push(...page.files.map((file) => file.fileNo));
            if (!page.hasMore) break;
          }
          // The pages show the files the count counts, each once, and none past them.
          expect(new Set(seen).size, `${path} from ${start} by ${limit}`).toBe(seen.length);
          expect(seen.length, `${path} from ${start} by ${limit}`).toBe(FILE_SEARCH_MATCH_MAX - start);
        }
    },
  );
});

describe(`a delivery-date range of more than the ${DELIVERY_MATCH_MAX} files a page can start at`, () => {
  beforeAll(async () => {
    await clearFiles();
    await writeFiles(
      Array.from({ length: DELIVERY_MATCH_MAX + 30 }, (_, index) => ({
        fileNo: `D-${String(index).padStart(5, '0')}`,
        parts: { deliveryDate: '2024-03-01' },
      })),
    );
  }, 120_000);

  it('never says a page follows that it refuses, and shows no file past where a page may start', async () => {
    const range = { startDate: '2024-01-01', endDate: '2024-12-31' };
    for (const [skip, limit] of [
      [DELIVERY_MATCH_MAX - 100, 100],
      [DELIVERY_MATCH_MAX - 50, 100],
      [DELIVERY_MATCH_MAX - 1, 7],
      [DELIVERY_MATCH_MAX, 100],
    ] as const) {
      const response = await call(
        'POST',
        `/files/searchByDeliveryDate?skip=${skip}&limit=${limit}`,
        staff,
        range,
      );
      expect(response.statusCode, response.body).toBe(200);
      const page = FileSearchPageSchema.parse(response.json());
      expect(page, `${skip} by ${limit}`).toMatchObject({ total: DELIVERY_COUNT_MAX, capped: true });
      expect(page.files, `${skip} by ${limit}`).toHaveLength(
        Math.max(0, Math.min(limit, DELIVERY_MATCH_MAX - skip)),
      );
      if (page.hasMore) {
        const next = await call(
          'POST',
          `/files/searchByDeliveryDate?skip=${skip + limit}&limit=${limit}`,
          staff,
          range,
        );
        expect(next.statusCode, `after ${skip} by ${limit}: ${next.body}`).toBe(200);
      }
    }
  });
});

describe('input that is not a query', () => {
  const characters = message('validation.text.characters');
  it.each([
    ['NUL', 'a%00b'],
    ['DEL', 'a%7F'],
    ['a C1 control', 'a%C2%80'],
    ['a tab', 'a%09b'],
    ['a line break', 'a%0Ab'],
    ['an escape', '%1B%5B31m'],
  ])('%s is refused on every path with a plain message', async (_name, query) => {
    for (const path of fileSearchPaths) {
      const response = await call('GET', `/files/${path}/${query}`);
      expect(response.statusCode, `${path}: ${response.body}`).toBe(400);
      expect(response.json().fieldErrors, path).toEqual({ query: characters });
    }
  });

  it.each([
    ['a lone high surrogate', 'a%ED%A0%80'],
    ['a lone low surrogate', '%ED%B0%80b'],
    ['a byte that is no UTF-8', 'a%FFb'],
    ['a cut sequence', 'a%F0%9F'],
    ['a stray %', 'a%zz'],
  ])('%s (no UTF-8) is refused on every path as an address that is not valid', async (_name, query) => {
    for (const path of fileSearchPaths) {
      const response = await call('GET', `/files/${path}/${query}`);
      expect(response.statusCode, `${path}: ${response.body}`).toBe(400);
      expect(response.json().message, path).toBe(message('error.badUrl'));
    }
  });

  it.each([
    ['spaces only', '   ', message('files.search.queryEmpty')],
    ['no-break and wide spaces only', '\u00a0\u2003\u3000\ufeff', message('files.search.queryEmpty')],
    [
      'too long',
      'é'.repeat(FILE_SEARCH_QUERY_MAX + 1),
      message('files.search.queryTooLong', { max: FILE_SEARCH_QUERY_MAX }),
    ],
  ])('%s is refused on every path', async (_name, query, text) => {
    for (const path of fileSearchPaths) {
      const response = await call('GET', `/files/${path}/${encodeURIComponent(query)}`);
      expect(response.statusCode, `${path}: ${response.body}`).toBe(400);
      expect(response.json().fieldErrors, path).toEqual({ query: text });
    }
  });

  it('a lone surrogate in the delivery-date search’s body is a 400', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/main/files/searchByDeliveryDate',
      remoteAddress: office,
      headers: { ...sessionHeaders(staff), 'content-type': 'application/json' },
      payload: '{"startDate":"2024-01-01\\ud800","endDate":"2024-01-02\\u0000"}',
    });
    expect(response.statusCode, response.body).toBe(400);
  });

  it('the longest query, of the widest characters, on every path: an answer', async () => {
    for (const query of [
      EDGES.lastAstral.repeat(FILE_SEARCH_QUERY_MAX / 2),
      '𝔸'.repeat(FILE_SEARCH_QUERY_MAX / 2),
    ])
      for (const path of fileSearchPaths) expect((await search(path, query)).files, path).toEqual([]);
  });
});

describe('the dates a page writes in SQL', () => {
  it('are the file’s own, to the millisecond, whatever its microseconds', async () => {
    await clearFiles();
    await writeFiles([{ fileNo: 'T-1', parts: { vehicle: { make: 'Audi' } } }]);
    await api.db.execute(
      sql`update lease_files set created_at = '2021-03-04 05:06:07.999999+00', updated_at = '1999-12-31 23:59:59.9995-05' where file_no = 'T-1'`,
    );
    const file = (await call('GET', '/files/T-1')).json() as {
      file: { createdAt: string; updatedAt: string };
    };
    for (const path of ['make', 'everything'] as const)
      expect((await search(path, 'audi')).files[0], path).toMatchObject({
        createdAt: file.file.createdAt,
        updatedAt: file.file.updatedAt,
      });
    expect(file.file.createdAt).toBe('2021-03-04T05:06:07.999Z');
  });
});

describe('who may search', () => {
  it.each([
    ['nobody', null, 401],
    ['a lease-quote dealer', 'quote', 403],
  ] as const)('%s is refused on every path and the delivery-date search', async (_who, who, status) => {
    const session = who === null ? null : quoteDealer;
    for (const path of fileSearchPaths)
      expect((await call('GET', `/files/${path}/a`, session)).statusCode, path).toBe(status);
    const response = await call('POST', '/files/searchByDeliveryDate', session, {
      startDate: '2024-01-01',
      endDate: '2024-12-31',
    });
    expect(response.statusCode).toBe(status);
  });
});

describe.runIf(onPglite)('the generic plan’s setting, on PGlite', () => {
  const planMode = async () =>
    ((await api.db.execute(sql`show plan_cache_mode`)) as unknown as { rows: { plan_cache_mode: string }[] })
      .rows[0]!.plan_cache_mode;

  it('is back to auto after every search, after one that fails, and after a refused one', async () => {
    for (const path of fileSearchPaths) {
      await search(path, 'a');
      expect(await planMode(), path).toBe('auto');
    }
    await call('GET', '/files/everything/a%00');
    expect(await planMode()).toBe('auto');
    await expect(api.db.execute(sql`${sql.raw(GENERIC_PLAN)} select 1 / ${0}::int`)).rejects.toThrow();
    expect(await planMode()).toBe('auto');
  });

  it('is back to auto after a generic statement that does not parse, and with searches and other statements racing', async () => {
    await expect(api.db.execute(sql`${sql.raw(GENERIC_PLAN)} select from nowhere ${1}`)).rejects.toThrow();
    expect(await planMode()).toBe('auto');
    const modes = await Promise.all(
      Array.from({ length: 24 }, (_, index) =>
        index % 2
          ? search(fileSearchPaths[index % fileSearchPaths.length]!, 'a').then(() => 'searched')
          : planMode(),
      ),
    );
    expect(modes.filter((mode) => mode !== 'searched')).toEqual(Array(12).fill('auto'));
  });

  it('a search waits for a transaction under way and still answers', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = api.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await held;
    });
    const searching = search('everything', 'a');
    release();
    await transaction;
    expect((await searching).total).toBe(expected('everything', 'a').length);
    expect(await planMode()).toBe('auto');
  });
});
