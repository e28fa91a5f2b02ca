import type { ReactNode } from 'react';
import { useLocale } from 'react-aria-components';

import type { Tone } from '../../theme/tokens.ts';
import { cx } from '../../utils/cx.ts';
import * as styles from './Timeline.css.ts';

export interface TimelineItem {
  id: string;
  /** What happened: “Quote approved”. */
  title: ReactNode;
  /** When: a `Date` (formatted in the locale), or an ISO string. */
  timestamp: Date | string;
  /** Details: who, why. */
  description?: ReactNode;
  /**
   * The dot's colour by meaning.
   * @default 'neutral'
   */
  tone?: Tone;
}

export interface TimelineProps {
  /** The events, in the order to show them (usually newest first). */
  items: readonly TimelineItem[];
  /** Accessible name of the list: “History of file SFI-2025-00042”. */
  'aria-label'?: string;
  /**
   * How dates show. Defaults to a medium date and a short time in the current locale.
   * @default { dateStyle: 'medium', timeStyle: 'short' }
   */
  dateFormat?: Intl.DateTimeFormatOptions;
  /** Time zone of the dates shown, such as 'America/Toronto'. Defaults to the browser's. */
  timeZone?: string;
  /** Shown when there are no events. */
  emptyState?: ReactNode;
  className?: string;
}

/**
 * A history of events, newest first by convention: a title, a time (a `<time>` element with the
 * machine-readable date) and optional details. Use it for a file's revision history or a quote's
 * activity.
 */
export function Timeline({
  items,
  dateFormat = { dateStyle: 'medium', timeStyle: 'short' },
  timeZone,
  emptyState = null,
  className,
  ...aria
}: TimelineProps) {
  const { locale } = useLocale();
  const formatter = new Intl.DateTimeFormat(locale, { ...dateFormat, timeZone });
  if (items.length === 0) return <>{emptyState}</>;
  return (
    <ol {...aria} className={cx(styles.list, className)}>
      {items.map((item) => {
        const date = typeof item.timestamp === 'string' ? new Date(item.timestamp) : item.timestamp;
        return (
          <li key={item.id} className={styles.item}>
            <span className={cx(styles.dot, styles.dotTone[item.tone ?? 'neutral'])} aria-hidden="true" />
            <div className={styles.body}>
              <div className={styles.header}>
                <span className={styles.title}>{item.title}</span>
                <time dateTime={date.toISOString()} className={styles.time}>
                  {formatter.format(date)}
                </time>
              </div>
              {item.description ? <div className={styles.description}>{item.description}</div> : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
