import { style } from '@vanilla-extract/css';

import { vars } from '../../theme/contract.css.ts';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
});

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const label = style({
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.primary,
  width: 'fit-content',
});

export const requiredMark = style({
  color: vars.color.tone.critical.text,
  marginInlineStart: vars.space.xxsmall,
});

export const description = style({
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  color: vars.color.text.secondary,
});

export const fieldError = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  fontWeight: vars.font.weight.medium,
  color: vars.color.tone.critical.text,
});

export const fieldErrorIcon = style({
  flexShrink: 0,
  // Centre the 1em icon on the first line of text.
  marginTop: `calc((${vars.font.lineHeight.small} - 1em) / 2)`,
});
