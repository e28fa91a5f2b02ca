import { ApiError } from '@sfi/api-client';

/**
 * The words for a failed call: the server's own message for a refusal it explained (4xx), else the
 * screen's message for that call (doc 2 §8), such as "A problem occurred, please try again later.".
 */
export function failureMessage(error: unknown, otherwise: string): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message !== ''
    ? error.message
    : otherwise;
}
