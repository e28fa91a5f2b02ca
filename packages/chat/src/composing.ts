import { CHAT_MESSAGE_MAX, message, uploadProblem } from '@sfi/domain';

/*
 * What the composer checks before it sends, in the catalogue's words (the server checks the same:
 * `ChatSendRequestSchema` and the upload token's rules). A message or file refused here is kept as
 * the user typed or chose it.
 */

/** Why a file cannot be attached, in the catalogue's words, or undefined when it can (`uploadProblem`). */
export const attachProblem = uploadProblem;

/** Why a message cannot be sent as written, or undefined when it can. */
export function textProblem(text: string): string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return message('chat.message.empty');
  if (trimmed.length > CHAT_MESSAGE_MAX) return message('validation.tooLong', { max: CHAT_MESSAGE_MAX });
  return undefined;
}
