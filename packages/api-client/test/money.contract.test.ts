// Buyout quotes, loan receivables and banking info (doc 2 §7), made by @sfi/api-client against the
// real reference server: each answer exactly its contract in @sfi/domain, the figures the domain's,
// and another dealership's file out of reach.
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BankingInfoListResponseSchema,
  BankingInfoSchema,
  BuyoutQuoteSchema,
  buyoutTotals,
  formatMoney,
  LoanReceivableReportSchema,
  message,
  type BuyoutQuoteTerms,
} from '@sfi/domain';
import type { ApiClient } from '../src/index.ts';
import {
  demoSuperAdmin,
  failure,
  type ReferenceServer,
  sessionClient,
  signedInStaff,
  startReferenceServer,
} from './reference-server.ts';

let server: ReferenceServer;
let staff: ApiClient;
let dealer: ApiClient;
let otherDealer: ApiClient;

async function fileDealerSignIn(username: string, password: string) {
  const client = sessionClient(server);
  const { token, session } = await client.api.chatAuth.login(username, password);
  client.use({ sessionToken: session.id, authorization: `Bearer ${token}` });
  return client.api;
}

const fileNo = 'MONEY-1';

beforeAll(async () => {
  server = await startReferenceServer();
  staff = await signedInStaff(server);
  // Only a super admin chooses a dealer's first password (issue 26 item 6).
  await (
    await signedInStaff(server, demoSuperAdmin)
  ).fileDealers.create({
    dealerNo: 'MN-2',
    email: 'money@elsewhere.example',
    username: 'elsewhere.money',
    name: 'Elsewhere Money Motors',
    password: 'elsewhere money 2026',
  });
  [dealer, otherDealer] = await Promise.all([
    fileDealerSignIn('filedealer', 'filedealer-demo-2026'),
    fileDealerSignIn('elsewhere.money', 'elsewhere money 2026'),
  ]);
  await staff.leaseFiles.create({
    fileNo,
    dealerNo: 'D-1001',
    province: 'QC',
    lease: {
      term: 24,
      rate: '4.49',
      monthlyPayment: 650,
      residualValue: 12_000,
      firstPaymentDate: '2025-03-01',
    },
  });
});
afterAll(() => server?.stop());

const exactly = <T>(schema: { parse(value: unknown): T }, answer: T) =>
  expect(schema.parse(answer)).toEqual(answer);

const notFound = message('files.fileNo.notFound');

const terms: BuyoutQuoteTerms = {
  quoteDate: '2026-03-02',
  goodUntil: '2026-03-12',
  remainingPayments: 7_150,
  residualValue: 12_000,
  earlyTerminationCharge: 350,
  outstandingBalance: 0,
  fees: 75,
};

describe('buyout quotes (/buyout-quotes)', () => {
  it('reads, saves and sets the PST exemption, the figures the domain’s', async () => {
    exactly(BuyoutQuoteSchema, await dealer.buyoutQuotes.get(fileNo));
    const saved = await dealer.buyoutQuotes.save(fileNo, terms);
    exactly(BuyoutQuoteSchema, saved);
    expect(saved.totals).toEqual(buyoutTotals(terms, 'QC', false));
    const exempt = await staff.buyoutQuotes.setPstExempt(fileNo, true);
    expect(exempt.totals).toEqual(buyoutTotals(terms, 'QC', true));
    expect(exempt.totals!.total).toBeLessThan(saved.totals!.total);
    expect((await staff.buyoutQuotes.setPstExempt(fileNo, false)).pstExempt).toBe(false);
  });

  it('downloads the saved quote as a PDF named by its date, reporting its progress; PST exempt changes its total', async () => {
    await staff.buyoutQuotes.save(fileNo, terms);
    const totalIn = async (api: ApiClient) => {
      const progress: number[] = [];
      const { name, blob } = await api.buyoutQuotes.pdf(fileNo, {
        onProgress: (received) => progress.push(received),
      });
      expect(name).toBe(`buyout-quote-${fileNo}-02-March-2026.pdf`);
      expect(blob.type).toBe('application/pdf');
      expect(progress.length).toBeGreaterThan(0);
      expect(progress.at(-1)).toBe(blob.size);
      const bytes = new Uint8Array(await blob.arrayBuffer());
      expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
      const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
      return text.replace(/\s+/g, ' ');
    };
    expect(await totalIn(dealer)).toContain(`Total ${formatMoney(buyoutTotals(terms, 'QC', false)!.total)}`);
    await staff.buyoutQuotes.setPstExempt(fileNo, true);
    expect(await totalIn(staff)).toContain(`Total ${formatMoney(buyoutTotals(terms, 'QC', true)!.total)}`);
    await staff.buyoutQuotes.setPstExempt(fileNo, false);
  });

  it('refuses bad terms under their field', async () => {
    const error = await failure(staff.buyoutQuotes.save(fileNo, { ...terms, fees: -1 }));
    expect(error.status).toBe(400);
    expect(Object.keys(error.fieldErrors ?? {})).toEqual(['fees']);
  });

  it('keeps another dealership out', async () => {
    for (const call of [
      () => otherDealer.buyoutQuotes.get(fileNo),
      () => otherDealer.buyoutQuotes.save(fileNo, terms),
      () => otherDealer.buyoutQuotes.setPstExempt(fileNo, true),
      () => otherDealer.buyoutQuotes.loanReceivables(fileNo),
      () => otherDealer.buyoutQuotes.pdf(fileNo),
    ])
      expect(await failure(call())).toMatchObject({ status: 404, message: notFound });
  });
});

describe('loan receivables (/loan-receivable-reports)', () => {
  it('schedules the file’s 24 payments down to its residual', async () => {
    const report = await dealer.buyoutQuotes.loanReceivables(fileNo);
    exactly(LoanReceivableReportSchema, report);
    expect(report.rows).toHaveLength(24);
    expect(report.rows.at(-1)).toMatchObject({ date: '2027-02-01', balance: 1_200_000 });
  });
});

describe('banking info (/banking-info)', () => {
  it('creates, lists masked, reads whole, saves and deletes', async () => {
    const created = await dealer.bankingInfo.create({
      accountNo: '000123456789',
      amount: 650,
      fileNo,
      institutionNo: '815',
      payeeName: 'Caisse Desjardins',
      transitNo: '30001',
    });
    exactly(BankingInfoSchema, created);
    const list = await staff.bankingInfo.list(fileNo);
    exactly(BankingInfoListResponseSchema, list);
    expect(list.bankingInfo.map((record) => record.accountNo)).toEqual(['••••6789']);
    expect((await staff.bankingInfo.get(fileNo, created.id)).accountNo).toBe('000123456789');
    const saved = await dealer.bankingInfo.save(created.id, { ...created, amount: 700.25 });
    exactly(BankingInfoSchema, saved);
    expect(saved.amount).toBe(700.25);
    expect(await failure(otherDealer.bankingInfo.remove(created.id))).toMatchObject({
      status: 404,
      message: message('bankingInfo.notFound'),
    });
    await dealer.bankingInfo.remove(created.id);
    const after = await staff.bankingInfo.list(fileNo);
    expect(after.bankingInfo).toEqual([]);
    expect(after.changes.map((change) => change.action)).toEqual(['deleted', 'updated', 'created']);
  });

  it('refuses a short transit under its field, and a file that does not exist', async () => {
    const base = {
      accountNo: '1234567',
      amount: 10,
      fileNo,
      institutionNo: '001',
      payeeName: 'A',
      transitNo: '123',
    };
    const error = await failure(staff.bankingInfo.create(base));
    expect(error).toMatchObject({
      status: 400,
      fieldErrors: { transitNo: message('bankingInfo.transitNo.invalid') },
    });
    expect(
      await failure(staff.bankingInfo.create({ ...base, transitNo: '12345', fileNo: 'NOPE' })),
    ).toMatchObject({
      status: 404,
      message: notFound,
    });
  });
});
