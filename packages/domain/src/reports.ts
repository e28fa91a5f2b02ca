import { isEmptyDate, toDateOnly } from './dates.ts';
import { formatFieldValue, parsePercentage, parseStringNumber } from './lease-file.ts';
import { message } from './messages.ts';
import { activeLocale } from './locale.ts';
import { type MessageKey } from './message-format.ts';
import { reportMessage, type ReportMessageKey } from './report-messages.ts';

/**
 * The reports' spreadsheets (doc 2 §7): the columns of each, typed, and a file's row of them.
 */

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
  /** Its heading: a field's label (`leaseFile.field.*`) or the reports' own (`reports.column.*`). */
  heading: MessageKey | ReportMessageKey;
  kind: ReportCellKind;
  /** Characters wide. */
  width: number;
  /** The file's cell; its words (yes or no) in `locale`. */
  value: (fields: Readonly<Record<string, unknown>>, locale: string) => ReportCell;
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
const yesNo = (value: unknown, locale: string): string | undefined =>
  typeof value === 'boolean' ? formatFieldValue('flag', value, {}, locale) : undefined;

/** The lessee's name: a company's name, or the person's. */
export function reportCustomerName(fields: Fields): string | undefined {
  const lessee = groupOf(fields, 'lessee');
  const person = [textOf(lessee['firstName']), textOf(lessee['lastName'])].filter(Boolean).join(' ');
  return textOf(lessee['companyName']) ?? (person || textOf(fields['name']));
}

const column = (
  key: string,
  heading: MessageKey | ReportMessageKey,
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
  isTerminated: column('isTerminated', 'leaseFile.field.isTerminated', 'text', 10, (fields, locale) =>
    yesNo(fields['isTerminated'], locale),
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
  isSecuritized: column('isSecuritized', 'leaseFile.field.isSecuritized', 'text', 10, (fields, locale) =>
    yesNo(fields['isSecuritized'], locale),
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

/** A file's row of a spreadsheet: one cell per column, its words in `locale`. */
export function reportRow(
  sheet: readonly ReportColumn[],
  fields: Fields,
  locale: string = activeLocale(),
): ReportCell[] {
  return sheet.map((each) => each.value(fields, locale));
}

/** Whether a file has a co-lessee to list: the maximizer's co-lessees sheet. */
export function hasColessee(fields: Fields): boolean {
  const colessee = groupOf(fields, 'colessee');
  return textOf(colessee['firstName']) !== undefined || textOf(colessee['lastName']) !== undefined;
}

/** A column's heading, in words. */
export function reportColumnHeading(column: ReportColumn, locale?: string): string {
  return column.heading.startsWith('reports.')
    ? reportMessage(column.heading as ReportMessageKey, {}, locale)
    : message(column.heading as MessageKey, {}, locale);
}
