import type { CSSProperties } from 'react';

import { cx } from '../../utils/cx.ts';
import * as styles from './Skeleton.css.ts';

export const skeletonShapes = ['text', 'rect', 'circle'] as const;
export type SkeletonShape = (typeof skeletonShapes)[number];

export interface SkeletonProps {
  /**
   * `text` is a line of text (several with `lines`), `rect` a block (image, card), `circle` an avatar.
   * @default 'text'
   */
  shape?: SkeletonShape;
  /**
   * Number of text lines; the last is shorter.
   * @default 1
   */
  lines?: number;
  /** Width, as a CSS length. Text defaults to the full width; a circle to its height. */
  width?: CSSProperties['width'];
  /**
   * Height, as a CSS length. Text takes its height from the font size.
   * @default '4rem' for rect, '2.5rem' for circle
   */
  height?: CSSProperties['height'];
  className?: string;
}

/**
 * A grey placeholder in the shape of content that is loading, so the layout does not jump. It is
 * hidden from screen readers: mark the loading region with `aria-busy` and announce loading there
 * (LoadingDots, or a visually hidden text).
 */
export function Skeleton({ shape = 'text', lines = 1, width, height, className }: SkeletonProps) {
  if (shape === 'text') {
    return (
      <span className={cx(styles.lines, className)} aria-hidden="true" style={{ width }}>
        {Array.from({ length: lines }, (_, i) => (
          <span
            key={i}
            className={cx(styles.skeleton, styles.text)}
            style={{ width: lines > 1 && i === lines - 1 ? '60%' : '100%', height }}
          />
        ))}
      </span>
    );
  }
  const h = height ?? (shape === 'circle' ? '2.5rem' : '4rem');
  return (
    <span
      aria-hidden="true"
      className={cx(styles.skeleton, shape === 'circle' && styles.circle, className)}
      style={{ width: width ?? (shape === 'circle' ? h : '100%'), height: h }}
    />
  );
}
