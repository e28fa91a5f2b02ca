// The file search of spec doc 2 §7 (GET /files/{search-path}/{query}, POST /files/searchByDeliveryDate),
// made by @sfi/api-client against the real reference server (its demo files included), each answer
// exactly its contract in @sfi/domain.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FILE_SEARCH_QUERY_MAX,
  FileSearchPageSchema,
  fileSearchPaths,
  message,
  type FileSearchPage,
} from '@sfi/domain';
import type { ApiClient } from '../src/index.ts';
import {
  failure,
  sessionClient,
  signedInStaff,
  startReferenceServer,
  type ReferenceServer,
} from './reference-server.ts';

let server: ReferenceServer;
let staff: ApiClient;
let dealer: ApiClient;

beforeAll(async () => {
  server = await startReferenceServer();
  staff = await signedInStaff(server);
  const client = sessionClient(server);
  const { token, session } = await client.api.chatAuth.login('filedealer', 'filedealer-demo-2026');
  client.use({ sessionToken: session.id, authorization: `Bearer ${token}` });
  dealer = client.api;
  await staff.leaseFiles.create({
    fileNo: 'FS-1',
    deliveryDate: '2030-06-15',
    lessee: { firstName: 'Zébulon', lastName: 'Quackenbush', phone: '(604) 555-0142' },
    vehicle: { make: 'Toyota', model: 'Corolla', vin: '2T1BURHE0JC0FS001', plateNo: 'FS 001' },
  });
});
afterAll(() => server?.stop());

/** Parsing with the contract drops unknown fields: an answer that survives unchanged has exactly its fields. */
const exactly = (answer: FileSearchPage) => expect(FileSearchPageSchema.parse(answer)).toEqual(answer);

describe('GET /files/{search-path}/{query}', () => {
  it('finds a file by each path that holds its values, as a page of file search results', async () => {
    for (const [path, query] of [
      ['search-by-file-no', 'fs-1'],
      ['combined-name', 'zebulon quackenbush'],
      ['customer-phone', '+1 604 555 0142'],
      ['vin', 'FS001'],
      ['plate-number', 'fs001'],
      ['everything', 'Quackenbush'],
    ] as const) {
      const page = await staff.fileSearch.search(path, query);
      exactly(page);
      expect(
        page.files.map((file) => file.fileNo),
        `${path} ${query}`,
      ).toEqual(['FS-1']);
      expect(page.files[0]).toMatchObject({
        customerName: 'Zébulon Quackenbush',
        vinNo: '2T1BURHE0JC0FS001',
      });
    }
  });

  it('pages the demo files: skip and limit, total, hasMore', async () => {
    const first = await staff.fileSearch.search('make', 'toyota', { limit: 5 });
    exactly(first);
    expect(first.files).toHaveLength(5);
    expect(first.hasMore).toBe(true);
    const second = await staff.fileSearch.search('make', 'toyota', { skip: 5, limit: 5 });
    expect(second.total).toBe(first.total);
    expect(second.files.map((file) => file.fileNo)).not.toContain(first.files[0]!.fileNo);
  });

  it('shows a file-tool dealer their dealership’s files only', async () => {
    const mine = await dealer.fileSearch.search('originated-dealership', 'motors', { limit: 100 });
    exactly(mine);
    expect(mine.files.length).toBeGreaterThan(0);
    expect(new Set(mine.files.map((file) => file.originatedDealership))).toEqual(
      new Set(['Maple Leaf Motors']),
    );
    expect((await dealer.fileSearch.search('search-by-file-no', 'FS-1')).files).toEqual([]);
  });

  it('refuses an unknown path and a query too long, with their messages', async () => {
    const unknown = await failure(staff.fileSearch.search('by-colour' as never, 'red'));
    expect(unknown.status).toBe(400);
    expect(unknown.message).toContain(
      message('files.search.unknownPath', { paths: fileSearchPaths.join(', ') }),
    );
    const long = await failure(staff.fileSearch.search('everything', 'x'.repeat(FILE_SEARCH_QUERY_MAX + 1)));
    expect(long.status).toBe(400);
    expect(long.message).toContain(message('files.search.queryTooLong', { max: FILE_SEARCH_QUERY_MAX }));
  });
});

describe('POST /files/searchByDeliveryDate', () => {
  it('answers the files delivered in the range, both days included', async () => {
    const page = await staff.fileSearch.byDeliveryDate({ startDate: '2030-06-15', endDate: '2030-06-15' });
    exactly(page);
    expect(page.files.map((file) => file.fileNo)).toEqual(['FS-1']);
    const tenYears = await dealer.fileSearch.byDeliveryDate(
      { startDate: '2016-01-01', endDate: '2026-12-31' },
      { limit: 100 },
    );
    expect(tenYears.total).toBeGreaterThan(0);
    expect(new Set(tenYears.files.map((file) => file.originatedDealership))).toEqual(
      new Set(['Maple Leaf Motors']),
    );
  });

  it('refuses an end before the start', async () => {
    const refused = await failure(
      staff.fileSearch.byDeliveryDate({ startDate: '2024-02-01', endDate: '2024-01-01' }),
    );
    expect(refused.status).toBe(400);
    expect(refused.message).toContain(message('validation.dateRange'));
  });
});
