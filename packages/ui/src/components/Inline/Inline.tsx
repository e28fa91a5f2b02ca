import type { ReactNode } from 'react';

import { Box, type BoxProps } from '../Box/Box.tsx';
import type { Sprinkles } from '../../styles/sprinkles.css.ts';

/** Horizontal distribution of children along the row. */
export const inlineAligns = ['start', 'center', 'end', 'spaceBetween'] as const;
export type InlineAlign = (typeof inlineAligns)[number];

/** Vertical alignment of children within the row. */
export const inlineAlignYs = ['start', 'center', 'end', 'baseline', 'stretch'] as const;
export type InlineAlignY = (typeof inlineAlignYs)[number];

const justify = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  spaceBetween: 'space-between',
} as const;
const alignY = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  baseline: 'baseline',
  stretch: 'stretch',
} as const;

export interface InlineProps extends Omit<
  BoxProps,
  'display' | 'flexDirection' | 'alignItems' | 'justifyContent' | 'flexWrap' | 'gap' | 'wrap'
> {
  /**
   * Space between children: a space token, or one per breakpoint.
   * @default 'small'
   */
  gap?: Sprinkles['gap'];
  /**
   * Horizontal distribution of children.
   * @default 'start'
   */
  align?: InlineAlign;
  /**
   * Vertical alignment of children.
   * @default 'center'
   */
  alignY?: InlineAlignY;
  /**
   * Whether children wrap onto new rows when they run out of room.
   * @default true
   */
  wrap?: boolean;
  children?: ReactNode;
}

/** Lays children out in a row with even spacing, wrapping on narrow screens. */
export function Inline({
  gap = 'small',
  align = 'start',
  alignY: y = 'center',
  wrap = true,
  ...props
}: InlineProps) {
  return (
    <Box
      display="flex"
      flexDirection="row"
      flexWrap={wrap ? 'wrap' : 'nowrap'}
      gap={gap}
      justifyContent={justify[align]}
      alignItems={alignY[y]}
      {...props}
    />
  );
}
