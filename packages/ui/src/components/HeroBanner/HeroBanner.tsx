import { useId, type ReactNode } from 'react';

import { cx } from '../../utils/cx.ts';
import type { HeadingLevel } from '../Heading/Heading.tsx';
import * as styles from './HeroBanner.css.ts';

/** One more format of the background image, offered before the `<img>`'s own (`<picture>`'s `<source>`). */
export interface HeroImageSource {
  /** Its MIME type: `image/avif`, `image/webp`. */
  type: string;
  /** Its widths: `hero-640.avif 640w, hero-1280.avif 1280w`. */
  srcSet: string;
}

export interface HeroBannerProps {
  /** The page's title, over the image. */
  title: ReactNode;
  /** The background image's URL (the fallback when `imageSrcSet` and `imageSources` are given). */
  imageSrc: string;
  /** The image in several widths (`hero-640.webp 640w, hero-1280.webp 1280w`), for `imageSizes`. */
  imageSrcSet?: string;
  /**
   * How wide the image shows, for the browser to pick from the widths.
   * @default '100vw'
   */
  imageSizes?: string;
  /** Other formats, best first (AVIF, then WebP): the browser takes the first it can show. */
  imageSources?: readonly HeroImageSource[];
  /** The image's intrinsic width and height, so that nothing moves when it arrives. */
  imageWidth?: number;
  imageHeight?: number;
  /**
   * What the image shows, for screen readers. Pass `''` when it is purely decorative.
   */
  imageAlt: string;
  /** A line under the title. */
  subtitle?: ReactNode;
  /** Calls to action under the subtitle (Buttons or Links). */
  actions?: ReactNode;
  /**
   * The title's heading level. A hero usually holds the page's only level 1 heading.
   * @default 1
   */
  headingLevel?: HeadingLevel;
  className?: string;
}

/**
 * The band at the top of a public page: a background image with alt text, the page's title and an
 * optional line and actions over a navy tint that keeps the text readable on any photo. The image is
 * usually the page's largest paint: it is fetched first, in the best format and width the browser
 * can show (`imageSources`, `imageSrcSet`, `imageSizes`).
 */
export function HeroBanner({
  title,
  imageSrc,
  imageSrcSet,
  imageSizes = '100vw',
  imageSources = [],
  imageWidth,
  imageHeight,
  imageAlt,
  subtitle,
  actions,
  headingLevel = 1,
  className,
}: HeroBannerProps) {
  const H = `h${headingLevel}` as const;
  const titleId = useId();
  return (
    <section className={cx(styles.hero, className)} aria-labelledby={titleId}>
      <picture>
        {imageSources.map((source) => (
          <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={imageSizes} />
        ))}
        <img
          src={imageSrc}
          srcSet={imageSrcSet}
          sizes={imageSrcSet ? imageSizes : undefined}
          width={imageWidth}
          height={imageHeight}
          alt={imageAlt}
          fetchPriority="high"
          className={styles.image}
        />
      </picture>
      <div className={styles.scrim} aria-hidden="true" />
      <div className={styles.content}>
        <H id={titleId} className={styles.title}>
          {title}
        </H>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        {actions ? <div>{actions}</div> : null}
      </div>
    </section>
  );
}
