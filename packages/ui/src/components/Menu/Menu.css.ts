import { style } from '@vanilla-extract/css';

import { vars } from '../../theme/contract.css.ts';

export const popover = style({ minWidth: 'max(var(--trigger-width), 12rem)' });

export const menu = style({
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
  borderRadius: vars.radius.small,
  color: vars.color.text.primary,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { backgroundColor: vars.color.tone.brand.surface, color: vars.color.tone.brand.text },
    '&[data-pressed]': { backgroundColor: vars.color.tone.brand.border },
    '&[data-focus-visible]': { boxShadow: `inset 0 0 0 2px ${vars.color.focusRing}` },
    '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' },
  },
});

export const critical = style({
  color: vars.color.tone.critical.text,
  selectors: {
    '&[data-focused]': {
      backgroundColor: vars.color.tone.critical.surface,
      color: vars.color.tone.critical.text,
    },
  },
});

export const section = style({ display: 'flex', flexDirection: 'column' });

export const sectionHeader = style({
  paddingInline: vars.space.medium,
  paddingBlock: vars.space.xsmall,
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.xsmall,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.secondary,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const separator = style({
  height: 1,
  marginBlock: vars.space.xsmall,
  backgroundColor: vars.color.border.subtle,
  border: 'none',
});

export const check = style({ marginInlineStart: 'auto', flexShrink: 0 });
