import type { HTMLAttributes, ReactNode } from 'react';

import { tones, type Tone } from '../../theme/tokens.ts';
import { cx } from '../../utils/cx.ts';
import * as styles from './Badge.css.ts';

export const badgeTones = tones;
export type BadgeTone = Tone;

export const badgeVariants = ['soft', 'solid'] as const;
export type BadgeVariant = (typeof badgeVariants)[number];

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /**
   * Colour by meaning.
   * @default 'neutral'
   */
  tone?: BadgeTone;
  /**
   * `soft` for labels among text; `solid` to stand out (a count of new messages).
   * @default 'soft'
   */
  variant?: BadgeVariant;
  /** The label or count: short. */
  children: ReactNode;
}

/**
 * A small label or count: “New”, “3”, “Used vehicle”. Plain text to screen readers, so make the text
 * say it all (“3 unread”, not only “3”, unless the context does). For the state of a record, use
 * StatusBadge.
 */
export function Badge({ tone = 'neutral', variant = 'soft', children, className, ...props }: BadgeProps) {
  return (
    <span {...props} className={cx(styles.badge({ tone, variant }), className)}>
      <span className={styles.text}>{children}</span>
    </span>
  );
}
