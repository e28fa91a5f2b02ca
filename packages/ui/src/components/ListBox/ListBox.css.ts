import { style } from '@vanilla-extract/css';

import { vars } from '../../theme/contract.css.ts';

export const listBox = style({
  display: 'flex',
  flexDirection: 'column',
  padding: vars.space.xsmall,
  maxHeight: 'inherit',
  overflow: 'auto',
  outline: 'none',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: vars.size.fieldHeight,
  paddingInline: vars.space.medium,
  paddingBlock: vars.space.xsmall,
  borderRadius: vars.radius.small,
  color: vars.color.text.primary,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { backgroundColor: vars.color.tone.brand.surface, color: vars.color.tone.brand.text },
    '&[data-focus-visible]': { boxShadow: `inset 0 0 0 2px ${vars.color.focusRing}` },
    '&[data-selected]': { fontWeight: vars.font.weight.semibold },
    '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' },
  },
});

export const check = style({ marginInlineStart: 'auto', flexShrink: 0, color: vars.color.tone.brand.text });

export const empty = style({
  padding: vars.space.medium,
  color: vars.color.text.secondary,
  fontStyle: 'italic',
});
