import { describe, expect, it } from 'vitest';
import {
  dealerPasswordLength,
  DealerAccountSchema,
  DealershipSchema,
  message,
  NewDealerAccountSchema,
  sortDealerAccounts,
} from '../index.ts';

const account = {
  dealerName: 'Maple Leaf Motors',
  user: 'mlm.sales',
  email: 'dana@mlm.example',
  password: 'correct horse battery',
  contactName: 'Dana Tremblay',
};
const passwordMessage = message('dealerAccounts.password.length', dealerPasswordLength);

describe('a new dealer account (POST /dealer-auth)', () => {
  it('trims the names and keeps the password as typed', () => {
    expect(
      NewDealerAccountSchema.parse({
        ...account,
        dealerName: '  Maple Leaf Motors ',
        user: ' mlm.sales ',
        password: ' twelve chars ',
      }),
    ).toEqual({ ...account, password: ' twelve chars ', dealerStepsEnabled: false });
  });

  it('takes an account without a password: the dealer chooses theirs with the activation link e-mailed to them', () => {
    const { password: _password, ...rest } = account;
    expect(NewDealerAccountSchema.parse(rest)).toEqual({ ...rest, dealerStepsEnabled: false });
  });

  it('takes an account without a contact name', () => {
    const { contactName: _contactName, ...rest } = account;
    expect(NewDealerAccountSchema.parse(rest)).toEqual({ ...rest, dealerStepsEnabled: false });
  });

  it.each<[boolean | undefined, boolean]>([
    [true, true],
    [false, false],
    [undefined, false],
  ])('takes the dealer-mode next steps %s as %s (off unless said)', (sent, taken) => {
    expect(NewDealerAccountSchema.parse({ ...account, dealerStepsEnabled: sent }).dealerStepsEnabled).toBe(
      taken,
    );
  });

  it.each([
    ['dealerName', '   ', message('validation.required')],
    ['dealerName', 'x'.repeat(201), message('validation.tooLong', { max: 200 })],
    ['user', '', message('validation.required')],
    ['user', 'sales:east', message('dealerAccounts.user.colon')],
    ['user', 'a\u0000b', message('validation.text.characters')],
    ['contactName', 'x'.repeat(201), message('validation.tooLong', { max: 200 })],
    ['password', 'x'.repeat(dealerPasswordLength.min - 1), passwordMessage],
    ['password', 'x'.repeat(dealerPasswordLength.max + 1), passwordMessage],
    // Eleven characters, though 22 UTF-16 code units: the rule counts characters.
    ['password', '😀'.repeat(dealerPasswordLength.min - 1), passwordMessage],
    ['email', undefined, message('validation.email')],
    ['email', 'dana at mlm', message('validation.email')],
    ['dealerStepsEnabled', 'yes', message('dealerAccounts.dealerSteps.invalid')],
  ])('refuses a %s of %j with “%s”', (field, value, text) => {
    const result = NewDealerAccountSchema.safeParse({ ...account, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues.find((issue) => issue.path[0] === field)?.message).toBe(text);
  });

  it('takes a password of exactly the shortest and the longest length', () => {
    for (const length of [dealerPasswordLength.min, dealerPasswordLength.max])
      expect(NewDealerAccountSchema.safeParse({ ...account, password: 'é'.repeat(length) }).success).toBe(
        true,
      );
  });
});

describe('a dealer account on the wire', () => {
  it('never carries a password', () => {
    const parsed = DealerAccountSchema.parse({ id: 'a1', ...account, dealerStepsEnabled: true });
    expect(parsed).toEqual({
      id: 'a1',
      dealerName: account.dealerName,
      user: account.user,
      contactName: account.contactName,
      email: account.email,
      dealerStepsEnabled: true,
    });
  });
});

describe('a dealership rename (PUT /dealer-auth/dealer-name/{dealerName})', () => {
  it('takes the new name, trimmed', () => {
    expect(DealershipSchema.parse({ dealerName: ' Maple Leaf Motors Ltd ' })).toEqual({
      dealerName: 'Maple Leaf Motors Ltd',
    });
  });

  it('refuses an empty name', () => {
    expect(DealershipSchema.safeParse({ dealerName: '' }).error?.issues[0]?.message).toBe(
      message('validation.required'),
    );
  });
});

describe('the order of dealer accounts (doc 1 §5)', () => {
  it('sorts by dealer name, then the accounts of one dealership by user name', () => {
    const accounts = [
      { dealerName: 'auto 10', user: 'b' },
      { dealerName: 'Auto 9', user: 'z' },
      { dealerName: 'Auto 10', user: 'a' },
      { dealerName: 'Auto 9', user: 'User 10' },
      { dealerName: 'Auto 9', user: 'user 2' },
    ];
    expect(sortDealerAccounts(accounts)).toEqual([
      { dealerName: 'Auto 9', user: 'user 2' },
      { dealerName: 'Auto 9', user: 'User 10' },
      { dealerName: 'Auto 9', user: 'z' },
      { dealerName: 'Auto 10', user: 'a' },
      { dealerName: 'auto 10', user: 'b' },
    ]);
  });
});
