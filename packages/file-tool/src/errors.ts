import { failureWords } from '@sfi/api-client';

/**
 * The words for a failed call (`failureWords`): the server's own words for a refusal it explained
 * (4xx), else the screen's message for that call (doc 2 §8), such as "A problem occurred, please try
 * again later.".
 */
export function failureMessage(error: unknown, otherwise: string): string {
  return failureWords(error, otherwise);
}
