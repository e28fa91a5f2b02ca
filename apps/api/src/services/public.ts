import type { ApiContext } from '../context.ts';
import type { ZodPlugin } from '../http/zod.ts';
import { emailRoutes } from '../routes/emails.ts';
import { publicTakeoverRoutes } from '../routes/lease-takeovers-public.ts';
import { meRoutes } from '../routes/me.ts';

/**
 * The public API (spec doc 2 §7): what a signed-in client reads (`GET /me`, bearer token of the
 * identity provider), the lease takeovers anyone may browse with their photos, and the
 * request-for-service e-mail (`POST /emails`).
 */
export const publicService: ZodPlugin<ApiContext> = async (app, { db, auth, storage }) => {
  await app.register(meRoutes);
  await app.register(publicTakeoverRoutes, { db, storage });
  await app.register(emailRoutes, { db, auth });
};
