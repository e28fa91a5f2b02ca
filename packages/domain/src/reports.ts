import { z } from 'zod';
import { FIELD_YEAR_MAX, FIELD_YEAR_MIN } from './constants.ts';
import { calendarDate, formatReportDate, isEmptyDate, toDateOnly, type DateInput } from './dates.ts';
import { formatFieldValue, parsePercentage, parseStringNumber } from './lease-file.ts';
import { FileNoSchema } from './lease-file-search.ts';
import { message, type MessageKey } from './messages.ts';

/**
 * The reports of the file system (spec doc 2 §1, §7): the document pack of one file (`POST /reports`,
 * a zip of PDFs from templates), the maximizer and month-end zips of spreadsheets by a date type and
 * a range of days, and the general and off-road workbooks. What each asks for, what its download is
 * named, which columns its spreadsheets hold and what a failure says: once, for the server, the API
 * client and the screens.
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

/** A template's title, as the pack's chooser and the PDF's heading show it. */
export function reportTemplateTitle(template: ReportTemplate, locale?: string): string {
  return message(`reports.template.${template}`, {}, locale);
}

/** One template as `GET /reports/templates` lists it. */
export const ReportTemplateInfoSchema = z.object({ name: z.enum(reportTemplates), title: z.string() });
/** One template as listed. */
export type ReportTemplateInfo = z.infer<typeof ReportTemplateInfoSchema>;
/** Answer of `GET /reports/templates`. */
export const ReportTemplatesResponseSchema = z.object({ templates: z.array(ReportTemplateInfoSchema) });
/** Answer of `GET /reports/templates`. */
export type ReportTemplatesResponse = z.infer<typeof ReportTemplatesResponseSchema>;

/** Every template with its title. */
export function reportTemplateList(locale?: string): ReportTemplateInfo[] {
  return reportTemplates.map((name) => ({ name, title: reportTemplateTitle(name, locale) }));
}

const isTemplate = (name: string): name is ReportTemplate =>
  (reportTemplates as readonly string[]).includes(name);

/** A template's name: one of {@link reportTemplates}, or a 400 naming them. */
export const ReportTemplateSchema = z
  .string({ error: () => message('reports.template.required') })
  .max(100, {
    error: () => message('reports.template.unknown', { name: '…', names: reportTemplates.join(', ') }),
  })
  .refine(isTemplate, {
    error: (issue) =>
      message('reports.template.unknown', { name: String(issue.input), names: reportTemplates.join(', ') }),
  })
  .transform((name) => name as ReportTemplate);

/** Body of `POST /reports`: the file and the templates to fill, each once; the answer is `{fileNo}.zip`. */
export const ReportRequestSchema = z.object({
  fileNo: FileNoSchema,
  templates: z
    .array(ReportTemplateSchema, { error: () => message('reports.template.required') })
    .min(1, { error: () => message('reports.template.required') })
    .max(reportTemplates.length, { error: () => message('reports.template.repeated') })
    .refine((names) => new Set(names).size === names.length, {
      error: () => message('reports.template.repeated'),
    }),
});
/** Body of `POST /reports`. */
export type ReportRequest = z.input<typeof ReportRequestSchema>;

/** The document pack's download name: `{fileNo}.zip` (doc 2 §7). */
export const documentPackFileName = (fileNo: string) => `${fileNo}.zip`;
/** A template's PDF in the pack: `lease-summary-1000001.pdf`. */
export const reportDocumentFileName = (template: ReportTemplate, fileNo: string) =>
  `${template}-${fileNo}.pdf`;

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

/** A date type's label ("Insurance expiry date"). */
export function reportDateTypeLabel(type: ReportDateType, locale?: string): string {
  return message(`reports.dateType.${type}`, {}, locale);
}

/** Path parameter `{dateType}` of `GET /maximizers/{dateType}` and `GET /month-end-reports/{dateType}`. */
export const ReportDateTypeParamsSchema = z.object({
  dateType: z
    .string()
    .refine((name): name is ReportDateType => (reportDateTypes as readonly string[]).includes(name), {
      error: (issue) =>
        message('reports.dateType.unknown', {
          name: String(issue.input).slice(0, 100),
          names: reportDateTypes.join(', '),
        }),
    }),
});

/** The names the report queries give their days, and how each is said in a message. */
type RangeField = 'startdate' | 'enddate' | 'startDate' | 'endDate' | 'cutOffDate';
const fieldWords = (field: RangeField) => message(`reports.range.field.${field}`);

/** A day of a report's range: `YYYY-MM-DD`, a day of the calendar, between the years files hold. */
export function reportDaySchema(field: RangeField) {
  return z
    .string({ error: () => message('reports.date.required', { field: fieldWords(field) }) })
    .superRefine((text, context) => {
      const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
      const day = match && calendarDate(text);
      if (!match || !day || toDateOnly(text) !== text)
        context.addIssue({
          code: 'custom',
          message: message('reports.date.invalid', { field: fieldWords(field) }),
        });
      else if (day.year < FIELD_YEAR_MIN || day.year > FIELD_YEAR_MAX)
        context.addIssue({
          code: 'custom',
          message: message('reports.date.years', { min: FIELD_YEAR_MIN, max: FIELD_YEAR_MAX }),
        });
    });
}

/** Two days of a query, the second on or after the first. */
function rangeQuery<Start extends RangeField, End extends RangeField>(start: Start, end: End) {
  return z
    .object({ [start]: reportDaySchema(start), [end]: reportDaySchema(end) } as Record<
      Start | End,
      ReturnType<typeof reportDaySchema>
    >)
    .refine(
      (range) => {
        const days = range as Record<string, string | undefined>;
        // A day that is not one already has its message.
        const both = [days[start], days[end]].every(
          (text) => text !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(text),
        );
        return !both || days[start]! <= days[end]!;
      },
      {
        path: [end],
        error: () => message('reports.range.order', { start: fieldWords(start), end: fieldWords(end) }),
      },
    );
}

/** Query of `GET /maximizers/{dateType}` and `GET /month-end-reports/{dateType}` (doc 2 §7: lower-case names). */
export const ReportRangeQuerySchema = rangeQuery('startdate', 'enddate');
/** Query of the maximizer and month-end reports. */
export type ReportRangeQuery = z.infer<typeof ReportRangeQuerySchema>;
/** Query of `GET /general-reports`: the files delivered from `startDate` to `endDate`, both included. */
export const GeneralReportQuerySchema = rangeQuery('startDate', 'endDate');
/** Query of the general report. */
export type GeneralReportQuery = z.infer<typeof GeneralReportQuerySchema>;
/** Query of `GET /offroad-reports`: the files terminated from `startDate` to `cutOffDate`, both included. */
export const OffroadReportQuerySchema = rangeQuery('startDate', 'cutOffDate');
/** Query of the off-road report. */
export type OffroadReportQuery = z.infer<typeof OffroadReportQuerySchema>;

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

/** A report's name on the screen. */
export const reportKindLabel = (kind: ReportKind, locale?: string) =>
  message(`reports.kind.${kind}`, {}, locale);

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

// ---------------------------------------------------------------------------------------------
// The spreadsheets' columns

/** What a spreadsheet cell holds, which decides its type and format. */
export const reportCellKinds = ['text', 'number', 'money', 'percent', 'date'] as const;
/** A cell's kind. */
export type ReportCellKind = (typeof reportCellKinds)[number];

/**
 * A cell's value: text, a number (money in dollars, a percentage as its number: 4.99 for 4.99 %), a
 * day as `YYYY-MM-DD` for a date, or nothing.
 */
export type ReportCell = string | number | undefined;

/** A column of a report's spreadsheet. */
export interface ReportColumn {
  key: string;
  heading: MessageKey;
  kind: ReportCellKind;
  /** Characters wide. */
  width: number;
  value: (fields: Readonly<Record<string, unknown>>) => ReportCell;
}

type Fields = Readonly<Record<string, unknown>>;
const groupOf = (fields: Fields, group: string): Record<string, unknown> => {
  const value = fields[group];
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
};
const textOf = (value: unknown): string | undefined => {
  if (value === null || value === undefined) return undefined;
  const text = String(value).trim();
  return text === '' ? undefined : text;
};
const numberOf = (value: unknown): number | undefined => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const number = parseStringNumber(value);
  return Number.isFinite(number) ? number : undefined;
};
const dayOf = (value: unknown): string | undefined =>
  (typeof value === 'string' || typeof value === 'number') && !isEmptyDate(value)
    ? toDateOnly(value)
    : undefined;
const yesNo = (value: unknown): string | undefined =>
  typeof value === 'boolean' ? formatFieldValue('flag', value) : undefined;

/** The lessee's name: a company's name, or the person's. */
export function reportCustomerName(fields: Fields): string | undefined {
  const lessee = groupOf(fields, 'lessee');
  const person = [textOf(lessee['firstName']), textOf(lessee['lastName'])].filter(Boolean).join(' ');
  return textOf(lessee['companyName']) ?? (person || textOf(fields['name']));
}

const column = (
  key: string,
  heading: MessageKey,
  kind: ReportCellKind,
  width: number,
  value: ReportColumn['value'],
): ReportColumn => ({ key, heading, kind, width, value });
const fromGroup =
  (group: string, field: string, as: (value: unknown) => ReportCell = textOf) =>
  (fields: Fields) =>
    as(groupOf(fields, group)[field]);

const columns = {
  fileNo: column('fileNo', 'leaseFile.field.fileNo', 'text', 12, (fields) => textOf(fields['fileNo'])),
  customer: column('customer', 'reports.column.customer', 'text', 28, reportCustomerName),
  province: column('province', 'leaseFile.field.province', 'text', 9, (fields) => textOf(fields['province'])),
  fileType: column('fileType', 'leaseFile.field.fileType', 'text', 14, (fields) =>
    textOf(fields['fileType']),
  ),
  leaseType: column('leaseType', 'leaseFile.field.leaseType', 'text', 12, (fields) =>
    textOf(fields['leaseType']),
  ),
  dealership: column(
    'dealership',
    'reports.column.dealership',
    'text',
    26,
    fromGroup('dealer', 'originatedDealership'),
  ),
  dealerNo: column('dealerNo', 'reports.column.dealerNo', 'text', 10, (fields) => textOf(fields['dealerNo'])),
  deliveryDate: column('deliveryDate', 'leaseFile.field.deliveryDate', 'date', 13, (fields) =>
    dayOf(fields['deliveryDate']),
  ),
  year: column('year', 'reports.column.year', 'number', 6, fromGroup('vehicle', 'year', numberOf)),
  make: column('make', 'reports.column.make', 'text', 12, fromGroup('vehicle', 'make')),
  model: column('model', 'reports.column.model', 'text', 14, fromGroup('vehicle', 'model')),
  vin: column('vin', 'reports.column.vin', 'text', 19, fromGroup('vehicle', 'vin')),
  plateNo: column('plateNo', 'reports.column.plateNo', 'text', 11, fromGroup('vehicle', 'plateNo')),
  term: column('term', 'reports.column.term', 'number', 8, fromGroup('lease', 'term', numberOf)),
  rate: column('rate', 'leaseFile.field.rate', 'percent', 8, (fields) => {
    const rate = groupOf(fields, 'lease')['rate'];
    return rate === undefined || rate === null || rate === '' ? undefined : parsePercentage(rate);
  }),
  monthlyPayment: column(
    'monthlyPayment',
    'reports.column.monthlyPayment',
    'money',
    14,
    fromGroup('lease', 'monthlyPayment', numberOf),
  ),
  downPayment: column(
    'downPayment',
    'reports.column.downPayment',
    'money',
    13,
    fromGroup('lease', 'downPayment', numberOf),
  ),
  residualValue: column(
    'residualValue',
    'reports.column.residualValue',
    'money',
    13,
    fromGroup('lease', 'residualValue', numberOf),
  ),
  outstanding: column(
    'outstanding',
    'leaseFile.field.outstandingRepairFee',
    'money',
    13,
    fromGroup('lease', 'outstandingRepairFee', numberOf),
  ),
  maturityDate: column(
    'maturityDate',
    'reports.column.maturityDate',
    'date',
    13,
    fromGroup('lease', 'maturityDate', dayOf),
  ),
  insuranceCompany: column(
    'insuranceCompany',
    'reports.column.insuranceCompany',
    'text',
    24,
    fromGroup('insurance', 'insuranceReferralCompany'),
  ),
  policyNo: column('policyNo', 'reports.column.policyNo', 'text', 13, fromGroup('insurance', 'policyNo')),
  insuranceExpiry: column(
    'insuranceExpiry',
    'reports.column.insuranceExpiryDate',
    'date',
    13,
    fromGroup('insurance', 'expiryDate', dayOf),
  ),
  isTerminated: column('isTerminated', 'leaseFile.field.isTerminated', 'text', 10, (fields) =>
    yesNo(fields['isTerminated']),
  ),
  terminationDate: column('terminationDate', 'leaseFile.field.terminationDate', 'date', 13, (fields) =>
    dayOf(fields['terminationDate']),
  ),
  terminationType: column('terminationType', 'leaseFile.field.terminationType', 'text', 14, (fields) =>
    textOf(fields['terminationType']),
  ),
  terminationReason: column('terminationReason', 'leaseFile.field.terminationReason', 'text', 26, (fields) =>
    textOf(fields['terminationReason']),
  ),
  terminationComment: column(
    'terminationComment',
    'leaseFile.field.terminationComment',
    'text',
    26,
    (fields) => textOf(fields['terminationComment']),
  ),
  isSecuritized: column('isSecuritized', 'leaseFile.field.isSecuritized', 'text', 10, (fields) =>
    yesNo(fields['isSecuritized']),
  ),
  tranche: column('tranche', 'leaseFile.field.tranche', 'text', 10, (fields) => textOf(fields['tranche'])),
} satisfies Record<string, ReportColumn>;

/** A contact's columns for the maximizer (the contact manager's import): of the lessee or the co-lessee. */
const contactColumns = (group: 'lessee' | 'colessee'): ReportColumn[] => [
  columns.fileNo,
  column('firstName', 'reports.column.firstName', 'text', 14, fromGroup(group, 'firstName')),
  column('lastName', 'reports.column.lastName', 'text', 16, fromGroup(group, 'lastName')),
  ...(group === 'lessee'
    ? [column('company', 'reports.column.company', 'text', 24, fromGroup(group, 'companyName'))]
    : []),
  column('phone', 'reports.column.phone', 'text', 15, fromGroup(group, 'phone')),
  column('email', 'reports.column.email', 'text', 28, fromGroup(group, 'email')),
  // The co-lessee lives at the lessee's address.
  column('address', 'reports.column.address', 'text', 24, fromGroup('lessee', 'address')),
  column('city', 'reports.column.city', 'text', 14, fromGroup('lessee', 'city')),
  columns.province,
  column('postalCode', 'reports.column.postalCode', 'text', 10, fromGroup('lessee', 'postalCode')),
  columns.year,
  columns.make,
  columns.model,
  columns.dealership,
  columns.deliveryDate,
  columns.insuranceExpiry,
  columns.maturityDate,
];

/** The columns of each report's spreadsheets. */
export const reportColumns = {
  /** `GET /general-reports`: one row per file delivered in the range. */
  general: [
    columns.fileNo,
    columns.customer,
    columns.province,
    columns.fileType,
    columns.leaseType,
    columns.dealership,
    columns.dealerNo,
    columns.deliveryDate,
    columns.year,
    columns.make,
    columns.model,
    columns.vin,
    columns.term,
    columns.rate,
    columns.monthlyPayment,
    columns.downPayment,
    columns.residualValue,
    columns.maturityDate,
    columns.insuranceExpiry,
    columns.isSecuritized,
    columns.tranche,
    columns.isTerminated,
    columns.terminationDate,
  ],
  /** `GET /offroad-reports`: one row per file terminated from the start to the cut-off date. */
  offroad: [
    columns.fileNo,
    columns.customer,
    columns.province,
    columns.dealership,
    columns.deliveryDate,
    columns.terminationDate,
    columns.terminationType,
    columns.terminationReason,
    columns.terminationComment,
    columns.year,
    columns.make,
    columns.model,
    columns.vin,
    columns.plateNo,
    columns.monthlyPayment,
    columns.residualValue,
    columns.outstanding,
  ],
  /** The maximizer's lessees. */
  lessees: contactColumns('lessee'),
  /** The maximizer's co-lessees (files with one). */
  colessees: contactColumns('colessee'),
  /** A month of the month-end report. */
  monthEnd: [
    columns.fileNo,
    columns.customer,
    columns.province,
    columns.dealership,
    columns.deliveryDate,
    columns.insuranceExpiry,
    columns.maturityDate,
    columns.term,
    columns.rate,
    columns.monthlyPayment,
    columns.residualValue,
    columns.outstanding,
    columns.isTerminated,
  ],
} as const satisfies Record<string, readonly ReportColumn[]>;
/** A report's spreadsheet. */
export type ReportSheet = keyof typeof reportColumns;

/** A file's row of a spreadsheet: one cell per column. */
export function reportRow(sheet: readonly ReportColumn[], fields: Fields): ReportCell[] {
  return sheet.map((each) => each.value(fields));
}

/** Whether a file has a co-lessee to list: the maximizer's co-lessees sheet. */
export function hasColessee(fields: Fields): boolean {
  const colessee = groupOf(fields, 'colessee');
  return textOf(colessee['firstName']) !== undefined || textOf(colessee['lastName']) !== undefined;
}

/** The media types of the reports' downloads. */
export const reportMediaTypes = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  zip: 'application/zip',
  pdf: 'application/pdf',
} as const;
