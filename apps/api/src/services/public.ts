import type { ApiContext } from '../context.ts';
import type { ZodPlugin } from '../http/zod.ts';
import { meRoutes } from '../routes/me.ts';
import { publicDocumentRoutes } from '../routes/public-documents.ts';

/**
 * The public API (spec doc 2 §7): what a signed-in client reads (`/me`, lease takeovers) and the
 * request-for-service e-mail. Served so far: `GET /me` (bearer token of the identity provider), and
 * the site's brochures and presentations (`GET /documents/{name}`, anyone).
 */
export const publicService: ZodPlugin<ApiContext> = async (app, { storage }) => {
  await app.register(meRoutes);
  await app.register(publicDocumentRoutes, { storage });
};
