import { calendarDate, formatDate, isEmptyDate, toDateOnly } from './dates.ts';
import { fieldLabel, formatFieldValue, parsePercentage, parseStringNumber } from './lease-file.ts';
import { reportMessage, type ReportMessageKey } from './report-messages.ts';
import { reportTemplateTitle } from './report-messages.ts';
import type { ReportTemplate } from './report-names.ts';
import { reportCustomerName } from './reports.ts';

/**
 * What each template of the document pack says, filled from a lease file: a title, then sections
 * of labelled values and paragraphs. The server lays it out as a PDF; the words and figures are
 * decided here, once.
 */

/** One line of a document: a labelled value, or a paragraph of text. */
export type DocumentLine = { label: string; value: string } | { paragraph: string };

/** A section of a document, under its heading (none for the opening lines). */
export interface DocumentSection {
  heading?: string;
  lines: DocumentLine[];
}

/** A filled template. */
export interface ReportDocument {
  title: string;
  /** "File 1000001". */
  subtitle: string;
  /** "Prepared November 26, 2026". */
  prepared: string;
  sections: DocumentSection[];
}

type Fields = Readonly<Record<string, unknown>>;

const group = (fields: Fields, name: string): Record<string, unknown> => {
  const value = fields[name];
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
};
const none = () => reportMessage('reports.pdf.none');
const text = (value: unknown) => {
  const shown = value === null || value === undefined ? '' : String(value).trim();
  return shown === '' ? none() : shown;
};
const money = new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' });
const amount = (value: unknown): number | undefined => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') return parseStringNumber(value);
  return undefined;
};
/** A sum of money as the documents show it: `$1,234.50`, or a dash when the file has none. */
export const formatDocumentMoney = (value: unknown) => {
  const number = amount(value);
  return number === undefined ? none() : money.format(number);
};
const day = (value: unknown) =>
  typeof value === 'string' && !isEmptyDate(value) ? formatDate(value) : none();
const label = (key: ReportMessageKey) => reportMessage(key);
/** A line labelled as the file editor labels the field (`fieldLabel`). */
const field = (name: string, value: string): DocumentLine => ({ label: fieldLabel(name), value });

const line = (key: ReportMessageKey, value: string): DocumentLine => ({ label: label(key), value });

function lesseeLines(fields: Fields, who: 'lessee' | 'colessee'): DocumentLine[] {
  const person = group(fields, who);
  const name = [person['firstName'], person['lastName']]
    .filter((part) => typeof part === 'string' && part !== '')
    .join(' ');
  const lines: DocumentLine[] = [
    line('reports.column.customer', text(name || (who === 'lessee' ? fields['name'] : ''))),
  ];
  if (who === 'lessee' && typeof person['companyName'] === 'string' && person['companyName'] !== '')
    lines.push(line('reports.column.company', person['companyName']));
  lines.push(
    line('reports.column.phone', text(person['phone'])),
    line('reports.column.email', text(person['email'])),
  );
  if (who === 'lessee')
    lines.push(
      line(
        'reports.column.address',
        text(
          [person['address'], person['city'], fields['province'], person['postalCode']]
            .filter(Boolean)
            .join(', '),
        ),
      ),
    );
  return lines;
}

function vehicleLines(fields: Fields): DocumentLine[] {
  const vehicle = group(fields, 'vehicle');
  return [
    line('reports.column.year', text(vehicle['year'])),
    line('reports.column.make', text(vehicle['make'])),
    line('reports.column.model', text([vehicle['model'], vehicle['trim']].filter(Boolean).join(' '))),
    line('reports.column.vin', text(vehicle['vin'])),
    line('reports.column.plateNo', text(vehicle['plateNo'])),
  ];
}

function leaseLines(fields: Fields): DocumentLine[] {
  const lease = group(fields, 'lease');
  return [
    field('deliveryDate', day(fields['deliveryDate'])),
    line('reports.column.term', text(lease['term'])),
    field('rate', lease['rate'] === undefined ? none() : `${parsePercentage(lease['rate'])}%`),
    line('reports.column.monthlyPayment', formatDocumentMoney(lease['monthlyPayment'])),
    line('reports.column.downPayment', formatDocumentMoney(lease['downPayment'])),
    line('reports.column.residualValue', formatDocumentMoney(lease['residualValue'])),
    field(
      'leaseFile.field.mileageAllowance',
      lease['mileageAllowance'] === undefined
        ? none()
        : formatFieldValue('mileageAllowance', lease['mileageAllowance']),
    ),
    line('reports.column.maturityDate', day(lease['maturityDate'])),
  ];
}

function insuranceLines(fields: Fields): DocumentLine[] {
  const insurance = group(fields, 'insurance');
  return [
    line('reports.column.insuranceCompany', text(insurance['insuranceReferralCompany'])),
    line('reports.column.policyNo', text(insurance['policyNo'])),
    line('reports.column.insuranceExpiryDate', day(insurance['expiryDate'])),
  ];
}

/**
 * The payments left on a lease on `today`: one a month from the first payment date, for the term,
 * counting those due on or after `today`. 0 once the last is past, the whole term before the first.
 */
export function remainingPayments(fields: Fields, today: string): number {
  const lease = group(fields, 'lease');
  const term = amount(lease['term']) ?? 0;
  const first =
    typeof lease['firstPaymentDate'] === 'string' ? calendarDate(lease['firstPaymentDate']) : undefined;
  const now = calendarDate(today);
  if (!first || !now || term <= 0 || isEmptyDate(lease['firstPaymentDate'] as string)) return 0;
  // Payments whose due date (the first's day, each month) is before today.
  let made = (now.year - first.year) * 12 + (now.month - first.month) + (now.day > first.day ? 1 : 0);
  made = Math.max(0, made);
  return Math.max(0, Math.min(term, term - made));
}

/**
 * A buyout figured from the file's own terms (the buyout quotes' own records are another call):
 * the payments left, the residual value and the outstanding balance, before the province's taxes.
 */
export function leaseFileBuyout(fields: Fields, today: string) {
  const lease = group(fields, 'lease');
  const payments = remainingPayments(fields, today);
  const monthly = amount(lease['monthlyPayment']) ?? 0;
  const remaining = Math.round(payments * monthly * 100) / 100;
  const residual = amount(lease['residualValue']) ?? 0;
  const outstanding = amount(lease['outstandingRepairFee']) ?? 0;
  return {
    payments,
    remaining,
    residual,
    outstanding,
    total: Math.round((remaining + residual + outstanding) * 100) / 100,
  };
}

/** A template filled from a file, as of `today` (`YYYY-MM-DD`). */
export function reportDocument(template: ReportTemplate, fields: Fields, today: string): ReportDocument {
  const fileNo = String(fields['fileNo'] ?? '');
  const heading = {
    title: reportTemplateTitle(template),
    subtitle: reportMessage('reports.pdf.fileNo', { fileNo }),
    prepared: reportMessage('reports.pdf.prepared', { date: formatDate(today) }),
  };
  const section = (key: ReportMessageKey, lines: DocumentLine[]): DocumentSection => ({
    heading: label(key),
    lines,
  });
  switch (template) {
    case 'lease-summary': {
      const sections = [
        section('reports.pdf.section.lessee', lesseeLines(fields, 'lessee')),
        section('reports.pdf.section.vehicle', vehicleLines(fields)),
        section('reports.pdf.section.lease', leaseLines(fields)),
        section('reports.pdf.section.insurance', insuranceLines(fields)),
      ];
      const colessee = group(fields, 'colessee');
      if (colessee['firstName'] || colessee['lastName'])
        sections.splice(1, 0, section('reports.pdf.section.colessee', lesseeLines(fields, 'colessee')));
      return { ...heading, sections };
    }
    case 'buyout-quote': {
      const buyout = leaseFileBuyout(fields, today);
      const lease = group(fields, 'lease');
      return {
        ...heading,
        sections: [
          {
            lines: [
              line('reports.column.customer', text(reportCustomerName(fields))),
              ...vehicleLines(fields).slice(0, 4),
            ],
          },
          section('reports.pdf.section.buyout', [
            line('reports.column.monthlyPayment', formatDocumentMoney(lease['monthlyPayment'])),
            line('reports.pdf.remainingPayments', String(buyout.payments)),
            line('reports.pdf.remainingTotal', formatDocumentMoney(buyout.remaining)),
            line('reports.column.residualValue', formatDocumentMoney(buyout.residual)),
            field('outstandingRepairFee', formatDocumentMoney(buyout.outstanding)),
            line('reports.pdf.buyoutTotal', formatDocumentMoney(buyout.total)),
            line('reports.column.maturityDate', day(lease['maturityDate'])),
            { paragraph: label('reports.pdf.buyoutNote') },
          ]),
        ],
      };
    }
    case 'pre-authorized-debit': {
      const lease = group(fields, 'lease');
      const blank = label('reports.pdf.blank');
      return {
        ...heading,
        sections: [
          { lines: lesseeLines(fields, 'lessee') },
          section('reports.pdf.section.payments', [
            line('reports.column.monthlyPayment', formatDocumentMoney(lease['monthlyPayment'])),
            line('reports.column.term', text(lease['term'])),
            field('firstPaymentDate', day(lease['firstPaymentDate'])),
            { paragraph: label('reports.pdf.padIntro') },
          ]),
          section('reports.pdf.section.account', [
            line('reports.pdf.institutionNo', blank),
            line('reports.pdf.transitNo', blank),
            line('reports.pdf.accountNo', blank),
          ]),
          section('reports.pdf.section.signature', [
            line('reports.pdf.signature', blank),
            line('reports.pdf.signatureDate', blank),
            { paragraph: label('reports.pdf.padRights') },
          ]),
        ],
      };
    }
    case 'insurance-letter': {
      const insurance = group(fields, 'insurance');
      const company =
        typeof insurance['insuranceReferralCompany'] === 'string'
          ? insurance['insuranceReferralCompany']
          : '';
      const expiry = insurance['expiryDate'];
      return {
        ...heading,
        sections: [
          {
            lines: [
              {
                paragraph: company
                  ? reportMessage('reports.pdf.insuranceTo', { company })
                  : label('reports.pdf.insuranceNoCompany'),
              },
              {
                paragraph: reportMessage('reports.pdf.insuranceBody', {
                  lessee: text(reportCustomerName(fields)),
                  policyNo: text(insurance['policyNo']),
                }),
              },
            ],
          },
          section('reports.pdf.section.vehicle', vehicleLines(fields)),
          {
            lines: [
              ...(typeof expiry === 'string' && !isEmptyDate(expiry)
                ? [{ paragraph: reportMessage('reports.pdf.insuranceExpiry', { date: formatDate(expiry) }) }]
                : []),
              { paragraph: label('reports.pdf.insuranceClose') },
              { paragraph: label('reports.pdf.company') },
            ],
          },
        ],
      };
    }
  }
}

/** Today as `YYYY-MM-DD` in UTC, where the files' dates are kept. */
export const todayUtc = (now: Date = new Date()) => toDateOnly(now);
