import { inflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';

/**
 * Reads an uploaded table — CSV (UTF-8 with or without a byte-order mark, or UTF-16 with one;
 * comma, semicolon or tab separated; RFC 4180 quoting) or an Excel workbook (.xlsx, its first
 * sheet) — into rows of text cells. What the file is comes from its bytes, never its name or the
 * type the browser claims. Anything else is a `TableFileError` saying why, in its `reason`.
 */

/** Why a file could not be read as a table. */
export type TableFileProblem = 'type' | 'unreadable';

export class TableFileError extends Error {
  constructor(readonly reason: TableFileProblem) {
    super(`The file is not a readable table (${reason})`);
  }
}

/** The kinds of table file, told from their first bytes. */
export type TableFileKind = 'csv' | 'xlsx';

const ZIP_LOCAL_HEADER = 0x04034b50;
const ZIP_END_OF_DIRECTORY = 0x06054b50;
const ZIP_DIRECTORY_ENTRY = 0x02014b50;

/**
 * The most bytes an .xlsx may unpack to. A workbook of the import's 500 rows unpacks to well under
 * a megabyte; a "zip bomb" of a few kilobytes could unpack to gigabytes and take the server's
 * memory, so each entry is unpacked up to the size its directory declares, and those sizes added
 * up, before the workbook is opened.
 */
export const XLSX_MAX_UNPACKED_BYTES = 20 * 1024 * 1024;

/** What a file's first bytes say it is: a ZIP (an .xlsx), text, or neither (`undefined`). */
export function tableFileKind(bytes: Buffer): TableFileKind | undefined {
  if (bytes.length >= 4 && bytes.readUInt32LE(0) === ZIP_LOCAL_HEADER) return 'xlsx';
  return decodeText(bytes) === undefined ? undefined : 'csv';
}

/** The text of a CSV file, or `undefined` when its bytes are not text (invalid UTF-8, NUL bytes). */
function decodeText(bytes: Buffer): string | undefined {
  try {
    let text: string;
    if (bytes[0] === 0xff && bytes[1] === 0xfe)
      text = new TextDecoder('utf-16le', { fatal: true }).decode(bytes.subarray(2));
    else if (bytes[0] === 0xfe && bytes[1] === 0xff)
      text = new TextDecoder('utf-16be', { fatal: true }).decode(bytes.subarray(2));
    // TextDecoder drops a UTF-8 byte-order mark (as Excel's "CSV UTF-8" writes one) by itself.
    else text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return text.includes('\u0000') ? undefined : text;
  } catch {
    return undefined;
  }
}

/** The separator of a CSV file: the one of comma, semicolon and tab its first line has most of. */
function separatorOf(text: string): string {
  const firstLine = text.slice(0, text.search(/\r|\n|$/));
  const counts = [',', ';', '\t'].map((separator) => ({
    separator,
    count: firstLine.split(separator).length - 1,
  }));
  return counts.reduce((best, each) => (each.count > best.count ? each : best)).separator;
}

/**
 * The rows of CSV text (RFC 4180): fields separated by `separator`, a quoted field may hold
 * separators, line breaks and doubled quotes; lines end with CRLF, LF or CR. Throws
 * `TableFileError('unreadable')` for a quote left open at the end.
 */
export function parseCsv(text: string, separator = separatorOf(text)): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  const endField = () => {
    row.push(field);
    field = '';
  };
  const endRow = () => {
    endField();
    rows.push(row);
    row = [];
  };
  while (i < text.length) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else field += char;
      i += 1;
      continue;
    }
    if (char === '"' && field.trim() === '') {
      // A quote opens a quoted field where the field starts (spaces before it are dropped).
      field = '';
      quoted = true;
    } else if (char === separator) endField();
    else if (char === '\r' || char === '\n') {
      endRow();
      if (char === '\r' && text[i + 1] === '\n') i += 1;
    } else field += char;
    i += 1;
  }
  if (quoted) throw new TableFileError('unreadable');
  if (field !== '' || row.length > 0) endRow();
  return rows;
}

/**
 * The bytes an .xlsx's files unpack to, checked by unpacking each (at most as many bytes as its
 * directory entry declares, and {@link XLSX_MAX_UNPACKED_BYTES} in all) the way the workbook
 * reader will find them: by the central directory, each entry's local header and its data.
 * `undefined` when the directory cannot be read, an entry is of a kind no workbook needs (ZIP64, a
 * method other than stored or deflated), or unpacks to another size than it declares: a directory
 * that lies about its sizes is a "zip bomb" whose declared total means nothing.
 */
function unpackedSize(bytes: Buffer): number | undefined {
  const searchFrom = Math.max(0, bytes.length - 22 - 0xffff);
  let end = -1;
  for (let at = bytes.length - 22; at >= searchFrom; at -= 1)
    if (bytes.readUInt32LE(at) === ZIP_END_OF_DIRECTORY) {
      end = at;
      break;
    }
  if (end < 0) return undefined;
  const entries = bytes.readUInt16LE(end + 10);
  const directorySize = bytes.readUInt32LE(end + 12);
  let at = bytes.readUInt32LE(end + 16);
  // The directory ends where the end record starts: the reader then shifts no offset (no bytes
  // before the ZIP) and reads no entry this loop did not.
  if (at + directorySize !== end) return undefined;
  let total = 0;
  for (let entry = 0; entry < entries; entry += 1) {
    if (at + 46 > end || bytes.readUInt32LE(at) !== ZIP_DIRECTORY_ENTRY) return undefined;
    const method = bytes.readUInt16LE(at + 10);
    const packed = bytes.readUInt32LE(at + 20);
    const size = bytes.readUInt32LE(at + 24);
    const local = bytes.readUInt32LE(at + 42);
    // 0xFFFFFFFF: the value is in a ZIP64 field; no workbook of an import needs one.
    if (packed === 0xffffffff || size === 0xffffffff || local === 0xffffffff) return undefined;
    total += size;
    if (total > XLSX_MAX_UNPACKED_BYTES) return undefined;
    if (local + 30 > bytes.length || bytes.readUInt32LE(local) !== ZIP_LOCAL_HEADER) return undefined;
    const dataStart = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    if (dataStart + packed > bytes.length) return undefined;
    const data = bytes.subarray(dataStart, dataStart + packed);
    if (method === 0) {
      if (packed !== size) return undefined;
    } else if (method === 8) {
      try {
        // Past the declared size, inflating stops with an error instead of going on.
        if (inflateRawSync(data, { maxOutputLength: Math.max(1, size) }).length !== size) return undefined;
      } catch {
        return undefined;
      }
    } else return undefined;
    at += 46 + bytes.readUInt16LE(at + 28) + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return at === end ? total : undefined;
}

/** A cell of a worksheet as the text Excel shows for it: a number as written, a link's text, a formula's result. */
function cellText(cell: ExcelJS.Cell): string {
  const value = cell.value;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return cell.text ?? '';
}

async function readXlsx(bytes: Buffer): Promise<string[][]> {
  const size = unpackedSize(bytes);
  if (size === undefined || size > XLSX_MAX_UNPACKED_BYTES) throw new TableFileError('unreadable');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new TableFileError('unreadable');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new TableFileError('unreadable');
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cellText(cell);
    });
    rows[number - 1] = Array.from(cells, (cell) => cell ?? '');
  });
  return Array.from(rows, (row) => row ?? []);
}

/** A row of a table: its number (a spreadsheet's row number; a CSV's record, counted from 1) and its cells. */
export interface TableRow {
  line: number;
  cells: string[];
}

/**
 * The rows of an uploaded table, rows without any text left out (a blank line, the empty rows a
 * spreadsheet keeps). Throws `TableFileError`: `type` when the bytes are neither a ZIP nor text,
 * `unreadable` when they claim to be one but cannot be read.
 */
export async function readTableFile(bytes: Buffer): Promise<TableRow[]> {
  const kind = tableFileKind(bytes);
  if (kind === undefined) throw new TableFileError('type');
  const rows = kind === 'xlsx' ? await readXlsx(bytes) : parseCsv(decodeText(bytes)!);
  return rows
    .map((cells, index) => ({ line: index + 1, cells }))
    .filter((row) => row.cells.some((cell) => cell.trim() !== ''));
}
