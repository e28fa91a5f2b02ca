import type { ReactNode } from 'react';

import { Box, type BoxProps } from '../Box/Box.tsx';
import type { Sprinkles } from '../../styles/sprinkles.css.ts';

/** How children line up across the stack. */
export const stackAligns = ['start', 'center', 'end', 'stretch'] as const;
export type StackAlign = (typeof stackAligns)[number];

const alignMap = { start: 'flex-start', center: 'center', end: 'flex-end', stretch: 'stretch' } as const;

export interface StackProps extends Omit<BoxProps, 'display' | 'flexDirection' | 'alignItems' | 'gap'> {
  /**
   * Space between children: a space token, or one per breakpoint.
   * @default 'medium'
   */
  gap?: Sprinkles['gap'];
  /**
   * Horizontal alignment of children.
   * @default 'stretch'
   */
  align?: StackAlign;
  children?: ReactNode;
}

/** Lays children out vertically with even spacing between them. */
export function Stack({ gap = 'medium', align = 'stretch', ...props }: StackProps) {
  return <Box display="flex" flexDirection="column" gap={gap} alignItems={alignMap[align]} {...props} />;
}
