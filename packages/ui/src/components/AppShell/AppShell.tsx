import { useId, useState, type MouseEvent, type ReactNode } from 'react';

import { MenuIcon } from '../../icons/icons.tsx';
import { usePlainFocusRing } from '../../utils/usePlainFocusRing.ts';
import * as styles from './AppShell.css.ts';
import { useUIWords } from '../UIProvider/words.ts';

export interface AppShellProps {
  /** The logo or brand mark, usually a link home. */
  brand?: ReactNode;
  /** The application's name, beside the brand. */
  title?: ReactNode;
  /** Header actions on the right: the user menu, sign out. */
  actions?: ReactNode;
  /**
   * The side navigation, usually a `SideNav`. On screens up to 600 px wide it is above the main
   * content, folded with the header's actions behind a button named `menuLabel` at the header's end,
   * which shows and hides both; following a link in them folds them again. Without a navigation the
   * actions stay in the header at every width.
   */
  nav?: ReactNode;
  /**
   * Name of the button that shows the navigation on phones.
   * @default 'Menu'
   */
  menuLabel?: string;
  /** The page. Start it with a level 1 Heading. */
  children: ReactNode;
  /**
   * Text of the link that lets keyboard users jump past the header and navigation.
   * @default 'Skip to main content'
   */
  skipLinkLabel?: string;
  /**
   * `id` of the main landmark, the skip link's target.
   * @default 'main-content'
   */
  mainId?: string;
}

/**
 * The page frame of the signed-in apps: a header (brand, title, actions), a side navigation and the
 * main landmark, with a "Skip to main content" link as the first thing keyboard users reach.
 */
export function AppShell({
  brand,
  title,
  actions,
  nav,
  children,
  skipLinkLabel: skipLinkLabelGiven,
  mainId = 'main-content',
  menuLabel: menuLabelGiven,
}: AppShellProps) {
  const words = useUIWords();
  const skipLinkLabel = skipLinkLabelGiven ?? words.skipToContent;
  const menuLabel = menuLabelGiven ?? words.menu;
  const [navOpen, setNavOpen] = useState(false);
  const navId = useId();
  const actionsId = useId();
  const focusRing = usePlainFocusRing();
  // Following a link of the unfolded navigation or actions folds them again.
  const foldOnLink = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as Element).closest('a')) setNavOpen(false);
  };
  // Move focus to <main> ourselves: a bare `#id` link would change the URL under the app's router.
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(mainId);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView({ block: 'start' });
  };

  return (
    <div className={[styles.shell, nav ? undefined : styles.shellWithoutNav].filter(Boolean).join(' ')}>
      <a href={`#${mainId}`} className={styles.skipLink} onClick={skip}>
        {skipLinkLabel}
      </a>
      <header className={styles.header}>
        {brand ? <div className={styles.brand}>{brand}</div> : null}
        {title ? <div className={styles.title}>{title}</div> : null}
        {nav ? (
          <button
            {...focusRing}
            type="button"
            className={styles.navToggle}
            aria-expanded={navOpen}
            aria-controls={actions ? `${actionsId} ${navId}` : navId}
            onClick={() => setNavOpen((open) => !open)}
          >
            <MenuIcon />
            {menuLabel}
          </button>
        ) : null}
        {actions ? (
          <div
            id={actionsId}
            className={nav ? styles.foldedActions : styles.actions}
            data-open={navOpen}
            onClick={foldOnLink}
          >
            {actions}
          </div>
        ) : null}
      </header>
      {nav ? (
        <div id={navId} className={styles.nav} data-open={navOpen} onClick={foldOnLink}>
          {nav}
        </div>
      ) : null}
      <main id={mainId} tabIndex={-1} className={styles.main}>
        {children}
      </main>
    </div>
  );
}
