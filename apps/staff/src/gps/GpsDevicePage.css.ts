import { style } from '@vanilla-extract/css';
import { vars } from '@sfi/ui/css';

export const page = style({ display: 'grid', gap: vars.space.large, minWidth: 0 });

export const columns = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { 'screen and (min-width: 1100px)': { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 6fr)' } },
});

export const section = style({ display: 'grid', gap: vars.space.small, minWidth: 0 });

export const status = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  alignItems: 'center',
});

export const notes = style({ whiteSpace: 'pre-wrap', margin: 0 });
