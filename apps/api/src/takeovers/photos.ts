import sharp from 'sharp';
import { takeoverPhotoWidths, type TakeoverImage, type TakeoverPhotoWidth } from '@sfi/domain';
import type { Storage } from '../storage/storage.ts';

/*
 * The photos of lease takeovers (doc 2 §3 "images"): each photo is kept in the bucket at the web
 * widths of `TAKEOVER_PHOTO_WIDTHS` (WebP), under `lease-takeovers/<takeover id>/<photo id>/`, so
 * the pages can offer a browser the file that fits its screen (`srcset`). The public API serves them
 * (`GET /leaseTakeovers/{id}/photos/{imageId}/{width}.webp`). The demo data's photos come through
 * here (src/seed/takeovers.ts), and so will the administration's uploads (issue 15).
 */

/** The content type of every stored photo file. */
export const PHOTO_CONTENT_TYPE = 'image/webp';

/** WebP quality: photographs look as taken at about a third of JPEG's size. */
const WEBP_QUALITY = 78;

/** Where a takeover photo's files are kept in the bucket. */
export function takeoverPhotoKey(takeoverId: string, imageId: string): string {
  return `lease-takeovers/${takeoverId}/${imageId}`;
}

/** The bucket key of one width of a photo. */
export function photoFileKey(key: string, width: TakeoverPhotoWidth): string {
  return `${key}/${width}.webp`;
}

/** The size of a stored photo: its largest file's. */
export type StoredPhotoSize = Pick<TakeoverImage, 'width' | 'height'>;

/**
 * Stores a photo at each web width up to its own (never enlarged), turned upright as its camera
 * recorded, without its metadata (no location leaves the server). Answers the largest file's size.
 * Throws when the bytes are not an image sharp can read.
 */
export async function storeTakeoverPhoto(
  storage: Storage,
  key: string,
  bytes: Buffer,
): Promise<StoredPhotoSize> {
  const upright = sharp(bytes, { failOn: 'error' }).rotate();
  const { width = 0, height = 0 } = await upright.metadata();
  if (width === 0 || height === 0) throw new Error('The photo has no size.');
  const widths = takeoverPhotoWidths(width);
  let largest: StoredPhotoSize = { width, height };
  for (const target of widths) {
    const { data, info } = await upright
      .clone()
      .resize({ width: target, withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    await storage.putObject(photoFileKey(key, target), data, PHOTO_CONTENT_TYPE);
    largest = { width: info.width, height: info.height };
  }
  return largest;
}

/** Whether every file of a stored photo is in the bucket. */
export async function hasTakeoverPhoto(storage: Storage, image: TakeoverImage): Promise<boolean> {
  const found = await Promise.all(
    takeoverPhotoWidths(image.width).map((width) => storage.storedObject(photoFileKey(image.key, width))),
  );
  return found.every((object) => object !== null);
}
