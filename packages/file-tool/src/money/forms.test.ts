import { describe, expect, it } from 'vitest';
import { message, fileMoneyMessage } from '@sfi/domain';
import {
  amountText,
  readAmount,
  readBankingDraft,
  readBuyoutDraft,
  type BankingDraft,
  type BuyoutDraft,
} from './forms.ts';

describe('readAmount: what people type as dollars', () => {
  it.each<[string, number | undefined]>([
    ['1250.50', 1250.5],
    ['$1,250.50', 1250.5],
    [' 1 250 ', 1250],
    ['.5', 0.5],
    ['-3', -3],
    ['', undefined],
    ['12abc', undefined],
    ['1.2.3', undefined],
  ])('%j → %s', (text, amount) => {
    expect(readAmount(text)).toBe(amount);
  });

  // French writes 1 250,50 $: a space (or a non-breaking one) between thousands, a decimal comma.
  it.each<[string, number | undefined]>([
    ['1 250,50', 1250.5],
    ['1\u00a0250,50\u00a0$', 1250.5],
    ['1\u202f250,5', 1250.5],
    ['0,99', 0.99],
    ['1250.50', 1250.5],
    ['1,250.50', 1250.5],
    ['1,2,3', undefined],
    ['dix', undefined],
  ])('in French, %j → %s', (text, amount) => {
    expect(readAmount(text, 'fr-CA')).toBe(amount);
  });

  it('shows an amount as it is typed in the language: 1250.50, 1250,50', () => {
    expect([amountText(1250.5), amountText(1250.5, 'en-CA'), amountText(1250.5, 'fr-CA')]).toEqual([
      '1250.50',
      '1250.50',
      '1250,50',
    ]);
  });
});

const buyout: BuyoutDraft = {
  quoteDate: '2026-01-05',
  goodUntil: '2026-01-15',
  remainingPayments: '4,000.00',
  residualValue: '15000',
  earlyTerminationCharge: '500',
  outstandingBalance: '0',
  fees: '$199.99',
};

describe('readBuyoutDraft', () => {
  it('reads the amounts as typed', () => {
    expect(readBuyoutDraft(buyout).value).toEqual({
      ...buyout,
      remainingPayments: 4000,
      residualValue: 15000,
      earlyTerminationCharge: 500,
      outstandingBalance: 0,
      fees: 199.99,
    });
  });
  it('says what is wrong under each field', () => {
    expect(readBuyoutDraft({ ...buyout, fees: 'ten', residualValue: '1.234' }).errors).toEqual({
      fees: fileMoneyMessage('fileTool.amount.format'),
      residualValue: message('quote.terms.decimals', { places: 2 }),
    });
    expect(readBuyoutDraft({ ...buyout, goodUntil: '2026-01-01' }).errors).toEqual({
      goodUntil: message('buyout.goodUntil.before'),
    });
  });
});

const banking: BankingDraft = {
  payeeName: 'Ada Lovelace',
  institutionNo: '001',
  transitNo: '00123',
  accountNo: '0012345',
  amount: '1,250.50',
};

describe('readBankingDraft', () => {
  it('reads a record of the file', () => {
    expect(readBankingDraft(banking, '1000042').value).toEqual({
      ...banking,
      fileNo: '1000042',
      amount: 1250.5,
    });
  });
  it.each<[string, Partial<BankingDraft>, Record<string, string>]>([
    ['a short transit', { transitNo: '123' }, { transitNo: message('bankingInfo.transitNo.invalid') }],
    [
      'letters in the account',
      { accountNo: '12345AB' },
      { accountNo: message('bankingInfo.accountNo.invalid') },
    ],
    ['a negative amount', { amount: '-5' }, { amount: message('bankingInfo.amount.invalid') }],
    ['fractions of a cent', { amount: '5.001' }, { amount: message('bankingInfo.amount.cents') }],
    [
      'an amount that is no number',
      { amount: 'five' },
      { amount: fileMoneyMessage('fileTool.amount.format') },
    ],
    ['no payee', { payeeName: ' ' }, { payeeName: message('validation.required') }],
  ])('%s: the error under its field', (_, change, errors) => {
    expect(readBankingDraft({ ...banking, ...change }, '1000042').errors).toEqual(errors);
  });
});
