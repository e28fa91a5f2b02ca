import { ErrorResponse } from 'oidc-client-ts';
import { describe, expect, it } from 'vitest';
import { callbackFailure } from './callbackFailure.ts';

describe('callbackFailure: what the sign-in page says of a failed /callback', () => {
  it.each<[string, unknown, string]>([
    [
      'the provider’s refusal, with its description',
      new ErrorResponse({ error: 'access_denied', error_description: 'The client said no' }),
      'The client said no',
    ],
    [
      'the provider’s refusal, with its code only',
      new ErrorResponse({ error: 'login_required' }),
      'login_required',
    ],
    [
      'no sign-in started in this browser (the library’s English)',
      new Error('No matching state found in storage'),
      'The sign-in was interrupted. Please start again.',
    ],
    [
      'no state in the address',
      new Error('No state in response'),
      'The sign-in was interrupted. Please start again.',
    ],
    [
      'a network failure',
      new TypeError('Failed to fetch'),
      'The sign-in was interrupted. Please start again.',
    ],
    ['anything else thrown', 'oops', 'The sign-in was interrupted. Please start again.'],
  ])('%s', (_, error, said) => {
    expect(callbackFailure(error)).toBe(said);
  });
});
