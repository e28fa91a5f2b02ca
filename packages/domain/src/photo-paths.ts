import type { TakeoverImage } from './entities/lease-takeover.ts';

/**
 * Where photos are kept and read (takeovers' and people's, doc 2 §3, §7): the web widths each is
 * stored at and its addresses on the APIs. Apart from the upload rules (photos.ts) and the takeover
 * words, so that an app's first load, which lists takeovers' photos, carries only these.
 */

/**
 * The widths, in pixels, each takeover photo is stored at in the bucket (WebP): a phone's card, a
 * tablet's or a desktop's gallery, and a high-density desktop gallery. A photo narrower than a width
 * is not stored at it; see {@link takeoverPhotoWidths}.
 */
export const TAKEOVER_PHOTO_WIDTHS = [480, 960, 1440] as const;
/** One of {@link TAKEOVER_PHOTO_WIDTHS}. */
export type TakeoverPhotoWidth = (typeof TAKEOVER_PHOTO_WIDTHS)[number];

/** The widths a photo of `width` pixels is stored at: every standard width up to its own, at least one. */
export function takeoverPhotoWidths(width: number): TakeoverPhotoWidth[] {
  const fitting = TAKEOVER_PHOTO_WIDTHS.filter((each) => each <= width);
  return fitting.length > 0 ? fitting : [TAKEOVER_PHOTO_WIDTHS[0]];
}

/** The height of a photo of `width` × `height` scaled to `to` pixels wide. */
export function scaledPhotoHeight(image: Pick<TakeoverImage, 'width' | 'height'>, to: number): number {
  return Math.round((image.height * Math.min(to, image.width)) / image.width);
}

/**
 * The address of one width of a photo on the public API: `/leaseTakeovers/{id}/photos/{imageId}/{width}.webp`
 * (the API client puts the public service's base URL before it).
 */
export function takeoverPhotoPath(takeoverId: string, imageId: string, width: TakeoverPhotoWidth): string {
  return `/leaseTakeovers/${encodeURIComponent(takeoverId)}/photos/${encodeURIComponent(imageId)}/${width}.webp`;
}

/** One file of a photo, for `srcset`: its width and where it is (a path of the public API). */
export interface TakeoverPhotoSource {
  width: TakeoverPhotoWidth;
  path: string;
}

/**
 * The files of a photo for a responsive image: each stored width with its address on the public
 * API, narrowest first (`srcset="<url> 480w, <url> 960w, …"`).
 */
export function takeoverPhotoSources(
  takeoverId: string,
  image: Pick<TakeoverImage, 'id' | 'width'>,
): TakeoverPhotoSource[] {
  return takeoverPhotoWidths(image.width).map((width) => ({
    width,
    path: takeoverPhotoPath(takeoverId, image.id, width),
  }));
}

/**
 * The address of one width of a person's photo (a client's, a staff member's, a dealer's):
 * `/uploads/photos/{ownerId}/{photoId}/{width}.webp`, on the main API for clients and staff and on
 * the dealer API for dealers (the API client puts the service's base URL before it). Staff only:
 * read it with the session's headers (`api.photos.personPhoto`), not from an `<img src>`.
 * The width defaults to the smallest stored one, which fits an avatar.
 */
export function profilePhotoPath(
  ownerId: string,
  photo: { id: string; width: number },
  width: TakeoverPhotoWidth = takeoverPhotoWidths(photo.width)[0]!,
): string {
  return `/uploads/photos/${encodeURIComponent(ownerId)}/${encodeURIComponent(photo.id)}/${width}.webp`;
}
