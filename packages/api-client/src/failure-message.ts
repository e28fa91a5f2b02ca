import { message, type MessageKey } from '@sfi/domain';
import { failureWords } from './errors.ts';

// Apart from errors.ts, which every first load carries: the whole catalogue comes with `message`,
// and only the screens that word a failure need it (scripts/first-load.mjs).
/**
 * The words for a failed call that no field shows ({@link failureWords}), `otherwise` being the
 * catalogue's key of the screen's message for that call (doc 1 §8, doc 2 §8: "error.ourEnd",
 * "error.tryAgain", "files.error.save"…). The one wording of a failure for every screen.
 */
export function failureMessage(error: unknown, otherwise: MessageKey): string {
  return failureWords(error, message(otherwise));
}
