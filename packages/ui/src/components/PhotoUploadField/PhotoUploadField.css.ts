import { style } from '@vanilla-extract/css';

import { vars } from '../../theme/contract.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minWidth: 0,
});

export const progressRow = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.small,
});

export const progress = style({ flex: 1, minWidth: 0 });
