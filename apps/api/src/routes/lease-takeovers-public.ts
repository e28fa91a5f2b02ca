import type { Readable } from 'node:stream';
import { z } from 'zod';
import {
  message,
  PublicTakeoverDetailSchema,
  PublicTakeoverListSchema,
  takeoverPhotoWidths,
} from '@sfi/domain';
import { access } from '../auth/access.ts';
import { findTakeover, findTakeoverImage, listTakeoversByPermutation } from '../db/lease-takeovers.ts';
import type { Db } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
import type { ZodPlugin } from '../http/zod.ts';
import type { Storage } from '../storage/storage.ts';
import { photoFileWidth, sendPhotoFile } from '../photos/upload.ts';

const TakeoverParams = z.object({ id: z.string() });
const PhotoParams = z.object({ id: z.string(), imageId: z.string(), file: z.string() });

/**
 * A photo's files never change under their address: a new photo gets a new id. Browsers and
 * caches keep them a year without asking again.
 */
const PHOTO_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** "This lease takeover is not available." (doc 2 §8), for a takeover or photo that does not exist. */
function unavailable(): HttpError {
  return new HttpError(404, message('takeovers.error.unavailable'));
}

/**
 * The lease takeover calls of the public API (doc 2 §7), open to anyone: `GET /leaseTakeovers`
 * (`{ leaseTakeovers }`, the published ones in display order) and `GET /leaseTakeovers/{id}`
 * (`{ leaseTakeover }`; a draft is "not available", as one that does not exist), and the photos'
 * files, served from the bucket with long-lived caching. A draft's photo files are served too: the
 * staff console shows them from here, and their address holds two random ids that only staff know
 * until the listing is published.
 */
export const publicTakeoverRoutes: ZodPlugin<{ db: Db; storage: Storage }> = async (app, { db, storage }) => {
  app.get(
    '/leaseTakeovers',
    { config: { access: access.anonymous }, schema: { response: { 200: PublicTakeoverListSchema } } },
    async () => ({ leaseTakeovers: await listTakeoversByPermutation(db, 'public') }),
  );

  app.get(
    '/leaseTakeovers/:id',
    {
      config: { access: access.anonymous },
      schema: { params: TakeoverParams, response: { 200: PublicTakeoverDetailSchema } },
    },
    async (request) => {
      const leaseTakeover = await findTakeover(db, request.params.id, 'public');
      if (!leaseTakeover) throw unavailable();
      return { leaseTakeover };
    },
  );

  app.get(
    '/leaseTakeovers/:id/photos/:imageId/:file',
    {
      config: { access: access.anonymous },
      schema: {
        params: PhotoParams,
        response: { 200: z.custom<Readable>(), 304: z.undefined() },
      },
    },
    async (request, reply) => {
      const { id, imageId, file } = request.params;
      const width = photoFileWidth(file);
      const image = width === undefined ? undefined : await findTakeoverImage(db, id, imageId);
      if (!image || width === undefined || !takeoverPhotoWidths(image.width).includes(width))
        throw unavailable();
      return sendPhotoFile(request, reply, {
        storage,
        key: image.key,
        width,
        cacheControl: PHOTO_CACHE_CONTROL,
        notFound: unavailable,
      });
    },
  );
};
