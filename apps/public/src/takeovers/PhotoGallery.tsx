import { useState } from 'react';
import { takeoverMessage, type LeaseTakeover } from '@sfi/domain';
import type { PhotoFiles } from './photoFiles.ts';
import { TakeoverPhoto } from './TakeoverPhoto.tsx';
import * as styles from './takeovers.css.ts';

export interface PhotoGalleryProps {
  takeover: LeaseTakeover;
  /** What the photos are of, for the gallery's name: the vehicle. */
  vehicle: string;
  photoFiles: PhotoFiles;
}

/** The photo shows across the detail's wider column: the page width on phones and tablets. */
const stageSizes = '(max-width: 1024px) calc(100vw - 48px), 680px';

/**
 * The takeover's photos: one large, with its alternative text as caption, previous and next
 * buttons, and a row of thumbnails to pick one. Plain buttons, so keyboard and screen readers work
 * as with any button; the thumbnail shown is marked current, and a change is announced
 * ("Photo 2 of 3").
 */
export function PhotoGallery({ takeover, vehicle, photoFiles }: PhotoGalleryProps) {
  const [shown, setShown] = useState(0);
  const count = takeover.images.length;
  const image = takeover.images[Math.min(shown, count - 1)];
  if (!image) return null;
  const index = takeover.images.indexOf(image);
  const go = (next: number) => setShown((next + count) % count);
  return (
    <section aria-label={takeoverMessage('takeovers.detail.photos', { vehicle })} className={styles.gallery}>
      <figure className={styles.gallery}>
        <div className={styles.stage}>
          <div className={styles.photoFrame}>
            <TakeoverPhoto
              key={image.id}
              takeover={takeover}
              image={image}
              photoFiles={photoFiles}
              sizes={stageSizes}
              priority={index === 0}
            />
          </div>
        </div>
        <figcaption className={styles.caption}>
          <span aria-live="polite">
            {takeoverMessage('takeovers.detail.photo', { index: index + 1, count })}
          </span>
          {`: ${image.alt}`}
        </figcaption>
      </figure>
      {count > 1 && (
        <div className={styles.galleryControls}>
          <button
            type="button"
            className={styles.stepButton}
            aria-label={takeoverMessage('takeovers.detail.photo.previous')}
            onClick={() => go(index - 1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <ul className={styles.thumbs}>
            {takeover.images.map((each, at) => (
              <li key={each.id}>
                <button
                  type="button"
                  className={styles.thumbButton}
                  aria-current={at === index}
                  aria-label={takeoverMessage('takeovers.detail.photo.choose', {
                    index: at + 1,
                    alt: each.alt,
                  })}
                  onClick={() => go(at)}
                >
                  <TakeoverPhoto
                    takeover={takeover}
                    image={each}
                    photoFiles={photoFiles}
                    sizes="88px"
                    decorative
                  />
                </button>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className={styles.stepButton}
            aria-label={takeoverMessage('takeovers.detail.photo.next')}
            onClick={() => go(index + 1)}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
    </section>
  );
}
