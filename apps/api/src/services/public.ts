import type { ApiContext } from '../app.ts';
import type { ZodPlugin } from '../http/zod.ts';

/**
 * The public API (spec doc 2 §7): what a signed-in client reads (`/me`, lease takeovers) and the
 * request-for-service e-mail.
 * No calls are served yet; the base path is mounted so that every path under it already answers
 * with the API's JSON 404.
 */
export const publicService: ZodPlugin<ApiContext> = async () => {};
