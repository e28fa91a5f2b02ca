// The chat, buyout quotes and banking info attacked from outside, as an attacker or a careless user
// would (issues 12 and 13): over the calls and the chat's socket, against a running server. Each
// test here failed before its fix.
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { message } from '@sfi/domain';
import { bankingInfo, bankingInfoChanges } from '../src/db/schema.ts';
import { demoAccounts } from '../src/seed/demo-accounts.ts';
import { createAudiences } from './support/audiences.ts';
import { createAuthTestApi, type SignedIn } from './support/auth.ts';
import { liveTestServer, LOCAL } from './support/live.ts';

const api = await createAuthTestApi({}, { live: { recheckEveryMs: 3_600_000 } });
await createAudiences(api);
const { close } = await liveTestServer(api);
afterAll(close);

const staff = await api.staffSignIn(LOCAL);
const dealer = await api.fileDealerSignIn(LOCAL);

async function call(
  who: SignedIn,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  service = '/api/main',
) {
  return api.call({ method, path, service, from: LOCAL, session: who, ...(body !== undefined && { body }) });
}
const errorOf = (response: { statusCode: number; json: () => unknown }) => {
  const { message: text, fieldErrors } = response.json() as { message: string; fieldErrors?: object };
  return { statusCode: response.statusCode, message: text, ...(fieldErrors && { fieldErrors }) };
};
const rows = async (table: typeof bankingInfo | typeof bankingInfoChanges) =>
  (await api.db.select({ n: count() }).from(table))[0]!.n;

const FILE = 'ATTACK-1';
const record = {
  accountNo: '1234567',
  amount: 125.5,
  fileNo: FILE,
  institutionNo: '001',
  payeeName: 'Maple Leaf Motors',
  transitNo: '12345',
};
let recordId: string;
beforeAll(async () => {
  const made = await call(staff, 'POST', '/files', {
    fileNo: FILE,
    dealerNo: demoAccounts.fileDealer.dealerNo,
    province: 'BC',
  });
  expect(made.statusCode, made.body).toBe(201);
  const created = await call(dealer, 'POST', '/banking-info/', record);
  expect(created.statusCode, created.body).toBe(201);
  recordId = created.json<{ bankingInfo: { id: string } }>().bankingInfo.id;
});

// An amount under half a cent but more than zero (1e-300, 1e-9) passed "more than zero" and "at most
// 2 decimals" (it is 0.00 give or take floating-point noise), was stored as 0 cents, and the table's
// check refused it: a 500, for a number typed in a form.
describe('an amount of less than a cent', () => {
  it.each([1e-300, 1e-9, 5e-7, Number.MIN_VALUE])(
    '%s dollars is refused under amount, on a new record and a save, nothing written',
    async (amount) => {
      const before = { records: await rows(bankingInfo), changes: await rows(bankingInfoChanges) };
      const cents = { amount: message('bankingInfo.amount.cents') };
      const created = await call(dealer, 'POST', '/banking-info/', { ...record, amount });
      expect(errorOf(created)).toMatchObject({ statusCode: 400, fieldErrors: cents });
      const saved = await call(dealer, 'PUT', `/banking-info/${recordId}`, { ...record, amount });
      expect(errorOf(saved)).toMatchObject({ statusCode: 400, fieldErrors: cents });
      expect({ records: await rows(bankingInfo), changes: await rows(bankingInfoChanges) }).toEqual(before);
    },
  );

  it('in a buyout quote is refused under its field too (it was saved, and shown, as 0.000000001)', async () => {
    const response = await call(dealer, 'PUT', `/buyout-quotes/${FILE}`, {
      quoteDate: '2026-01-05',
      goodUntil: '2026-01-15',
      remainingPayments: 4_000,
      residualValue: 15_000,
      earlyTerminationCharge: 0,
      outstandingBalance: 0,
      fees: 1e-9,
    });
    expect(errorOf(response)).toMatchObject({ statusCode: 400, fieldErrors: { fees: expect.any(String) } });
  });
});
