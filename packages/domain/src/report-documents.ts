import { buyoutAmounts, fileBuyoutQuote, type BuyoutQuote } from './buyout-quote.ts';
import { fileMoneyMessage } from './catalogue/file-money.ts';
import { formatDate, isEmptyDate, toDateOnly } from './dates.ts';
import { provinceLabel } from './entities/common.ts';
import { taxLabel } from './lease-quotes/taxes.ts';
import { mileageUnit } from './lease-quotes/list.ts';
import { formatMoney } from './lease-quotes/terms.ts';
import { message } from './messages.ts';
import { activeLocale } from './locale.ts';
import { fieldLabel, formatFieldValue, parsePercentage, parseStringNumber } from './lease-file.ts';
import { reportMessage, reportTemplateTitle, type ReportMessageKey } from './report-messages.ts';
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
  /** The language it is written in (`en-CA`, `fr-CA`): the PDF's `lang`. */
  locale: string;
  /** The company's name, as the letterhead says it in that language. */
  company: string;
  title: string;
  /** "File 1000001", « Dossier 1000001 ». */
  subtitle: string;
  /** "Prepared November 26, 2026", « Préparé le 26 novembre 2026 ». */
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
/**
 * How a document writes its values in one language: a dash for what the file lacks, money, days,
 * percentages and distances through `Intl` in that locale (`$1,234.50` or `1 234,50 $`, `November
 * 26, 2026` or `26 novembre 2026`), and its labels.
 */
interface Writer {
  locale: string;
  none: string;
  text(value: unknown): string;
  money(value: unknown): string;
  day(value: unknown): string;
  percent(value: unknown): string;
  distance(fields: Fields, value: unknown): string;
  line(key: ReportMessageKey, value: string): DocumentLine;
  /** A line labelled as the file editor labels the field (`fieldLabel`). */
  field(name: string, value: string): DocumentLine;
  say(key: ReportMessageKey, params?: Record<string, string | number>): string;
}

const amount = (value: unknown): number | undefined => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') return parseStringNumber(value);
  return undefined;
};

const moneyFormats = new Map<string, Intl.NumberFormat>();
const moneyFormat = (locale: string) => {
  let format = moneyFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'CAD' });
    moneyFormats.set(locale, format);
  }
  return format;
};

/** A sum of money as the documents show it: `$1,234.50` (`1 234,50 $` in French), or a dash when the file has none. */
export const formatDocumentMoney = (value: unknown, locale: string = activeLocale()) => {
  const number = amount(value);
  return number === undefined
    ? reportMessage('reports.pdf.none', {}, locale)
    : moneyFormat(locale).format(number);
};

function writer(locale: string): Writer {
  const say: Writer['say'] = (key, params = {}) => reportMessage(key, params, locale);
  const none = say('reports.pdf.none');
  const percents = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 4 });
  return {
    locale,
    none,
    say,
    text: (value) => {
      const shown = value === null || value === undefined ? '' : String(value).trim();
      return shown === '' ? none : shown;
    },
    money: (value) => formatDocumentMoney(value, locale),
    day: (value) => (typeof value === 'string' && !isEmptyDate(value) ? formatDate(value, locale) : none),
    percent: (value) =>
      value === undefined || value === null || value === ''
        ? none
        : percents.format(parsePercentage(value) / 100),
    /**
     * A distance with its unit: `24,000 km` (`24 000 km`), or hours for a vehicle type other than a
     * car (`mileageUnit`, doc 1 §3); a file that names no vehicle type is taken for a car.
     */
    distance: (fields, value) => {
      const shown = formatFieldValue('mileageAllowance', value, {}, locale);
      if (shown === '') return none;
      const type =
        typeof fields['vehicleType'] === 'string' && fields['vehicleType'] !== ''
          ? fields['vehicleType']
          : 'CAR';
      return say(`reports.pdf.distance.${mileageUnit(type)}`, { value: shown });
    },
    line: (key, value) => ({ label: say(key), value }),
    field: (name, value) => ({ label: fieldLabel(name, locale), value }),
  };
}

function lesseeLines(w: Writer, fields: Fields, who: 'lessee' | 'colessee'): DocumentLine[] {
  const person = group(fields, who);
  const name = [person['firstName'], person['lastName']]
    .filter((part) => typeof part === 'string' && part !== '')
    .join(' ');
  const lines: DocumentLine[] = [
    w.line('reports.column.customer', w.text(name || (who === 'lessee' ? fields['name'] : ''))),
  ];
  if (who === 'lessee' && typeof person['companyName'] === 'string' && person['companyName'] !== '')
    lines.push(w.line('reports.column.company', person['companyName']));
  lines.push(
    w.line('reports.column.phone', w.text(person['phone'])),
    w.line('reports.column.email', w.text(person['email'])),
  );
  if (who === 'lessee')
    lines.push(
      w.line(
        'reports.column.address',
        w.text(
          [person['address'], person['city'], fields['province'], person['postalCode']]
            .filter(Boolean)
            .join(', '),
        ),
      ),
    );
  return lines;
}

function vehicleLines(w: Writer, fields: Fields): DocumentLine[] {
  const vehicle = group(fields, 'vehicle');
  return [
    w.line('reports.column.year', w.text(vehicle['year'])),
    w.line('reports.column.make', w.text(vehicle['make'])),
    w.line('reports.column.model', w.text([vehicle['model'], vehicle['trim']].filter(Boolean).join(' '))),
    w.line('reports.column.vin', w.text(vehicle['vin'])),
    w.line('reports.column.plateNo', w.text(vehicle['plateNo'])),
  ];
}

function leaseLines(w: Writer, fields: Fields): DocumentLine[] {
  const lease = group(fields, 'lease');
  return [
    w.field('deliveryDate', w.day(fields['deliveryDate'])),
    w.line('reports.column.term', w.text(lease['term'])),
    w.field('rate', w.percent(lease['rate'])),
    w.line('reports.column.monthlyPayment', w.money(lease['monthlyPayment'])),
    w.line('reports.column.downPayment', w.money(lease['downPayment'])),
    w.line('reports.column.residualValue', w.money(lease['residualValue'])),
    w.field('mileageAllowance', w.distance(fields, lease['mileageAllowance'])),
    w.line('reports.column.maturityDate', w.day(lease['maturityDate'])),
  ];
}

function insuranceLines(w: Writer, fields: Fields): DocumentLine[] {
  const insurance = group(fields, 'insurance');
  return [
    w.line('reports.column.insuranceCompany', w.text(insurance['insuranceReferralCompany'])),
    w.line('reports.column.policyNo', w.text(insurance['policyNo'])),
    w.line('reports.column.insuranceExpiryDate', w.day(insurance['expiryDate'])),
  ];
}

/**
 * The buyout quote's lines: its dates, the province, each amount, whether the file is PST exempt,
 * the subtotal, each tax by name and rate, and the total, as the buyout screen labels them; the
 * figures are the quote's own (`buyoutTotals`, as the server answers them).
 */
function buyoutLines(w: Writer, quote: BuyoutQuote): DocumentLine[] {
  const { locale } = w;
  const label = (key: Parameters<typeof fileMoneyMessage>[0]) => fileMoneyMessage(key, {}, locale);
  const lines: DocumentLine[] = [
    { label: label('fileTool.buyout.quoteDate'), value: w.day(quote.quoteDate) },
    { label: label('fileTool.buyout.goodUntil'), value: w.day(quote.goodUntil) },
    {
      label: w.say('reports.pdf.province'),
      value: quote.province ? provinceLabel(quote.province, locale) : w.none,
    },
    ...buyoutAmounts.map((amount) => ({
      label: label(`fileTool.buyout.${amount}`),
      value: w.money(quote[amount]),
    })),
    {
      label: label('fileTool.buyout.pstExempt'),
      value: message(quote.pstExempt ? 'leaseFile.bool.true' : 'leaseFile.bool.false', {}, locale),
    },
  ];
  const { totals } = quote;
  if (!totals) return [...lines, { paragraph: w.say('reports.pdf.buyoutNoTotals') }];
  return [
    ...lines,
    { label: label('fileTool.buyout.subtotal'), value: formatMoney(totals.subtotal, locale) },
    ...totals.taxes.map((tax) => ({
      label: fileMoneyMessage(
        'fileTool.buyout.tax',
        { label: taxLabel(tax.label, locale), rate: tax.rate },
        locale,
      ),
      value: formatMoney(tax.amount, locale),
    })),
    { label: label('fileTool.buyout.total'), value: formatMoney(totals.total, locale) },
  ];
}

/**
 * The insurance letter's request, in sentences that read whole whichever of the lessee's name and
 * the policy number the file holds.
 */
function insuranceBody(w: Writer, lessee: string | undefined, policyNo: unknown): string {
  const policy = typeof policyNo === 'string' ? policyNo.trim() : '';
  return [
    lessee ? w.say('reports.pdf.insuranceOwner', { lessee }) : w.say('reports.pdf.insuranceOwnerNoLessee'),
    policy
      ? w.say('reports.pdf.insuranceAsk', { policyNo: policy })
      : w.say('reports.pdf.insuranceAskNoPolicy'),
  ].join(' ');
}

/**
 * A template filled from a file, as of `today` (`YYYY-MM-DD`), written in `locale`. The buyout
 * quote prints the file's buyout quote (`buyoutQuote`, as `GET /buyout-quotes/{fileNo}` answers it:
 * the one saved, or the draft the screen starts from); without it, the draft ({@link
 * fileBuyoutQuote} of the file alone).
 */
export function reportDocument(
  template: ReportTemplate,
  fields: Fields,
  today: string,
  buyoutQuote?: BuyoutQuote,
  locale: string = activeLocale(),
): ReportDocument {
  const w = writer(locale);
  const fileNo = String(fields['fileNo'] ?? '');
  const heading = {
    locale,
    company: w.say('reports.pdf.company'),
    title: reportTemplateTitle(template, locale),
    subtitle: w.say('reports.pdf.fileNo', { fileNo }),
    prepared: w.say('reports.pdf.prepared', { date: formatDate(today, locale) }),
  };
  const section = (key: ReportMessageKey, lines: DocumentLine[]): DocumentSection => ({
    heading: w.say(key),
    lines,
  });
  switch (template) {
    case 'lease-summary': {
      const sections = [
        section('reports.pdf.section.lessee', lesseeLines(w, fields, 'lessee')),
        section('reports.pdf.section.vehicle', vehicleLines(w, fields)),
        section('reports.pdf.section.lease', leaseLines(w, fields)),
        section('reports.pdf.section.insurance', insuranceLines(w, fields)),
      ];
      const colessee = group(fields, 'colessee');
      if (colessee['firstName'] || colessee['lastName'])
        sections.splice(1, 0, section('reports.pdf.section.colessee', lesseeLines(w, fields, 'colessee')));
      return { ...heading, sections };
    }
    case 'buyout-quote': {
      const quote = buyoutQuote ?? fileBuyoutQuote(fields, undefined, today);
      const goodUntil = w.day(quote.goodUntil);
      return {
        ...heading,
        sections: [
          {
            lines: [
              w.line('reports.column.customer', w.text(reportCustomerName(fields))),
              ...vehicleLines(w, fields).slice(0, 4),
            ],
          },
          section('reports.pdf.section.buyout', [
            ...buyoutLines(w, quote),
            {
              paragraph:
                quote.savedAt && quote.savedBy
                  ? w.say('reports.pdf.buyoutSaved', {
                      name: quote.savedBy,
                      date: formatDate(quote.savedAt, locale),
                    })
                  : w.say('reports.pdf.buyoutDraft'),
            },
            {
              paragraph:
                goodUntil === w.none
                  ? w.say('reports.pdf.buyoutNoteNoDate')
                  : w.say('reports.pdf.buyoutNote', { date: goodUntil }),
            },
          ]),
        ],
      };
    }
    case 'pre-authorized-debit': {
      const lease = group(fields, 'lease');
      const blank = w.say('reports.pdf.blank');
      return {
        ...heading,
        sections: [
          { lines: lesseeLines(w, fields, 'lessee') },
          section('reports.pdf.section.payments', [
            w.line('reports.column.monthlyPayment', w.money(lease['monthlyPayment'])),
            w.line('reports.column.term', w.text(lease['term'])),
            w.field('firstPaymentDate', w.day(lease['firstPaymentDate'])),
            { paragraph: w.say('reports.pdf.padIntro') },
          ]),
          section('reports.pdf.section.account', [
            w.line('reports.pdf.institutionNo', blank),
            w.line('reports.pdf.transitNo', blank),
            w.line('reports.pdf.accountNo', blank),
          ]),
          section('reports.pdf.section.signature', [
            w.line('reports.pdf.signature', blank),
            w.line('reports.pdf.signatureDate', blank),
            { paragraph: w.say('reports.pdf.padRights') },
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
                  ? w.say('reports.pdf.insuranceTo', { company })
                  : w.say('reports.pdf.insuranceNoCompany'),
              },
              { paragraph: insuranceBody(w, reportCustomerName(fields), insurance['policyNo']) },
            ],
          },
          section('reports.pdf.section.vehicle', vehicleLines(w, fields)),
          {
            lines: [
              ...(typeof expiry === 'string' && !isEmptyDate(expiry)
                ? [{ paragraph: w.say('reports.pdf.insuranceExpiry', { date: formatDate(expiry, locale) }) }]
                : []),
              { paragraph: w.say('reports.pdf.insuranceClose') },
              { paragraph: heading.company },
            ],
          },
        ],
      };
    }
  }
}

/** Today as `YYYY-MM-DD` in UTC, where the files' dates are kept. */
export const todayUtc = (now: Date = new Date()) => toDateOnly(now);
