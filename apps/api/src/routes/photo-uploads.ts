import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  photoMessage,
  PhotoUploadedSchema,
  SUPER_ADMIN_ROLE,
  TAKEOVER_IMAGES_MAX,
  takeoverPhotoWidths,
  takeoverVehicleName,
  type PhotoUploaded,
} from '@sfi/domain';
import { access } from '../auth/access.ts';
import { signedIn } from '../auth/require-session.ts';
import type { Db } from '../db/client.ts';
import { addTakeoverImage, findTakeover } from '../db/lease-takeovers.ts';
import { findPersonPhoto, mainPhotoOwner, setPersonPhoto, type PersonKind } from '../db/photos.ts';
import { HttpError } from '../http/errors.ts';
import type { ZodPlugin } from '../http/zod.ts';
import { deletePhotoFiles, newPhotoId, photoKey } from '../photos/photos.ts';
import {
  acceptPhotoUploads,
  photoFileWidth,
  readPhotoUpload,
  sendPhotoFile,
  storeUploadedPhoto,
} from '../photos/upload.ts';
import type { Storage } from '../storage/storage.ts';

const OwnerParams = z.object({ id: z.string().max(100) });
const PhotoFileParams = z.object({
  id: z.string().max(100),
  photoId: z.string().max(100),
  file: z.string().max(100),
});
const photoResponses = { 200: z.custom<Readable>(), 304: z.undefined() };

/**
 * People's photos are staff's only: a browser may keep them for a day, and never in a shared cache.
 * A photo's files never change under their address (a new photo gets a new id).
 */
const PERSON_PHOTO_CACHE_CONTROL = 'private, max-age=86400, immutable';

const photoNotFound = () => new HttpError(404, photoMessage('photos.error.photoNotFound'));

/**
 * Stores a person's new photo and sets it on their record; the photo it replaces loses its files
 * once the record names the new one. When the person is gone meanwhile, the new files are removed
 * again and `notFound` is thrown: nothing is left half-written.
 */
async function replacePersonPhoto(
  db: Db,
  storage: Storage,
  kind: PersonKind,
  id: string,
  bytes: Buffer,
  notFound: () => HttpError,
): Promise<PhotoUploaded> {
  const photoId = newPhotoId();
  const key = photoKey(kind, id, photoId);
  const size = await storeUploadedPhoto(storage, key, bytes);
  const photo = { id: photoId, key, ...size };
  const set = await setPersonPhoto(db, kind, id, photo).catch(async (error: unknown) => {
    await deletePhotoFiles(storage, [photo]);
    throw error;
  });
  if (!set) {
    await deletePhotoFiles(storage, [photo]);
    throw notFound();
  }
  if (set.previous) await deletePhotoFiles(storage, [set.previous]);
  return { owner: kind, ownerId: id, photo };
}

/**
 * Streams one width of a person's photo (`GET /uploads/photos/{id}/{photoId}/{width}.webp`): the
 * person's current photo only, a 404 for any other.
 */
async function sendPersonPhoto(
  request: FastifyRequest<{ Params: z.infer<typeof PhotoFileParams> }>,
  reply: Parameters<typeof sendPhotoFile>[1],
  db: Db,
  storage: Storage,
  kinds: readonly PersonKind[],
) {
  const { id, photoId, file } = request.params;
  const width = photoFileWidth(file);
  let photo = null;
  for (const kind of kinds) photo ??= (await findPersonPhoto(db, kind, id)) ?? null;
  if (
    !photo ||
    photo.id !== photoId ||
    width === undefined ||
    !takeoverPhotoWidths(photo.width).includes(width)
  )
    throw photoNotFound();
  return sendPhotoFile(request, reply, {
    storage,
    key: photo.key,
    width,
    cacheControl: PERSON_PHOTO_CACHE_CONTROL,
    notFound: photoNotFound,
  });
}

/**
 * `POST /uploads/photos/{id}` of the main API (doc 2 §7; issue 15), for staff: the id names a lease
 * takeover (the photo joins its images, last, with its alt text: the `alt` field, or the vehicle's
 * name), a client (their photo) or a staff member (their photo: one's own, or anyone's for a super
 * admin). The upload is checked from its bytes (photos/upload.ts), stored at web widths, and only
 * then written to the record; a person's previous photo's files are removed. Answers 201 with the
 * photo (and the takeover as it is now). People's photos are read back by staff through
 * `GET /uploads/photos/{id}/{photoId}/{width}.webp` (`profilePhotoPath` of @sfi/domain).
 */
export const photoUploadRoutes: ZodPlugin<{ db: Db; storage: Storage }> = async (app, { db, storage }) => {
  await acceptPhotoUploads(app);
  const ownerNotFound = () => new HttpError(404, photoMessage('photos.error.ownerNotFound'));

  app.post(
    '/uploads/photos/:id',
    {
      config: { access: access.staff },
      schema: { params: OwnerParams, response: { 201: PhotoUploadedSchema } },
    },
    async (request, reply) => {
      const { id } = request.params;
      const upload = await readPhotoUpload(request);
      const owner = await mainPhotoOwner(db, id);
      if (!owner) throw ownerNotFound();
      if (owner === 'staff') {
        const { user } = signedIn(request, 'staff');
        if (user.id !== id && !user.roles.includes(SUPER_ADMIN_ROLE))
          throw new HttpError(403, photoMessage('photos.error.ownOnly'));
      }
      if (owner !== 'lease-takeover')
        return reply
          .code(201)
          .send(await replacePersonPhoto(db, storage, owner, id, upload.bytes, ownerNotFound));

      const takeover = await findTakeover(db, id, 'staff');
      if (!takeover) throw ownerNotFound();
      const full = () => new HttpError(409, photoMessage('photos.error.full', { max: TAKEOVER_IMAGES_MAX }));
      if (takeover.images.length >= TAKEOVER_IMAGES_MAX) throw full();
      const photoId = newPhotoId();
      const key = photoKey('lease-takeover', id, photoId);
      const size = await storeUploadedPhoto(storage, key, upload.bytes);
      const image = { id: photoId, key, alt: upload.alt ?? takeoverVehicleName(takeover), ...size };
      const saved = await addTakeoverImage(db, id, image).catch(async (error: unknown) => {
        await deletePhotoFiles(storage, [image]);
        throw error;
      });
      if (saved === undefined || saved === 'full') {
        await deletePhotoFiles(storage, [image]);
        throw saved === 'full' ? full() : ownerNotFound();
      }
      return reply
        .code(201)
        .send({ owner: 'lease-takeover', ownerId: id, photo: image, leaseTakeover: saved });
    },
  );

  app.get(
    '/uploads/photos/:id/:photoId/:file',
    { config: { access: access.staff }, schema: { params: PhotoFileParams, response: photoResponses } },
    async (request, reply) => sendPersonPhoto(request, reply, db, storage, ['client', 'staff']),
  );
};

/**
 * `POST /uploads/photos/{id}` of the dealer API (doc 2 §7; issue 15), for staff: the id names a
 * file-tool dealer, whose photo (or logo) it sets, as the main API's call does for a client. Read
 * back through `GET /uploads/photos/{id}/{photoId}/{width}.webp` of the dealer API.
 */
export const dealerPhotoUploadRoutes: ZodPlugin<{ db: Db; storage: Storage }> = async (
  app,
  { db, storage },
) => {
  await acceptPhotoUploads(app);
  const dealerNotFound = () => new HttpError(404, photoMessage('photos.error.dealerNotFound'));

  app.post(
    '/uploads/photos/:id',
    {
      config: { access: access.staff },
      schema: { params: OwnerParams, response: { 201: PhotoUploadedSchema } },
    },
    async (request, reply) => {
      const { id } = request.params;
      const upload = await readPhotoUpload(request);
      if ((await findPersonPhoto(db, 'file-dealer', id)) === undefined) throw dealerNotFound();
      return reply
        .code(201)
        .send(await replacePersonPhoto(db, storage, 'file-dealer', id, upload.bytes, dealerNotFound));
    },
  );

  app.get(
    '/uploads/photos/:id/:photoId/:file',
    { config: { access: access.staff }, schema: { params: PhotoFileParams, response: photoResponses } },
    async (request, reply) => sendPersonPhoto(request, reply, db, storage, ['file-dealer']),
  );
};
