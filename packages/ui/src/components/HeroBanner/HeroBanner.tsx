import { useId, type ReactNode } from 'react';

import { cx } from '../../utils/cx.ts';
import type { HeadingLevel } from '../Heading/Heading.tsx';
import * as styles from './HeroBanner.css.ts';

export interface HeroBannerProps {
  /** The page's title, over the image. */
  title: ReactNode;
  /** The background image's URL. */
  imageSrc: string;
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
 * optional line and actions over a navy tint that keeps the text readable on any photo.
 */
export function HeroBanner({
  title,
  imageSrc,
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
      <img src={imageSrc} alt={imageAlt} className={styles.image} />
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
