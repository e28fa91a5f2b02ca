import { describe, expect, it } from 'vitest';
import { ApiError } from '@sfi/api-client';
import { message, NewFileDealerSchema } from '@sfi/domain';
import { checkValues, failureErrors } from './errors.ts';

const fields = ['dealerNo', 'name', 'email', 'username', 'password'];
const taken = message('fileDealers.error.usernameTaken', { username: 'filedealer' });

describe('what the dealer screens say when a call fails (doc 2 §8)', () => {
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
