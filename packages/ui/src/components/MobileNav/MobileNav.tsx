import { lazy, Suspense, useId, useState, type ReactNode } from 'react';

import { MenuIcon } from '../../icons/icons.tsx';
import { Button } from '../Button/Button.tsx';
import type { DrawerPlacement } from '../Drawer/Drawer.tsx';
import { isNavGroup, type NavBreakpoint, type NavEntry } from '../Navigation/navigation.ts';
import { NavItemLink } from '../Navigation/NavItemLink.tsx';
import * as styles from './MobileNav.css.ts';

// The drawer is loaded when the menu first opens: most visitors never open it, and a modal is not
// part of a page's first load.
const Drawer = lazy(() => import('../Drawer/Drawer.tsx').then((module) => ({ default: module.Drawer })));

export interface MobileNavProps {
  /** The same entries as the header's menus: links, and groups of links shown as titled sections. */
  entries: readonly NavEntry[];
  /**
   * Up to which width the menu button shows (above it, it is hidden and the header's menus show):
   * `headerDrawer` up to 1024 px, `shellMobile` up to 600 px.
   * @default 'headerDrawer'
   */
  breakpoint?: NavBreakpoint;
  /** The current path, to mark the matching link with `aria-current="page"`. */
  currentHref?: string;
  /** More content at the bottom of the drawer, such as the stock quote link. */
  extras?: ReactNode;
  /**
   * The menu button's label, and the drawer's title.
   * @default 'Menu'
   */
  label?: string;
  /**
   * Which side the drawer slides in from.
   * @default 'start'
   */
  placement?: DrawerPlacement;
  /**
   * What screen readers hear after an external link.
   * @default 'opens in a new tab'
   */
  externalLabel?: string;
  /** @default 'Close' */
  closeLabel?: string;
}

/**
 * The navigation of small screens: a menu button that opens a drawer with every link (groups become
 * titled sections). Following a link closes the drawer. Hidden above `breakpoint`, where the header's
 * menus show; AppHeader renders it for you.
 */
export function MobileNav({
  entries,
  breakpoint = 'headerDrawer',
  currentHref,
  extras,
  label = 'Menu',
  placement = 'start',
  externalLabel = 'opens in a new tab',
  closeLabel = 'Close',
}: MobileNavProps) {
  const [isOpen, setOpen] = useState(false);
  // Once opened, the drawer stays mounted, so that closing it plays its exit animation.
  const [opened, setOpened] = useState(false);
  if (isOpen && !opened) setOpened(true);
  const headingId = useId();
  const close = () => setOpen(false);
  return (
    <>
      {/* The drawer is a modal: it returns focus here when it closes. */}
      <Button
        variant="quiet"
        className={styles.trigger[breakpoint]}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onPress={() => setOpen(true)}
      >
        <MenuIcon />
        {label}
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <Drawer
            title={label}
            placement={placement}
            closeLabel={closeLabel}
            isOpen={isOpen}
            onOpenChange={setOpen}
          >
            <nav aria-label={label}>
              <ul role="list" className={styles.list}>
                {entries.map((entry, index) =>
                  isNavGroup(entry) ? (
                    <li key={index}>
                      <div className={styles.groupHeading} id={`${headingId}-${index}`}>
                        {entry.label}
                      </div>
                      <ul role="list" className={styles.list} aria-labelledby={`${headingId}-${index}`}>
                        {entry.items.map((item) => (
                          <li key={item.href}>
                            <NavItemLink
                              item={item}
                              externalLabel={externalLabel}
                              isCurrent={item.href === currentHref}
                              onPress={close}
                            />
                          </li>
                        ))}
                      </ul>
                    </li>
                  ) : (
                    <li key={entry.href}>
                      <NavItemLink
                        item={entry}
                        externalLabel={externalLabel}
                        isCurrent={entry.href === currentHref}
                        onPress={close}
                      />
                    </li>
                  ),
                )}
              </ul>
            </nav>
            {extras ? <div className={styles.extras}>{extras}</div> : null}
          </Drawer>
        </Suspense>
      ) : null}
    </>
  );
}
