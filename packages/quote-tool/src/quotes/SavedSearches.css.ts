import { style } from '@vanilla-extract/css';
import { vars } from '@sfi/ui/css';

export const searches = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});

/** One saved search: its name and filters, and its buttons beside them (below them on a phone). */
export const search = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  paddingBlock: vars.space.medium,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border.subtle}` } },
});

export const searchText = style({ flex: '1 1 14rem', minWidth: 0, overflowWrap: 'anywhere' });
