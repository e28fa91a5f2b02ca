import type { ReactNode } from 'react';
import {
  OverlayArrow,
  Tooltip as RACTooltip,
  TooltipTrigger as RACTooltipTrigger,
  type TooltipProps as RACTooltipProps,
  type TooltipTriggerComponentProps,
} from 'react-aria-components';

import { withClass } from '../../utils/cx.ts';
import * as styles from './Tooltip.css.ts';

export interface TooltipProps extends Omit<RACTooltipProps, 'children'> {
  /** The hint: a few words. */
  children: ReactNode;
}

/**
 * A short hint about the element that has hover or keyboard focus, inside a `TooltipTrigger`. It
 * describes its trigger (`aria-describedby`); it never replaces the trigger's own name.
 */
export function Tooltip({ children, className, offset = 8, ...props }: TooltipProps) {
  return (
    <RACTooltip {...props} offset={offset} className={withClass(className, styles.tooltip)}>
      <OverlayArrow>
        <svg width={8} height={8} viewBox="0 0 8 8" className={styles.arrow} aria-hidden="true">
          <path d="M0 0 L4 4 L8 0" />
        </svg>
      </OverlayArrow>
      {children}
    </RACTooltip>
  );
}

export interface TooltipTriggerProps extends TooltipTriggerComponentProps {
  /**
   * Time the pointer rests on the trigger before the tooltip shows, in ms. Keyboard focus shows it at once.
   * @default 600
   */
  delay?: number;
}

/** Shows the `Tooltip` inside it while its first child (a focusable element) has hover or focus. */
export function TooltipTrigger({ delay = 600, ...props }: TooltipTriggerProps) {
  return <RACTooltipTrigger {...props} delay={delay} />;
}
