import type { ReactNode } from 'react';
import {
  Dialog as RACDialog,
  DialogTrigger as RACDialogTrigger,
  Modal,
  ModalOverlay,
  type DialogProps as RACDialogProps,
  type DialogTriggerProps as RACDialogTriggerProps,
} from 'react-aria-components';

import { CloseIcon } from '../../icons/icons.tsx';
import { Button } from '../Button/Button.tsx';
import { Heading } from '../Heading/Heading.tsx';
import * as styles from './Dialog.css.ts';
import { useUIWords } from '../UIProvider/words.ts';

export const dialogSizes = ['small', 'medium', 'large'] as const;
export type DialogSize = (typeof dialogSizes)[number];

export interface DialogProps extends Omit<RACDialogProps, 'children'> {
  /** The dialog's title, shown as its heading and used as its accessible name. */
  title: ReactNode;
  /** The content. A function receives `close` to close the dialog from a button. */
  children?: ReactNode | ((opts: { close: () => void }) => ReactNode);
  /**
   * Maximum width: small 400 px, medium 560 px, large 800 px (always fits the screen).
   * @default 'medium'
   */
  size?: DialogSize;
  /**
   * Whether a click outside the dialog closes it. Escape always closes it.
   * @default true
   */
  isDismissable?: boolean;
  /**
   * Accessible label of the close button in the corner.
   * @default 'Close'
   */
  closeLabel?: string;
  /**
   * Hides the close button in the corner; the content must then offer a way to close.
   * @default false
   */
  hideCloseButton?: boolean;
  /** Whether the dialog is open (controlled). Leave unset inside a `DialogTrigger`. */
  isOpen?: boolean;
  /** Whether the dialog is open at first (uncontrolled). */
  defaultOpen?: boolean;
  /** Called when the dialog opens or closes (close button, Escape, click outside). */
  onOpenChange?: (isOpen: boolean) => void;
}

/**
 * A modal dialog with a title. Wraps react-aria's `ModalOverlay`, `Modal` and `Dialog`: focus moves
 * into the dialog and stays there, Escape closes it, the page behind is hidden from screen readers
 * and focus returns to the element that opened it.
 */
export function Dialog({
  title,
  children,
  size = 'medium',
  isDismissable = true,
  closeLabel: closeLabelGiven,
  hideCloseButton = false,
  isOpen,
  defaultOpen,
  onOpenChange,
  className,
  ...props
}: DialogProps) {
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
      <Modal className={[styles.modal, styles.modalSize[size]].join(' ')}>
        <RACDialog {...props} className={[styles.dialog, className].filter(Boolean).join(' ')}>
          {({ close }) => (
            <>
              <div className={styles.header}>
                <Heading slot="title" level={2}>
                  {title}
                </Heading>
                {hideCloseButton ? null : (
                  <Button
                    variant="quiet"
                    aria-label={closeLabel}
                    onPress={close}
                    className={styles.closeButton}
                  >
                    <CloseIcon />
                  </Button>
                )}
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

export type DialogTriggerProps = RACDialogTriggerProps;

/** Opens the `Dialog` inside it when its first child (a `Button`) is pressed. */
export function DialogTrigger(props: DialogTriggerProps) {
  return <RACDialogTrigger {...props} />;
}
