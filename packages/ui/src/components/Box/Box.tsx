import { createElement, type AllHTMLAttributes, type ElementType, type ReactNode, type Ref } from 'react';

import { sprinkles, type Sprinkles } from '../../styles/sprinkles.css.ts';

export interface BoxProps extends Omit<AllHTMLAttributes<HTMLElement>, keyof Sprinkles | 'as'>, Sprinkles {
  /**
   * The element to render.
   * @default 'div'
   */
  as?: ElementType;
  className?: string;
  children?: ReactNode;
  ref?: Ref<HTMLElement>;
}

/** Splits props into sprinkles (layout and colour tokens) and everything else. */
export function splitSprinkles<P extends object>(props: P): [Sprinkles, Omit<P, keyof Sprinkles>] {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
    else rest[key] = value;
  }
  return [atoms as Sprinkles, rest as Omit<P, keyof Sprinkles>];
}

/**
 * The layout primitive: any element, with spacing, layout and colour props that map to theme tokens
 * (responsive: `padding={{ mobile: 'small', tablet: 'large' }}`).
 */
export function Box({ as = 'div', className, ...props }: BoxProps) {
  const [atoms, rest] = splitSprinkles(props);
  const classes = [sprinkles(atoms), className].filter(Boolean).join(' ');
  return createElement(as, { ...rest, className: classes || undefined });
}
