import type { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import {
  activeLocale,
  reportRow,
  type LeaseFileFields,
  type ReportCell,
  type ReportColumn,
  reportMessage,
  reportColumnHeading,
} from '@sfi/domain';
import { drained, xmlSafeText } from './quote-export.ts';

/**
 * A report's workbook (doc 2 §7), written row by row with exceljs's streaming writer into a
 * stream, one batch of files at a time: typed cells (text, numbers, money in a currency format,
 * percentages, dates as dates), a bold header row, the header and the file number frozen, and a
 * filter over every column.
 */

/** Number formats of the cell kinds that have one, in English: `$1,234.56`, `4.99%`, `2026-12-02`. */
export const reportNumberFormats = {
  money: '"$"#,##0.00',
  percent: '0.00%',
  date: 'yyyy-mm-dd',
} as const;

/**
 * The number formats of a workbook in `locale`. A format's `,` and `.` are the spreadsheet's own
 * grouping and decimal marks, which it shows as its reader's; French puts the dollar sign and the
 * percent sign after the number, a space before (`1 234,56 $`, `4,99 %`). Days stay `YYYY-MM-DD`,
 * read alike in both languages.
 */
export function reportNumberFormatsIn(locale: string): Record<keyof typeof reportNumberFormats, string> {
  return locale.startsWith('fr')
    ? { money: '#,##0.00 "$"', percent: '0.00 %', date: reportNumberFormats.date }
    : reportNumberFormats;
}

/** A cell as the workbook holds it: a date a `Date` (midnight UTC), a percentage its fraction. */
function workbookCell(column: ReportColumn, cell: ReportCell): string | number | Date | undefined {
  if (cell === undefined) return undefined;
  switch (column.kind) {
    case 'date':
      return typeof cell === 'string' ? new Date(`${cell}T00:00:00.000Z`) : undefined;
    case 'percent':
      return typeof cell === 'number' ? cell / 100 : undefined;
    case 'money':
    case 'number':
      return typeof cell === 'number' ? cell : undefined;
    case 'text':
      return xmlSafeText(String(cell));
  }
}

/** What a workbook of files holds. */
export interface ReportWorkbook {
  /** The sheet's name. */
  sheet: string;
  columns: readonly ReportColumn[];
  /** The files, a batch at a time. */
  batches: AsyncIterable<LeaseFileFields[]>;
  /** Only the files this keeps (the maximizer's co-lessees). */
  keep?: (fields: LeaseFileFields) => boolean;
  /** A last row of totals: the count of files and the sum of each money column. */
  totals?: boolean;
  /** The language of its headers, words and formats. @default the active locale (the request's) */
  locale?: string;
}

const columnLetters = (index: number): string => {
  let letters = '';
  for (let number = index + 1; number > 0; number = Math.floor((number - 1) / 26))
    letters = String.fromCharCode(65 + ((number - 1) % 26)) + letters;
  return letters;
};

/**
 * Writes the workbook into `out` and ends it; waits for `out` between batches (a slow download
 * holds the files back instead of piling them up in memory). Throws when a batch cannot be read or
 * `out` is closed first.
 */
export async function writeReportWorkbook(out: PassThrough, report: ReportWorkbook): Promise<void> {
  const { columns, locale = activeLocale() } = report;
  const formats = reportNumberFormatsIn(locale);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(report.sheet, {
    views: [{ state: 'frozen', xSplit: 1, ySplit: 1, topLeftCell: 'B2', activeCell: 'B2' }],
  });
  sheet.columns = columns.map((column) => ({
    key: column.key,
    header: reportColumnHeading(column, locale),
    width: column.width,
    ...(column.kind !== 'text' && column.kind !== 'number' && { style: { numFmt: formats[column.kind] } }),
  }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.commit();
  let rows = 1;
  const sums = columns.map(() => 0);
  for await (const files of report.batches) {
    for (const fields of files) {
      if (report.keep && !report.keep(fields)) continue;
      const cells = reportRow(columns, fields, locale);
      cells.forEach((cell, index) => {
        if (typeof cell === 'number' && columns[index]!.kind === 'money') sums[index]! += cell;
      });
      sheet.addRow(cells.map((cell, index) => workbookCell(columns[index]!, cell))).commit();
      rows++;
    }
    await drained(out);
  }
  const last = columnLetters(columns.length - 1);
  sheet.autoFilter = `A1:${last}${rows}`;
  if (report.totals) {
    const totals = columns.map((column, index) =>
      index === 0
        ? reportMessage('reports.column.total', {}, locale)
        : index === 1
          ? reportMessage('reports.column.files', { count: rows - 1 }, locale)
          : column.kind === 'money'
            ? Math.round(sums[index]! * 100) / 100
            : undefined,
    );
    const row = sheet.addRow(totals);
    row.font = { bold: true };
    row.commit();
  }
  sheet.commit();
  await workbook.commit();
}
