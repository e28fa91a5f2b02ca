import type { ElementType, HTMLAttributes, ReactNode } from 'react';

import { visuallyHidden } from '../../styles/utils.css.ts';

export interface VisuallyHiddenProps extends HTMLAttributes<HTMLElement> {
  /**
   * The element to render.
   * @default 'span'
   */
  as?: ElementType;
  children: ReactNode;
}

/** Content for screen readers only: hidden visually, still read aloud. */
export function VisuallyHidden({ as: Element = 'span', className, ...props }: VisuallyHiddenProps) {
  return <Element {...props} className={[visuallyHidden, className].filter(Boolean).join(' ')} />;
}
