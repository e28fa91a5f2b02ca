import type { HTMLAttributes, ReactNode } from 'react';

import { CheckCircleIcon, CloseIcon, ErrorIcon, InfoIcon, WarningIcon } from '../../icons/icons.tsx';
import { tones, type Tone } from '../../theme/tokens.ts';
import { cx } from '../../utils/cx.ts';
import { IconButton } from '../IconButton/IconButton.tsx';
import * as styles from './Banner.css.ts';
import { useUIWords } from '../UIProvider/words.ts';

export const bannerTones = tones;
export type BannerTone = Tone;

const icons = {
  brand: InfoIcon,
  neutral: InfoIcon,
  positive: CheckCircleIcon,
  caution: WarningIcon,
  critical: ErrorIcon,
} as const;

export interface BannerProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /**
   * What the message means. `critical` banners are announced at once (`role="alert"`).
   * @default 'brand'
   */
  tone?: BannerTone;
  /** A short lead-in, in bold before the message. */
  title?: ReactNode;
  /** The message. */
  children?: ReactNode;
  /** An action, such as a Button or Link (“Reload”, “Subscribe”). */
  action?: ReactNode;
  /** When given, shows a close button that calls it. The banner does not hide itself: the app decides. */
  onDismiss?: () => void;
  /**
   * Accessible label of the close button.
   * @default 'Dismiss'
   */
  dismissLabel?: string;
}

/**
 * A full-width message across the top of a page or app, about the whole app rather than one part of
 * it: a new version is available, scheduled maintenance, the newsletter. For a message about one part
 * of a page, use Alert.
 */
export function Banner({
  tone = 'brand',
  title,
  children,
  action,
  onDismiss,
  dismissLabel: dismissLabelGiven,
  className,
  role,
  ...props
}: BannerProps) {
  const words = useUIWords();
  const dismissLabel = dismissLabelGiven ?? words.dismiss;
  const Icon = icons[tone];
  return (
    <div
      {...props}
      role={role ?? (tone === 'critical' ? 'alert' : 'status')}
      className={cx(styles.banner({ tone }), className)}
    >
      <Icon className={cx(styles.icon, styles.iconTone[tone])} />
      <div className={styles.content}>
        {title ? <span className={styles.title}>{title}</span> : null}
        {children ? <span>{children}</span> : null}
      </div>
      {action || onDismiss ? (
        <div className={styles.actions}>
          {action}
          {onDismiss ? (
            <IconButton label={dismissLabel} size="small" onPress={onDismiss}>
              <CloseIcon />
            </IconButton>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
