import type { CSSProperties, ReactNode } from 'react';

import type { Sprinkles } from '../../styles/sprinkles.css.ts';
import { cx } from '../../utils/cx.ts';
import { cssVarName } from '../../utils/cssVar.ts';
import { Box, type BoxProps } from '../Box/Box.tsx';
import * as styles from './Grid.css.ts';

/** A column count, or one per breakpoint (`{ mobile: 1, tablet: 2, desktop: 3 }`). */
export type GridColumns = number | { mobile?: number; tablet?: number; desktop?: number };

export interface GridProps extends Omit<BoxProps, 'display' | 'gap'> {
  /**
   * Equal columns: a number, or one per breakpoint. Each breakpoint without a value takes the one below.
   * @default 1
   */
  columns?: GridColumns;
  /**
   * Instead of a fixed count, as many columns as fit, each at least this wide (a CSS length such as
   * `'16rem'`). Wins over `columns`.
   */
  minColumnWidth?: string;
  /**
   * Space between cells: a space token, or one per breakpoint.
   * @default 'medium'
   */
  gap?: Sprinkles['gap'];
  children?: ReactNode;
}

/** Lays children out in equal columns: a fixed count per breakpoint, or as many as fit. */
export function Grid({ columns = 1, minColumnWidth, gap = 'medium', className, style, ...props }: GridProps) {
  const counts = typeof columns === 'number' ? { mobile: columns } : columns;
  const mobile = counts.mobile ?? 1;
  const tablet = counts.tablet ?? mobile;
  const desktop = counts.desktop ?? tablet;
  const vars = minColumnWidth
    ? { [cssVarName(styles.minColumnWidthVar)]: minColumnWidth }
    : {
        [cssVarName(styles.columnsMobile)]: String(mobile),
        [cssVarName(styles.columnsTablet)]: String(tablet),
        [cssVarName(styles.columnsDesktop)]: String(desktop),
      };
  return (
    <Box
      {...props}
      gap={gap}
      style={{ ...vars, ...style } as CSSProperties}
      className={cx(minColumnWidth ? styles.autoFit : styles.grid, className)}
    />
  );
}
