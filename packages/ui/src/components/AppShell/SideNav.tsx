import type { ReactNode } from 'react';
import { Link as RACLink } from 'react-aria-components';

import * as styles from './AppShell.css.ts';
import { useUIWords } from '../UIProvider/words.ts';

export interface SideNavItem {
  href: string;
  label: ReactNode;
}

export interface SideNavProps {
  /** The destinations, in order. */
  items: readonly SideNavItem[];
  /**
   * The current location (usually the router's pathname). The item whose `href` matches it, or is
   * its longest parent path, is marked with `aria-current="page"`.
   */
  currentHref?: string;
  /**
   * Accessible name of the navigation landmark.
   * @default 'Main'
   */
  label?: string;
}

/** The item to mark as current: an exact match, or else the longest `href` that is a parent path. */
export function findCurrentHref(
  items: readonly SideNavItem[],
  currentHref: string | undefined,
): string | undefined {
  if (currentHref === undefined) return undefined;
  let best: string | undefined;
  for (const { href } of items) {
    if (href === currentHref) return href;
    const parent = href.endsWith('/') ? href : `${href}/`;
    if (currentHref.startsWith(parent) && (best === undefined || href.length > best.length)) best = href;
  }
  return best;
}

/**
 * The app's section navigation: a list of links in a `nav` landmark, the current one marked. Links
 * are react-aria links, so under `UIProvider` with `navigate` they use the app's router.
 */
export function SideNav({ items, currentHref, label: labelGiven }: SideNavProps) {
  const words = useUIWords();
  const label = labelGiven ?? words.mainNavigation;
  const current = findCurrentHref(items, currentHref);
  return (
    <nav aria-label={label}>
      <ul role="list" className={styles.navList}>
        {items.map((item) => (
          <li key={item.href}>
            {/* Styled as navigation, not as an inline text Link. */}
            <RACLink
              href={item.href}
              aria-current={item.href === current ? 'page' : undefined}
              className={styles.navLink}
            >
              {item.label}
            </RACLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
