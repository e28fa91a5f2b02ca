import { calendarDate, formatReportDate, toDateOnly, type DateInput } from './dates.ts';
import type { MessageKey } from './message-format.ts';

/**
 * The reports of the file system (spec doc 2 §1, §7): the document pack of one file (`POST /reports`,
 * a zip of PDFs from templates), the maximizer and month-end zips of spreadsheets by a date type and
 * a range of days, and the general and off-road workbooks. What each asks for, what its download is
 * named, and what a failure says: once, for the server, the API client and the screens. Light on
 * purpose (dates and the catalogue only): the API client uses it at run time, in the apps' first
 * loads. The spreadsheets' columns are in `reports.ts`, the wire contracts in `report-schemas.ts`.
 */

// ---------------------------------------------------------------------------------------------
// The document pack

/** The templates of the document pack (`GET /reports/templates`), in the order the pack lists them. */
export const reportTemplates = [
  'lease-summary',
  'buyout-quote',
  'pre-authorized-debit',
  'insurance-letter',
] as const;
/** A template's name. */
export type ReportTemplate = (typeof reportTemplates)[number];

/** The document pack's download name: `{fileNo}.zip` (doc 2 §7). */
export const documentPackFileName = (fileNo: string) => `${fileNo}.zip`;
/** A template's PDF in the pack: `lease-summary-1000001.pdf`. */
export const reportDocumentFileName = (template: ReportTemplate, fileNo: string) =>
  `${template}-${fileNo}.pdf`;

/**
 * A file's buyout quote alone as a PDF (`GET /buyout-quotes/{fileNo}/pdf`), named as the pack's
 * template with the quote's date (doc 2 §7's DD-MMMM-YYYY): `buyout-quote-1000001-05-January-2026.pdf`.
 */
export const buyoutQuotePdfFileName = (fileNo: string, quoteDate: DateInput) =>
  `buyout-quote-${fileNo}-${formatReportDate(quoteDate, 'DD-MMMM-YYYY')}.pdf`;

// ---------------------------------------------------------------------------------------------
// Dates and ranges

/** The dates a maximizer or month-end report picks its files by (doc 2 §7), as their path says them. */
export const reportDateTypes = ['delivery-date', 'insurance-expiry-date', 'lease-end-date'] as const;
/** A date type. */
export type ReportDateType = (typeof reportDateTypes)[number];

/** Where each date type is in a lease file: an attribute, or a field of a group. */
export const reportDateFields: Record<ReportDateType, { group?: string; field: string }> = {
  'delivery-date': { field: 'deliveryDate' },
  'insurance-expiry-date': { group: 'insurance', field: 'expiryDate' },
  'lease-end-date': { group: 'lease', field: 'maturityDate' },
};

/** A file's date of a date type, as `YYYY-MM-DD`, or '' when it has none. */
export function reportDateOf(type: ReportDateType, fields: Readonly<Record<string, unknown>>): string {
  const { group, field } = reportDateFields[type];
  const holder = group === undefined ? fields : (fields[group] as Record<string, unknown> | undefined);
  const value = holder && typeof holder === 'object' ? holder[field] : undefined;
  return typeof value === 'string' || typeof value === 'number' ? toDateOnly(value) : '';
}

/** One calendar month of a range: its first and last days within the range. */
export interface RangeMonth {
  year: number;
  month: number;
  /** The month's first day in the range (`YYYY-MM-DD`). */
  from: string;
  /** The month's last day in the range. */
  to: string;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The calendar months a range of days touches, in order, each cut to the range. */
export function monthsOfRange(start: string, end: string): RangeMonth[] {
  const first = calendarDate(start);
  const last = calendarDate(end);
  if (!first || !last || start > end) return [];
  const months: RangeMonth[] = [];
  for (
    let year = first.year, month = first.month;
    year < last.year || (year === last.year && month <= last.month);
  ) {
    const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
    const monthStart = `${pad(year, 4)}-${pad(month)}-01`;
    const monthEnd = `${pad(year, 4)}-${pad(month)}-${pad(days)}`;
    months.push({
      year,
      month,
      from: monthStart < start ? start : monthStart,
      to: monthEnd > end ? end : monthEnd,
    });
    if (++month > 12) {
      month = 1;
      year++;
    }
  }
  return months;
}

// ---------------------------------------------------------------------------------------------
// Download names (doc 2 §7: the date as DD-MMMM-YYYY or MM-DD-YY)

/** `general-report-01-January-2026-to-31-January-2026.xlsx` */
export const generalReportFileName = (startDate: DateInput, endDate: DateInput) =>
  `general-report-${formatReportDate(startDate, 'DD-MMMM-YYYY')}-to-${formatReportDate(endDate, 'DD-MMMM-YYYY')}.xlsx`;

/** `offroad-report-01-01-26-to-06-30-26.xlsx` */
export const offroadReportFileName = (startDate: DateInput, cutOffDate: DateInput) =>
  `offroad-report-${formatReportDate(startDate, 'MM-DD-YY')}-to-${formatReportDate(cutOffDate, 'MM-DD-YY')}.xlsx`;

/** `maximizer-lease-end-date-01-01-26-to-06-30-26.zip` */
export const maximizerFileName = (type: ReportDateType, startDate: DateInput, endDate: DateInput) =>
  `maximizer-${type}-${formatReportDate(startDate, 'MM-DD-YY')}-to-${formatReportDate(endDate, 'MM-DD-YY')}.zip`;

/** The maximizer zip's two workbooks: `maximizer-lessees-01-01-26-to-06-30-26.xlsx` and the co-lessees'. */
export const maximizerSheetFileName = (
  who: 'lessees' | 'colessees',
  startDate: DateInput,
  endDate: DateInput,
) =>
  `maximizer-${who}-${formatReportDate(startDate, 'MM-DD-YY')}-to-${formatReportDate(endDate, 'MM-DD-YY')}.xlsx`;

/** `month-end-delivery-date-01-January-2026-to-31-December-2026.zip` */
export const monthEndFileName = (type: ReportDateType, startDate: DateInput, endDate: DateInput) =>
  `month-end-${type}-${formatReportDate(startDate, 'DD-MMMM-YYYY')}-to-${formatReportDate(endDate, 'DD-MMMM-YYYY')}.zip`;

/** One month's workbook in the month-end zip, named by the month's last day in the range: `month-end-31-January-2026.xlsx`. */
export const monthEndSheetFileName = (month: RangeMonth) =>
  `month-end-${formatReportDate(month.to, 'DD-MMMM-YYYY')}.xlsx`;

// ---------------------------------------------------------------------------------------------
// The reports as the screens offer them

/** The reports of the staff reports screen. */
export const reportKinds = ['general', 'offroad', 'maximizer', 'month-end'] as const;
/** A report of the reports screen. */
export type ReportKind = (typeof reportKinds)[number];
/** The reports picked by a date type (the others are by delivery or termination). */
export const reportKindsByDateType: readonly ReportKind[] = ['maximizer', 'month-end'];

/**
 * What a failed report says (doc 2 §8): the maximizer and month-end zips "There was a problem
 * generating your month end report…", everything else (the general and off-road reports, the
 * document pack) "Something went wrong with our generation!…".
 */
export function reportFailureKey(kind: ReportKind | 'documents'): MessageKey {
  return kind === 'maximizer' || kind === 'month-end'
    ? 'files.error.monthEndReport'
    : 'files.error.reportGeneration';
}

/** The media types of the reports' downloads. */
export const reportMediaTypes = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  zip: 'application/zip',
  pdf: 'application/pdf',
} as const;
