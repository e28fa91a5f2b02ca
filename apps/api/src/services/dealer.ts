import type { ApiContext } from '../context.ts';
import type { ZodPlugin } from '../http/zod.ts';
import { dealerPhotoUploadRoutes } from '../routes/photo-uploads.ts';
import { dealerUserRoutes } from '../routes/dealer-users.ts';

/**
 * The dealer API (spec doc 2 §7): dealer administration, for staff. Served: the file-tool dealers
 * (`/users`, `/users/search/criteria`, `/users/create`, `/users/update-password`), the staff's chat
 * rooms (`/users/get-staffs`, `/users/assign-room`) and the user map (`/users/get-user-map`), in
 * routes/dealer-users.ts; the dealers' photos (`POST /uploads/photos/{id}`, routes/photo-uploads.ts).
 * Every other path under the base path answers with the API's JSON 404.
 */
export const dealerService: ZodPlugin<ApiContext> = async (
  app,
  { db, storage, auth, live, chat, identity },
) => {
  await app.register(dealerUserRoutes, { db, auth, live, chat, storage, identity });
  await app.register(dealerPhotoUploadRoutes, { db, storage });
};
