// Every document the server writes, read back as its reader reads it (issue 25, item 10): each PDF
// (the document pack's four templates, the buyout quote's own PDF, the client's lease summary, the
// public site's investor documents) and each spreadsheet and CSV (the general, off-road, maximizer
// and month-end reports, the lease quotes' export), for the demo files and for a file with every
// field empty. None may show a message key ("Lease File.field.mileage Allowance"), a placeholder
// left unfilled, or a sentence with a hole where a value was empty ("on policy , and").
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicDocuments, reportDateTypes, reportTemplates, type LeaseFileFields } from '@sfi/domain';
import { linkClientFile } from '../src/db/client-files.ts';
import { leaseFileValues } from '../src/db/lease-file-rows.ts';
import { leaseFiles } from '../src/db/schema.ts';
import { publicDocumentPdf } from '../src/export/public-documents.ts';
import { demoClient } from '../src/seed/demo-accounts.ts';
import { seedDemoData } from '../src/seed/index.ts';
import { createAudiences, type AudienceName } from './support/audiences.ts';
import { createAuthTestApi, office } from './support/auth.ts';
import { fileOf } from './support/lease-files.ts';
import { pdfTextOf } from './support/pdf.ts';
import { csvCells, textDefects } from './support/text-defects.ts';
import { unzip } from './support/unzip.ts';

const api = await createAuthTestApi();
afterAll(() => api.close());

const day = (text: string) => `${text}T00:00:00.000Z`;

/** A file with every group's fields filled, a co-lessee, a mileage allowance and a termination. */
const full: LeaseFileFields = fileOf('DOC-FULL', {
  name: 'Zoé Tremblay',
  province: 'QC',
  vehicleType: 'CAR',
  deliveryDate: day('2026-01-05'),
  isTerminated: true,
  terminationDate: day('2026-06-01'),
  terminationType: 'EARLY_BUYOUT',
  terminationReason: 'Customer bought the vehicle',
  lessee: {
    firstName: 'Zoé',
    lastName: 'Tremblay',
    phone: '(514) 555-0101',
    email: 'zoe@example.com',
    address: '12 rue Saint-Paul',
    city: 'Montréal',
    postalCode: 'H2Y 1Z4',
  },
  colessee: { firstName: 'Ana', lastName: 'Silva', phone: '(514) 555-0199', email: 'ana@example.com' },
  vehicle: {
    year: 2025,
    make: 'Honda',
    model: 'Civic',
    trim: 'EX',
    vin: '2HGFC2F59LH000001',
    plateNo: 'ABC 123',
  },
  lease: {
    term: 36,
    rate: '4.99',
    monthlyPayment: 450.25,
    downPayment: 2000,
    residualValue: 12000,
    mileageAllowance: '24000',
    firstPaymentDate: day('2026-02-01'),
    maturityDate: day('2029-01-05'),
  },
  insurance: {
    insuranceReferralCompany: 'Northstar Brokers',
    policyNo: 'POL-1',
    expiryDate: day('2027-01-05'),
  },
});

/** A file as it is just after it is made: its number and nothing else. */
const empty: LeaseFileFields = fileOf('DOC-EMPTY');

let staff: Record<string, string>;
let headers: (who: AudienceName) => Promise<Record<string, string>>;
let demoFileNos: string[];

beforeAll(async () => {
  await seedDemoData(api.db, { quotes: 30, files: 40, gps: 0 });
  const audiences = await createAudiences(api);
  headers = (who) => audiences.headers(who);
  staff = await headers('staffAdmin');
  await api.db.insert(leaseFiles).values([leaseFileValues(full, 'D-1001'), leaseFileValues(empty, null)]);
  for (const fileNo of [full.fileNo, empty.fileNo])
    expect(await linkClientFile(api.db, demoClient.id, fileNo)).toBe(true);
  const rows = await api.db.select({ fileNo: leaseFiles.fileNo }).from(leaseFiles);
  demoFileNos = rows
    .map((row) => row.fileNo)
    .filter((fileNo) => fileNo.startsWith('1'))
    .sort()
    .slice(0, 12);
});

const get = (url: string, with_ = staff) => api.app.inject({ url, remoteAddress: office, headers: with_ });

/** The words of a workbook: its sheets' names and every cell that holds text. */
async function workbookText(bytes: Buffer): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const words: string[] = [];
  for (const sheet of workbook.worksheets) {
    words.push(sheet.name);
    sheet.eachRow((row) =>
      row.eachCell({ includeEmpty: true }, (cell, column) => {
        if (row.number === 1)
          expect(cell.value, `${sheet.name}: the heading of column ${column}`).toBeTruthy();
        if (typeof cell.value === 'string') words.push(cell.value);
      }),
    );
  }
  return words.join('\n');
}

/** Each line of a document with something wrong in it, named. */
const defectsOf = (name: string, text: string, locale?: string) =>
  textDefects(text, locale).map((defect) => `${name}: ${defect}`);

describe('every PDF the server writes', () => {
  it('reads in words: the document pack of a demo file, a full file and an empty one', async () => {
    const defects: string[] = [];
    for (const fileNo of [full.fileNo, empty.fileNo, ...demoFileNos]) {
      const response = await api.app.inject({
        method: 'POST',
        url: '/api/main/reports',
        remoteAddress: office,
        headers: staff,
        payload: { fileNo, templates: [...reportTemplates] },
      });
      expect(response.statusCode, response.body).toBe(200);
      const entries = await unzip(response.rawPayload);
      expect(entries).toHaveLength(reportTemplates.length);
      for (const entry of entries)
        defects.push(...defectsOf(entry.name, (await pdfTextOf(entry.bytes)).text));
    }
    expect(defects).toEqual([]);
  });

  it('prints the mileage allowance under its label, with its unit', async () => {
    const response = await get(`/api/public/me/files/${full.fileNo}/lease-summary`, await headers('client'));
    expect(response.statusCode).toBe(200);
    const { text } = await pdfTextOf(response.rawPayload);
    expect(text).toContain('Mileage Allowance 24,000 km');
    expect(text).toContain('Term (months) 36');
  });

  it('reads in words: the buyout quote’s PDF and the client’s lease summary', async () => {
    const client = await headers('client');
    const defects: string[] = [];
    for (const fileNo of [full.fileNo, empty.fileNo, ...demoFileNos]) {
      const buyout = await get(`/api/main/buyout-quotes/${fileNo}/pdf`);
      expect(buyout.statusCode, buyout.body).toBe(200);
      defects.push(...defectsOf(`buyout ${fileNo}`, (await pdfTextOf(buyout.rawPayload)).text));
    }
    for (const fileNo of [full.fileNo, empty.fileNo]) {
      const summary = await get(`/api/public/me/files/${fileNo}/lease-summary`, client);
      expect(summary.statusCode, summary.body).toBe(200);
      defects.push(...defectsOf(`summary ${fileNo}`, (await pdfTextOf(summary.rawPayload)).text));
    }
    expect(defects).toEqual([]);
  });

  it('reads in words: the public site’s investor documents', async () => {
    const defects: string[] = [];
    for (const { name, lang } of publicDocuments)
      defects.push(...defectsOf(name, (await pdfTextOf(await publicDocumentPdf(name))).text, lang));
    expect(defects).toEqual([]);
  });
});

describe('every spreadsheet and CSV the server writes', () => {
  const range = { from: '2000-01-01', to: '2040-12-31' };

  it('reads in words: the general and off-road reports', async () => {
    const defects: string[] = [];
    for (const path of [
      `/general-reports?startDate=${range.from}&endDate=${range.to}`,
      `/offroad-reports?startDate=${range.from}&cutOffDate=${range.to}`,
    ]) {
      const response = await get(`/api/main${path}`);
      expect(response.statusCode, response.body).toBe(200);
      defects.push(...defectsOf(path, await workbookText(response.rawPayload)));
    }
    expect(defects).toEqual([]);
  });

  it('reads in words: the maximizer and month-end zips, by each date type', async () => {
    const defects: string[] = [];
    for (const dateType of reportDateTypes)
      for (const path of [
        `/maximizers/${dateType}?startdate=${range.from}&enddate=${range.to}`,
        `/month-end-reports/${dateType}?startdate=2026-01-01&enddate=2026-12-31`,
      ]) {
        const response = await get(`/api/main${path}`);
        expect(response.statusCode, response.body).toBe(200);
        for (const entry of await unzip(response.rawPayload))
          defects.push(...defectsOf(`${path} ${entry.name}`, await workbookText(entry.bytes)));
      }
    expect(defects).toEqual([]);
  });

  it('reads in words: the lease quotes’ export, as CSV and as a workbook', async () => {
    const defects: string[] = [];
    for (const who of ['staffAdmin', 'dealer'] as const) {
      const csv = await get('/api/main/lease-quotes/export?format=csv', await headers(who));
      expect(csv.statusCode, csv.body).toBe(200);
      const rows = csvCells(csv.body);
      expect(rows.length).toBeGreaterThan(2);
      rows[0]!.forEach((heading, column) =>
        expect(heading, `the heading of column ${column + 1}`).not.toBe(''),
      );
      for (const row of rows) defects.push(...defectsOf(`${who} csv`, row.join('\n')));
      const xlsx = await get('/api/main/lease-quotes/export?format=xlsx', await headers(who));
      expect(xlsx.statusCode, xlsx.body).toBe(200);
      defects.push(...defectsOf(`${who} xlsx`, await workbookText(xlsx.rawPayload)));
    }
    expect(defects).toEqual([]);
  });
});

describe('the detector of text defects', () => {
  it.each([
    ['a key humanized', 'Lease File.field.mileage Allowance 24,000', 'a message key'],
    ['a raw key', 'Total reports.column.total', 'a message key'],
    ['a two-part camelCase key', 'see leaseFile.field', 'a message key'],
    ['a catalogue key of one dot', 'Status document.required', 'a message key'],
    ['a placeholder', 'Prepared {date}', 'an unfilled placeholder'],
    ['a plural left as it is', '{count, plural, one {# file} other {# files}}', 'an unfilled placeholder'],
    [
      'an empty value before a comma',
      'additional insured on policy , and send us',
      'a space before punctuation',
    ],
    ['an empty dash in a sentence', 'insured on policy —, and send us', 'an empty value inside a sentence'],
    ['a time before a full stop', 'Saved by Ana, Nov 25, 2026, 1:10 a.m..', 'a doubled full stop'],
    ['undefined', 'Leased to undefined', 'a missing value'],
    ['empty brackets', 'HST () $12.00', 'empty punctuation'],
  ])('flags %s', (_, text, rule) => {
    expect(textDefects(text).join('\n')).toContain(rule);
  });

  it('reads a CSV’s cells whole: commas, quotes and line breaks in quoted fields', () => {
    expect(csvCells('\uFEFFa,b\r\n"x, y","say ""hi""",\r\n"two\r\nlines",z\r\n')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"', ''],
      ['two\r\nlines', 'z'],
    ]);
  });

  it('leaves words, numbers, addresses and ellipses alone', () => {
    expect(
      textDefects(
        'Mileage Allowance 24,000 km. Rate 4.99%. HST (13 %) $1,234.50. Write to investors@sfi-lease.ca or www.sfi-lease.ca, see payments.ca. Version 1.2.3… at 1:10 a.m. Lease End Date —',
      ),
    ).toEqual([]);
  });

  it('leaves French typography alone, in French only: a space before a colon', () => {
    expect(textDefects('SFI Financement de location inc. (TSX : SFI) Vote : en ligne.', 'fr-CA')).toEqual([]);
    expect(textDefects('sur la police , et', 'fr-CA').join()).toContain('a space before punctuation');
    expect(textDefects('Phone : 604', 'en-CA').join()).toContain('a space before punctuation');
  });
});
