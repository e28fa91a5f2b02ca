import type { ReactNode } from 'react';

import { CheckIcon, CloseIcon } from '../../icons/icons.tsx';
import { cx } from '../../utils/cx.ts';
import * as styles from './Stepper.css.ts';
import { useUIWords } from '../UIProvider/words.ts';

/** Where a step stands. `error` is a step that failed or was rejected. */
export const stepStatuses = ['complete', 'current', 'upcoming', 'error'] as const;
export type StepStatus = (typeof stepStatuses)[number];

export interface Step {
  id: string;
  /** The step's name: “Quote submitted”. */
  label: ReactNode;
  status: StepStatus;
  /** A detail under the label, such as who did it and when. */
  description?: ReactNode;
  /** An action for this step, such as a Button (“Approve quote”). Usually only on the current step. */
  action?: ReactNode;
}

export interface StepperProps {
  steps: readonly Step[];
  /**
   * `horizontal` from tablet width (always vertical on phones), or `vertical`.
   * @default 'horizontal'
   */
  orientation?: 'horizontal' | 'vertical';
  /** Accessible name of the list: “Revision progress”. */
  'aria-label'?: string;
  /**
   * The status words, shown under each label and read by screen readers.
   * @default { complete: 'Done', current: 'In progress', upcoming: 'Not started', error: 'Needs attention' }
   */
  statusLabels?: Record<StepStatus, string>;
  className?: string;
}

/**
 * A progression through ordered steps, such as a quote revision's: each step has a label, a status
 * (shown in words and with a mark, not only in colour) and an optional action. The current step is
 * marked `aria-current="step"`. It shows where things stand; it does not move between pages.
 */
export function Stepper({
  steps,
  orientation = 'horizontal',
  statusLabels: statusLabelsGiven,
  className,
  ...aria
}: StepperProps) {
  const words = useUIWords();
  const statusLabels = statusLabelsGiven ?? {
    complete: words.stepComplete,
    current: words.stepCurrent,
    upcoming: words.stepUpcoming,
    error: words.stepError,
  };
  return (
    <ol {...aria} className={cx(styles.list, orientation === 'horizontal' && styles.horizontal, className)}>
      {steps.map((step, index) => (
        <li
          key={step.id}
          className={styles.step}
          data-status={step.status}
          aria-current={step.status === 'current' ? 'step' : undefined}
        >
          <span className={styles.marker} aria-hidden="true">
            {step.status === 'complete' ? <CheckIcon /> : step.status === 'error' ? <CloseIcon /> : index + 1}
          </span>
          <div className={styles.body}>
            <span className={styles.label}>{step.label}</span>
            <span className={styles.status}>{statusLabels[step.status]}</span>
            {step.description ? <span className={styles.description}>{step.description}</span> : null}
            {step.action ? <div className={styles.action}>{step.action}</div> : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
