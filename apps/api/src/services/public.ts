import type { ApiContext } from '../context.ts';
import type { ZodPlugin } from '../http/zod.ts';
import { emailRoutes } from '../routes/emails.ts';
import { publicTakeoverRoutes } from '../routes/lease-takeovers-public.ts';
import { meRoutes } from '../routes/me.ts';
import { newsletterRoutes } from '../routes/newsletter.ts';
import { publicDocumentRoutes } from '../routes/public-documents.ts';

/**
 * The public API (spec doc 2 §7): what a signed-in client reads (`GET /me` with their lease files
 * and their lease summaries, bearer token of the identity provider), the lease takeovers anyone may
 * browse with their photos, and the request-for-service e-mail (`POST /emails`); the embedded
 * default of the investor newsletter's mailing-list form (`/newsletter`, open to anyone); and the
 * site's brochures and presentations (`GET /documents/{name}`, anyone).
 */
export const publicService: ZodPlugin<ApiContext> = async (
  app,
  { db, auth, identity, storage, publicOrigin },
) => {
  await app.register(meRoutes, { db, auth });
  await app.register(newsletterRoutes, { db, auth, identity });
  await app.register(publicDocumentRoutes, { storage, publicOrigin });
  await app.register(publicTakeoverRoutes, { db, storage });
  await app.register(emailRoutes, { db, auth });
};
