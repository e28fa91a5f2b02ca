import { style } from '@vanilla-extract/css';
import { vars } from '@sfi/ui/css';

export const page = style({ display: 'grid', gap: vars.space.large, minWidth: 0, maxWidth: '60rem' });

export const columns = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { 'screen and (min-width: 1000px)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});

export const section = style({ display: 'grid', gap: vars.space.small, minWidth: 0 });

export const rooms = style({
  margin: 0,
  paddingInlineStart: vars.space.large,
  display: 'grid',
  gap: vars.space.xsmall,
});

export const wrap = style({ overflowWrap: 'anywhere' });
