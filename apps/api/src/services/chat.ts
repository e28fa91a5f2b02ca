import type { ApiContext } from '../app.ts';
import type { ZodPlugin } from '../http/zod.ts';

/**
 * The chat, users and storage service (spec doc 2 §7): chat rooms and messages, dealer sign-in,
 * and the upload tokens and read URLs of attachments.
 * No calls are served yet; the base path is mounted so that every path under it already answers
 * with the API's JSON 404.
 */
export const chatService: ZodPlugin<ApiContext> = async () => {};
