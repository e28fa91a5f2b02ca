import { describe, expect, it } from 'vitest';
import {
  checkFileDealerImport,
  checkFileDealerRow,
  fileDealerImportColumn,
  fileDealerImportHeader,
  type FileDealerImportValues,
} from './file-dealer-import.ts';
import { dealerPasswordLength } from './lease-quotes/dealer-accounts.ts';
import { message } from './messages.ts';

const good: FileDealerImportValues = {
  dealerNo: 'D-2001',
  email: 'files@northshore.example',
  username: 'northshore',
  name: 'North Shore Motors',
  password: 'north shore 2026',
};

const usernameKey = (username: string) => username.normalize('NFKC').trim().toLowerCase();
const nothingTaken = { usernameKey, usernameTaken: () => false, dealerNoTaken: () => false };

describe('fileDealerImportColumn: header cells, whatever their case and spacing', () => {
  it.each([
    ['dealerNo', 'dealerNo'],
    ['Dealer No', 'dealerNo'],
    [' DEALER_NO ', 'dealerNo'],
    ['Dealer No.', 'dealerNo'],
    ['Dealer #', 'dealerNo'],
    ['Dealer number', 'dealerNo'],
    ['E-mail', 'email'],
    ['Email Address', 'email'],
    ['User Name', 'username'],
    ['user_name', 'username'],
    ['Company Name', 'name'],
    ['name', 'name'],
    ['PASSWORD', 'password'],
    ['Phone', undefined],
    ['', undefined],
  ] as const)('%j → %s', (header, column) => {
    expect(fileDealerImportColumn(header)).toBe(column);
  });

  it('finds each column in the header row, the first of two with the same name, and names the missing ones', () => {
    expect(
      fileDealerImportHeader(['Name', 'Phone', 'E-mail', 'Dealer No', 'Username', 'Password', 'name']),
    ).toEqual({
      positions: { name: 0, email: 2, dealerNo: 3, username: 4, password: 5 },
    });
    expect(fileDealerImportHeader(['name', 'email'])).toEqual({
      missing: ['dealerNo', 'username', 'password'],
    });
  });
});

describe('checkFileDealerRow: one row alone, as POST /dealers checks a dealer', () => {
  it('gives the dealer of a good row, its cells trimmed and the password as typed', () => {
    expect(
      checkFileDealerRow({ ...good, name: '  North Shore Motors ', password: ' spaced pass 26 ' }),
    ).toEqual({
      dealer: { ...good, password: ' spaced pass 26 ' },
    });
  });

  const passwordRule = message('dealerAccounts.password.length', dealerPasswordLength);
  it.each<[string, Partial<FileDealerImportValues>, Record<string, string>]>([
    ['an empty dealer number', { dealerNo: '' }, { dealerNo: message('validation.required') }],
    [
      'a dealer number with a space',
      { dealerNo: 'D 1' },
      { dealerNo: message('fileDealers.dealerNo.format') },
    ],
    [
      'a dealer number with a slash',
      { dealerNo: 'D/1' },
      { dealerNo: message('fileDealers.dealerNo.format') },
    ],
    [
      'a dealer number of 21 characters',
      { dealerNo: 'D'.repeat(21) },
      { dealerNo: message('validation.tooLong', { max: 20 }) },
    ],
    ['no e-mail', { email: '' }, { email: message('validation.email') }],
    ['an e-mail without @', { email: 'files.example' }, { email: message('validation.email') }],
    ['no user name', { username: ' ' }, { username: message('validation.required') }],
    ['a user name with a colon', { username: 'a:b' }, { username: message('dealerAccounts.user.colon') }],
    ['no name', { name: '' }, { name: message('validation.required') }],
    [
      'a name with a control character',
      { name: 'North\u0007Shore' },
      { name: message('validation.text.characters') },
    ],
    ['a password of 11 characters', { password: 'x'.repeat(11) }, { password: passwordRule }],
    ['a password of 129 characters', { password: 'x'.repeat(129) }, { password: passwordRule }],
    ['no password', { password: '' }, { password: passwordRule }],
    [
      'everything missing',
      { dealerNo: '', email: '', username: '', name: '', password: '' },
      {
        dealerNo: message('validation.required'),
        email: message('validation.email'),
        username: message('validation.required'),
        name: message('validation.required'),
        password: passwordRule,
      },
    ],
  ])('refuses %s', (_case, change, errors) => {
    expect(checkFileDealerRow({ ...good, ...change })).toEqual({ errors });
  });
});

describe('checkFileDealerImport: rows against each other and the dealers already there', () => {
  const row = (line: number, change: Partial<FileDealerImportValues>) => ({
    line,
    values: { ...good, ...change },
  });

  it('refuses every line sharing a user name (case and width aside) or a dealer number, and keeps the others', () => {
    const checked = checkFileDealerImport(
      [
        row(2, { username: 'same', dealerNo: 'A1' }),
        row(3, { username: ' SAME ', dealerNo: 'A2' }),
        row(4, { username: 'other', dealerNo: 'A1' }),
        row(5, { username: 'fine', dealerNo: 'A5' }),
      ],
      nothingTaken,
    );
    expect(checked.rows.map((each) => [each.line, each.errors])).toEqual([
      [
        2,
        {
          username: message('fileDealers.import.duplicateUsername', { username: 'same', lines: '2, 3' }),
          dealerNo: message('fileDealers.import.duplicateDealerNo', { dealerNo: 'A1', lines: '2, 4' }),
        },
      ],
      [3, { username: message('fileDealers.import.duplicateUsername', { username: 'SAME', lines: '2, 3' }) }],
      [4, { dealerNo: message('fileDealers.import.duplicateDealerNo', { dealerNo: 'A1', lines: '2, 4' }) }],
      [5, {}],
    ]);
    expect(checked.dealers).toEqual([{ ...good, username: 'fine', dealerNo: 'A5' }]);
  });

  it('refuses a user name or dealer number a dealer already has, and never shows a password', () => {
    const checked = checkFileDealerImport([row(2, { username: 'Taken', dealerNo: 'D-1001' })], {
      usernameKey,
      usernameTaken: (key) => key === 'taken',
      dealerNoTaken: (dealerNo) => dealerNo === 'D-1001',
    });
    expect(checked.rows).toEqual([
      {
        line: 2,
        values: { dealerNo: 'D-1001', email: good.email, username: 'Taken', name: good.name },
        errors: {
          username: message('fileDealers.error.usernameTaken', { username: 'Taken' }),
          dealerNo: message('fileDealers.error.dealerNoTaken', { dealerNo: 'D-1001' }),
        },
      },
    ]);
    expect(checked.dealers).toEqual([]);
  });

  it('does not call two empty user names duplicates: each is only missing', () => {
    const checked = checkFileDealerImport(
      [row(2, { username: '' }), row(3, { username: '', dealerNo: 'B2' })],
      nothingTaken,
    );
    expect(checked.rows.map((each) => each.errors.username)).toEqual([
      message('validation.required'),
      message('validation.required'),
    ]);
  });
});
