import { describe, expect, it } from 'vitest';
import { FetchError } from 'ofetch';
import { message } from '@sfi/domain';
import { ApiError, canRetry, failureWords, formFailure, refusalOf, toApiError } from './errors.ts';
import { failureMessage } from './failure-message.ts';

const ourEnd = message('error.ourEnd');
const dateRange = message('validation.dateRange');
const badDate = message('validation.date');
const code = message('auth.code.required');

/** A 400 as `apps/api/src/http/errors.ts` sends it for a body that fails its schema. */
const invalid = (fieldErrors: Record<string, string>) =>
  refusalOf(
    400,
    {
      statusCode: 400,
      error: 'Bad Request',
      message: message('validation.request.invalid', {
        details: Object.entries(fieldErrors)
          .map(([path, text]) => `${path}: ${text}`)
          .join('; '),
      }),
      fieldErrors,
    },
    'Bad Request',
  );

const aborted = Object.assign(new Error('The operation was aborted.'), { name: 'AbortError' });

describe('canRetry: "Try again" only where sending the same again can succeed', () => {
  it.each([
    ['the server could not be reached (0)', new ApiError(0, 'fetch failed'), true],
    ['a timeout (408)', new ApiError(408, 'timeout'), true],
    ['too many requests (429)', new ApiError(429, 'slow down'), true],
    ['a server failure (500)', new ApiError(500, ourEnd), true],
    ['a bad gateway (502)', new ApiError(502, 'Bad Gateway'), true],
    ['a refused body (400)', invalid({ code }), false],
    ['a wrong password (401)', new ApiError(401, message('dealer.login.failed')), false],
    ['a forbidden call (403)', new ApiError(403, message('error.forbidden')), false],
    ['a missing record (404)', new ApiError(404, 'This quote does not exist.'), false],
    ['a conflict (409)', new ApiError(409, 'taken'), false],
    ['a file too large (413)', new ApiError(413, 'too large'), false],
    ['an aborted request', aborted, false],
    ['a failure that is no answer of the server', new TypeError('Failed to fetch'), true],
  ])('%s: %s', (_case, error, retry) => {
    expect(canRetry(error)).toBe(retry);
  });
});

describe('failureWords: the words of a failure no field shows', () => {
  it.each([
    ["a refused body: its fields' words, never their paths", invalid({ endDate: dateRange }), dateRange],
    [
      'the same words once, however many fields say them',
      invalid({ startDate: badDate, endDate: badDate }),
      badDate,
    ],
    [
      'a refusal without fields: its message',
      new ApiError(404, 'This quote does not exist.'),
      'This quote does not exist.',
    ],
    ["a refusal without words: the screen's", new ApiError(403, ''), ourEnd],
    ["a server failure: the screen's", new ApiError(500, 'boom'), ourEnd],
    [
      "the API's 503 (storage or the database unavailable): its words",
      refusalOf(
        503,
        { statusCode: 503, error: 'Service Unavailable', message: message('error.storageUnavailable') },
        '',
      ),
      'Storage is unavailable, try again',
    ],
    ["a proxy's 503 page: the screen's", refusalOf(503, '<html>503</html>', 'Service Unavailable'), ourEnd],
    ['too many requests: its words (how long to wait)', new ApiError(429, 'slow down'), 'slow down'],
    ["anything else: the screen's", new Error('bug'), ourEnd],
  ])('%s', (_case, error, words) => {
    expect(failureWords(error, ourEnd)).toBe(words);
    expect(failureWords(error, ourEnd)).not.toMatch(/What was sent is not valid/);
  });
});

describe("failureMessage: the words of a failure, with the screen's message by its key", () => {
  it.each([
    [
      'a refusal: the server’s words',
      new ApiError(403, message('error.forbidden')),
      'error.ourEnd',
      message('error.forbidden'),
    ],
    [
      'a refusal: the server’s words',
      new ApiError(404, message('fileDealers.error.notFound')),
      'error.tryAgain',
      message('fileDealers.error.notFound'),
    ],
    [
      'a server failure: the quote tool’s "problem on our end"',
      new ApiError(502, 'Bad gateway'),
      'error.ourEnd',
      ourEnd,
    ],
    [
      'a server failure: the dealer screens’ "Please try again"',
      new ApiError(500, 'boom'),
      'error.tryAgain',
      'Please try again',
    ],
    [
      'no answer: the file’s "could not save"',
      new TypeError('Failed to fetch'),
      'files.error.save',
      message('files.error.save'),
    ],
  ] as const)('%s', (_case, error, otherwise, words) => {
    expect(failureMessage(error, otherwise)).toBe(words);
  });
});

describe("formFailure: the server's field errors under the form's fields", () => {
  it.each([
    ['a field named as the server names it', invalid({ code }), ['code'], { fields: { code }, retry: false }],
    [
      'a field whose server path is another (a nested body)',
      invalid({ 'leaseSummary.leaseEndDate': badDate }),
      { leaseEndDate: 'leaseSummary.leaseEndDate' },
      { fields: { leaseEndDate: badDate }, retry: false },
    ],
    [
      'the errors of the paths under a field, on that field (its first)',
      invalid({ 'models.0.name': 'first', 'models.1.name': 'second' }),
      ['models'],
      { fields: { models: 'first' }, retry: false },
    ],
    [
      'a field whose name only starts like the path is not that field',
      invalid({ passwordConfirm: 'no match' }),
      ['password'],
      { fields: {}, form: 'no match', retry: false },
    ],
    [
      "errors of no field of the form, as the form's message in their words",
      invalid({ endDate: dateRange, id: 'other' }),
      { range: 'startDate' },
      { fields: {}, form: `${dateRange} other`, retry: false },
    ],
    [
      "some under their fields, the rest as the form's message",
      invalid({ email: message('validation.email'), id: 'mismatch' }),
      ['email'],
      { fields: { email: message('validation.email') }, form: 'mismatch', retry: false },
    ],
    [
      'a refusal naming no field (409 without fields)',
      new ApiError(409, 'This name is taken.'),
      ['name'],
      { fields: {}, form: 'This name is taken.', retry: false },
    ],
    [
      'a 409 with its field',
      new ApiError(409, 'This name is taken.', { name: 'This name is taken.' }),
      ['name'],
      { fields: { name: 'This name is taken.' }, retry: false },
    ],
    [
      'a server failure, with "Try again"',
      new ApiError(500, 'boom'),
      ['name'],
      { fields: {}, form: ourEnd, retry: true },
    ],
    [
      'an unreachable server, with "Try again"',
      new ApiError(0, 'fetch failed'),
      ['name'],
      { fields: {}, form: ourEnd, retry: true },
    ],
    [
      'too many requests: its words, no field, and "Try again"',
      new ApiError(429, 'Wait a minute.'),
      ['name'],
      { fields: {}, form: 'Wait a minute.', retry: true },
    ],
  ])('%s', (_case, error, fields, expected) => {
    expect(formFailure(error, fields, ourEnd)).toEqual(expected);
  });

  it('reads the body of a failed fetch as the server sent it', () => {
    const failure = new FetchError('400 Bad Request');
    Object.assign(failure, {
      status: 400,
      data: {
        statusCode: 400,
        error: 'Bad Request',
        message: 'What was sent is not valid: code: x',
        fieldErrors: { code },
      },
    });
    expect(formFailure(toApiError(failure), ['code'], ourEnd)).toEqual({ fields: { code }, retry: false });
  });
});
