// The reports written in French (issue 29): a file's PDFs and a month-end workbook made for a
// requester who reads fr-CA, opened as they would open them: the PDF read back as text (its `lang`,
// its words, `1 234,56 $` amounts and `2 décembre 2026` days), the workbook read back with exceljs
// (its sheet, French headers, the totals row and number formats that put the dollar sign after).
// The same calls in en-CA still write the spec's English. (The routes' own test asks for them with
// `Accept-Language: fr-CA`, in reports.test.ts.)
import { PassThrough } from 'node:stream';
import type ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLocale, reportColumns, reportDocument, reportMessage, type LeaseFileFields } from '@sfi/domain';
import { reportPdf } from '../src/export/report-pdf.ts';
import { writeReportWorkbook } from '../src/export/report-workbook.ts';
import { pdfTextOf } from './support/pdf.ts';
import { firstSheetOf, headingsOf } from './support/workbook.ts';
import { fileOf } from './support/lease-files.ts';

// The French tables, as the server loads them before it answers (`loadTranslations`).
beforeAll(() => loadLocale('fr-CA'));

const day = (text: string) => `${text}T00:00:00.000Z`;

const file = fileOf('R-9', {
  name: 'Lessee R-9',
  province: 'QC',
  deliveryDate: day('2026-01-05'),
  lessee: { firstName: 'Zoé', lastName: 'Tremblay', phone: '(514) 555-0101', email: 'zoe@example.com' },
  vehicle: { year: 2024, make: 'Honda', model: 'Civic', vin: '2HGFC2F59LH000001', plateNo: 'ABC 123' },
  lease: {
    term: 36,
    rate: '4.99',
    monthlyPayment: 1234.56,
    residualValue: 12000,
    mileageAllowance: 24000,
    maturityDate: day('2029-12-02'),
  },
  insurance: {
    insuranceReferralCompany: 'Assurances Boréal',
    policyNo: 'POL-9',
    expiryDate: day('2026-12-02'),
  },
});

const read = async (stream: NodeJS.ReadableStream) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/** A PDF of the pack, its bytes and its text as a reader reads it. */
async function pdfOf(template: Parameters<typeof reportDocument>[0], locale: string) {
  const bytes = await read(reportPdf(reportDocument(template, file, '2026-12-02', undefined, locale)));
  return { raw: bytes.toString('latin1'), ...(await pdfTextOf(bytes)) };
}

describe('the document pack in French', () => {
  it('writes the lease summary in French, with its lang, amounts and days as fr-CA writes them', async () => {
    const { raw, text } = await pdfOf('lease-summary', 'fr-CA');
    expect(raw).toContain('/Lang (fr-CA)');
    expect(text).toContain('SFI Financement de location');
    expect(text).toContain('Sommaire du bail');
    expect(text).toContain('Dossier R-9 · Préparé le 2 décembre 2026');
    expect(text).toContain('Preneur');
    expect(text).toContain('Courriel zoe@example.com');
    expect(text).toContain('Conditions du bail');
    expect(text).toContain('Paiement mensuel 1 234,56 $');
    expect(text).toContain('Valeur résiduelle 12 000,00 $');
    expect(text).toContain('4,99 %');
    expect(text).toContain('24 000 km');
    expect(text).toContain('Date de fin du bail 2 décembre 2029');
    expect(text).not.toContain('Lease summary');
    expect(text).not.toContain('$1,234.56');
  });

  it('writes the insurance letter and the debit form in French', async () => {
    const letter = await pdfOf('insurance-letter', 'fr-CA');
    expect(letter.text).toContain('Lettre à l’assureur');
    expect(letter.text).toContain('Destinataire : Assurances Boréal');
    expect(letter.text).toContain('loué à Zoé Tremblay');
    expect(letter.text).toContain('à la police POL-9');
    expect(letter.text).toContain('La police au dossier expire le 2 décembre 2026.');
    const debit = await pdfOf('pre-authorized-debit', 'fr-CA');
    expect(debit.text).toContain('Formulaire de débit préautorisé');
    expect(debit.text).toContain('Numéro de l’institution');
    expect(debit.text).toContain('paiements.ca');
  });

  it('still writes the spec’s English for en-CA', async () => {
    const { raw, text } = await pdfOf('lease-summary', 'en-CA');
    expect(raw).toContain('/Lang (en-CA)');
    expect(text).toContain('SFI Lease Financing');
    expect(text).toContain('File R-9 · Prepared December 2, 2026');
    expect(text).toContain('Monthly Payment $1,234.56');
    expect(text).toContain('4.99%');
  });
});

describe('a workbook in French', () => {
  async function monthEnd(locale: string): Promise<ExcelJS.Worksheet> {
    const out = new PassThrough();
    const bytes = read(out);
    await writeReportWorkbook(out, {
      sheet: reportMessage('reports.sheet.monthEnd', {}, locale),
      columns: reportColumns.monthEnd,
      batches: (async function* (): AsyncGenerator<LeaseFileFields[]> {
        yield [file, fileOf('R-10', { lease: { monthlyPayment: 100 } })];
      })(),
      totals: true,
      locale,
    });
    return firstSheetOf(await bytes);
  }
  const cellOf = (sheet: ExcelJS.Worksheet, row: number, key: string) =>
    sheet.getRow(row).getCell(reportColumns.monthEnd.findIndex((column) => column.key === key) + 1);

  it('has French headers, a French totals row, and the dollar and percent signs after the number', async () => {
    const sheet = await monthEnd('fr-CA');
    expect(sheet.name).toBe('Fin de mois');
    const headings = headingsOf(sheet);
    expect(headings).toEqual(expect.arrayContaining(['Client', 'Paiement mensuel', 'Valeur résiduelle']));
    expect(headings).toContain('Date de fin du bail');
    expect(headings).not.toContain('Customer');
    const payment = cellOf(sheet, 2, 'monthlyPayment');
    expect(payment.value).toBe(1234.56);
    expect(payment.numFmt).toBe('#,##0.00 "$"');
    expect(cellOf(sheet, 2, 'rate').numFmt).toBe('0.00 %');
    expect(cellOf(sheet, 4, 'fileNo').value).toBe('Total');
    expect(cellOf(sheet, 4, 'customer').value).toBe('2 dossiers');
    expect(cellOf(sheet, 4, 'monthlyPayment').value).toBe(1334.56);
  });

  it('keeps the English headers and formats for en-CA', async () => {
    const sheet = await monthEnd('en-CA');
    expect(sheet.name).toBe('Month end');
    expect(headingsOf(sheet)).toContain('Monthly Payment');
    expect(cellOf(sheet, 2, 'monthlyPayment').numFmt).toBe('"$"#,##0.00');
    expect(cellOf(sheet, 4, 'customer').value).toBe('2 files');
  });
});
