import { Link as RACLink } from 'react-aria-components';

import { ExternalIcon } from '../../icons/icons.tsx';
import { cx } from '../../utils/cx.ts';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import type { NavLinkItem } from './navigation.ts';
import * as styles from './NavItemLink.css.ts';

/** One link of a navigation menu or drawer. External links open a new tab and say so. */
export function NavItemLink({
  item,
  externalLabel,
  isCurrent,
  className,
  onPress,
}: {
  item: NavLinkItem;
  externalLabel: string;
  isCurrent?: boolean;
  className?: string;
  onPress?: () => void;
}) {
  return (
    <RACLink
      href={item.href}
      target={item.isExternal ? '_blank' : undefined}
      rel={item.isExternal ? 'noopener noreferrer' : undefined}
      aria-current={isCurrent ? 'page' : undefined}
      className={cx(styles.navItemLink, className)}
      onPress={onPress}
    >
      {item.label}
      {item.isExternal ? (
        <>
          <ExternalIcon className={styles.externalIcon} />
          <VisuallyHidden> ({externalLabel})</VisuallyHidden>
        </>
      ) : null}
    </RACLink>
  );
}
