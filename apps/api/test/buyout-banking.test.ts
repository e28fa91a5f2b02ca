// Buyout quotes, loan receivables and banking info (doc 2 §7, issue 12) on the main API: the figures
// are the domain's, PST exemption changes them, the receivable schedule follows the file's terms,
// banking records are validated, masked in lists and audited; and every refusal (another
// dealership's file, bad numbers, bad amounts, a file that does not exist) is a 400 or 404 in plain
// words with nothing written.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  BankingInfoListResponseSchema,
  BankingInfoResponseSchema,
  BuyoutQuoteResponseSchema,
  buyoutQuotePdfFileName,
  buyoutTotals,
  fileMoneyMessage,
  formatMoney,
  LoanReceivableReportResponseSchema,
  loanReceivableSchedule,
  message,
  receivableTermsOfFile,
  reportMessage,
  taxLabel,
  type BuyoutQuoteTerms,
  type NewBankingInfo,
} from '@sfi/domain';
import { bankingInfo, bankingInfoChanges, buyoutQuotes, leaseFiles } from '../src/db/schema.ts';
import { demoAccounts } from '../src/seed/demo-accounts.ts';
import { createAudiences, type AudienceName } from './support/audiences.ts';
import { createAuthTestApi, office } from './support/auth.ts';
import { pdfTextOf } from './support/pdf.ts';
import { unzip } from './support/unzip.ts';

const api = await createAuthTestApi();
const audiences = await createAudiences(api);

type Who = AudienceName | 'otherFileDealer';
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

async function call(method: Method, path: string, who: Who, body?: unknown) {
  return api.app.inject({
    method,
    url: `/api/main${path}`,
    remoteAddress: office,
    headers: {
      ...(who === 'otherFileDealer'
        ? await audiences.otherHeaders('fileDealer')
        : await audiences.headers(who)),
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    ...(body !== undefined && { payload: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
}

const errorOf = (response: { statusCode: number; json: () => unknown }) => {
  const { message: text, fieldErrors } = response.json() as { message: string; fieldErrors?: object };
  return { statusCode: response.statusCode, message: text, ...(fieldErrors && { fieldErrors }) };
};
const fileNotFound = { statusCode: 404, message: message('files.fileNo.notFound') };
const recordNotFound = { statusCode: 404, message: message('bankingInfo.notFound') };

const lease = {
  term: 36,
  rate: '5.99',
  monthlyPayment: 500,
  residualValue: 10_000,
  outstandingRepairFee: 150,
  firstPaymentDate: '2025-01-15T00:00:00.000Z',
};

/** A file of the demo file dealer's dealership, made by staff. */
async function dealerFile(fileNo: string, fields: Record<string, unknown> = {}) {
  const response = await call('POST', '/files', 'staffAdmin', {
    fileNo,
    dealerNo: demoAccounts.fileDealer.dealerNo,
    province: 'BC',
    lease,
    ...fields,
  });
  expect(response.statusCode, response.body).toBe(201);
  return fileNo;
}

const terms: BuyoutQuoteTerms = {
  quoteDate: '2026-01-05',
  goodUntil: '2026-01-15',
  remainingPayments: 4_000,
  residualValue: 15_000,
  earlyTerminationCharge: 500,
  outstandingBalance: 250.25,
  fees: 199.99,
};

async function quoteOf(response: { statusCode: number; body: string; json: () => unknown }) {
  expect(response.statusCode, response.body).toBe(200);
  return BuyoutQuoteResponseSchema.parse(response.json()).buyoutQuote;
}

async function counts() {
  const count = async (table: typeof bankingInfo | typeof bankingInfoChanges | typeof buyoutQuotes) => {
    const [row] = await api.db.select({ count: sql<number>`count(*)::int` }).from(table);
    return row!.count;
  };
  return {
    records: await count(bankingInfo),
    changes: await count(bankingInfoChanges),
    quotes: await count(buyoutQuotes),
  };
}

describe('buyout quotes', () => {
  it('drafts a quote from the file until one is saved, with the domain’s figures', async () => {
    const fileNo = await dealerFile('BO-1');
    const quote = await quoteOf(await call('GET', `/buyout-quotes/${fileNo}`, 'staffAdmin'));
    expect(quote).toMatchObject({
      fileNo,
      province: 'BC',
      pstExempt: false,
      residualValue: 10_000,
      outstandingBalance: 150,
      savedAt: null,
      savedBy: null,
    });
    const { pstExempt: _, province, ...rest } = quote;
    expect(quote.totals).toEqual(buyoutTotals(rest, province!, false));
  });

  it('saves the terms, and the PST calls change the total (BC’s PST left out, then back)', async () => {
    const fileNo = await dealerFile('BO-2');
    const saved = await quoteOf(
      await call('PUT', `/buyout-quotes/${fileNo}`, 'staffAdmin', { ...terms, total: 1, pstExempt: true }),
    );
    // The figures the caller sends are not taken: the server's are BC's GST and PST on $19,950.24.
    expect(saved).toMatchObject({ ...terms, pstExempt: false, savedBy: demoAccounts.staffAdmin.name });
    expect(saved.totals?.total).toBe(2_234_427);

    const exempt = await quoteOf(
      await call('PUT', `/buyout-quotes/pstExempt/${fileNo}`, 'fileDealer', { fileNo }),
    );
    expect(exempt).toMatchObject({ ...terms, pstExempt: true });
    expect(exempt.totals).toMatchObject({ totalTaxes: 99_751, total: 2_094_775 });
    expect((await quoteOf(await call('GET', `/buyout-quotes/${fileNo}`, 'fileDealer'))).pstExempt).toBe(true);

    const applied = await quoteOf(
      await call('PUT', `/buyout-quotes/pstNotExempt/${fileNo}`, 'staffAdmin', { fileNo }),
    );
    expect(applied.totals?.total).toBe(2_234_427);
  });

  it('marks a file exempt before any quote is saved, keeping the drafted terms', async () => {
    const fileNo = await dealerFile('BO-3');
    const exempt = await quoteOf(
      await call('PUT', `/buyout-quotes/pstExempt/${fileNo}`, 'staffAdmin', { fileNo }),
    );
    expect(exempt).toMatchObject({ pstExempt: true, savedAt: null, residualValue: 10_000 });
    expect(exempt.totals?.taxes.map((tax) => tax.tax)).toEqual(['GST']);
  });

  it('has no figures for a file without a province, and still saves its terms', async () => {
    const fileNo = await dealerFile('BO-4', { province: '' });
    const saved = await quoteOf(await call('PUT', `/buyout-quotes/${fileNo}`, 'staffAdmin', terms));
    expect(saved).toMatchObject({ province: null, totals: null, ...terms });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a negative amount', { fees: -5 }, 'fees'],
    ['fractions of a cent', { residualValue: 10.005 }, 'residualValue'],
    ['a day that is no day', { quoteDate: '2026-02-30' }, 'quoteDate'],
    ['good until before its date', { goodUntil: '2026-01-01' }, 'goodUntil'],
    ['an amount as text', { remainingPayments: '4000' }, 'remainingPayments'],
  ])('refuses %s under its field, and writes nothing', async (_, change, field) => {
    const fileNo = await dealerFile(`BO-BAD-${field}`);
    const before = await counts();
    const response = await call('PUT', `/buyout-quotes/${fileNo}`, 'staffAdmin', { ...terms, ...change });
    expect(response.statusCode, response.body).toBe(400);
    expect(Object.keys(errorOf(response).fieldErrors ?? {})).toEqual([field]);
    expect(await counts()).toEqual(before);
  });

  it('refuses a PST call whose body names another file', async () => {
    const fileNo = await dealerFile('BO-5');
    const response = await call('PUT', `/buyout-quotes/pstExempt/${fileNo}`, 'staffAdmin', {
      fileNo: 'BO-1',
    });
    expect(errorOf(response)).toEqual({
      statusCode: 400,
      message: message('buyout.fileNo.mismatch'),
      fieldErrors: { fileNo: message('buyout.fileNo.mismatch') },
    });
  });

  it('is the file’s 404 for another dealership’s file and for a file that does not exist; nothing written', async () => {
    const fileNo = await dealerFile('BO-6');
    const before = await counts();
    for (const [who, number] of [
      ['otherFileDealer', fileNo],
      ['staffAdmin', 'NO-SUCH-FILE'],
    ] as const) {
      expect(errorOf(await call('GET', `/buyout-quotes/${number}`, who))).toEqual(fileNotFound);
      expect(errorOf(await call('PUT', `/buyout-quotes/${number}`, who, terms))).toEqual(fileNotFound);
      expect(
        errorOf(await call('PUT', `/buyout-quotes/pstExempt/${number}`, who, { fileNo: number })),
      ).toEqual(fileNotFound);
      expect(errorOf(await call('GET', `/loan-receivable-reports/${number}`, who))).toEqual(fileNotFound);
      expect(errorOf(await call('GET', `/buyout-quotes/${number}/pdf`, who))).toEqual(fileNotFound);
    }
    expect(await counts()).toEqual(before);
  });

  it('goes with its file', async () => {
    const fileNo = await dealerFile('BO-7');
    await call('PUT', `/buyout-quotes/${fileNo}`, 'staffAdmin', terms);
    const [file] = await api.db
      .select({ id: leaseFiles.id })
      .from(leaseFiles)
      .where(eq(leaseFiles.fileNo, fileNo));
    expect((await call('DELETE', `/files/${fileNo}`, 'staffAdmin')).statusCode).toBe(204);
    expect(await api.db.select().from(buyoutQuotes).where(eq(buyoutQuotes.fileId, file!.id))).toEqual([]);
  });
});

describe('a buyout quote as a PDF', () => {
  /** The PDF's text, its runs joined by single spaces (a label, then its value). */
  async function pdfOf(fileNo: string, who: Who = 'staffAdmin') {
    const response = await call('GET', `/buyout-quotes/${fileNo}/pdf`, who);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const header = String(response.headers['content-disposition']);
    expect(header).toMatch(/^attachment; filename="[^"]*"; filename\*=UTF-8''/);
    const name = decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(header)![1]!);
    const { text } = await pdfTextOf(response.rawPayload);
    return { name, text };
  }
  const money = (cents: number) => formatMoney(cents);
  const taxLine = (tax: { label: Parameters<typeof taxLabel>[0]; rate: string; amount: number }) =>
    `${fileMoneyMessage('fileTool.buyout.tax', { label: taxLabel(tax.label), rate: tax.rate })} ${money(tax.amount)}`;

  it('prints the saved quote: its dates, amounts, taxes and the total of buyoutTotals; PST exempt changes the total', async () => {
    const fileNo = await dealerFile('BO-PDF-1');
    await quoteOf(await call('PUT', `/buyout-quotes/${fileNo}`, 'staffAdmin', terms));

    const applied = await pdfOf(fileNo, 'fileDealer');
    expect(applied.name).toBe(`buyout-quote-${fileNo}-05-January-2026.pdf`);
    const totals = buyoutTotals(terms, 'BC', false)!;
    expect(totals.taxes.map((tax) => tax.tax)).toEqual(['GST', 'PST']);
    for (const shown of [
      'Buyout quote',
      `File ${fileNo}`,
      'Quote date January 5, 2026',
      'Good until January 15, 2026',
      'Province British Columbia',
      'Remaining payments $4,000.00',
      'Residual value $15,000.00',
      'Early-termination charge $500.00',
      'Outstanding balance $250.25',
      'Fees $199.99',
      'PST exempt No',
      `Subtotal ${money(totals.subtotal)}`,
      ...totals.taxes.map(taxLine),
      `Total ${money(totals.total)}`,
      `Buyout quote saved by ${demoAccounts.staffAdmin.name}`,
    ])
      expect(applied.text).toContain(shown);
    expect(totals.total).toBe(2_234_427);

    await quoteOf(await call('PUT', `/buyout-quotes/pstExempt/${fileNo}`, 'staffAdmin', { fileNo }));
    const exempt = await pdfOf(fileNo);
    const exemptTotals = buyoutTotals(terms, 'BC', true)!;
    expect(exempt.text).toContain('PST exempt Yes');
    expect(exempt.text).toContain(taxLine(exemptTotals.taxes[0]!));
    expect(exempt.text).not.toContain('PST (');
    expect(exempt.text).toContain(`Total ${money(exemptTotals.total)}`);
    expect(exemptTotals.total).toBe(2_094_775);
    expect(exempt.text).not.toContain(money(totals.total));
  });

  it('prints the draft the screen starts from while none is saved, named by its date', async () => {
    const fileNo = await dealerFile('BO-PDF-2');
    const quote = await quoteOf(await call('GET', `/buyout-quotes/${fileNo}`, 'staffAdmin'));
    const { name, text } = await pdfOf(fileNo);
    expect(name).toBe(buyoutQuotePdfFileName(fileNo, quote.quoteDate));
    expect(text).toContain(`Residual value ${money(1_000_000)}`);
    expect(text).toContain(`Total ${money(quote.totals!.total)}`);
    expect(text).toContain(reportMessage('reports.pdf.buyoutDraft'));
  });

  it('is the same document as the pack’s buyout-quote template', async () => {
    const fileNo = await dealerFile('BO-PDF-3');
    await quoteOf(await call('PUT', `/buyout-quotes/${fileNo}`, 'staffAdmin', terms));
    const pack = await call('POST', '/reports', 'fileDealer', { fileNo, templates: ['buyout-quote'] });
    expect(pack.statusCode, pack.body).toBe(200);
    const [entry] = await unzip(pack.rawPayload);
    expect((await pdfTextOf(entry!.bytes)).text).toBe((await pdfOf(fileNo)).text);
  });
});

describe('loan receivable reports', () => {
  it('schedules the file’s terms month by month, down to its residual', async () => {
    const fileNo = await dealerFile('LR-1');
    const response = await call('GET', `/loan-receivable-reports/${fileNo}`, 'fileDealer');
    expect(response.statusCode, response.body).toBe(200);
    const report = LoanReceivableReportResponseSchema.parse(response.json()).loanReceivableReport;
    expect(report.rows).toEqual(loanReceivableSchedule(receivableTermsOfFile({ lease }).terms!));
    expect(report.rows).toHaveLength(36);
    expect(report.rows[0]).toMatchObject({ number: 1, date: '2025-01-15', payment: 50_000 });
    expect(report.rows.at(-1)).toMatchObject({ number: 36, date: '2027-12-15', balance: 1_000_000 });
  });

  it('names the terms a file lacks', async () => {
    const fileNo = await dealerFile('LR-2', { lease: { term: 36 } });
    const response = await call('GET', `/loan-receivable-reports/${fileNo}`, 'staffAdmin');
    expect(LoanReceivableReportResponseSchema.parse(response.json()).loanReceivableReport).toMatchObject({
      terms: null,
      rows: [],
      missing: ['rate', 'monthlyPayment', 'firstPaymentDate'],
    });
  });
});

const record = (fileNo: string): NewBankingInfo => ({
  accountNo: '0012345678',
  amount: 1250.5,
  fileNo,
  institutionNo: '001',
  payeeName: 'Ada Lovelace',
  transitNo: '00123',
});

async function createdRecord(fileNo: string, who: Who = 'staffAdmin') {
  const response = await call('POST', '/banking-info/', who, record(fileNo));
  expect(response.statusCode, response.body).toBe(201);
  return BankingInfoResponseSchema.parse(response.json()).bankingInfo;
}

describe('banking info', () => {
  it('creates, lists masked, reads whole, updates and deletes, recording who, when and what', async () => {
    const fileNo = await dealerFile('BK-1');
    const created = await createdRecord(fileNo, 'fileDealer');
    expect(created).toMatchObject(record(fileNo));

    const listed = BankingInfoListResponseSchema.parse(
      (await call('GET', `/banking-info/${fileNo}`, 'staffAdmin')).json(),
    );
    expect(listed.bankingInfo).toEqual([{ ...created, accountNo: '••••5678' }]);
    expect(JSON.stringify(listed)).not.toContain('0012345678');

    const whole = await call('GET', `/banking-info/${fileNo}/${created.id}`, 'fileDealer');
    expect(BankingInfoResponseSchema.parse(whole.json()).bankingInfo.accountNo).toBe('0012345678');

    const updated = await call('PUT', `/banking-info/${created.id}`, 'staffAdmin', {
      ...created,
      amount: 99.99,
      transitNo: '54321',
    });
    expect(BankingInfoResponseSchema.parse(updated.json()).bankingInfo).toMatchObject({
      amount: 99.99,
      transitNo: '54321',
    });
    expect((await call('DELETE', `/banking-info/${created.id}`, 'staffAdmin')).statusCode).toBe(204);
    expect(errorOf(await call('GET', `/banking-info/${fileNo}/${created.id}`, 'staffAdmin'))).toEqual(
      recordNotFound,
    );

    const trail = BankingInfoListResponseSchema.parse(
      (await call('GET', `/banking-info/${fileNo}`, 'staffAdmin')).json(),
    );
    expect(trail.bankingInfo).toEqual([]);
    expect(
      trail.changes.map(({ action, actorName, actorKind, changes }) => ({
        action,
        actorName,
        actorKind,
        changes,
      })),
    ).toEqual([
      {
        action: 'deleted',
        actorName: demoAccounts.staffAdmin.name,
        actorKind: 'staff',
        changes: {
          payeeName: { from: 'Ada Lovelace', to: null },
          institutionNo: { from: '001', to: null },
          transitNo: { from: '54321', to: null },
          accountNo: { from: '••••5678', to: null },
          amount: { from: 99.99, to: null },
        },
      },
      {
        action: 'updated',
        actorName: demoAccounts.staffAdmin.name,
        actorKind: 'staff',
        changes: { transitNo: { from: '00123', to: '54321' }, amount: { from: 1250.5, to: 99.99 } },
      },
      {
        action: 'created',
        actorName: demoAccounts.fileDealer.name,
        actorKind: 'file-dealer',
        changes: expect.objectContaining({ accountNo: { from: null, to: '••••5678' } }),
      },
    ]);
    expect(
      trail.changes.every(
        (change) => change.bankingInfoId === created.id && !Number.isNaN(Date.parse(change.at)),
      ),
    ).toBe(true);
  });

  const institution = message('bankingInfo.institutionNo.invalid');
  const transit = message('bankingInfo.transitNo.invalid');
  const account = message('bankingInfo.accountNo.invalid');
  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['an institution of 2 digits', { institutionNo: '01' }, { institutionNo: institution }],
    ['a transit with a letter', { transitNo: '0012A' }, { transitNo: transit }],
    ['an account of 6 digits', { accountNo: '123456' }, { accountNo: account }],
    ['an account of 13 digits', { accountNo: '1234567890123' }, { accountNo: account }],
    ['a negative amount', { amount: -10 }, { amount: message('bankingInfo.amount.invalid') }],
    ['an amount of zero', { amount: 0 }, { amount: message('bankingInfo.amount.invalid') }],
    ['fractions of a cent', { amount: 10.001 }, { amount: message('bankingInfo.amount.cents') }],
    [
      'a payee with a control character',
      { payeeName: 'Ada\u0000' },
      { payeeName: message('validation.text.characters') },
    ],
  ])('refuses %s on create and update under its field; nothing written', async (_, change, fieldErrors) => {
    const fileNo = await dealerFile(
      `BK-BAD-${Object.keys(change)[0]}-${String(Object.values(change)[0]).length}`,
    );
    const existing = await createdRecord(fileNo);
    const before = await counts();
    for (const response of [
      await call('POST', '/banking-info/', 'staffAdmin', { ...record(fileNo), ...change }),
      await call('PUT', `/banking-info/${existing.id}`, 'staffAdmin', { ...existing, ...change }),
    ]) {
      expect(response.statusCode, response.body).toBe(400);
      expect(errorOf(response).fieldErrors).toEqual(fieldErrors);
    }
    expect(await counts()).toEqual(before);
    const [row] = await api.db.select().from(bankingInfo).where(eq(bankingInfo.id, existing.id));
    expect(row).toMatchObject({ accountNo: '0012345678', amountCents: 125_050 });
  });

  it('needs its file to exist: 404 under fileNo, nothing written', async () => {
    const before = await counts();
    const response = await call('POST', '/banking-info/', 'staffAdmin', record('NO-SUCH-FILE'));
    expect(errorOf(response)).toEqual({ ...fileNotFound, fieldErrors: { fileNo: fileNotFound.message } });
    expect(await counts()).toEqual(before);
  });

  it('keeps another dealership out: their file and their records are 404s, nothing written', async () => {
    const fileNo = await dealerFile('BK-2');
    const existing = await createdRecord(fileNo);
    const before = await counts();
    expect(errorOf(await call('GET', `/banking-info/${fileNo}`, 'otherFileDealer'))).toEqual(fileNotFound);
    expect(errorOf(await call('GET', `/banking-info/${fileNo}/${existing.id}`, 'otherFileDealer'))).toEqual(
      recordNotFound,
    );
    expect(errorOf(await call('POST', '/banking-info/', 'otherFileDealer', record(fileNo)))).toMatchObject(
      fileNotFound,
    );
    expect(
      errorOf(
        await call('PUT', `/banking-info/${existing.id}`, 'otherFileDealer', { ...existing, amount: 1 }),
      ),
    ).toEqual(recordNotFound);
    expect(errorOf(await call('DELETE', `/banking-info/${existing.id}`, 'otherFileDealer'))).toEqual(
      recordNotFound,
    );
    expect(await counts()).toEqual(before);
  });

  it('keeps a record on its file, and answers 404 for an id that is no record', async () => {
    const fileNo = await dealerFile('BK-3');
    await dealerFile('BK-4');
    const existing = await createdRecord(fileNo);
    const before = await counts();
    expect(
      errorOf(
        await call('PUT', `/banking-info/${existing.id}`, 'staffAdmin', { ...existing, fileNo: 'BK-4' }),
      ),
    ).toEqual({
      statusCode: 400,
      message: message('bankingInfo.fileNo.mismatch'),
      fieldErrors: { fileNo: message('bankingInfo.fileNo.mismatch') },
    });
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      expect(errorOf(await call('PUT', `/banking-info/${id}`, 'staffAdmin', existing))).toEqual(
        recordNotFound,
      );
      expect(errorOf(await call('DELETE', `/banking-info/${id}`, 'staffAdmin'))).toEqual(recordNotFound);
    }
    expect(await counts()).toEqual(before);
  });

  it('records no change for a save that changes nothing', async () => {
    const fileNo = await dealerFile('BK-5');
    const existing = await createdRecord(fileNo);
    const before = await counts();
    expect((await call('PUT', `/banking-info/${existing.id}`, 'staffAdmin', existing)).statusCode).toBe(200);
    expect(await counts()).toEqual(before);
  });
});

describe('attacks on the addresses and races', () => {
  const invalid = message('files.fileNo.invalid');
  it.each([
    ['path traversal', '..%2F..%2Fetc%2Fpasswd'],
    ['a NUL', 'BO%00'],
    ['SQL', encodeURIComponent("' OR 1=1 --")],
    ['a right-to-left override', '%E2%80%AEBO'],
  ])('a file number with %s: a 400 in plain words on every call, nothing written', async (_, number) => {
    const before = await counts();
    for (const [method, path, body] of [
      ['GET', `/buyout-quotes/${number}`, undefined],
      ['PUT', `/buyout-quotes/${number}`, terms],
      ['PUT', `/buyout-quotes/pstExempt/${number}`, { fileNo: 'BO-1' }],
      ['PUT', `/buyout-quotes/pstNotExempt/${number}`, { fileNo: 'BO-1' }],
      ['GET', `/loan-receivable-reports/${number}`, undefined],
      ['GET', `/banking-info/${number}`, undefined],
      ['GET', `/banking-info/${number}/00000000-0000-4000-8000-000000000000`, undefined],
    ] as const) {
      const response = await call(method, path, 'staffAdmin', body);
      const { statusCode, fieldErrors } = errorOf(response) as { statusCode: number; fieldErrors?: object };
      // The address's file number is `{id}` or `{fileNo}`, as each call names it.
      expect({ path, statusCode, fieldErrors }).toEqual({
        path,
        statusCode: 400,
        fieldErrors: { [path.startsWith('/buyout-quotes/pst') ? 'fileNo' : 'id']: invalid },
      });
    }
    expect(await counts()).toEqual(before);
  });

  it('a file deleted while its banking info is written: a 201 or the file’s 404, never a 500', async () => {
    for (let round = 0; round < 5; round++) {
      const fileNo = await dealerFile(`RACE-${round}`);
      const [created, deleted] = await Promise.all([
        call('POST', '/banking-info/', 'staffAdmin', record(fileNo)),
        call('DELETE', `/files/${fileNo}`, 'staffAdmin'),
      ]);
      expect(deleted.statusCode).toBe(204);
      expect([201, 404]).toContain(created.statusCode);
    }
    const orphans = await api.db.execute(
      sql`select count(*)::int as n from banking_info b left join lease_files f on f.id = b.file_id where f.id is null`,
    );
    expect((orphans as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });
});
