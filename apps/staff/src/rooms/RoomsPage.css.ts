import { style } from '@vanilla-extract/css';
import { vars } from '@sfi/ui/css';

export const page = style({ display: 'grid', gap: vars.space.large, minWidth: 0 });

export const grid = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 340px), 1fr))',
  alignItems: 'start',
});
