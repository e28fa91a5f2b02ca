import type { ReactNode } from 'react';

import { cx } from '../../utils/cx.ts';
import * as styles from './DescriptionList.css.ts';

export const descriptionListLayouts = ['stacked', 'columns'] as const;
export type DescriptionListLayout = (typeof descriptionListLayouts)[number];

export interface DescriptionListItem {
  /** The label: “Monthly payment”. */
  term: ReactNode;
  /** The value: “$489.00”. */
  description: ReactNode;
}

export interface DescriptionListProps {
  items: readonly DescriptionListItem[];
  /**
   * `stacked` puts each value under its label; `columns` puts labels in a column beside their values
   * from tablet width (stacked on phones).
   * @default 'columns'
   */
  layout?: DescriptionListLayout;
  className?: string;
}

/**
 * Label–value pairs, as a `<dl>`: the details of a quote, a file or a vehicle. Screen readers announce
 * each term with its value.
 */
export function DescriptionList({ items, layout = 'columns', className }: DescriptionListProps) {
  return (
    <dl className={cx(styles.list, layout === 'columns' && styles.columns, className)}>
      {items.map((item, index) => (
        <div key={index} className={styles.group}>
          <dt className={styles.term}>{item.term}</dt>
          <dd className={styles.description}>{item.description}</dd>
        </div>
      ))}
    </dl>
  );
}
