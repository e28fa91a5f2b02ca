import { createVar, style } from '@vanilla-extract/css';

import { mediaQueries } from '../../theme/tokens.ts';

/** Column counts per breakpoint, set inline from the `columns` prop. */
export const columnsMobile = createVar();
export const columnsTablet = createVar();
export const columnsDesktop = createVar();
/** With `minColumnWidth`, columns are as many as fit, each at least this wide. */
export const minColumnWidthVar = createVar();

export const grid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(${columnsMobile}, minmax(0, 1fr))`,
  '@media': {
    [mediaQueries.tablet]: { gridTemplateColumns: `repeat(${columnsTablet}, minmax(0, 1fr))` },
    [mediaQueries.desktop]: { gridTemplateColumns: `repeat(${columnsDesktop}, minmax(0, 1fr))` },
  },
});

export const autoFit = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(min(${minColumnWidthVar}, 100%), 1fr))`,
});
