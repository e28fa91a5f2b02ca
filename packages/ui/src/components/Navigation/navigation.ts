import type { ReactNode } from 'react';

/** A destination in a site's navigation. */
export interface NavLinkItem {
  label: ReactNode;
  href: string;
  /** Opens in a new tab and is marked as external, visibly and for screen readers. */
  isExternal?: boolean;
}

/** A named group of destinations: a menu in the header, a section in the drawer. */
export interface NavGroup {
  label: ReactNode;
  items: readonly NavLinkItem[];
}

/** A top-level entry: a link, or a group of links. */
export type NavEntry = NavLinkItem | NavGroup;

export const isNavGroup = (entry: NavEntry): entry is NavGroup => 'items' in entry;

/**
 * Widths up to which the drawer replaces the header's menus: `headerDrawer` up to 1024 px (the public
 * header's drawer range, 681–1024 px, and phones below it), `shellMobile` up to 600 px.
 */
export const navBreakpoints = ['headerDrawer', 'shellMobile'] as const;
export type NavBreakpoint = (typeof navBreakpoints)[number];
