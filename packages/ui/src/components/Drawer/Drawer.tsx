import type { ReactNode } from 'react';
import {
  Dialog as RACDialog,
  Modal,
  ModalOverlay,
  type DialogProps as RACDialogProps,
} from 'react-aria-components';

import { CloseIcon } from '../../icons/icons.tsx';
import { cx } from '../../utils/cx.ts';
import { Heading } from '../Heading/Heading.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import * as styles from './Drawer.css.ts';
import { useUIWords } from '../UIProvider/words.ts';

export const drawerPlacements = ['start', 'end'] as const;
export type DrawerPlacement = (typeof drawerPlacements)[number];

export interface DrawerProps extends Omit<RACDialogProps, 'children'> {
  /** The heading, which also names the drawer for screen readers. */
  title: ReactNode;
  /** The content. A function receives `close`. */
  children?: ReactNode | ((opts: { close: () => void }) => ReactNode);
  /**
   * The side it slides in from: `start` (left in English) for navigation, `end` for details and filters.
   * @default 'end'
   */
  placement?: DrawerPlacement;
  /**
   * Accessible label of the close button.
   * @default 'Close'
   */
  closeLabel?: string;
  /**
   * Whether a click on the backdrop closes it. Escape always does.
   * @default true
   */
  isDismissable?: boolean;
  /** Whether it is open (controlled). Leave unset inside a `DialogTrigger`. */
  isOpen?: boolean;
  /** Whether it is open at first (uncontrolled). */
  defaultOpen?: boolean;
  /** Called when it opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
}

/**
 * A panel that slides in from the side of the screen over the page (500 ms; a fade when the user
 * prefers reduced motion). Modal: focus moves in and stays in, Escape closes it, focus returns to the
 * button that opened it. Open it with a `DialogTrigger`, or control it with `isOpen`.
 */
export function Drawer({
  title,
  children,
  placement = 'end',
  closeLabel: closeLabelGiven,
  isDismissable = true,
  isOpen,
  defaultOpen,
  onOpenChange,
  className,
  ...props
}: DrawerProps) {
  const words = useUIWords();
  const closeLabel = closeLabelGiven ?? words.close;
  return (
    <ModalOverlay
      isDismissable={isDismissable}
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      className={styles.overlay}
    >
      <Modal className={cx(styles.modal, styles[placement])}>
        <RACDialog {...props} className={cx(styles.dialog, className)}>
          {({ close }) => (
            <>
              <div className={styles.header}>
                <Heading slot="title" level={2}>
                  {title}
                </Heading>
                <IconButton label={closeLabel} onPress={close}>
                  <CloseIcon />
                </IconButton>
              </div>
              <div className={styles.body}>
                {typeof children === 'function' ? children({ close }) : children}
              </div>
            </>
          )}
        </RACDialog>
      </Modal>
    </ModalOverlay>
  );
}
