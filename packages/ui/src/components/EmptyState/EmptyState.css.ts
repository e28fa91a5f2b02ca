import { style } from '@vanilla-extract/css';

import { vars } from '../../theme/contract.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.medium,
  paddingBlock: vars.space.xxxlarge,
  paddingInline: vars.space.large,
  marginInline: 'auto',
  maxWidth: '32rem',
});

export const illustration = style({
  color: vars.color.text.secondary,
  fontSize: '48px',
});

export const action = style({ marginTop: vars.space.small });
