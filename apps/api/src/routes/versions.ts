import { VersionsSchema } from '@sfi/domain';
import { access } from '../auth/access.ts';
import type { ZodPlugin } from '../http/zod.ts';

/**
 * `GET /versions` (spec doc 1 §7): the id of the front end this server serves. Apps compare it
 * with their own build id at most every 5 minutes and flag themselves outdated when it differs.
 */
export const versionRoutes: ZodPlugin<{ buildId: string }> = async (app, { buildId }) => {
  app.get(
    '/versions',
    { config: { access: access.anonymous }, schema: { response: { 200: VersionsSchema } } },
    async () => ({
      frontEnd: buildId,
    }),
  );
};
