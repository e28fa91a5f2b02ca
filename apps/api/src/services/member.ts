import type { ApiContext } from '../app.ts';
import type { ZodPlugin } from '../http/zod.ts';

/**
 * The member service (spec doc 2 §7): client membership records (`GET /members/{id}`, `POST /members`).
 * No calls are served yet; the base path is mounted so that every path under it already answers
 * with the API's JSON 404.
 */
export const memberService: ZodPlugin<ApiContext> = async () => {};
