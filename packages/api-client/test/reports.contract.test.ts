// The reports of spec doc 2 §7, downloaded by @sfi/api-client from the real reference server: the
// templates' list against its contract, each download's name (the server's, from @sfi/domain), that
// each is the zip or workbook it says (read down to its entries' names), its progress as it arrives,
// and the refusals: another dealership's file, a report that is staff's, bad ranges in plain words.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { message, ReportTemplatesResponseSchema } from '@sfi/domain';
import type { ApiClient, Download } from '../src/index.ts';
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

beforeAll(async () => {
  server = await startReferenceServer();
  staff = await signedInStaff(server);
  const client = sessionClient(server);
  const { token, session } = await client.api.chatAuth.login('filedealer', 'filedealer-demo-2026');
  client.use({ sessionToken: session.id, authorization: `Bearer ${token}` });
  dealer = client.api;
  // Only a super admin chooses a dealer's first password (issue 26 item 6).
  await (
    await signedInStaff(server, demoSuperAdmin)
  ).fileDealers.create({
    dealerNo: 'RPT-D2',
    email: 'reports@elsewhere.example',
    username: 'elsewhere.reports',
    name: 'Elsewhere Reports Motors',
    password: 'elsewhere reports 2026',
  });
  // Files of 2031, after every seeded file's delivery: the demo file dealer's and another dealership's.
  await staff.leaseFiles.create({
    fileNo: 'RPT-1',
    dealerNo: 'D-1001',
    deliveryDate: '2031-03-04T00:00:00.000Z',
    lessee: { firstName: 'Ada', lastName: 'Lovelace' },
    colessee: { firstName: 'Charles', lastName: 'Babbage' },
  });
  await staff.leaseFiles.create({
    fileNo: 'RPT-2',
    dealerNo: 'RPT-D2',
    deliveryDate: '2031-03-20T00:00:00.000Z',
  });
});
afterAll(() => server?.stop());

/** The names of a zip's entries, from its central directory (APPNOTE 4.3.12, 4.3.16). */
async function zipEntries(blob: Blob): Promise<string[]> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  const view = new DataView(bytes.buffer);
  expect(view.getUint32(0, true)).toBe(0x04034b50);
  let end = bytes.length - 22;
  while (end >= 0 && view.getUint32(end, true) !== 0x06054b50) end--;
  expect(end).toBeGreaterThanOrEqual(0);
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const names: string[] = [];
  for (let index = 0; index < count; index++) {
    expect(view.getUint32(at, true)).toBe(0x02014b50);
    const nameLength = view.getUint16(at + 28, true);
    const extra = view.getUint16(at + 30, true);
    const comment = view.getUint16(at + 32, true);
    names.push(new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength)));
    at += 46 + nameLength + extra + comment;
  }
  return names;
}

/** A download, with every progress report it made. */
async function followed(call: (onProgress: (received: number) => void) => Promise<Download>) {
  const progress: number[] = [];
  const download = await call((received) => progress.push(received));
  return { ...download, progress };
}

describe('reports.templates', () => {
  it('lists the templates, as its contract says, for staff and file-tool dealers', async () => {
    for (const api of [staff, dealer]) {
      const templates = await api.reports.templates();
      expect(ReportTemplatesResponseSchema.parse({ templates })).toEqual({ templates });
      expect(templates.map((template) => template.name)).toEqual([
        'lease-summary',
        'buyout-quote',
        'pre-authorized-debit',
        'insurance-letter',
      ]);
    }
  });
});

describe('reports.documentPack', () => {
  it('downloads {fileNo}.zip with one PDF per template, reporting its progress', async () => {
    const { name, blob, progress } = await followed((onProgress) =>
      staff.reports.documentPack(
        { fileNo: 'RPT-1', templates: ['lease-summary', 'buyout-quote'] },
        { onProgress },
      ),
    );
    expect(name).toBe('RPT-1.zip');
    expect(blob.type).toBe('application/zip');
    expect(await zipEntries(blob)).toEqual(['lease-summary-RPT-1.pdf', 'buyout-quote-RPT-1.pdf']);
    expect(progress.length).toBeGreaterThan(0);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.at(-1)).toBe(blob.size);
  });

  it('gives a file-tool dealer their own file’s pack, and another dealership’s is the file’s 404', async () => {
    const own = await dealer.reports.documentPack({ fileNo: 'RPT-1', templates: ['insurance-letter'] });
    expect(await zipEntries(own.blob)).toEqual(['insurance-letter-RPT-1.pdf']);
    const theirs = await failure(
      dealer.reports.documentPack({ fileNo: 'RPT-2', templates: ['insurance-letter'] }),
    );
    expect([theirs.status, theirs.message]).toEqual([404, message('files.fileNo.notFound')]);
  });

  it('refuses an unknown template in plain words', async () => {
    const refused = await failure(
      staff.reports.documentPack({ fileNo: 'RPT-1', templates: ['tax-return' as 'lease-summary'] }),
    );
    expect(refused.status).toBe(400);
    expect(refused.message).toContain('There is no template named “tax-return”.');
  });
});

describe('the reports over files (staff)', () => {
  it('general: a workbook named by its days', async () => {
    const { name, blob, progress } = await followed((onProgress) =>
      staff.reports.general({ startDate: '2031-03-01', endDate: '2031-03-31' }, { onProgress }),
    );
    expect(name).toBe('general-report-01-March-2031-to-31-March-2031.xlsx');
    expect(blob.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(await zipEntries(blob)).toContain('xl/worksheets/sheet1.xml');
    expect(progress.at(-1)).toBe(blob.size);
  });

  it('offroad: a workbook named by its days', async () => {
    const { name, blob } = await staff.reports.offroad({ startDate: '2031-01-01', cutOffDate: '2031-06-30' });
    expect(name).toBe('offroad-report-01-01-31-to-06-30-31.xlsx');
    expect(await zipEntries(blob)).toContain('xl/worksheets/sheet1.xml');
  });

  it('maximizer: a zip of the lessees’ and co-lessees’ workbooks', async () => {
    const { name, blob } = await staff.reports.maximizer('delivery-date', {
      startdate: '2031-03-01',
      enddate: '2031-03-31',
    });
    expect(name).toBe('maximizer-delivery-date-03-01-31-to-03-31-31.zip');
    expect(await zipEntries(blob)).toEqual([
      'maximizer-lessees-03-01-31-to-03-31-31.xlsx',
      'maximizer-colessees-03-01-31-to-03-31-31.xlsx',
    ]);
  });

  it('month-end: a zip of one workbook per month', async () => {
    const { name, blob } = await staff.reports.monthEnd('lease-end-date', {
      startdate: '2031-01-01',
      enddate: '2031-03-31',
    });
    expect(name).toBe('month-end-lease-end-date-01-January-2031-to-31-March-2031.zip');
    expect(await zipEntries(blob)).toEqual([
      'month-end-31-January-2031.xlsx',
      'month-end-28-February-2031.xlsx',
      'month-end-31-March-2031.xlsx',
    ]);
  });

  it('refuses a range that ends before it starts, in plain words', async () => {
    const refused = await failure(staff.reports.general({ startDate: '2031-03-31', endDate: '2031-03-01' }));
    expect(refused.status).toBe(400);
    expect(refused.message).toContain('The end date must be on or after the start date.');
  });

  it('refuses an unknown date type in plain words', async () => {
    const refused = await failure(
      staff.reports.monthEnd('birth-date' as 'delivery-date', {
        startdate: '2031-01-01',
        enddate: '2031-01-31',
      }),
    );
    expect(refused.status).toBe(400);
    expect(refused.message).toContain('There is no date type “birth-date”.');
  });

  it('are staff’s: a file-tool dealer is refused', async () => {
    const refused = await failure(dealer.reports.general({ startDate: '2031-03-01', endDate: '2031-03-31' }));
    expect(refused.status).toBe(403);
  });
});
