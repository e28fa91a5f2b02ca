import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';

import { ChevronDownIcon } from '../../icons/icons.tsx';
import { usePlainFocusRing } from '../../utils/usePlainFocusRing.ts';
import type { NavGroup } from '../Navigation/navigation.ts';
import { PlainNavItemLink } from '../Navigation/PlainNavItemLink.tsx';
import * as styles from './AppHeader.css.ts';

/**
 * One group of the header's navigation: a button and its sub-links (the WAI-ARIA disclosure
 * navigation pattern). The sub-links show while the pointer rests on the group and while keyboard
 * focus is inside it; Enter, Space or ↓ open it, Escape closes it and returns focus to the button.
 * A plain `<button>` and plain links, like the rest of the header.
 */
export function NavMenu({
  group,
  externalLabel,
  currentHref,
}: {
  group: NavGroup;
  externalLabel: string;
  currentHref?: string;
}) {
  const [isOpen, setOpen] = useState(false);
  const listId = useId();
  const focusRing = usePlainFocusRing();
  const root = useRef<HTMLLIElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  // Focus that follows a pointer press is not keyboard focus: the press itself decides.
  const pointerDown = useRef(false);
  // The kind of pointer of the last press ('mouse', 'touch', 'pen').
  const pointerType = useRef('');
  // After Escape, focus is back on the button with the menu closed; keep it closed until focus leaves.
  const dismissed = useRef(false);

  const focusFirstLink = () => {
    requestAnimationFrame(() => root.current?.querySelector<HTMLElement>('ul a')?.focus());
  };

  const onFocus = () => {
    if (!pointerDown.current && !dismissed.current) setOpen(true);
  };
  const onBlur = (event: FocusEvent) => {
    if (!root.current?.contains(event.relatedTarget as Node | null)) {
      dismissed.current = false;
      setOpen(false);
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && isOpen) {
      event.preventDefault();
      dismissed.current = true;
      setOpen(false);
      trigger.current?.focus();
    } else if (event.key === 'ArrowDown' && event.target === trigger.current) {
      event.preventDefault();
      dismissed.current = false;
      setOpen(true);
      focusFirstLink();
    }
  };

  return (
    <li
      ref={root}
      className={styles.menuItem}
      onPointerEnter={(e) => e.pointerType === 'mouse' && setOpen(true)}
      onPointerLeave={(e) => e.pointerType === 'mouse' && setOpen(false)}
      onPointerDown={(e) => {
        pointerDown.current = true;
        pointerType.current = e.pointerType;
        // Safari does not focus a pressed button: focus it, so that the menu closes when focus leaves.
        if (trigger.current?.contains(e.target as Node)) trigger.current.focus();
      }}
      onPointerUp={() => {
        setTimeout(() => (pointerDown.current = false));
      }}
      onFocus={onFocus}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <button
        {...focusRing}
        type="button"
        ref={trigger}
        aria-expanded={isOpen}
        aria-controls={listId}
        className={styles.menuButton}
        // A mouse click keeps a hover-opened menu open; keyboard and touch toggle it (a click from the
        // keyboard has no pointer: its `detail` is 0).
        onClick={(e) => {
          dismissed.current = false;
          const byMouse = e.detail > 0 && pointerType.current === 'mouse';
          setOpen((open) => (byMouse ? true : !open));
        }}
      >
        {group.label}
        <ChevronDownIcon className={styles.chevron} />
      </button>
      <ul id={listId} role="list" className={styles.submenu} hidden={!isOpen}>
        {group.items.map((item) => (
          <li key={item.href}>
            <PlainNavItemLink
              item={item}
              externalLabel={externalLabel}
              isCurrent={item.href === currentHref}
            />
          </li>
        ))}
      </ul>
    </li>
  );
}
