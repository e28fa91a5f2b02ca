import type { ApiContext } from '../context.ts';
import type { ZodPlugin } from '../http/zod.ts';

/**
 * The dealer API (spec doc 2 §7): dealer administration.
 * No calls are served yet; the base path is mounted so that every path under it already answers
 * with the API's JSON 404.
 */
export const dealerService: ZodPlugin<ApiContext> = async () => {};
