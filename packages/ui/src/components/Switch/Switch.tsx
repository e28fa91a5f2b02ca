import type { ReactNode } from 'react';
import { Switch as RACSwitch, type SwitchProps as RACSwitchProps } from 'react-aria-components';

import { withClass } from '../../utils/cx.ts';
import * as styles from './Switch.css.ts';

export interface SwitchProps extends Omit<RACSwitchProps, 'children'> {
  /** The setting it turns on and off. */
  children?: ReactNode;
}

/**
 * An on/off switch for a setting that takes effect at once. Space toggles it. Wraps react-aria's
 * `Switch` (announced as a switch, on or off).
 */
export function Switch({ children, className, ...props }: SwitchProps) {
  return (
    <RACSwitch {...props} className={withClass(className, styles.switchRoot)}>
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      {children}
    </RACSwitch>
  );
}
