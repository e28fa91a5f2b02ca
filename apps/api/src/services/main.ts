import type { ApiContext } from '../app.ts';
import type { ZodPlugin } from '../http/zod.ts';
import { makeRoutes } from '../routes/makes.ts';
import { versionRoutes } from '../routes/versions.ts';

/** The main API (spec doc 1 §7): versions, makes, and later lease quotes, dealers and dealer accounts. */
export const mainService: ZodPlugin<ApiContext> = async (app, { db, buildId }) => {
  await app.register(versionRoutes, { buildId });
  await app.register(makeRoutes, { db });
};
