import type { ReactNode } from 'react';

import { Heading, type HeadingLevel } from '../Heading/Heading.tsx';
import { Text } from '../Text/Text.tsx';
import * as styles from './EmptyState.css.ts';

export interface EmptyStateProps {
  /** What is empty, as a heading: “No makes yet”. */
  title: ReactNode;
  /** Why it is empty, or what to do about it. */
  description?: ReactNode;
  /** The way forward, usually one Button (“Add a make”). */
  action?: ReactNode;
  /** An optional decorative illustration or icon, hidden from screen readers. */
  illustration?: ReactNode;
  /**
   * The title's heading level; pick the one that fits the page outline.
   * @default 2
   */
  headingLevel?: HeadingLevel;
  className?: string;
}

/** Fills a list, table or page that has nothing to show yet, and says what to do next. */
export function EmptyState({
  title,
  description,
  action,
  illustration,
  headingLevel = 2,
  className,
}: EmptyStateProps) {
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      {illustration ? (
        <div className={styles.illustration} aria-hidden="true">
          {illustration}
        </div>
      ) : null}
      <Heading level={headingLevel}>{title}</Heading>
      {description ? <Text tone="secondary">{description}</Text> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
