import type { LeaseTakeover, TakeoverImage } from '@sfi/domain';
import { fallbackFile, srcSet, type PhotoFiles } from './photoFiles.ts';
import * as styles from './takeovers.css.ts';

export interface TakeoverPhotoProps {
  takeover: Pick<LeaseTakeover, 'id'>;
  image: TakeoverImage;
  photoFiles: PhotoFiles;
  /** How wide the photo shows, for the browser's choice of file (`sizes`). */
  sizes: string;
  /** The first photo a visitor sees loads at once and first; the others when scrolled near. @default false */
  priority?: boolean;
  /** A decorative copy of a photo described elsewhere (a thumbnail) has empty alt text. @default false */
  decorative?: boolean;
}

/**
 * A responsive takeover photo: the stored web sizes as `srcset` (WebP), its width and height set so
 * the page reserves its box before it loads.
 */
export function TakeoverPhoto({
  takeover,
  image,
  photoFiles,
  sizes,
  priority = false,
  decorative = false,
}: TakeoverPhotoProps) {
  const files = photoFiles(takeover.id, image);
  return (
    <img
      className={styles.photo}
      src={fallbackFile(files)?.url}
      srcSet={srcSet(files)}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={decorative ? '' : image.alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      {...(priority && { fetchPriority: 'high' as const })}
    />
  );
}
