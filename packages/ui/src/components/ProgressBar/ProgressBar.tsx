import type { ReactNode } from 'react';
import {
  Label as RACLabel,
  ProgressBar as RACProgressBar,
  type ProgressBarProps as RACProgressBarProps,
} from 'react-aria-components';

import { cx, withClass } from '../../utils/cx.ts';
import * as styles from './ProgressBar.css.ts';

/** `positive` once finished, `critical` when it failed. */
export const progressBarTones = ['brand', 'positive', 'critical'] as const;
export type ProgressBarTone = (typeof progressBarTones)[number];

export interface ProgressBarProps extends Omit<RACProgressBarProps, 'children' | 'isIndeterminate'> {
  /** What is progressing, such as the file name: “Uploading lease.pdf”. */
  label?: ReactNode;
  /**
   * Shows the value (“45%”, or `valueLabel`) beside the label.
   * @default true
   */
  showValueLabel?: boolean;
  /**
   * Colour by meaning: `positive` when done, `critical` when it failed.
   * @default 'brand'
   */
  tone?: ProgressBarTone;
}

/**
 * How far along a task of known length is, such as an upload (0–100 %). Announced as a progress bar
 * with its label and value. Wraps react-aria's `ProgressBar`. For waits of unknown length, use
 * LoadingDots.
 */
export function ProgressBar({
  label,
  showValueLabel = true,
  tone = 'brand',
  className,
  ...props
}: ProgressBarProps) {
  return (
    <RACProgressBar {...props} className={withClass(className, styles.root)}>
      {({ percentage, valueText }) => (
        <>
          {label || showValueLabel ? (
            <div className={styles.header}>
              {label ? <RACLabel className={styles.label}>{label}</RACLabel> : <span />}
              {showValueLabel ? <span className={styles.value}>{valueText}</span> : null}
            </div>
          ) : null}
          <div className={styles.track}>
            <div
              className={cx(styles.fill, styles.fillTone[tone])}
              style={{ width: `${percentage ?? 0}%` }}
            />
          </div>
        </>
      )}
    </RACProgressBar>
  );
}
