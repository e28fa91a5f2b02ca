import type { z } from 'zod';
import { describe, expect, it } from 'vitest';
import {
  newLeaseFileFields,
  buyoutQuotePdfFileName,
  buyoutTotals,
  documentPackFileName,
  draftBuyoutTerms,
  fileBuyoutQuote,
  formatMoney,
  generalReportFileName,
  GeneralReportQuerySchema,
  hasColessee,
  isMessageKey,
  maximizerFileName,
  maximizerSheetFileName,
  message,
  monthEndFileName,
  monthEndSheetFileName,
  monthsOfRange,
  offroadReportFileName,
  OffroadReportQuerySchema,
  reportColumns,
  reportDateOf,
  ReportDateTypeParamsSchema,
  reportDocument,
  reportDocumentFileName,
  reportFailureKey,
  reportMessage,
  reportMessages,
  ReportRangeQuerySchema,
  ReportRequestSchema,
  reportRow,
  reportTemplateList,
  type BuyoutQuote,
  type ReportDateType,
  type ReportKind,
} from './index.ts';

const file = {
  fileNo: '1000001',
  name: 'Chloé Wiśniewski',
  province: 'QC',
  deliveryDate: '2025-03-14T00:00:00.000Z',
  terminationDate: '1900-01-01T00:00:00.000Z',
  isTerminated: false,
  isSecuritized: true,
  tranche: 12,
  dealerNo: 'D-1001',
  lessee: {
    firstName: 'Chloé',
    lastName: 'Wiśniewski',
    companyName: '',
    phone: '(514) 555-0101',
    email: 'chloe@example.com',
    address: '12 Rue Sherbrooke',
    city: 'Montréal',
    postalCode: 'H2X 1X1',
  },
  colessee: { firstName: '', lastName: '', phone: '', email: '' },
  vehicle: {
    year: 2025,
    make: 'Toyota',
    model: 'RAV4',
    trim: 'XLE',
    vin: '2T3ABCDE0SW123456',
    plateNo: 'A12 BCD',
  },
  lease: {
    term: 36,
    rate: '5.49',
    monthlyPayment: 512.37,
    downPayment: 2000,
    residualValue: 18500,
    firstPaymentDate: '2025-04-01T00:00:00.000Z',
    maturityDate: '2028-03-01T00:00:00.000Z',
    outstandingRepairFee: 150,
    mileageAllowance: '20000',
  },
  insurance: {
    insuranceReferralCompany: 'Intact',
    policyNo: 'INT1234567',
    expiryDate: '2026-03-14T00:00:00.000Z',
  },
  dealer: { originatedDealership: 'Laval Kia' },
};

describe('download names (doc 2 §7: the date as DD-MMMM-YYYY or MM-DD-YY)', () => {
  it.each([
    ['document pack', documentPackFileName('1000001'), '1000001.zip'],
    ['a template’s PDF', reportDocumentFileName('buyout-quote', '1000001'), 'buyout-quote-1000001.pdf'],
    [
      'a buyout quote alone, by its date',
      buyoutQuotePdfFileName('1000001', '2026-01-05'),
      'buyout-quote-1000001-05-January-2026.pdf',
    ],
    [
      'general report',
      generalReportFileName('2026-01-01', '2026-01-31'),
      'general-report-01-January-2026-to-31-January-2026.xlsx',
    ],
    [
      'off-road report',
      offroadReportFileName('2026-01-05', '2026-06-30'),
      'offroad-report-01-05-26-to-06-30-26.xlsx',
    ],
    [
      'maximizer',
      maximizerFileName('lease-end-date', '2026-01-05', '2026-06-30'),
      'maximizer-lease-end-date-01-05-26-to-06-30-26.zip',
    ],
    [
      'maximizer sheet',
      maximizerSheetFileName('colessees', '2026-01-05', '2026-06-30'),
      'maximizer-colessees-01-05-26-to-06-30-26.xlsx',
    ],
    [
      'month-end',
      monthEndFileName('delivery-date', '2026-01-01', '2026-12-31'),
      'month-end-delivery-date-01-January-2026-to-31-December-2026.zip',
    ],
    [
      'month-end sheet',
      monthEndSheetFileName({ year: 2026, month: 2, from: '2026-02-01', to: '2026-02-28' }),
      'month-end-28-February-2026.xlsx',
    ],
  ])('%s: %s', (_, name, expected) => {
    expect(name).toBe(expected);
  });
});

describe('the date types (doc 2 §7)', () => {
  it.each<[ReportDateType, string]>([
    ['delivery-date', '2025-03-14'],
    ['insurance-expiry-date', '2026-03-14'],
    ['lease-end-date', '2028-03-01'],
  ])('%s is read from the file as %s', (type, day) => {
    expect(reportDateOf(type, file)).toBe(day);
    expect(ReportDateTypeParamsSchema.safeParse({ dateType: type }).success).toBe(true);
  });

  it('gives no day for a file without the date', () => {
    expect(reportDateOf('insurance-expiry-date', { fileNo: '1' })).toBe('');
    expect(reportDateOf('delivery-date', { deliveryDate: '1900-01-01T00:00:00.000Z' })).toBe('');
  });

  it('refuses another date type, naming the three', () => {
    const result = ReportDateTypeParamsSchema.safeParse({ dateType: 'birth-date' });
    expect(result.error?.issues[0]?.message).toBe(
      'There is no date type “birth-date”. The date types are: delivery-date, insurance-expiry-date, lease-end-date.',
    );
  });
});

describe('the ranges of the report queries', () => {
  const cases: [string, z.ZodType, Record<string, unknown>, string | undefined][] = [
    ['a month', ReportRangeQuerySchema, { startdate: '2026-01-01', enddate: '2026-01-31' }, undefined],
    ['one day', GeneralReportQuerySchema, { startDate: '2026-01-01', endDate: '2026-01-01' }, undefined],
    // The day the files' empty date stands for is a day all the same.
    [
      'from 1900-01-01',
      GeneralReportQuerySchema,
      { startDate: '1900-01-01', endDate: '2200-12-31' },
      undefined,
    ],
    [
      'end before start',
      ReportRangeQuerySchema,
      { startdate: '2026-02-01', enddate: '2026-01-31' },
      'The end date must be on or after the start date.',
    ],
    [
      'cut-off before start',
      OffroadReportQuerySchema,
      { startDate: '2026-02-01', cutOffDate: '2026-01-31' },
      'The cut-off date must be on or after the start date.',
    ],
    [
      'no such day',
      GeneralReportQuerySchema,
      { startDate: '2026-02-30', endDate: '2026-03-01' },
      'The start date must be a day of the calendar written as YYYY-MM-DD.',
    ],
    [
      'another format',
      GeneralReportQuerySchema,
      { startDate: '01/02/2026', endDate: '2026-03-01' },
      'The start date must be a day of the calendar written as YYYY-MM-DD.',
    ],
    [
      'a date-time',
      ReportRangeQuerySchema,
      { startdate: '2026-01-01', enddate: '2026-01-31T00:00:00Z' },
      'The end date must be a day of the calendar written as YYYY-MM-DD.',
    ],
    [
      'missing',
      OffroadReportQuerySchema,
      { startDate: '2026-01-01' },
      'Give the cut-off date as YYYY-MM-DD.',
    ],
    [
      'out of the years',
      ReportRangeQuerySchema,
      { startdate: '1899-12-31', enddate: '2026-01-01' },
      'Choose days between the years 1900 and 2200.',
    ],
  ];
  it.each(cases)('%s', (_, schema, query, error) => {
    const result = schema.safeParse(query);
    expect(result.success).toBe(error === undefined);
    if (error !== undefined) expect(result.error?.issues.map((issue) => issue.message)).toContain(error);
  });
});

describe('the document pack request', () => {
  it('lists every template with its title', () => {
    expect(reportTemplateList()).toEqual([
      { name: 'lease-summary', title: 'Lease summary' },
      { name: 'buyout-quote', title: 'Buyout quote' },
      { name: 'pre-authorized-debit', title: 'Pre-authorized debit form' },
      { name: 'insurance-letter', title: 'Insurance letter' },
    ]);
  });

  it.each([
    ['two templates', { fileNo: '1000001', templates: ['lease-summary', 'insurance-letter'] }, undefined],
    [
      'an unknown template',
      { fileNo: '1000001', templates: ['lease-summary', 'tax-return'] },
      'There is no template named “tax-return”. The templates are: lease-summary, buyout-quote, pre-authorized-debit, insurance-letter.',
    ],
    ['none', { fileNo: '1000001', templates: [] }, 'Choose at least one template.'],
    [
      'one twice',
      { fileNo: '1000001', templates: ['buyout-quote', 'buyout-quote'] },
      'Choose each template once.',
    ],
    ['no file', { fileNo: '', templates: ['buyout-quote'] }, message('files.fileNo.required')],
  ])('%s', (_, body, error) => {
    const result = ReportRequestSchema.safeParse(body);
    expect(result.success).toBe(error === undefined);
    if (error !== undefined) expect(result.error?.issues.map((issue) => issue.message)).toContain(error);
  });
});

describe('monthsOfRange', () => {
  it('cuts the first and last months to the range', () => {
    expect(monthsOfRange('2025-11-15', '2026-02-10')).toEqual([
      { year: 2025, month: 11, from: '2025-11-15', to: '2025-11-30' },
      { year: 2025, month: 12, from: '2025-12-01', to: '2025-12-31' },
      { year: 2026, month: 1, from: '2026-01-01', to: '2026-01-31' },
      { year: 2026, month: 2, from: '2026-02-01', to: '2026-02-10' },
    ]);
  });
  it('knows a leap February', () => {
    expect(monthsOfRange('2024-02-01', '2024-02-29')).toEqual([
      { year: 2024, month: 2, from: '2024-02-01', to: '2024-02-29' },
    ]);
  });
  it('gives twelve months for a year', () => {
    expect(monthsOfRange('2026-01-01', '2026-12-31')).toHaveLength(12);
  });
});

describe('report rows', () => {
  it('types each cell of the general report by its column', () => {
    const row = Object.fromEntries(
      reportColumns.general.map((column, index) => [
        column.key,
        [column.kind, reportRow(reportColumns.general, file)[index]],
      ]),
    );
    expect(row).toMatchObject({
      fileNo: ['text', '1000001'],
      customer: ['text', 'Chloé Wiśniewski'],
      deliveryDate: ['date', '2025-03-14'],
      rate: ['percent', 5.49],
      monthlyPayment: ['money', 512.37],
      year: ['number', 2025],
      terminationDate: ['date', undefined],
      isSecuritized: ['text', 'Yes'],
      tranche: ['text', '12'],
      dealership: ['text', 'Laval Kia'],
    });
  });

  it('names a company lessee by the company', () => {
    const company = { ...file, lessee: { ...file.lessee, companyName: 'Boreal Farms Ltd.' } };
    expect(reportRow([reportColumns.general[1]], company)).toEqual(['Boreal Farms Ltd.']);
  });

  it('lists a co-lessee only when the file has one', () => {
    expect(hasColessee(file)).toBe(false);
    expect(hasColessee({ ...file, colessee: { firstName: 'Ana', lastName: 'Silva' } })).toBe(true);
  });
});

describe('failure messages (doc 2 §8)', () => {
  it.each<[ReportKind | 'documents', string]>([
    ['general', 'Something went wrong with our generation! Please try again in a little bit.'],
    ['offroad', 'Something went wrong with our generation! Please try again in a little bit.'],
    ['documents', 'Something went wrong with our generation! Please try again in a little bit.'],
    ['maximizer', 'There was a problem generating your month end report. Please try again.'],
    ['month-end', 'There was a problem generating your month end report. Please try again.'],
  ])('%s: %s', (kind, text) => {
    expect(message(reportFailureKey(kind))).toBe(text);
  });
});

describe('the templates filled from a file', () => {
  const lines = (template: Parameters<typeof reportDocument>[0], ...quote: [BuyoutQuote?]) => {
    const document = reportDocument(template, file, '2026-04-01', ...quote);
    return [
      document.title,
      document.subtitle,
      document.prepared,
      ...document.sections.flatMap((section) => [
        section.heading ?? '',
        ...section.lines.map((line) =>
          'paragraph' in line ? line.paragraph : `${line.label}: ${line.value}`,
        ),
      ]),
    ];
  };

  it('lease summary', () => {
    expect(lines('lease-summary')).toEqual(
      expect.arrayContaining([
        'Lease summary',
        'File 1000001',
        'Prepared April 1, 2026',
        'Customer: Chloé Wiśniewski',
        'VIN: 2T3ABCDE0SW123456',
        'Monthly Payment: $512.37',
        'Rate: 5.49%',
        'Lease End Date: March 1, 2028',
        'Policy Number: INT1234567',
      ]),
    );
    expect(lines('lease-summary')).not.toContain('Co-lessee');
  });

  describe('buyout quote', () => {
    const terms = {
      quoteDate: '2026-04-01',
      goodUntil: '2026-04-11',
      remainingPayments: 12_296.88,
      residualValue: 18_500,
      earlyTerminationCharge: 500,
      outstandingBalance: 150,
      fees: 75.5,
    };
    const saved = (pstExempt: boolean) =>
      fileBuyoutQuote(
        file,
        { terms, pstExempt, savedAt: new Date('2026-04-01T15:00:00Z'), savedBy: 'Pat Staff' },
        '2026-04-20',
      );

    it('prints the saved quote: its dates, amounts, taxes by name and rate, and the total of buyoutTotals', () => {
      const totals = buyoutTotals(terms, 'QC', false)!;
      // $31,522.38: GST 5 % $1,576.12 and QST 9.975 % $3,144.36, $36,242.86 in all.
      expect(totals).toMatchObject({ subtotal: 3_152_238, totalTaxes: 472_048, total: 3_624_286 });
      expect(lines('buyout-quote', saved(false))).toEqual(
        expect.arrayContaining([
          'Buyout quote',
          'Customer: Chloé Wiśniewski',
          'Quote date: April 1, 2026',
          'Good until: April 11, 2026',
          'Province: Quebec',
          'Remaining payments: $12,296.88',
          'Residual value: $18,500.00',
          'Early-termination charge: $500.00',
          'Outstanding balance: $150.00',
          'Fees: $75.50',
          'PST exempt: No',
          `Subtotal: ${formatMoney(totals.subtotal)}`,
          ...totals.taxes.map((tax) => `${tax.label} (${tax.rate} %): ${formatMoney(tax.amount)}`),
          'Total: $36,242.86',
          'Buyout quote saved by Pat Staff on April 1, 2026.',
        ]),
      );
      expect(totals.taxes.map((tax) => tax.label)).toEqual(['GST', 'QST']);
    });

    it('leaves the QST out of an exempt quote, and its total is buyoutTotals’ exempt one', () => {
      const exempt = lines('buyout-quote', saved(true));
      expect(exempt).toEqual(
        expect.arrayContaining([
          'PST exempt: Yes',
          `Total: ${formatMoney(buyoutTotals(terms, 'QC', true)!.total)}`,
        ]),
      );
      expect(exempt.some((text) => text.startsWith('QST'))).toBe(false);
    });

    it('without a saved quote, prints the draft the screen starts from', () => {
      const draft = draftBuyoutTerms(file, '2026-04-01');
      const total = buyoutTotals(draft, 'QC', false)!.total;
      expect(lines('buyout-quote')).toEqual(
        lines('buyout-quote', fileBuyoutQuote(file, undefined, '2026-04-01')),
      );
      expect(lines('buyout-quote')).toEqual(
        expect.arrayContaining([
          `Remaining payments: ${formatMoney(Math.round(draft.remainingPayments * 100))}`,
          'Residual value: $18,500.00',
          `Total: ${formatMoney(total)}`,
          reportMessage('reports.pdf.buyoutDraft'),
        ]),
      );
    });

    it('without a province, says the taxes and total are not figured', () => {
      const quote = fileBuyoutQuote({ ...file, province: '' }, undefined, '2026-04-01');
      const printed = reportDocument('buyout-quote', { ...file, province: '' }, '2026-04-01', quote);
      const texts = printed.sections.flatMap((section) =>
        section.lines.map((line) => ('paragraph' in line ? line.paragraph : `${line.label}: ${line.value}`)),
      );
      expect(texts).toContain(reportMessage('reports.pdf.buyoutNoTotals'));
      expect(texts.some((text) => text.startsWith('Total'))).toBe(false);
    });
  });

  it('pre-authorized debit form', () => {
    expect(lines('pre-authorized-debit')).toEqual(
      expect.arrayContaining([
        'Pre-authorized debit form',
        'Monthly Payment: $512.37',
        'First Payment Date: April 1, 2025',
      ]),
    );
  });

  it('insurance letter', () => {
    expect(lines('insurance-letter')).toEqual(
      expect.arrayContaining(['To: Intact', 'The policy on file expires on March 14, 2026.']),
    );
  });
});

describe('the reports’ words, kept out of the first loads’ catalogue', () => {
  it('has text for every key, none of them a key of the catalogue', () => {
    for (const [key, text] of Object.entries(reportMessages)) {
      expect(text).toMatch(/\S/);
      expect(isMessageKey(key)).toBe(false);
    }
  });

  it('fills in placeholders and plurals as message does', () => {
    expect(reportMessage('reports.column.files', { count: 1 })).toBe('1 file');
    expect(reportMessage('reports.column.files', { count: 1200 })).toBe('1,200 files');
    expect(reportMessage('reports.pdf.fileNo', { fileNo: '7' })).toBe('File 7');
  });
});

// Issue 25: the documents' words whatever the file holds.
describe('reportDocument: the words of the lease summary and the insurance letter', () => {
  const today = '2026-03-02';
  const linesOf = (document: ReturnType<typeof reportDocument>) =>
    document.sections.flatMap((section) => section.lines);
  const valueOf = (document: ReturnType<typeof reportDocument>, label: string) =>
    linesOf(document).find((line) => 'label' in line && line.label === label);

  it.each([
    ['a car', 'CAR', '24000', '24,000 km'],
    ['another vehicle type', 'EQUIPMENT', '1200', '1,200 hr'],
    ['a file naming no vehicle type', undefined, '24000', '24,000 km'],
    ['no allowance', 'CAR', '', '—'],
  ])('labels the mileage allowance with its unit: %s', (_, vehicleType, allowance, shown) => {
    const fields = {
      ...newLeaseFileFields('D-1'),
      ...(vehicleType && { vehicleType }),
      lease: { mileageAllowance: allowance },
    };
    expect(valueOf(reportDocument('lease-summary', fields, today), 'Mileage Allowance')).toEqual({
      label: 'Mileage Allowance',
      value: shown,
    });
  });

  it.each([
    [
      'a lessee and a policy',
      { firstName: 'Ana', lastName: 'Silva' },
      'POL-1',
      'SFI Lease Financing is the owner and lessor of the vehicle described below, leased to Ana Silva. Please name SFI Lease Financing as loss payee and additional insured on policy POL-1, and send us notice of any change, lapse or cancellation of the policy.',
    ],
    [
      'no policy number',
      { firstName: 'Ana', lastName: 'Silva' },
      ' ',
      'SFI Lease Financing is the owner and lessor of the vehicle described below, leased to Ana Silva. Please name SFI Lease Financing as loss payee and additional insured on the policy that covers this vehicle, and send us its number and notice of any change, lapse or cancellation of it.',
    ],
    [
      'no lessee',
      {},
      'POL-1',
      'SFI Lease Financing is the owner and lessor of the vehicle described below. Please name SFI Lease Financing as loss payee and additional insured on policy POL-1, and send us notice of any change, lapse or cancellation of the policy.',
    ],
    [
      'a company ending in a full stop',
      { companyName: 'Granite Contracting Ltd.' },
      'POL-1',
      'SFI Lease Financing is the owner and lessor of the vehicle described below, leased to Granite Contracting Ltd. Please name SFI Lease Financing as loss payee and additional insured on policy POL-1, and send us notice of any change, lapse or cancellation of the policy.',
    ],
  ])('writes the insurance letter in whole sentences: %s', (_, lessee, policyNo, body) => {
    const fields = { ...newLeaseFileFields('D-1'), name: '', lessee, insurance: { policyNo } };
    const paragraphs = linesOf(reportDocument('insurance-letter', fields, today)).flatMap((line) =>
      'paragraph' in line ? [line.paragraph] : [],
    );
    expect(paragraphs).toContain(body);
  });
});
