import type { ReactNode } from 'react';
import { Breadcrumb, Breadcrumbs as RACBreadcrumbs, Link as RACLink } from 'react-aria-components';

import { ChevronIcon } from '../../icons/icons.tsx';
import * as styles from './Breadcrumbs.css.ts';
import { useUIWords } from '../UIProvider/words.ts';

export interface BreadcrumbItem {
  /** Where the crumb goes. The last crumb (the current page) needs none. */
  href?: string;
  label: ReactNode;
}

export interface BreadcrumbsProps {
  /** The trail from the top level down to the current page, which comes last. */
  items: readonly BreadcrumbItem[];
  /**
   * Accessible name of the navigation landmark.
   * @default 'Breadcrumb'
   */
  label?: string;
  className?: string;
}

/**
 * Where the current page sits in the app: a trail of links up to it, in a `nav` landmark, the current
 * page last and marked `aria-current="page"`. Wraps react-aria's `Breadcrumbs`, so links use the app's
 * router under `UIProvider`.
 */
export function Breadcrumbs({ items, label: labelGiven, className }: BreadcrumbsProps) {
  const words = useUIWords();
  const label = labelGiven ?? words.breadcrumb;
  return (
    <nav aria-label={label} className={className}>
      <RACBreadcrumbs className={styles.list}>
        {items.map((item, index) => (
          <Breadcrumb key={index} className={styles.item}>
            {({ isCurrent }) => (
              <>
                <RACLink href={isCurrent ? undefined : item.href} className={styles.link}>
                  {item.label}
                </RACLink>
                {isCurrent ? null : <ChevronIcon className={styles.separator} />}
              </>
            )}
          </Breadcrumb>
        ))}
      </RACBreadcrumbs>
    </nav>
  );
}
