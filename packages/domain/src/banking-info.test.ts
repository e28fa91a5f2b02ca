import { describe, expect, it } from 'vitest';
import {
  bankingChanges,
  BankingInfoUpdateSchema,
  maskAccountNo,
  message,
  NewBankingInfoSchema,
  type NewBankingInfo,
} from './index.ts';

const record: NewBankingInfo = {
  accountNo: '0012345',
  amount: 1250.5,
  fileNo: '1000042',
  institutionNo: '001',
  payeeName: 'Ada Lovelace',
  transitNo: '00123',
};

const errorsOf = (body: unknown) => {
  const result = NewBankingInfoSchema.safeParse(body);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('Canadian banking numbers', () => {
  const institution = message('bankingInfo.institutionNo.invalid');
  const transit = message('bankingInfo.transitNo.invalid');
  const account = message('bankingInfo.accountNo.invalid');
  it.each<[string, Partial<Record<keyof NewBankingInfo, unknown>>, Record<string, string>]>([
    ['a record with leading zeros', {}, {}],
    ['an account of 12 digits', { accountNo: '123456789012' }, {}],
    ['an institution of 2 digits', { institutionNo: '01' }, { institutionNo: institution }],
    ['an institution of 4 digits', { institutionNo: '0001' }, { institutionNo: institution }],
    ['an institution as a number', { institutionNo: 1 }, { institutionNo: institution }],
    ['a transit of 4 digits', { transitNo: '1234' }, { transitNo: transit }],
    ['a transit with a letter', { transitNo: '1234A' }, { transitNo: transit }],
    ['a transit with a dash', { transitNo: '12-34' }, { transitNo: transit }],
    ['an account of 6 digits', { accountNo: '123456' }, { accountNo: account }],
    ['an account of 13 digits', { accountNo: '1234567890123' }, { accountNo: account }],
    ['an account with spaces', { accountNo: '1234 5678' }, { accountNo: account }],
    ['an account in Arabic-Indic digits', { accountNo: '١٢٣٤٥٦٧' }, { accountNo: account }],
  ])('%s', (_, change, expected) => {
    expect(errorsOf({ ...record, ...change })).toEqual(expected);
  });
});

describe('amounts: more than zero, dollars and cents', () => {
  it.each<[unknown, string | undefined]>([
    [0.01, undefined],
    [10.25, undefined],
    [0.1 + 0.2, undefined],
    [10_000_000, undefined],
    [0, message('bankingInfo.amount.invalid')],
    [-1, message('bankingInfo.amount.invalid')],
    [10.255, message('bankingInfo.amount.cents')],
    ['10.25', message('bankingInfo.amount.invalid')],
    [10_000_000.01, message('bankingInfo.amount.max', { max: '10,000,000' })],
  ])('%s', (amount, text) => {
    expect(errorsOf({ ...record, amount })).toEqual(text === undefined ? {} : { amount: text });
  });

  it('needs a payee and a file number', () => {
    expect(Object.keys(errorsOf({ ...record, payeeName: '  ', fileNo: '../1' }))).toEqual([
      'fileNo',
      'payeeName',
    ]);
  });

  it('takes a record back as read on PUT', () => {
    const read = {
      ...record,
      id: 'x',
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
    expect(BankingInfoUpdateSchema.parse(read)).toEqual(read);
  });
});

describe('maskAccountNo', () => {
  it.each([
    ['0012345', '••••2345'],
    ['123456789012', '••••9012'],
  ])('%s → %s: the last four digits, the length hidden', (accountNo, masked) => {
    expect(maskAccountNo(accountNo)).toBe(masked);
  });
});

describe('bankingChanges: what the audit trail records', () => {
  const before = {
    payeeName: 'Ada',
    institutionNo: '001',
    transitNo: '00123',
    accountNo: '0012345',
    amount: 10,
  };
  it('a creation: every field from nothing, the account masked', () => {
    expect(bankingChanges(undefined, before)).toEqual({
      payeeName: { from: null, to: 'Ada' },
      institutionNo: { from: null, to: '001' },
      transitNo: { from: null, to: '00123' },
      accountNo: { from: null, to: '••••2345' },
      amount: { from: null, to: 10 },
    });
  });
  it('an update: only what changed, an account with the same last digits still a change', () => {
    expect(bankingChanges(before, { ...before, amount: 12.5, accountNo: '9992345' })).toEqual({
      accountNo: { from: '••••2345', to: '••••2345' },
      amount: { from: 10, to: 12.5 },
    });
    expect(bankingChanges(before, { ...before })).toEqual({});
  });
  it('a deletion: every field to nothing', () => {
    expect(bankingChanges(before, undefined).transitNo).toEqual({ from: '00123', to: null });
  });
});
