// The reports of spec doc 2 §7, opened as a user would open them: the document pack unzipped and its
// PDFs read back as text, the general and off-road workbooks and the maximizer and month-end zips of
// workbooks read back with exceljs (rows, typed cells, formats, the frozen header and the filter),
// their download names (§7: DD-MMMM-YYYY or MM-DD-YY), who may download what (a file-tool dealer only
// their own files' packs), and bad input answered 400 in plain words.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BuyoutQuoteResponseSchema,
  buyoutTotals,
  formatMoney,
  message,
  reportColumnHeading,
  reportColumns,
  reportMessage,
  reportTemplates,
  type ReportDateType,
  type LeaseFileFields,
} from '@sfi/domain';
import { forbiddenMessage } from '../src/auth/strings.ts';
import { leaseFileValues } from '../src/db/lease-file-rows.ts';
import { reportFileBatches, type ReportDate } from '../src/db/report-files.ts';
import { leaseFiles } from '../src/db/schema.ts';
import { pdfText } from '../src/export/report-pdf.ts';
import { demoAccounts } from '../src/seed/demo-accounts.ts';
import { createAudiences, type AudienceName } from './support/audiences.ts';
import { createAuthTestApi, office } from './support/auth.ts';
import { pdfTextOf } from './support/pdf.ts';
import { unzip } from './support/unzip.ts';
import { fileOf, type FileParts } from './support/lease-files.ts';

const api = await createAuthTestApi();
const audiences = await createAudiences(api);
afterAll(() => api.close());

const OWN_DEALER = demoAccounts.fileDealer.dealerNo;
const OTHER_DEALER = 'D-2002';

const day = (text: string) => `${text}T00:00:00.000Z`;

/** A file with the three dates of the reports and its terms. */
const leased = (
  fileNo: string,
  dates: { delivery: string; expiry: string; end: string },
  more: FileParts = {},
) =>
  fileOf(fileNo, {
    name: `Lessee ${fileNo}`,
    province: 'ON',
    deliveryDate: day(dates.delivery),
    lessee: {
      firstName: 'Zoé',
      lastName: `Wiśniewski-${fileNo}`,
      phone: '(416) 555-0101',
      email: `${fileNo}@example.com`,
    },
    vehicle: { year: 2024, make: 'Honda', model: 'Civic', vin: '2HGFC2F59LH000001', plateNo: 'ABCD 123' },
    lease: {
      term: 36,
      rate: '4.99',
      monthlyPayment: 450.25,
      residualValue: 12000,
      firstPaymentDate: day(dates.delivery),
      maturityDate: day(dates.end),
      outstandingRepairFee: 100,
    },
    insurance: { insuranceReferralCompany: '', policyNo: `POL-${fileNo}`, expiryDate: day(dates.expiry) },
    ...more,
  });

const files: { fields: LeaseFileFields; dealerNo: string | null }[] = [
  {
    fields: leased('R-1', { delivery: '2026-01-05', expiry: '2027-01-05', end: '2029-01-05' }),
    dealerNo: OWN_DEALER,
  },
  {
    fields: leased('R-2', { delivery: '2026-01-20', expiry: '2026-03-02', end: '2029-02-01' }),
    dealerNo: OTHER_DEALER,
  },
  {
    fields: leased(
      'R-3',
      { delivery: '2026-02-28', expiry: '2026-03-31', end: '2029-03-15' },
      {
        colessee: { firstName: 'Ana', lastName: 'Silva', phone: '(416) 555-0199', email: 'ana@example.com' },
      },
    ),
    dealerNo: OWN_DEALER,
  },
  {
    fields: leased('R-4', { delivery: '2025-12-31', expiry: '2026-04-01', end: '2029-01-31' }),
    dealerNo: null,
  },
  {
    fields: leased(
      'R-5',
      { delivery: '2020-06-01', expiry: '2021-06-01', end: '2024-06-01' },
      {
        isTerminated: true,
        terminationDate: day('2026-02-10'),
        terminationType: 'EARLY_BUYOUT',
        terminationReason: 'Customer bought the vehicle',
      },
    ),
    dealerNo: OTHER_DEALER,
  },
  {
    fields: leased(
      'R-6',
      { delivery: '2020-06-01', expiry: '2021-06-01', end: '2024-06-01' },
      { isTerminated: true, terminationDate: day('2026-04-10'), terminationType: 'TRANSFER' },
    ),
    dealerNo: OTHER_DEALER,
  },
];

beforeAll(async () => {
  await api.db.delete(leaseFiles);
  await api.db
    .insert(leaseFiles)
    .values(files.map(({ fields, dealerNo }) => leaseFileValues(fields, dealerNo)));
});

async function call(
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  who: AudienceName | 'otherFileDealer' = 'staffAdmin',
  body?: unknown,
  language?: string,
) {
  const headers =
    who === 'otherFileDealer' ? await audiences.otherHeaders('fileDealer') : await audiences.headers(who);
  return api.app.inject({
    method,
    url: `/api/main${path}`,
    remoteAddress: office,
    headers: { ...headers, ...(language && { 'accept-language': language }) },
    ...(body !== undefined && { payload: body as object }),
  });
}

/** The download's name, from its `Content-Disposition` (the UTF-8 `filename*`). */
function downloadName(response: { headers: Record<string, unknown> }): string {
  const header = String(response.headers['content-disposition']);
  expect(header).toMatch(/^attachment; filename="[^"]*"; filename\*=UTF-8''/);
  return decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(header)![1]!);
}

async function workbookOf(bytes: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  expect(workbook.worksheets).toHaveLength(1);
  return workbook.worksheets[0]!;
}

/** The rows under the header, each cell's value. */
const rowsOf = (sheet: ExcelJS.Worksheet) =>
  sheet
    .getSheetValues()
    .slice(2)
    .filter(Boolean)
    .map((row) => (row as ExcelJS.CellValue[]).slice(1));

const headingsOf = (sheet: ExcelJS.Worksheet) => (sheet.getRow(1).values as ExcelJS.CellValue[]).slice(1);
const columnOf = (columns: readonly { key: string }[], key: string) =>
  columns.findIndex((column) => column.key === key) + 1;

describe('GET /reports/templates', () => {
  it('lists the templates by name and title, for staff and file-tool dealers', async () => {
    for (const who of ['staffAdmin', 'fileDealer'] as const) {
      const response = await call('GET', '/reports/templates', who);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        templates: [
          { name: 'lease-summary', title: 'Lease summary' },
          { name: 'buyout-quote', title: 'Buyout quote' },
          { name: 'pre-authorized-debit', title: 'Pre-authorized debit form' },
          { name: 'insurance-letter', title: 'Insurance letter' },
        ],
      });
    }
  });
});

describe('POST /reports: the document pack', () => {
  it('is a zip named {fileNo}.zip with one readable PDF per template, filled from the file', async () => {
    const response = await call('POST', '/reports', 'staffAdmin', {
      fileNo: 'R-3',
      templates: [...reportTemplates],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(downloadName(response)).toBe('R-3.zip');
    const entries = await unzip(response.rawPayload);
    expect(entries.map((entry) => entry.name)).toEqual([
      'lease-summary-R-3.pdf',
      'buyout-quote-R-3.pdf',
      'pre-authorized-debit-R-3.pdf',
      'insurance-letter-R-3.pdf',
    ]);
    const [summary, buyout, debit, letter] = await Promise.all(
      entries.map((entry) => pdfTextOf(entry.bytes)),
    );
    // The standard fonts hold é but not ś: written without its accent.
    expect(summary!.text).toContain('Lease summary');
    expect(summary!.text).toContain('File R-3');
    expect(summary!.text).toContain('Zoé Wisniewski-R-3');
    expect(summary!.text).toContain('Co-lessee');
    expect(summary!.text).toContain('Ana Silva');
    expect(summary!.text).toContain('2HGFC2F59LH000001');
    expect(summary!.text).toContain('$450.25');
    expect(summary!.text).toContain('4.99%');
    expect(summary!.text).toContain('March 15, 2029');
    expect(buyout!.text).toContain('Buyout quote');
    expect(buyout!.text).toContain('Quote date');
    expect(buyout!.text).toContain('PST exempt No');
    expect(debit!.text).toContain('Pre-authorized debit form');
    expect(debit!.text).toContain('Institution number');
    expect(letter!.text).toContain('Insurance letter');
    expect(letter!.text).toContain('POL-R-3');
    expect(letter!.text).toContain('March 31, 2026');
  });

  it('holds only the templates asked for, in the order asked', async () => {
    const response = await call('POST', '/reports', 'staffAdmin', {
      fileNo: 'R-1',
      templates: ['insurance-letter', 'lease-summary'],
    });
    expect(response.statusCode).toBe(200);
    expect((await unzip(response.rawPayload)).map((entry) => entry.name)).toEqual([
      'insurance-letter-R-1.pdf',
      'lease-summary-R-1.pdf',
    ]);
  });

  it('prints the file’s buyout quote: the draft the buyout screen starts from, then the one saved', async () => {
    const buyoutPdf = async () => {
      const response = await call('POST', '/reports', 'staffAdmin', {
        fileNo: 'R-1',
        templates: ['buyout-quote'],
      });
      const [entry] = await unzip(response.rawPayload);
      return (await pdfTextOf(entry!.bytes)).text;
    };
    const quoteOf = async () =>
      BuyoutQuoteResponseSchema.parse((await call('GET', '/buyout-quotes/R-1')).json()).buyoutQuote;

    const draft = await quoteOf();
    expect(draft.savedAt).toBeNull();
    const drafted = await buyoutPdf();
    expect(drafted).toContain(`Residual value ${formatMoney(1_200_000)}`);
    expect(drafted).toContain(`Total ${formatMoney(draft.totals!.total)}`);
    expect(drafted).toContain(reportMessage('reports.pdf.buyoutDraft'));

    const terms = {
      quoteDate: '2026-03-02',
      goodUntil: '2026-03-12',
      remainingPayments: 9_000,
      residualValue: 12_000,
      earlyTerminationCharge: 350,
      outstandingBalance: 100,
      fees: 49.95,
    };
    const saved = await call('PUT', '/buyout-quotes/R-1', 'staffAdmin', terms);
    expect(saved.statusCode, saved.body).toBe(200);
    const printed = await buyoutPdf();
    const totals = buyoutTotals(terms, 'ON', false)!;
    expect(totals.taxes.map((tax) => tax.label)).toEqual(['HST']);
    expect(printed).toContain('Remaining payments $9,000.00');
    expect(printed).toContain('Fees $49.95');
    expect(printed).toContain(`HST (13 %) ${formatMoney(totals.taxes[0]!.amount)}`);
    expect(printed).toContain(`Total ${formatMoney(totals.total)}`);
    expect(totals.total).toBe(2_429_494);
  });

  it('gives a file-tool dealer their own files’ packs, and answers 404 for another dealership’s', async () => {
    const own = await call('POST', '/reports', 'fileDealer', { fileNo: 'R-1', templates: ['lease-summary'] });
    expect(own.statusCode).toBe(200);
    expect(downloadName(own)).toBe('R-1.zip');
    const theirs = await call('POST', '/reports', 'fileDealer', {
      fileNo: 'R-2',
      templates: ['lease-summary'],
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe(message('files.fileNo.notFound'));
    const other = await call('POST', '/reports', 'otherFileDealer', {
      fileNo: 'R-1',
      templates: ['lease-summary'],
    });
    expect(other.statusCode).toBe(404);
  });

  it.each([
    [
      'an unknown template',
      { fileNo: 'R-1', templates: ['tax-return'] },
      400,
      'There is no template named “tax-return”. The templates are: lease-summary, buyout-quote, pre-authorized-debit, insurance-letter.',
    ],
    ['no template', { fileNo: 'R-1', templates: [] }, 400, 'Choose at least one template.'],
    [
      'a template twice',
      { fileNo: 'R-1', templates: ['buyout-quote', 'buyout-quote'] },
      400,
      'Choose each template once.',
    ],
    [
      'a file that does not exist',
      { fileNo: 'NOPE-1', templates: ['buyout-quote'] },
      404,
      message('files.fileNo.notFound'),
    ],
  ])('answers %s in plain words', async (_, body, status, text) => {
    const response = await call('POST', '/reports', 'staffAdmin', body);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toContain(text);
  });

  it('is not for lease-quote dealers', async () => {
    const response = await call('POST', '/reports', 'dealer', {
      fileNo: 'R-1',
      templates: ['lease-summary'],
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(forbiddenMessage());
  });
});

describe('GET /general-reports', () => {
  it('is a workbook of the files delivered in the range: typed cells, a header, frozen panes and a filter', async () => {
    const response = await call('GET', '/general-reports?startDate=2026-01-01&endDate=2026-02-28');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(downloadName(response)).toBe('general-report-01-January-2026-to-28-February-2026.xlsx');
    const sheet = await workbookOf(response.rawPayload);
    expect(sheet.name).toBe('General report');
    const columns = reportColumns.general;
    expect(headingsOf(sheet)).toEqual(columns.map((column) => reportColumnHeading(column)));
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', xSplit: 1, ySplit: 1 });
    expect(sheet.autoFilter).toBe('A1:W4');
    const rows = rowsOf(sheet);
    // In delivery order: R-4 (2025-12-31) is before the range.
    expect(rows.map((row) => row[0])).toEqual(['R-1', 'R-2', 'R-3']);
    const r1 = sheet.getRow(2);
    const delivery = r1.getCell(columnOf(columns, 'deliveryDate'));
    expect(delivery.value).toEqual(new Date('2026-01-05T00:00:00.000Z'));
    expect(delivery.type).toBe(ExcelJS.ValueType.Date);
    expect(delivery.numFmt).toBe('yyyy-mm-dd');
    const payment = r1.getCell(columnOf(columns, 'monthlyPayment'));
    expect(payment.value).toBe(450.25);
    expect(payment.type).toBe(ExcelJS.ValueType.Number);
    expect(payment.numFmt).toBe('"$"#,##0.00');
    const rate = r1.getCell(columnOf(columns, 'rate'));
    expect(rate.value).toBeCloseTo(0.0499, 10);
    expect(rate.numFmt).toBe('0.00%');
    expect(r1.getCell(columnOf(columns, 'year')).value).toBe(2024);
    expect(r1.getCell(columnOf(columns, 'customer')).value).toBe('Zoé Wiśniewski-R-1');
    expect(r1.getCell(columnOf(columns, 'dealerNo')).value).toBe(OWN_DEALER);
    // An empty date is an empty cell, not 1900-01-01.
    expect(r1.getCell(columnOf(columns, 'terminationDate')).value).toBeNull();
  });

  it('is a workbook with its header alone for a range without files', async () => {
    const response = await call('GET', '/general-reports?startDate=1999-01-01&endDate=1999-12-31');
    expect(response.statusCode).toBe(200);
    const sheet = await workbookOf(response.rawPayload);
    expect(rowsOf(sheet)).toEqual([]);
    expect(headingsOf(sheet)).toHaveLength(reportColumns.general.length);
  });
});

describe('GET /offroad-reports', () => {
  it('lists the files terminated from the start to the cut-off date', async () => {
    const response = await call('GET', '/offroad-reports?startDate=2026-01-01&cutOffDate=2026-03-31');
    expect(response.statusCode, response.body).toBe(200);
    expect(downloadName(response)).toBe('offroad-report-01-01-26-to-03-31-26.xlsx');
    const sheet = await workbookOf(response.rawPayload);
    expect(sheet.name).toBe('Off-road report');
    const rows = rowsOf(sheet);
    expect(rows.map((row) => row[0])).toEqual(['R-5']);
    const cell = sheet.getRow(2).getCell(columnOf(reportColumns.offroad, 'terminationDate'));
    expect(cell.value).toEqual(new Date('2026-02-10T00:00:00.000Z'));
    expect(sheet.getRow(2).getCell(columnOf(reportColumns.offroad, 'terminationType')).value).toBe(
      'EARLY_BUYOUT',
    );
  });
});

describe('GET /maximizers/{date type}', () => {
  it('is a zip of the lessees’ and co-lessees’ workbooks of the files whose date falls in the range', async () => {
    const response = await call(
      'GET',
      '/maximizers/insurance-expiry-date?startdate=2026-03-01&enddate=2026-03-31',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(downloadName(response)).toBe('maximizer-insurance-expiry-date-03-01-26-to-03-31-26.zip');
    const entries = await unzip(response.rawPayload);
    expect(entries.map((entry) => entry.name)).toEqual([
      'maximizer-lessees-03-01-26-to-03-31-26.xlsx',
      'maximizer-colessees-03-01-26-to-03-31-26.xlsx',
    ]);
    const lessees = await workbookOf(entries[0]!.bytes);
    expect(lessees.name).toBe('Lessees');
    expect(rowsOf(lessees).map((row) => row[0])).toEqual(['R-2', 'R-3']);
    const email = columnOf(reportColumns.lessees, 'email');
    expect(lessees.getRow(2).getCell(email).value).toBe('R-2@example.com');
    const colessees = await workbookOf(entries[1]!.bytes);
    expect(rowsOf(colessees).map((row) => [row[0], row[1], row[2]])).toEqual([['R-3', 'Ana', 'Silva']]);
    expect(colessees.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  });

  it.each<[ReportDateType, string, string, string[]]>([
    ['delivery-date', '2026-01-01', '2026-01-31', ['R-1', 'R-2']],
    ['lease-end-date', '2029-01-01', '2029-01-31', ['R-1', 'R-4']],
  ])('by %s picks its files by that date', async (dateType, start, end, fileNos) => {
    const response = await call('GET', `/maximizers/${dateType}?startdate=${start}&enddate=${end}`);
    expect(response.statusCode).toBe(200);
    const [lessees] = await unzip(response.rawPayload);
    expect(rowsOf(await workbookOf(lessees!.bytes)).map((row) => row[0])).toEqual(fileNos);
  });
});

describe('GET /month-end-reports/{date type}', () => {
  it('is a zip of one workbook per month of the range, each with its files and their totals', async () => {
    const response = await call(
      'GET',
      '/month-end-reports/delivery-date?startdate=2025-12-15&enddate=2026-02-28',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(downloadName(response)).toBe('month-end-delivery-date-15-December-2025-to-28-February-2026.zip');
    const entries = await unzip(response.rawPayload);
    expect(entries.map((entry) => entry.name)).toEqual([
      'month-end-31-December-2025.xlsx',
      'month-end-31-January-2026.xlsx',
      'month-end-28-February-2026.xlsx',
    ]);
    const sheets = await Promise.all(entries.map((entry) => workbookOf(entry.bytes)));
    const columns = reportColumns.monthEnd;
    const payment = columnOf(columns, 'monthlyPayment') - 1;
    const months = sheets.map((sheet) => rowsOf(sheet));
    expect(months.map((rows) => rows.map((row) => row[0]))).toEqual([
      ['R-4', 'Total'],
      ['R-1', 'R-2', 'Total'],
      ['R-3', 'Total'],
    ]);
    // The totals row: the count of files and each money column's sum.
    expect(months[1]!.at(-1)![1]).toBe('2 files');
    expect(months[1]!.at(-1)![payment]).toBe(900.5);
    expect(sheets[1]!.autoFilter).toBe('A1:M3');
  });
});

describe('bad input: a 400 in plain words, never a 500', () => {
  it.each([
    [
      '/maximizers/birth-date?startdate=2026-01-01&enddate=2026-01-31',
      'There is no date type “birth-date”. The date types are: delivery-date, insurance-expiry-date, lease-end-date.',
    ],
    [
      '/month-end-reports/delivery-date?startdate=2026-02-01&enddate=2026-01-31',
      'The end date must be on or after the start date.',
    ],
    [
      '/month-end-reports/lease-end-date?startdate=2026-02-30&enddate=2026-03-31',
      'The start date must be a day of the calendar written as YYYY-MM-DD.',
    ],
    ['/maximizers/delivery-date?startdate=2026-01-01', 'Give the end date as YYYY-MM-DD.'],
    [
      '/general-reports?startDate=2026-01-31&endDate=2026-01-01',
      'The end date must be on or after the start date.',
    ],
    [
      '/general-reports?startDate=yesterday&endDate=2026-01-01',
      'The start date must be a day of the calendar written as YYYY-MM-DD.',
    ],
    [
      '/offroad-reports?startDate=2026-03-01&cutOffDate=2026-01-01',
      'The cut-off date must be on or after the start date.',
    ],
    [
      '/offroad-reports?startDate=0000-01-01&cutOffDate=2026-01-01',
      'Choose days between the years 1900 and 2200.',
    ],
  ])('GET %s', async (path, text) => {
    const response = await call('GET', path);
    expect(response.statusCode).toBe(400);
    const { message: said, fieldErrors } = response.json<{
      message: string;
      fieldErrors: Record<string, string>;
    }>();
    // The field's error is the message alone; the answer's message names the field before it.
    expect(Object.values(fieldErrors)).toEqual([text]);
    expect(said).toContain(text);
  });

  it.each([
    '/general-reports?startDate=2026-01-01&endDate=2026-01-31',
    '/maximizers/delivery-date?startdate=2026-01-01&enddate=2026-01-31',
  ])('%s is staff’s: a file-tool dealer is refused', async (path) => {
    const response = await call('GET', path, 'fileDealer');
    expect(response.statusCode).toBe(403);
  });
});

describe('in the requester’s language (Accept-Language: fr-CA)', () => {
  const french = 'fr-CA,fr;q=0.9,en;q=0.5';

  it('writes the general report’s sheet, headers and money format in French', async () => {
    const response = await call(
      'GET',
      '/general-reports?startDate=2026-01-01&endDate=2026-02-28',
      'staffAdmin',
      undefined,
      french,
    );
    expect(response.statusCode, response.body).toBe(200);
    const sheet = await workbookOf(response.rawPayload);
    expect(sheet.name).toBe('Rapport général');
    const columns = reportColumns.general;
    expect(headingsOf(sheet)).toEqual(columns.map((column) => reportColumnHeading(column, 'fr-CA')));
    expect(headingsOf(sheet)).toEqual(
      expect.arrayContaining(['Client', 'Concession', 'NIV', 'Paiement mensuel', 'Date de fin du bail']),
    );
    const payment = sheet.getRow(2).getCell(columnOf(columns, 'monthlyPayment'));
    expect(payment.value).toBe(450.25);
    expect(payment.numFmt).toBe('#,##0.00 "$"');
    expect(sheet.getRow(2).getCell(columnOf(columns, 'rate')).numFmt).toBe('0.00 %');
  });

  it('writes the month-end totals row in French', async () => {
    const response = await call(
      'GET',
      '/month-end-reports/delivery-date?startdate=2026-01-01&enddate=2026-01-31',
      'staffAdmin',
      undefined,
      french,
    );
    expect(response.statusCode, response.body).toBe(200);
    const [entry] = await unzip(response.rawPayload);
    const sheet = await workbookOf(entry!.bytes);
    expect(sheet.name).toBe('Fin de mois');
    const last = rowsOf(sheet).at(-1)!;
    expect(last.slice(0, 2)).toEqual(['Total', '2 dossiers']);
  });

  it('fills the document pack’s PDFs in French: lang, words, 450,25 $ and 15 mars 2029', async () => {
    const response = await call(
      'POST',
      '/reports',
      'staffAdmin',
      { fileNo: 'R-3', templates: ['lease-summary', 'buyout-quote'] },
      french,
    );
    expect(response.statusCode, response.body).toBe(200);
    const [summary, buyout] = await unzip(response.rawPayload);
    expect(Buffer.from(summary!.bytes).toString('latin1')).toContain('/Lang (fr-CA)');
    const [summaryText, buyoutText] = await Promise.all([
      pdfTextOf(summary!.bytes).then(({ text }) => text),
      pdfTextOf(buyout!.bytes).then(({ text }) => text),
    ]);
    expect(summaryText).toContain('SFI Financement de location');
    expect(summaryText).toContain('Sommaire du bail');
    expect(summaryText).toContain('Dossier R-3');
    expect(summaryText).toContain('Copreneur');
    expect(summaryText).toContain('Paiement mensuel 450,25 $');
    expect(summaryText).toContain('4,99 %');
    expect(summaryText).toContain('Date de fin du bail 15 mars 2029');
    expect(summaryText).not.toContain('Lease summary');
    expect(buyoutText).toContain('Soumission de rachat');
    expect(buyoutText).toContain('Pas encore enregistrée');
  });

  it('answers a bad range in French, on its field', async () => {
    const response = await call(
      'GET',
      '/general-reports?startDate=yesterday&endDate=2026-01-01',
      'staffAdmin',
      undefined,
      french,
    );
    expect(response.statusCode).toBe(400);
    const { fieldErrors } = response.json<{ fieldErrors: Record<string, string> }>();
    expect(Object.values(fieldErrors)).toEqual([
      'La date de début doit être un jour du calendrier écrit au format AAAA-MM-JJ.',
    ]);
  });
});

describe('reading the files in batches', () => {
  // Many files on few days, read three at a time: every file exactly once, in the date's order.
  const many = Array.from({ length: 25 }, (_, index) => {
    const date = `2030-0${1 + (index % 3)}-1${index % 2}`;
    return leased(
      `B-${String(index).padStart(2, '0')}`,
      { delivery: date, expiry: date, end: date },
      {
        isTerminated: true,
        terminationDate: day(date),
      },
    );
  });
  beforeAll(async () => {
    await api.db.insert(leaseFiles).values(many.map((fields) => leaseFileValues(fields, OTHER_DEALER)));
  });

  it.each<ReportDate>(['delivery-date', 'insurance-expiry-date', 'lease-end-date', 'termination-date'])(
    'by %s',
    async (date) => {
      const seen: string[] = [];
      const sizes: number[] = [];
      for await (const batch of reportFileBatches(
        api.db,
        date,
        { from: '2030-01-01', to: '2030-12-31' },
        { batch: 3 },
      )) {
        sizes.push(batch.length);
        seen.push(...batch.map((fields) => fields.fileNo));
      }
      expect([...seen].sort()).toEqual(many.map((fields) => fields.fileNo).sort());
      expect(sizes.every((size) => size <= 3)).toBe(true);
      const dates = seen.map(
        (fileNo) => many.find((fields) => fields.fileNo === fileNo)!.deliveryDate as string,
      );
      expect(dates).toEqual([...dates].sort());
    },
  );

  it('stops asking once the check fails (the session ended)', async () => {
    let checks = 0;
    const batches = reportFileBatches(
      api.db,
      'delivery-date',
      { from: '2030-01-01', to: '2030-12-31' },
      {
        batch: 3,
        check: async () => {
          if (++checks === 2) throw new Error('signed out');
        },
      },
    );
    const read: number[] = [];
    await expect(
      (async () => {
        for await (const batch of batches) read.push(batch.length);
      })(),
    ).rejects.toThrow('signed out');
    expect(read).toEqual([3, 3]);
  });
});

describe('text in the PDFs’ standard fonts', () => {
  it.each([
    ['Chloé Côté', 'Chloé Côté'],
    ['Wiśniewski', 'Wisniewski'],
    ['Łukasz', '?ukasz'],
    ['“quoted” — €5', '“quoted” — €5'],
    ['王', '?'],
    ['line\nbreak', 'line break'],
    // A narrow no-break space (French amounts, in some locales' data) stays an unbreakable space.
    ['1\u202f234,56\u00a0$', '1\u00a0234,56\u00a0$'],
  ])('%s is written %s', (text, written) => {
    expect(pdfText(text)).toBe(written);
  });
});
