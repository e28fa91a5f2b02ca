import type { ApiContext } from '../context.ts';
import type { ZodPlugin } from '../http/zod.ts';
import { meRoutes } from '../routes/me.ts';

/**
 * The public API (spec doc 2 §7): what a signed-in client reads (`/me`, lease takeovers) and the
 * request-for-service e-mail. Served so far: `GET /me` (bearer token of the identity provider).
 */
export const publicService: ZodPlugin<ApiContext> = async (app) => {
  await app.register(meRoutes);
};
