import type { ReactNode } from 'react';
import { cx } from '../../utils/cx.ts';
import { MobileNav } from '../MobileNav/MobileNav.tsx';
import { isNavGroup, type NavBreakpoint, type NavEntry } from '../Navigation/navigation.ts';
import { PlainNavItemLink } from '../Navigation/PlainNavItemLink.tsx';
import * as styles from './AppHeader.css.ts';
import { NavMenu } from './NavMenu.tsx';
import { useUIWords } from '../UIProvider/words.ts';

export interface AppHeaderProps {
  /** The logo, usually a link home with an accessible name (“SFI home”). */
  logo: ReactNode;
  /** A short line beside the logo. Hidden on phones. */
  slogan?: ReactNode;
  /**
   * The navigation: links, and groups whose sub-links show on hover, and by keyboard with Enter, Space
   * or ↓ (Escape closes them; Tab moves on to the next item). External
   * links (`isExternal`) open a new tab and are marked. The app supplies the entries.
   */
  navigation: readonly NavEntry[];
  /** A slot for the stock quote link (for example a `Link isExternal` to the ticker's page). */
  stockQuote?: ReactNode;
  /** A slot for the signed-in user's entry (their name, linking to their dashboard), or a sign-in link. */
  user?: ReactNode;
  /**
   * A slot for the language switch (a link to the same page in the other language): in the bar at
   * every width, and in the drawer on small screens.
   */
  language?: ReactNode;
  /** The current path, to mark the matching link with `aria-current="page"`. */
  currentHref?: string;
  /**
   * Up to which width a menu button and drawer replace the menus: `headerDrawer` up to 1024 px (the
   * public header), `shellMobile` up to 600 px.
   * @default 'headerDrawer'
   */
  mobileBreakpoint?: NavBreakpoint;
  /**
   * Accessible name of the navigation landmark.
   * @default 'Main'
   */
  navLabel?: string;
  /**
   * Label of the menu button and title of the drawer on small screens.
   * @default 'Menu'
   */
  menuLabel?: string;
  /**
   * What screen readers hear after an external link.
   * @default 'opens in a new tab'
   */
  externalLabel?: string;
  className?: string;
}

/**
 * The public site's header: logo and slogan, grouped navigation menus, a stock quote slot and the
 * signed-in user's entry, and the language switch. Up to `mobileBreakpoint` the menus give way to a drawer (MobileNav) holding
 * the same links and the stock quote. It knows nothing of the site's pages: the app passes them in.
 *
 * It is on every public page, so its links and buttons are plain HTML elements: its links load their
 * page (the public site has no router), and react-aria comes only with the drawer, when it first opens.
 */
export function AppHeader({
  logo,
  slogan,
  navigation,
  stockQuote,
  user,
  language,
  currentHref,
  mobileBreakpoint = 'headerDrawer',
  navLabel: navLabelGiven,
  menuLabel: menuLabelGiven,
  externalLabel: externalLabelGiven,
  className,
}: AppHeaderProps) {
  const words = useUIWords();
  const navLabel = navLabelGiven ?? words.mainNavigation;
  const menuLabel = menuLabelGiven ?? words.menu;
  const externalLabel = externalLabelGiven ?? words.opensInNewTab;
  return (
    <header className={cx(styles.header, className)}>
      <div className={styles.bar}>
        <div className={styles.brand}>
          {logo}
          {slogan ? <span className={styles.slogan}>{slogan}</span> : null}
        </div>
        <nav aria-label={navLabel} className={styles.desktopNav[mobileBreakpoint]}>
          <ul role="list" className={styles.menubar}>
            {navigation.map((entry, index) =>
              isNavGroup(entry) ? (
                <NavMenu key={index} group={entry} externalLabel={externalLabel} currentHref={currentHref} />
              ) : (
                <li key={entry.href}>
                  <PlainNavItemLink
                    item={entry}
                    externalLabel={externalLabel}
                    isCurrent={entry.href === currentHref}
                    className={styles.topLink}
                  />
                </li>
              ),
            )}
          </ul>
        </nav>
        <div className={styles.extras}>
          {stockQuote ? <div className={styles.desktopOnly[mobileBreakpoint]}>{stockQuote}</div> : null}
          {language}
          {user}
          <MobileNav
            entries={navigation}
            breakpoint={mobileBreakpoint}
            currentHref={currentHref}
            extras={
              language ? (
                <>
                  {stockQuote}
                  {language}
                </>
              ) : (
                stockQuote
              )
            }
            label={menuLabel}
            externalLabel={externalLabel}
          />
        </div>
      </div>
    </header>
  );
}
