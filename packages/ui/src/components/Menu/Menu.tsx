import type { ReactNode } from 'react';
import {
  Collection,
  Header,
  Menu as RACMenu,
  MenuItem as RACMenuItem,
  MenuSection as RACMenuSection,
  MenuTrigger as RACMenuTrigger,
  Separator,
  type MenuItemProps as RACMenuItemProps,
  type MenuProps as RACMenuProps,
  type MenuSectionProps as RACMenuSectionProps,
  type MenuTriggerProps as RACMenuTriggerProps,
  type PopoverProps,
} from 'react-aria-components';

import { CheckIcon } from '../../icons/icons.tsx';
import { cx, withClass } from '../../utils/cx.ts';
import { PopoverSurface } from '../Popover/Popover.tsx';
import * as styles from './Menu.css.ts';

export type MenuTriggerProps = RACMenuTriggerProps;

/**
 * Opens the `Menu` inside it when its first child (a `Button`) is pressed, or with Enter, Space or the
 * arrow keys. Wraps react-aria's `MenuTrigger`.
 */
export function MenuTrigger(props: MenuTriggerProps) {
  return <RACMenuTrigger {...props} />;
}

export interface MenuProps<T> extends RACMenuProps<T> {
  /**
   * Where the menu opens, relative to its trigger.
   * @default 'bottom start'
   */
  placement?: PopoverProps['placement'];
}

/**
 * A list of actions in a popover, inside a `MenuTrigger`. Arrow keys move between items, typing jumps
 * to an item, Enter runs it and Escape closes the menu. Wraps react-aria's `Menu`.
 */
export function Menu<T extends object>({ placement = 'bottom start', className, ...props }: MenuProps<T>) {
  return (
    <PopoverSurface placement={placement} className={styles.popover}>
      <RACMenu {...props} className={withClass(className, styles.menu)} />
    </PopoverSurface>
  );
}

/** Menu item tones: `critical` for destructive actions (delete). */
export const menuItemTones = ['neutral', 'critical'] as const;
export type MenuItemTone = (typeof menuItemTones)[number];

export interface MenuItemProps<T = object> extends RACMenuItemProps<T> {
  /**
   * `critical` colours a destructive action.
   * @default 'neutral'
   */
  tone?: MenuItemTone;
}

/** One action of a `Menu`. With `href` it is a link. Selected items (in a selectable menu) show a check. */
export function MenuItem<T extends object>({
  tone = 'neutral',
  className,
  children,
  ...props
}: MenuItemProps<T>) {
  const textValue = props.textValue ?? (typeof children === 'string' ? children : undefined);
  return (
    <RACMenuItem
      {...props}
      textValue={textValue}
      className={withClass(className, cx(styles.item, tone === 'critical' && styles.critical))}
    >
      {(renderProps) => (
        <>
          {typeof children === 'function' ? children(renderProps) : children}
          {renderProps.isSelected ? <CheckIcon className={styles.check} /> : null}
        </>
      )}
    </RACMenuItem>
  );
}

export interface MenuSectionProps<T> extends RACMenuSectionProps<T> {
  /** The section's heading. */
  title?: ReactNode;
}

/** A titled group of items in a `Menu`. */
export function MenuSection<T extends object>({
  title,
  children,
  items,
  className,
  ...props
}: MenuSectionProps<T>) {
  return (
    <RACMenuSection {...props} className={cx(styles.section, className)}>
      {title ? <Header className={styles.sectionHeader}>{title}</Header> : null}
      <Collection items={items}>{children}</Collection>
    </RACMenuSection>
  );
}

/** A line between groups of items in a `Menu`. */
export function MenuSeparator() {
  return <Separator className={styles.separator} />;
}
