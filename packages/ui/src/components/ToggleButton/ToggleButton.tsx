import {
  ToggleButton as RACToggleButton,
  type ToggleButtonProps as RACToggleButtonProps,
} from 'react-aria-components';

import { cx, withClass } from '../../utils/cx.ts';
import { button } from '../Button/Button.css.ts';
import type { ButtonSize } from '../Button/Button.tsx';
import * as styles from './ToggleButton.css.ts';

export interface ToggleButtonProps extends RACToggleButtonProps {
  /**
   * Height and text size, as for `Button`.
   * @default 'medium'
   */
  size?: ButtonSize;
}

/**
 * A button that stays pressed: on or off (`aria-pressed`). Wraps react-aria's `ToggleButton`; use
 * `isSelected` + `onChange` to control it.
 */
export function ToggleButton({ size, className, ...props }: ToggleButtonProps) {
  return (
    <RACToggleButton
      {...props}
      className={withClass(className, cx(button({ variant: 'secondary', size }), styles.toggle))}
    />
  );
}
