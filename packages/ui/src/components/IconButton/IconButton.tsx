import type { ReactNode } from 'react';

import { withClass } from '../../utils/cx.ts';
import { Button, type ButtonProps } from '../Button/Button.tsx';
import * as styles from './IconButton.css.ts';

export interface IconButtonProps extends Omit<ButtonProps, 'children' | 'aria-label'> {
  /** What the button does, for screen readers and as a tooltip-free name: “Delete Toyota”. Required. */
  label: string;
  /** The icon, decorative (`aria-hidden`). */
  children: ReactNode;
  /**
   * Visual weight. Icon buttons are usually `quiet`, in toolbars and table rows.
   * @default 'quiet'
   */
  variant?: ButtonProps['variant'];
}

/**
 * A square button showing only an icon. The `label` names it for screen readers; say what it does
 * (“Remove file”), not what it shows (“Cross”). Same sizes as `Button`, so at least 32 × 32 px.
 */
export function IconButton({
  label,
  children,
  variant = 'quiet',
  size,
  className,
  ...props
}: IconButtonProps) {
  return (
    <Button
      {...props}
      variant={variant}
      size={size}
      aria-label={label}
      className={withClass(className, [styles.iconButton, styles[size ?? 'medium']].join(' '))}
    >
      {children}
    </Button>
  );
}
