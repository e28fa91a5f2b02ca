import { style } from '@vanilla-extract/css';

import { focusRing } from '../../styles/utils.css.ts';
import { vars } from '../../theme/contract.css.ts';

export const calendar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.medium,
  width: 'fit-content',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.medium,
  fontWeight: vars.font.weight.semibold,
});

export const grid = style({ borderCollapse: 'collapse' });

export const headerCell = style({
  paddingBottom: vars.space.xsmall,
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.secondary,
});

export const cell = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '40px',
  height: '40px',
  borderRadius: vars.radius.full,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-outside-month]': { display: 'none' },
    '&[data-hovered]': { backgroundColor: vars.color.tone.brand.surface },
    '&[data-pressed]': { backgroundColor: vars.color.tone.brand.border },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
    // Today: underlined, so it reads without colour.
    '&[data-today]': {
      fontWeight: vars.font.weight.bold,
      textDecoration: 'underline',
      textUnderlineOffset: '3px',
    },
    '&[data-selected]': {
      backgroundColor: vars.color.tone.brand.solid,
      color: vars.color.tone.brand.onSolid,
    },
    '&[data-unavailable]': { color: vars.color.tone.critical.text, textDecoration: 'line-through' },
    '&[data-disabled]': {
      color: vars.color.text.disabled,
      cursor: 'default',
      backgroundColor: 'transparent',
    },
    '&[data-invalid][data-selected]': { backgroundColor: vars.color.tone.critical.solid },
  },
});

/** In a range, the days between the ends are squared off and tinted. */
export const rangeCell = style({
  selectors: {
    '&[data-selected]': {
      borderRadius: 0,
      backgroundColor: vars.color.tone.brand.surface,
      color: vars.color.tone.brand.text,
    },
    '&[data-selection-start], &[data-selection-end]': {
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.tone.brand.solid,
      color: vars.color.tone.brand.onSolid,
    },
  },
});
