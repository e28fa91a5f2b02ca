import { Link as RACLink } from 'react-aria-components';

import { cx } from '../../utils/cx.ts';
import * as styles from './NavItemLink.css.ts';
import { navLinkAttributes, navLinkContent, type NavItemLinkProps } from './PlainNavItemLink.tsx';

/**
 * One link of the drawer: react-aria's `Link`, so it follows the app's router when there is one, and
 * `onPress` closes the drawer.
 */
export function NavItemLink(props: NavItemLinkProps & { onPress?: () => void }) {
  return (
    <RACLink
      {...navLinkAttributes(props)}
      className={cx(styles.navItemLink, props.className)}
      onPress={props.onPress}
    >
      {navLinkContent(props)}
    </RACLink>
  );
}
