import {
  Button as RACButton,
  UNSTABLE_Toast as RACToast,
  UNSTABLE_ToastContent as RACToastContent,
  UNSTABLE_ToastRegion as RACToastRegion,
} from 'react-aria-components';

import { CheckCircleIcon, CloseIcon, ErrorIcon } from '../../icons/icons.tsx';
import { Text } from '../Text/Text.tsx';
import * as styles from './Snackbar.css.ts';
import { snackbar as sharedSnackbar, useAutoHide, type SnackbarController } from './snackbar.ts';
import { useUIWords } from '../UIProvider/words.ts';

export interface SnackbarRegionProps {
  /**
   * The queue to show. Leave unset for the shared `snackbar`.
   * @default snackbar
   */
  controller?: SnackbarController;
  /**
   * Time before a snackbar hides itself when `show` gets no `durationMs`, in ms.
   * @default 5000
   */
  autoHideMs?: number;
  /**
   * Accessible name of the region (a landmark users can jump to with F6).
   * @default 'Notifications'
   */
  label?: string;
  /**
   * Accessible label of each snackbar's close button.
   * @default 'Dismiss'
   */
  closeLabel?: string;
}

/**
 * Where snackbars appear: top centre, above everything. Render it once (UIProvider does). Each
 * snackbar is announced politely by screen readers, can be closed with its button, and its timer
 * pauses while the region is hovered or focused.
 */
export function SnackbarRegion({
  controller = sharedSnackbar,
  autoHideMs,
  label: labelGiven,
  closeLabel: closeLabelGiven,
}: SnackbarRegionProps) {
  const words = useUIWords();
  const label = labelGiven ?? words.notifications;
  const closeLabel = closeLabelGiven ?? words.dismiss;
  useAutoHide(controller, autoHideMs);
  return (
    <RACToastRegion queue={controller.queue} aria-label={label} className={styles.region}>
      {({ toast }) => {
        const Icon = toast.content.tone === 'error' ? ErrorIcon : CheckCircleIcon;
        return (
          <RACToast toast={toast} className={styles.snack({ tone: toast.content.tone })}>
            {/* react-aria makes the content an assertive `alert`; a snackbar is a polite status. */}
            <RACToastContent role="status" aria-live="polite" className={styles.content}>
              <Icon className={styles.icon} />
              <Text slot="title" as="div" tone="inherit" className={styles.message}>
                {toast.content.message}
              </Text>
            </RACToastContent>
            <RACButton slot="close" aria-label={closeLabel} className={styles.closeButton}>
              <CloseIcon />
            </RACButton>
          </RACToast>
        );
      }}
    </RACToastRegion>
  );
}
