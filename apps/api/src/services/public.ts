import type { ApiContext } from '../context.ts';
import type { ZodPlugin } from '../http/zod.ts';
import { meRoutes } from '../routes/me.ts';
import { newsletterRoutes } from '../routes/newsletter.ts';
import { publicDocumentRoutes } from '../routes/public-documents.ts';

/**
 * The public API (spec doc 2 §7): what a signed-in client reads (`/me` with their lease files and
 * their lease summaries, lease takeovers) and the request-for-service e-mail; the embedded default
 * of the investor newsletter's mailing-list form (`/newsletter`, open to anyone); and the site's
 * brochures and presentations (`GET /documents/{name}`, anyone).
 */
export const publicService: ZodPlugin<ApiContext> = async (app, { auth, identity, storage }) => {
  await app.register(meRoutes, { auth });
  await app.register(newsletterRoutes, { auth, identity });
  await app.register(publicDocumentRoutes, { storage });
};
