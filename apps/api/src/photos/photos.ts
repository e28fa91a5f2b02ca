import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import {
  photoFolders,
  photoFormats,
  PHOTO_MAX_MEGAPIXELS,
  takeoverPhotoWidths,
  type PhotoFormat,
  type PhotoOwnerKind,
  type ProfilePhoto,
  type TakeoverImage,
  type TakeoverPhotoWidth,
} from '@sfi/domain';
import type { Storage } from '../storage/storage.ts';

/*
 * Photos, of every owner (doc 2 §3 "images", §7 `POST /uploads/photos/{id}`): a lease takeover's
 * (several, in display order), a client's, a staff member's and a file-tool dealer's (one each).
 * Each photo is kept in the bucket at the web widths of `TAKEOVER_PHOTO_WIDTHS` (WebP), under
 * `<owner folder>/<owner id>/<photo id>/`, so a page can offer a browser the file that fits its
 * screen (`srcset`). The public API serves takeovers' photos
 * (`GET /leaseTakeovers/{id}/photos/{imageId}/{width}.webp`), the main and dealer APIs people's, to
 * staff (`GET /uploads/photos/{id}/{photoId}/{width}.webp`). The demo data's photos come through
 * here too (src/seed/takeovers.ts).
 */

/** The content type of every stored photo file. */
export const PHOTO_CONTENT_TYPE = 'image/webp';

/** WebP quality: photographs look as taken at about a third of JPEG's size. */
const WEBP_QUALITY = 78;

/** Where the files of one photo of an owner are kept in the bucket. */
export function photoKey(owner: PhotoOwnerKind, ownerId: string, photoId: string): string {
  return `${photoFolders[owner]}/${ownerId}/${photoId}`;
}

/** Where a takeover photo's files are kept in the bucket. */
export function takeoverPhotoKey(takeoverId: string, imageId: string): string {
  return photoKey('lease-takeover', takeoverId, imageId);
}

/** The bucket key of one width of a photo. */
export function photoFileKey(key: string, width: TakeoverPhotoWidth): string {
  return `${key}/${width}.webp`;
}

/** The size of a stored photo: its largest file's. */
export type StoredPhotoSize = Pick<TakeoverImage, 'width' | 'height'>;

/**
 * The bytes of a photo do not decode: their header reads as an image, but their pixels do not (a
 * file cut short, corrupt data). Only decoding finds this, so it is found as the photo is stored.
 */
export class PhotoUnreadableError extends Error {
  constructor(options?: ErrorOptions) {
    super('The photo cannot be decoded.', options);
  }
}

/**
 * Stores a photo at each web width up to its own (never enlarged), turned upright as its camera
 * recorded, without its metadata (no location leaves the server). Every width is made before the
 * first is written, and a failed write removes those written: the photo is stored whole or not at
 * all. Answers the largest file's size. Throws `PhotoUnreadableError`, writing nothing, when the
 * bytes are not an image sharp can decode whole.
 */
export async function storePhoto(storage: Storage, key: string, bytes: Buffer): Promise<StoredPhotoSize> {
  const upright = sharp(bytes, {
    failOn: 'error',
    limitInputPixels: PHOTO_MAX_MEGAPIXELS * 1_000_000,
  }).rotate();
  const files = await (async () => {
    const { width = 0, height = 0 } = await upright.metadata();
    if (width === 0 || height === 0) throw new Error('The photo has no size.');
    return Promise.all(
      takeoverPhotoWidths(width).map(async (target) => {
        const { data, info } = await upright
          .clone()
          .resize({ width: target, withoutEnlargement: true })
          .webp({ quality: WEBP_QUALITY })
          .toBuffer({ resolveWithObject: true });
        return { key: photoFileKey(key, target), data, size: { width: info.width, height: info.height } };
      }),
    );
  })().catch((error: unknown) => {
    throw new PhotoUnreadableError({ cause: error });
  });
  try {
    for (const file of files) await storage.putObject(file.key, file.data, PHOTO_CONTENT_TYPE);
  } catch (error) {
    await Promise.allSettled(files.map((file) => storage.deleteObject(file.key)));
    throw error;
  }
  return files.at(-1)!.size;
}

/** Whether every file of a stored photo is in the bucket. */
export async function hasStoredPhoto(
  storage: Storage,
  photo: Pick<ProfilePhoto, 'key' | 'width'>,
): Promise<boolean> {
  const found = await Promise.all(
    takeoverPhotoWidths(photo.width).map((width) => storage.storedObject(photoFileKey(photo.key, width))),
  );
  return found.every((object) => object !== null);
}

/**
 * Removes the files of photos no record names any more (a photo removed or replaced, its owner
 * deleted). Called after the change is committed: a failure leaves files no one reads, never a
 * record without its files.
 */
export async function deletePhotoFiles(
  storage: Storage,
  photos: readonly Pick<ProfilePhoto, 'key' | 'width'>[],
): Promise<void> {
  await Promise.allSettled(
    photos.flatMap((photo) =>
      takeoverPhotoWidths(photo.width).map((width) => storage.deleteObject(photoFileKey(photo.key, width))),
    ),
  );
}

/** Why an upload is not a photo we take. */
export type PhotoBytesProblem = 'notImage' | 'tooManyPixels';

/**
 * What is wrong with an uploaded file as a photo, read from its bytes alone (the image format its
 * header announces, as sharp reads it), never from its name or declared type: not an image, an image
 * of another format than `photoFormats` (SVG, PDF…), or more pixels than `PHOTO_MAX_MEGAPIXELS`.
 */
export async function photoBytesProblem(bytes: Buffer): Promise<PhotoBytesProblem | undefined> {
  let format: string | undefined;
  let pixels: number;
  try {
    // The header alone is read, never the pixels: sharp's own pixel limit is lifted here so that
    // an image far over ours is told it is too large, not that it is no photo.
    const metadata = await sharp(bytes, { failOn: 'error', limitInputPixels: false }).metadata();
    format = metadata.format;
    pixels = (metadata.width ?? 0) * (metadata.height ?? 0) * Math.max(metadata.pages ?? 1, 1);
  } catch {
    return 'notImage';
  }
  if (!format || !(photoFormats as readonly string[]).includes(format as PhotoFormat)) return 'notImage';
  if (pixels === 0) return 'notImage';
  if (pixels > PHOTO_MAX_MEGAPIXELS * 1_000_000) return 'tooManyPixels';
  return undefined;
}

/** A new photo's id. */
export const newPhotoId = (): string => randomUUID();
