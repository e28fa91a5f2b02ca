import type { MessageKey } from '../message-format.ts';

/**
 * The quote list's export (issue 9): every quote the list's filters and search match, as CSV or as
 * an Excel workbook, streamed by the server with no row cap. No schema here (the API client imports
 * this); the query's schema is in list.ts.
 */

/** The file formats of the export. */
export const quoteExportFormats = ['csv', 'xlsx'] as const;
/** An export format. */
export type QuoteExportFormat = (typeof quoteExportFormats)[number];

/** The columns of the export, in order, each with its heading's catalogue key. */
export const quoteExportColumns = [
  ['id', 'quotes.export.column.id'],
  ['status', 'quotes.export.column.status'],
  ['listState', 'quotes.export.column.listState'],
  ['customer', 'quotes.export.column.customer'],
  ['company', 'quotes.export.column.company'],
  ['vehicleType', 'quotes.export.column.vehicleType'],
  ['year', 'quotes.export.column.year'],
  ['make', 'quotes.export.column.make'],
  ['model', 'quotes.export.column.model'],
  ['trim', 'quotes.export.column.trim'],
  ['vin', 'quotes.export.column.vin'],
  ['dealer', 'quotes.export.column.dealer'],
  ['province', 'quotes.export.column.province'],
  ['owner', 'quotes.export.column.owner'],
  ['preparedBy', 'quotes.export.column.preparedBy'],
  ['createdAt', 'quotes.export.column.createdAt'],
  ['updatedAt', 'quotes.export.column.updatedAt'],
] as const satisfies readonly (readonly [string, MessageKey])[];
/** A column of the export. */
export type QuoteExportColumn = (typeof quoteExportColumns)[number][0];

/** The file name of an export made on `date`: `lease-quotes-2026-11-24.csv`. */
export function quoteExportFileName(format: QuoteExportFormat, date: Date = new Date()): string {
  return `lease-quotes-${date.toISOString().slice(0, 10)}.${format}`;
}

/** The media type of each format. */
export const quoteExportMediaTypes: Readonly<Record<QuoteExportFormat, string>> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};
