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
   * content, folded behind a button named `menuLabel` that shows and hides it; following a link in
   * it folds it again.
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
  const focusRing = usePlainFocusRing();
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
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </header>
      {nav ? (
        <div className={styles.nav}>
          <button
            {...focusRing}
            type="button"
            className={styles.navToggle}
            aria-expanded={navOpen}
            aria-controls={navId}
            onClick={() => setNavOpen((open) => !open)}
          >
            <MenuIcon />
            {menuLabel}
          </button>
          <div
            id={navId}
            className={styles.navContent}
            data-open={navOpen}
            onClick={(event) => {
              if ((event.target as Element).closest('a')) setNavOpen(false);
            }}
          >
            {nav}
          </div>
        </div>
      ) : null}
      <main id={mainId} tabIndex={-1} className={styles.main}>
        {children}
      </main>
    </div>
  );
}
