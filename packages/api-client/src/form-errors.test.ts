import { describe, expect, it } from 'vitest';
import { message, NewFileDealerSchema, NewQuoteDealerSchema } from '@sfi/domain';
import { ApiError } from './errors.ts';
import { checkValues, failureErrors } from './form-errors.ts';

const dealer = {
  name: 'Fraser Valley Auto',
  contact: 'Dana Lee',
  email: 'dana@fraservalley.example',
  phone: '604 555 0100',
  province: 'BC',
};

describe('checkValues', () => {
  it('gives the value as the schema takes it (trimmed)', () => {
    expect(checkValues(NewQuoteDealerSchema, { ...dealer, name: '  Fraser Valley Auto ' })).toEqual({
      value: dealer,
    });
  });

  it.each([
    ['an empty name', { name: '' }, { name: message('validation.required') }],
    ['a bad e-mail', { email: 'dana' }, { email: message('validation.email') }],
    ['a short phone number', { phone: '555 0100' }, { phone: message('validation.phone') }],
    ['no province', { province: '' }, { province: message('validation.province') }],
    [
      'several fields at once',
      { contact: ' ', province: 'XX' },
      { contact: message('validation.required'), province: message('validation.province') },
    ],
  ])('shows %s under its field', (_case, change, fields) => {
    expect(checkValues(NewQuoteDealerSchema, { ...dealer, ...change })).toEqual({ errors: { fields } });
  });
});

describe('failureErrors', () => {
  const fields = ['name', 'contact', 'email', 'phone', 'province'];
  const taken = message('quoteDealer.duplicate', { name: 'Fraser Valley Auto' });

  it.each([
    [
      'a taken name (409) under the name field',
      new ApiError(409, taken, { name: taken }),
      { fields: { name: taken } },
    ],
    [
      "the server's field errors under the form's fields, the others' words for the form",
      new ApiError(400, 'What was sent is not valid: phone: bad; id: other', { phone: 'bad', id: 'other' }),
      { fields: { phone: 'bad' }, form: 'other' },
    ],
    [
      "a refusal without field errors as the server's words",
      new ApiError(404, message('quoteDealer.notFound')),
      { fields: {}, form: message('quoteDealer.notFound') },
    ],
    [
      'a refusal whose field errors name no field of the form, as their words (never their paths)',
      new ApiError(400, 'What was sent is not valid: id: mismatch', { id: 'mismatch' }),
      { fields: {}, form: 'mismatch' },
    ],
    [
      'a server failure as the problem on our end',
      new ApiError(500, 'boom'),
      { fields: {}, form: message('error.ourEnd') },
    ],
    [
      'an unreachable server likewise',
      new ApiError(0, 'fetch failed'),
      { fields: {}, form: message('error.ourEnd') },
    ],
    ['anything else likewise', new Error('bug'), { fields: {}, form: message('error.ourEnd') }],
  ])('shows %s', (_case, error, expected) => {
    expect(failureErrors(error, fields)).toEqual(expected);
  });
});

describe('what the dealer screens say when a call fails (doc 2 §8)', () => {
  const fields = ['dealerNo', 'name', 'email', 'username', 'password'];
  const taken = message('fileDealers.error.usernameTaken', { username: 'filedealer' });

  it.each([
    [
      'a taken user name',
      new ApiError(409, taken, { username: taken }),
      'dealers.error.update',
      { fields: { username: taken } },
    ],
    [
      'a refusal naming no field of the form',
      new ApiError(404, message('fileDealers.error.notFound')),
      'dealers.error.update',
      { fields: {}, form: message('fileDealers.error.notFound') },
    ],
    [
      'a dealer update the server failed',
      new ApiError(500, 'boom'),
      'dealers.error.update',
      { fields: {}, form: 'Could not update dealer. Please try again.' },
    ],
    [
      'an add the server failed',
      new ApiError(503, 'down'),
      'error.tryAgain',
      { fields: {}, form: 'Please try again' },
    ],
    [
      'no answer at all',
      new TypeError('Failed to fetch'),
      'error.tryAgain',
      { fields: {}, form: 'Please try again' },
    ],
  ] as const)('%s', (_case, error, otherwise, shown) => {
    expect(failureErrors(error, fields, otherwise)).toEqual(shown);
  });

  it('checks a form with the domain’s schema, each problem under its field', () => {
    expect(
      checkValues(NewFileDealerSchema, {
        dealerNo: 'D 1',
        name: 'X',
        email: 'x',
        username: 'u',
        password: 'p',
      }),
    ).toEqual({
      errors: {
        fields: {
          dealerNo: message('fileDealers.dealerNo.format'),
          email: message('validation.email'),
          password: message('dealerAccounts.password.length', { min: 12, max: 128 }),
        },
      },
    });
  });
});
