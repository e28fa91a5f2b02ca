import { style } from '@vanilla-extract/css';

import { focusRing } from '../../styles/utils.css.ts';
import { vars } from '../../theme/contract.css.ts';

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });

export const list = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall, outline: 'none' });

export const tag = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  minHeight: '28px',
  paddingInlineStart: vars.space.small,
  paddingInlineEnd: vars.space.xxsmall,
  border: `1px solid ${vars.color.tone.brand.border}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.tone.brand.surface,
  color: vars.color.tone.brand.text,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  fontWeight: vars.font.weight.medium,
  outline: 'none',
  cursor: 'default',
  selectors: {
    '&:not([data-allows-removing])': { paddingInlineEnd: vars.space.small },
    '&[data-focus-visible]': focusRing,
    '&[data-selected]': {
      backgroundColor: vars.color.tone.brand.solid,
      color: vars.color.tone.brand.onSolid,
    },
    '&[data-disabled]': { opacity: 0.6 },
  },
});

export const remove = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  // 24 × 24 px: the minimum target size.
  width: '24px',
  height: '24px',
  padding: 0,
  border: 'none',
  borderRadius: '50%',
  background: 'transparent',
  color: 'inherit',
  fontSize: vars.font.size.small,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.tone.brand.border },
    '&[data-focus-visible]': focusRing,
  },
});

export const empty = style({ color: vars.color.text.secondary, fontSize: vars.font.size.small });
