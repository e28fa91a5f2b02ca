import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';

import { MenuIcon } from '../../icons/icons.tsx';
import { cx } from '../../utils/cx.ts';
import { usePlainFocusRing } from '../../utils/usePlainFocusRing.ts';
import type { DrawerPlacement } from '../Drawer/Drawer.tsx';
import type { NavBreakpoint, NavEntry } from '../Navigation/navigation.ts';
import * as styles from './MobileNav.css.ts';
import { useUIWords } from '../UIProvider/words.ts';

// The drawer and its links are loaded when the menu first opens: most visitors never open it, and a
// modal is not part of a page's first load.
const MobileNavDrawer = lazy(() =>
  import('./MobileNavDrawer.tsx').then((module) => ({ default: module.MobileNavDrawer })),
);

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
 * menus show; AppHeader renders it for you. The menu button is a plain `<button>` (it is on every
 * page); the drawer brings react-aria with it, so its links follow the app's router when there is one.
 */
export function MobileNav({
  entries,
  breakpoint = 'headerDrawer',
  currentHref,
  extras,
  label: labelGiven,
  placement = 'start',
  externalLabel: externalLabelGiven,
  closeLabel: closeLabelGiven,
}: MobileNavProps) {
  const words = useUIWords();
  const label = labelGiven ?? words.menu;
  const externalLabel = externalLabelGiven ?? words.opensInNewTab;
  const closeLabel = closeLabelGiven ?? words.close;
  const [isOpen, setOpen] = useState(false);
  // Once opened, the drawer stays mounted, so that closing it plays its exit animation.
  const [opened, setOpened] = useState(false);
  if (isOpen && !opened) setOpened(true);
  const focusRing = usePlainFocusRing();
  // A page the browser kept while another was shown (back and forward) comes back with its menu closed.
  useEffect(() => {
    const closeOnReturn = (event: PageTransitionEvent) => event.persisted && setOpen(false);
    window.addEventListener('pageshow', closeOnReturn);
    return () => window.removeEventListener('pageshow', closeOnReturn);
  }, []);
  return (
    <>
      {/* The drawer is a modal: it returns focus here when it closes. */}
      <button
        {...focusRing}
        type="button"
        className={cx(styles.trigger, styles.shownUpTo[breakpoint])}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onClick={() => setOpen(true)}
      >
        <MenuIcon />
        {label}
      </button>
      {opened ? (
        <Suspense fallback={null}>
          <MobileNavDrawer
            entries={entries}
            currentHref={currentHref}
            extras={extras}
            label={label}
            placement={placement}
            externalLabel={externalLabel}
            closeLabel={closeLabel}
            isOpen={isOpen}
            onOpenChange={setOpen}
          />
        </Suspense>
      ) : null}
    </>
  );
}
