import type { HTMLAttributes, ReactNode } from 'react';

import { CheckCircleIcon, ErrorIcon, InfoIcon, WarningIcon } from '../../icons/icons.tsx';
import { tones, type Tone } from '../../theme/tokens.ts';
import * as styles from './Alert.css.ts';

export const alertTones = tones;
export type AlertTone = Tone;

const icons = {
  brand: InfoIcon,
  neutral: InfoIcon,
  positive: CheckCircleIcon,
  caution: WarningIcon,
  critical: ErrorIcon,
} as const;

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /**
   * What the message means. `critical` alerts are announced at once by screen readers (`role="alert"`).
   * @default 'brand'
   */
  tone?: AlertTone;
  /** A short summary, in bold above the message. */
  title?: ReactNode;
  /** The message. */
  children?: ReactNode;
  /** An action the user can take, such as a Button (“Try again”). */
  action?: ReactNode;
}

/** An inline message inside the page, with a tone, an icon, an optional title and an optional action. */
export function Alert({ tone = 'brand', title, children, action, className, role, ...props }: AlertProps) {
  const Icon = icons[tone];
  return (
    <div
      {...props}
      role={role ?? (tone === 'critical' ? 'alert' : undefined)}
      className={[styles.alert({ tone }), className].filter(Boolean).join(' ')}
    >
      <Icon className={[styles.icon, styles.iconTone[tone]].join(' ')} />
      <div className={styles.body}>
        {title ? <div className={styles.title}>{title}</div> : null}
        {children ? <div>{children}</div> : null}
      </div>
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
