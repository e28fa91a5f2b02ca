import { style } from '@vanilla-extract/css';
import { vars } from '@sfi/ui/css';

const list = { listStyle: 'none', margin: 0, padding: 0 } as const;

export const dealerships = style({ ...list, display: 'grid', gap: vars.space.medium });

export const accounts = style({ ...list, display: 'grid' });

/** One account: who it is, then its actions; the actions go under it when the row is narrow. */
export const account = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  paddingBlock: vars.space.small,
  borderTop: `1px solid ${vars.color.border.subtle}`,
});

export const who = style({ display: 'grid', minWidth: 0, overflowWrap: 'anywhere' });
