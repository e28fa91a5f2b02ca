import { style } from '@vanilla-extract/css';
import { vars } from '@sfi/ui/css';

export const card = style({ display: 'grid', gap: vars.space.medium, minWidth: 0 });

export const header = style({ display: 'grid', gap: vars.space.xsmall, minWidth: 0 });

export const email = style({ overflowWrap: 'anywhere' });

export const rooms = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xsmall,
});

export const room = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  paddingBlock: vars.space.xsmall,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  minWidth: 0,
});

export const roomName = style({ overflowWrap: 'anywhere', minWidth: 0 });

export const assign = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.small,
});
