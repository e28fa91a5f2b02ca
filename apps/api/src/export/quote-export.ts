import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import {
  message,
  ownerFilterLabel,
  provinceLabel,
  quoteExportColumns,
  quoteListLabel,
  quoteStatusLabel,
  type LeaseQuoteListItem,
  type QuoteExportColumn,
  type QuoteExportFormat,
  vehicleTypeLabel,
} from '@sfi/domain';

/** A cell of the export: text, a number, a moment or nothing. */
type Cell = string | number | Date | undefined;

/** One quote as the export's columns. */
export function exportRow(quote: LeaseQuoteListItem): Record<QuoteExportColumn, Cell> {
  const { customer, vehicle } = quote;
  const person = [customer?.firstName, customer?.lastName].filter(Boolean).join(' ');
  return {
    id: quote.id,
    status: quoteStatusLabel(quote.status),
    listState: quoteListLabel(quote),
    customer: person || undefined,
    company: customer?.companyName,
    vehicleType: vehicleTypeLabel(vehicle.type),
    year: vehicle.year,
    make: vehicle.make,
    model: vehicle.model,
    trim: vehicle.trim,
    vin: vehicle.vin,
    dealer: quote.dealer?.name,
    province: quote.province ? provinceLabel(quote.province) : undefined,
    owner: ownerFilterLabel(quote.ownerType === 'SFI' ? 'SFI' : 'NON_SFI'),
    preparedBy: quote.preparedBy || undefined,
    createdAt: new Date(quote.createdAt),
    // The date the list shows as "Updated": updatedAt, or createdAt for a quote never changed.
    updatedAt: new Date(quote.sortDate),
  };
}

const headings = () => quoteExportColumns.map(([, key]) => message(key));

/**
 * Where a spreadsheet may start a cell of a CSV field's text with what follows: at its start, and,
 * where Excel splits a CSV on semicolons (French-Canadian settings, among others) and so ignores
 * the quotes around a field, after a semicolon or a line break.
 */
const cellStarts = /(^|[;\r\n])(?=[=+\-@\t\r])/g;

/**
 * A CSV field: quoted when it holds a comma, quote or line break; text a spreadsheet would run as
 * a formula (starting with =, +, -, @, tab or return, at any of `cellStarts`) is kept as text
 * with an apostrophe before it.
 */
export function csvField(cell: Cell): string {
  if (cell === undefined) return '';
  if (typeof cell === 'number') return String(cell);
  const text = (cell instanceof Date ? cell.toISOString() : cell).replace(cellStarts, "$1'");
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const csvLine = (cells: readonly Cell[]) => `${cells.map(csvField).join(',')}\r\n`;

async function* csvChunks(batches: AsyncIterable<LeaseQuoteListItem[]>): AsyncGenerator<string> {
  // The byte order mark tells spreadsheets the file is UTF-8 (accents in names).
  yield `\uFEFF${csvLine(headings())}`;
  for await (const quotes of batches)
    yield quotes
      .map((quote) => csvLine(quoteExportColumns.map(([column]) => exportRow(quote)[column])))
      .join('');
}

/** What XML 1.0 cannot hold (C0 controls but tab and line breaks, U+FFFE, U+FFFF, lone surrogates). */
const notInXml =
  // Matching control characters is the point of this pattern.
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text without what XML cannot hold (see `notInXml`): what a workbook's cell may take. */
export const xmlSafeText = (text: string) => text.replace(notInXml, '');

/** A row of the workbook: its text without what XML cannot hold, which would make Excel refuse the file. */
function workbookRow(quote: LeaseQuoteListItem): Record<QuoteExportColumn, Cell> {
  const row = exportRow(quote);
  for (const [column, cell] of Object.entries(row) as [QuoteExportColumn, Cell][])
    if (typeof cell === 'string') row[column] = cell.replace(notInXml, '');
  return row;
}

/**
 * Waits while `out` is full: exceljs writes without waiting for its reader, so the workbook waits
 * here, between batches, for a slow or paused download instead of piling up in memory. Throws when
 * `out` closes first (the download given up).
 */
export async function drained(out: PassThrough): Promise<void> {
  // The zip writer compresses off the main thread: let it take what was written before looking.
  await new Promise((resolve) => setImmediate(resolve));
  // A stream closed already needs no drain and gets none: without this, the file went on being
  // read and written, batch after batch, into a download no one was reading any more.
  if (out.destroyed) throw new Error('The export’s download was closed');
  if (!out.writableNeedDrain) return;
  await new Promise<void>((resolve, reject) => {
    const settle = (closed: boolean) => () => {
      out.off('drain', onDrain).off('close', onClose);
      if (closed) reject(new Error('The export’s download was closed'));
      else resolve();
    };
    const onDrain = settle(false);
    const onClose = settle(true);
    out.on('drain', onDrain).on('close', onClose);
  });
}

/** Writes the workbook row by row into `out` (exceljs's streaming writer: nothing is kept whole). */
async function writeWorkbook(batches: AsyncIterable<LeaseQuoteListItem[]>, out: PassThrough): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const sheet = workbook.addWorksheet(message('quotes.export.sheet'));
  sheet.columns = quoteExportColumns.map(([column], index) => ({
    key: column,
    header: headings()[index],
    width: column === 'id' ? 38 : column === 'createdAt' || column === 'updatedAt' ? 20 : 18,
    ...((column === 'createdAt' || column === 'updatedAt') && { style: { numFmt: 'yyyy-mm-dd hh:mm' } }),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for await (const quotes of batches) {
    for (const quote of quotes) sheet.addRow(workbookRow(quote)).commit();
    await drained(out);
  }
  sheet.commit();
  await workbook.commit();
}

/**
 * `batches` with its first batch read already. A failure to read it (the database down, say) is
 * thrown here, before the answer has headers, so the caller answers the API's uniform error, not a
 * file cut short. A failure further on can only cut the file short.
 */
export async function readingAhead<T>(batches: AsyncGenerator<T>): Promise<AsyncGenerator<T>> {
  const first = await batches.next();
  return (async function* () {
    if (first.done) return;
    yield first.value;
    yield* batches;
  })();
}

/** `batches`, each after the first once `check` passes (it throws otherwise, which ends them). */
export async function* checkedBetween<T>(
  batches: AsyncIterable<T>,
  check: () => Promise<unknown>,
): AsyncGenerator<T> {
  let first = true;
  for await (const batch of batches) {
    if (!first) await check();
    first = false;
    yield batch;
  }
}

/** The export of every quote `batches` yields, as a stream of the format's bytes. */
export function quoteExportStream(
  batches: AsyncIterable<LeaseQuoteListItem[]>,
  format: QuoteExportFormat,
): Readable {
  if (format === 'csv') return Readable.from(csvChunks(batches), { objectMode: false });
  const out = new PassThrough();
  writeWorkbook(batches, out).catch((error: unknown) => out.destroy(error as Error));
  return out;
}
