import type { ReactNode } from 'react';
import {
  Dialog as RACDialog,
  DialogTrigger as RACDialogTrigger,
  OverlayArrow,
  Popover as RACPopover,
  type DialogTriggerProps as RACDialogTriggerProps,
  type PopoverProps as RACPopoverProps,
} from 'react-aria-components';

import { cx, withClass } from '../../utils/cx.ts';
import { Heading } from '../Heading/Heading.tsx';
import * as styles from './Popover.css.ts';

/**
 * The bare floating surface, for building list overlays (Select, ComboBox, Menu, DatePicker). Not
 * exported from the package: use `Popover` for content.
 */
export function PopoverSurface({ className, offset = 4, ...props }: RACPopoverProps) {
  return <RACPopover {...props} offset={offset} className={withClass(className, styles.surface)} />;
}

export interface PopoverProps extends Omit<RACPopoverProps, 'children'> {
  /** A heading at the top, which also names the popover for screen readers. */
  title?: ReactNode;
  /** The content. A function receives `close`. */
  children?: ReactNode | ((opts: { close: () => void }) => ReactNode);
  /**
   * Shows a small arrow pointing at the trigger.
   * @default true
   */
  showArrow?: boolean;
  /** The accessible name when there is no `title`. */
  'aria-label'?: string;
}

/**
 * Non-modal content next to the button that opened it, inside a `PopoverTrigger`. Focus moves in,
 * Escape or a click outside closes it, and focus returns to the trigger. Wraps react-aria's `Popover`
 * and `Dialog`.
 */
export function Popover({
  title,
  children,
  showArrow = true,
  className,
  offset,
  'aria-label': ariaLabel,
  ...props
}: PopoverProps) {
  return (
    <PopoverSurface
      {...props}
      offset={offset ?? (showArrow ? 10 : 4)}
      className={withClass(className, styles.contentSurface)}
    >
      {showArrow ? (
        <OverlayArrow>
          <svg width={12} height={12} viewBox="0 0 12 12" className={styles.arrow} aria-hidden="true">
            <path d="M0 0 L6 6 L12 0" />
          </svg>
        </OverlayArrow>
      ) : null}
      <RACDialog aria-label={ariaLabel} className={cx(styles.dialog)}>
        {({ close }) => (
          <>
            {title ? (
              <Heading slot="title" level={3}>
                {title}
              </Heading>
            ) : null}
            {typeof children === 'function' ? children({ close }) : children}
          </>
        )}
      </RACDialog>
    </PopoverSurface>
  );
}

export type PopoverTriggerProps = RACDialogTriggerProps;

/** Opens the `Popover` inside it when its first child (a `Button`) is pressed. */
export function PopoverTrigger(props: PopoverTriggerProps) {
  return <RACDialogTrigger {...props} />;
}
