import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';

import { ChevronDownIcon } from '../../icons/icons.tsx';
import { usePlainFocusRing } from '../../utils/usePlainFocusRing.ts';
import type { NavGroup } from '../Navigation/navigation.ts';
import { PlainNavItemLink } from '../Navigation/PlainNavItemLink.tsx';
import * as styles from './AppHeader.css.ts';

/**
 * One group of the header's navigation: a button and its sub-links (the WAI-ARIA disclosure
 * navigation pattern). The sub-links show while the pointer rests on the group; by keyboard, focus
 * alone opens nothing: Enter or Space on the button opens and closes it, ↓ (or ↑) opens it on its
 * first (or last) link, ↓ ↑ Home and End move between its links, Escape closes it and returns focus
 * to the button, and Tab leaves it for the next item of the header, closing it. A plain `<button>`
 * and plain links, like the rest of the header.
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
  // The kind of pointer of the last press ('mouse', 'touch', 'pen').
  const pointerType = useRef('');

  const links = () => [...(root.current?.querySelectorAll<HTMLElement>('ul a') ?? [])];
  /** Focuses a sub-link once the list shows: `index` from the start, or from the end when negative. */
  const focusLink = (index: number) => {
    requestAnimationFrame(() => links().at(index)?.focus());
  };

  const onBlur = (event: FocusEvent) => {
    if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const onButton = event.target === trigger.current;
    const all = links();
    const at = all.indexOf(event.target as HTMLElement);
    const move = (index: number) => {
      event.preventDefault();
      if (onButton) {
        setOpen(true);
        focusLink(index);
      } else all.at(index)?.focus();
    };
    switch (event.key) {
      case 'Escape':
        if (!isOpen) return;
        event.preventDefault();
        setOpen(false);
        trigger.current?.focus();
        return;
      case 'ArrowDown':
        return move(onButton ? 0 : (at + 1) % all.length);
      case 'ArrowUp':
        return move(onButton ? -1 : at <= 0 ? -1 : at - 1);
      case 'Home':
        if (!onButton) move(0);
        return;
      case 'End':
        if (!onButton) move(-1);
        return;
      case 'Tab':
        // Closed before the browser moves focus, so that Tab skips the sub-links: to the next item
        // of the header (Shift+Tab from a sub-link: back to this button).
        setOpen(false);
        return;
    }
  };

  return (
    <li
      ref={root}
      className={styles.menuItem}
      onPointerEnter={(e) => e.pointerType === 'mouse' && setOpen(true)}
      onPointerLeave={(e) => e.pointerType === 'mouse' && setOpen(false)}
      onPointerDown={(e) => {
        pointerType.current = e.pointerType;
        // Safari does not focus a pressed button: focus it, so that the menu closes when focus leaves.
        if (trigger.current?.contains(e.target as Node)) trigger.current.focus();
      }}
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
        // A mouse click keeps a hover-opened menu open; Enter, Space and a tap toggle it (a click from
        // the keyboard has no pointer: its `detail` is 0).
        onClick={(e) => {
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
