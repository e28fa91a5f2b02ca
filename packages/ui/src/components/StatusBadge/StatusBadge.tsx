import type { HTMLAttributes, ReactNode } from 'react';

import { CheckCircleIcon, CircleIcon, ErrorIcon, WarningIcon } from '../../icons/icons.tsx';
import { cx } from '../../utils/cx.ts';
import * as styles from './StatusBadge.css.ts';

/** Approved and done: `positive`; rejected or failed: `critical`; waiting on someone: `caution`; drafts: `neutral`. */
export const statusBadgeTones = ['positive', 'critical', 'caution', 'neutral'] as const;
export type StatusBadgeTone = (typeof statusBadgeTones)[number];

const icons = {
  positive: CheckCircleIcon,
  critical: ErrorIcon,
  caution: WarningIcon,
  neutral: CircleIcon,
} as const;

export interface StatusBadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** What the state means. Each tone has its own icon, so it reads without colour. */
  tone: StatusBadgeTone;
  /** The state's name, as the app words it: “Quote approved”. */
  children: ReactNode;
}

/**
 * The state of a record — a quote, a revision, a file — as a tone, an icon and the state's name. The
 * words are the app's (this package knows no workflow); the tone says what the state means.
 */
export function StatusBadge({ tone, children, className, ...props }: StatusBadgeProps) {
  const Icon = icons[tone];
  return (
    <span {...props} className={cx(styles.statusBadge, styles.tone[tone], className)}>
      <Icon className={styles.icon} />
      {children}
    </span>
  );
}
