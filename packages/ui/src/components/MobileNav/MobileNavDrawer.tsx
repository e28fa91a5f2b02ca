import { useId, type ReactNode } from 'react';

import { Drawer, type DrawerPlacement } from '../Drawer/Drawer.tsx';
import { isNavGroup, type NavEntry } from '../Navigation/navigation.ts';
import { NavItemLink } from '../Navigation/NavItemLink.tsx';
import * as styles from './MobileNav.css.ts';

export interface MobileNavDrawerProps {
  entries: readonly NavEntry[];
  currentHref?: string;
  extras?: ReactNode;
  label: string;
  placement: DrawerPlacement;
  externalLabel: string;
  closeLabel: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * MobileNav's drawer, with every link (groups become titled sections); following a link, the extras'
 * included, closes it.
 * Loaded when the menu first opens, with react-aria's modal.
 */
export function MobileNavDrawer({
  entries,
  currentHref,
  extras,
  label,
  placement,
  externalLabel,
  closeLabel,
  isOpen,
  onOpenChange,
}: MobileNavDrawerProps) {
  const headingId = useId();
  const close = () => onOpenChange(false);
  return (
    <Drawer
      title={label}
      placement={placement}
      closeLabel={closeLabel}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
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
      {extras ? (
        // A link among the extras (the stock quote, in a new tab) closes the drawer too: back on
        // this page, the menu is closed.
        <div
          className={styles.extras}
          onClick={(event) => {
            if ((event.target as Element).closest('a[href]')) close();
          }}
        >
          {extras}
        </div>
      ) : null}
    </Drawer>
  );
}
