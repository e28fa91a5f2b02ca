import type { ApiContext } from '../context.ts';
import type { ZodPlugin } from '../http/zod.ts';
import { dealerPhotoUploadRoutes } from '../routes/photo-uploads.ts';

/**
 * The dealer API (spec doc 2 §7): dealer administration. Each part of it is a route module of its
 * own: the dealers' photos (`POST /uploads/photos/{id}`, routes/photo-uploads.ts).
 */
export const dealerService: ZodPlugin<ApiContext> = async (app, { db, storage }) => {
  await app.register(dealerPhotoUploadRoutes, { db, storage });
};
