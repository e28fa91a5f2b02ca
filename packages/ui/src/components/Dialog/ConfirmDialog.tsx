import { useContext, useRef, useState, type ReactNode } from 'react';
import { OverlayTriggerStateContext } from 'react-aria-components';

import { Button } from '../Button/Button.tsx';
import { Text } from '../Text/Text.tsx';
import * as styles from './Dialog.css.ts';
import { Dialog } from './Dialog.tsx';
import { useUIWords } from '../UIProvider/words.ts';

/** `danger` makes the confirm button red and focuses Cancel first, for destructive actions. */
export const confirmTones = ['default', 'danger'] as const;
export type ConfirmTone = (typeof confirmTones)[number];

export interface ConfirmDialogProps {
  /** The question, as the dialog's heading: “Delete this make?” */
  title: ReactNode;
  /** What happens if the user confirms. */
  message?: ReactNode;
  /**
   * Label of the confirm button. Say what it does (“Delete make”) rather than “OK”.
   * @default 'Confirm'
   */
  confirmLabel?: string;
  /**
   * Label of the cancel button.
   * @default 'Cancel'
   */
  cancelLabel?: string;
  /**
   * `danger` for destructive actions.
   * @default 'default'
   */
  tone?: ConfirmTone;
  /** Called when the user confirms. */
  onConfirm?: () => void;
  /** Called when the user cancels: the cancel button or Escape. */
  onCancel?: () => void;
  /** Whether the dialog is open (controlled). Leave unset inside a `DialogTrigger`. */
  isOpen?: boolean;
  /** Whether the dialog is open at first (uncontrolled). */
  defaultOpen?: boolean;
  /** Called when the dialog opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
}

/**
 * A question with a confirm and a cancel button, in a modal `alertdialog`. Escape cancels. For a
 * confirmation from code (`await confirm(…)`), use `useConfirm()`.
 */
export function ConfirmDialog({
  title,
  message,
  confirmLabel: confirmLabelGiven,
  cancelLabel: cancelLabelGiven,
  tone = 'default',
  onConfirm,
  onCancel,
  isOpen: isOpenProp,
  defaultOpen = false,
  onOpenChange,
}: ConfirmDialogProps) {
  const words = useUIWords();
  const confirmLabel = confirmLabelGiven ?? words.confirm;
  const cancelLabel = cancelLabelGiven ?? words.cancel;
  // Open state comes from the props, or from an enclosing DialogTrigger, or is kept here. It is always
  // passed down as controlled, so every way of closing goes through `setOpen` and is reported once.
  const trigger = useContext(OverlayTriggerStateContext);
  const [localOpen, setLocalOpen] = useState(defaultOpen);
  const isOpen = isOpenProp ?? trigger?.isOpen ?? localOpen;
  const confirmed = useRef(false);

  const setOpen = (open: boolean) => {
    if (!open) {
      if (confirmed.current) onConfirm?.();
      else onCancel?.();
      confirmed.current = false;
    }
    if (isOpenProp === undefined) {
      if (trigger) trigger.setOpen(open);
      else setLocalOpen(open);
    }
    onOpenChange?.(open);
  };

  const isDanger = tone === 'danger';
  return (
    <Dialog
      role="alertdialog"
      title={title}
      size="small"
      isDismissable={false}
      hideCloseButton
      isOpen={isOpen}
      onOpenChange={setOpen}
    >
      {message ? <Text>{message}</Text> : null}
      <div className={styles.actions}>
        <Button variant="secondary" autoFocus={isDanger} onPress={() => setOpen(false)}>
          {cancelLabel}
        </Button>
        <Button
          variant={isDanger ? 'danger' : 'primary'}
          autoFocus={!isDanger}
          onPress={() => {
            confirmed.current = true;
            setOpen(false);
          }}
        >
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
