import { message, publicDocument } from '@sfi/domain';
import { z } from 'zod';
import { access } from '../auth/access.ts';
import { HttpError } from '../http/errors.ts';
import type { PublicOrigin } from '../http/public-origin.ts';
import type { ZodPlugin } from '../http/zod.ts';
import { publicDocumentKey } from '../export/public-documents.ts';
import type { Storage } from '../storage/storage.ts';

const ParamsSchema = z.object({ name: z.string().max(200) });

/**
 * `GET /documents/{name}` (doc 1 §1: brochures and presentations held in cloud storage): anyone may
 * download the public site's documents. It answers with a redirect to a short-lived read URL of the
 * bucket, so the file comes straight from storage; a name that is not one of the documents, or one
 * the bucket does not hold, is a 404.
 */
export const publicDocumentRoutes: ZodPlugin<{ storage: Storage; publicOrigin: PublicOrigin }> = async (
  app,
  { storage, publicOrigin },
) => {
  app.get(
    '/documents/:name',
    {
      config: { access: access.anonymous },
      // A redirect to the file: no body leaves the server.
      schema: { params: ParamsSchema, response: { 302: z.undefined() } },
    },
    async (request, reply) => {
      const { name } = request.params as z.infer<typeof ParamsSchema>;
      const document = publicDocument(name);
      const key = document && publicDocumentKey(document.name);
      if (!key || !(await storage.storedObject(key)))
        throw new HttpError(404, message('public.document.notFound'));
      const url = await storage.readUrl(key, { origin: publicOrigin() });
      return reply.header('cache-control', 'no-store').redirect(url, 302);
    },
  );
};
