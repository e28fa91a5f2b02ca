import { buyoutAmounts, fileBuyoutQuote, type BuyoutQuote } from './buyout-quote.ts';
import { fileMoneyMessage } from './catalogue/file-money.ts';
import { formatDate, isEmptyDate, toDateOnly } from './dates.ts';
import { provinceLabel } from './entities/common.ts';
import { taxLabel } from './lease-quotes/taxes.ts';
import { mileageUnit } from './lease-quotes/list.ts';
import { formatMoney } from './lease-quotes/terms.ts';
import { message } from './messages.ts';
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
/**
 * A distance as the documents show it, with its unit: `24,000 km`, or hours for a vehicle type
 * other than a car (`mileageUnit`, doc 1 §3); a file that names no vehicle type is taken for a car.
 * A dash when the file has none.
 */
const distance = (fields: Fields, value: unknown) => {
  const shown = formatFieldValue('mileageAllowance', value);
  if (shown === '') return none();
  const type =
    typeof fields['vehicleType'] === 'string' && fields['vehicleType'] !== '' ? fields['vehicleType'] : 'CAR';
  return reportMessage(`reports.pdf.distance.${mileageUnit(type)}`, { value: shown });
};
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
    field('mileageAllowance', distance(fields, lease['mileageAllowance'])),
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
 * The buyout quote's lines: its dates, the province, each amount, whether the file is PST exempt,
 * the subtotal, each tax by name and rate, and the total, as the buyout screen labels them; the
 * figures are the quote's own (`buyoutTotals`, as the server answers them).
 */
function buyoutLines(quote: BuyoutQuote): DocumentLine[] {
  const label = (key: Parameters<typeof fileMoneyMessage>[0]) => fileMoneyMessage(key);
  const lines: DocumentLine[] = [
    { label: label('fileTool.buyout.quoteDate'), value: day(quote.quoteDate) },
    { label: label('fileTool.buyout.goodUntil'), value: day(quote.goodUntil) },
    {
      label: reportMessage('reports.pdf.province'),
      value: quote.province ? provinceLabel(quote.province) : none(),
    },
    ...buyoutAmounts.map((amount) => ({
      label: label(`fileTool.buyout.${amount}`),
      value: formatDocumentMoney(quote[amount]),
    })),
    {
      label: label('fileTool.buyout.pstExempt'),
      value: message(quote.pstExempt ? 'leaseFile.bool.true' : 'leaseFile.bool.false'),
    },
  ];
  const { totals } = quote;
  if (!totals) return [...lines, { paragraph: reportMessage('reports.pdf.buyoutNoTotals') }];
  return [
    ...lines,
    { label: label('fileTool.buyout.subtotal'), value: formatMoney(totals.subtotal) },
    ...totals.taxes.map((tax) => ({
      label: fileMoneyMessage('fileTool.buyout.tax', { label: taxLabel(tax.label), rate: tax.rate }),
      value: formatMoney(tax.amount),
    })),
    { label: label('fileTool.buyout.total'), value: formatMoney(totals.total) },
  ];
}

/**
 * The insurance letter's request, in sentences that read whole whichever of the lessee's name and
 * the policy number the file holds.
 */
function insuranceBody(lessee: string | undefined, policyNo: unknown): string {
  const policy = typeof policyNo === 'string' ? policyNo.trim() : '';
  return [
    lessee
      ? reportMessage('reports.pdf.insuranceOwner', { lessee })
      : reportMessage('reports.pdf.insuranceOwnerNoLessee'),
    policy
      ? reportMessage('reports.pdf.insuranceAsk', { policyNo: policy })
      : reportMessage('reports.pdf.insuranceAskNoPolicy'),
  ].join(' ');
}

/**
 * A template filled from a file, as of `today` (`YYYY-MM-DD`). The buyout quote prints the file's
 * buyout quote (`buyoutQuote`, as `GET /buyout-quotes/{fileNo}` answers it: the one saved, or the
 * draft the screen starts from); without it, the draft ({@link fileBuyoutQuote} of the file alone).
 */
export function reportDocument(
  template: ReportTemplate,
  fields: Fields,
  today: string,
  buyoutQuote?: BuyoutQuote,
): ReportDocument {
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
      const quote = buyoutQuote ?? fileBuyoutQuote(fields, undefined, today);
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
            ...buyoutLines(quote),
            {
              paragraph:
                quote.savedAt && quote.savedBy
                  ? reportMessage('reports.pdf.buyoutSaved', {
                      name: quote.savedBy,
                      date: formatDate(quote.savedAt),
                    })
                  : reportMessage('reports.pdf.buyoutDraft'),
            },
            {
              paragraph:
                day(quote.goodUntil) === none()
                  ? reportMessage('reports.pdf.buyoutNoteNoDate')
                  : reportMessage('reports.pdf.buyoutNote', { date: day(quote.goodUntil) }),
            },
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
              { paragraph: insuranceBody(reportCustomerName(fields), insurance['policyNo']) },
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
