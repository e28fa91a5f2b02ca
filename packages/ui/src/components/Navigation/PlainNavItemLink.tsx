import { ExternalMark } from '../Link/ExternalMark.tsx';
import type { NavLinkItem } from './navigation.ts';
import * as styles from './NavItemLink.css.ts';

export interface NavItemLinkProps {
  item: NavLinkItem;
  externalLabel: string;
  isCurrent?: boolean;
  className?: string;
}

/** The attributes of a navigation link to `item`: a new tab for external links, the current page marked. */
export const navLinkAttributes = ({ item, isCurrent }: NavItemLinkProps) => ({
  href: item.href,
  target: item.isExternal ? '_blank' : undefined,
  rel: item.isExternal ? 'noopener noreferrer' : undefined,
  'aria-current': isCurrent ? ('page' as const) : undefined,
});

/** A navigation link's text; external links say they open a new tab. */
export const navLinkContent = ({ item, externalLabel }: NavItemLinkProps) => (
  <>
    {item.label}
    {item.isExternal ? <ExternalMark label={externalLabel} iconClassName={styles.externalIcon} /> : null}
  </>
);

/**
 * One link of the header: a plain `<a>`, which loads its page. The header is on every page of the
 * public site, so it carries no react-aria code into the first load (the drawer's links are
 * `NavItemLink`). `className` replaces the row's look (the header's top-level links have their own).
 */
export function PlainNavItemLink(props: NavItemLinkProps) {
  return (
    <a {...navLinkAttributes(props)} className={props.className ?? styles.plainNavItemLink}>
      {navLinkContent(props)}
    </a>
  );
}
