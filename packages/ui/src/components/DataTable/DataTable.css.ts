import { style } from '@vanilla-extract/css';

import { focusRing } from '../../styles/utils.css.ts';
import { vars } from '../../theme/contract.css.ts';

export const container = style({
  position: 'relative',
  minWidth: 0,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.background.surface,
  overflow: 'hidden',
});

/** The table is its own scroll box, so its header can stay in view (sticky) while rows scroll. */
export const table = style({
  width: '100%',
  overflow: 'auto',
  outline: 'none',
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
  },
});

/** Virtualized, each row and the header sit in a sized, positioned box: fill it. */
export const header = style({
  width: '100%',
  height: '100%',
  backgroundColor: vars.color.background.surfaceMuted,
  boxShadow: `inset 0 -1px 0 ${vars.color.border.subtle}`,
});

export const column = style({
  display: 'flex',
  alignItems: 'center',
  height: '100%',
  paddingInline: vars.space.medium,
  color: vars.color.text.primary,
  fontWeight: vars.font.weight.semibold,
  textAlign: 'start',
  whiteSpace: 'nowrap',
  outline: 'none',
  cursor: 'default',
  selectors: {
    '&[data-allows-sorting]': { cursor: 'pointer' },
    '&[data-hovered][data-allows-sorting]': { backgroundColor: vars.color.tone.brand.surface },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
  },
});

export const columnContent = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minWidth: 0,
  width: '100%',
});

export const columnTitle = style({ overflow: 'hidden', textOverflow: 'ellipsis' });

export const alignEnd = style({ justifyContent: 'flex-end', textAlign: 'end' });

export const sortIcon = style({
  flexShrink: 0,
  color: vars.color.tone.brand.text,
  selectors: { '[data-sort-direction="none"] &': { opacity: 0.35 } },
});

export const row = style({
  width: '100%',
  height: '100%',
  color: vars.color.text.primary,
  boxShadow: `inset 0 -1px 0 ${vars.color.border.subtle}`,
  outline: 'none',
  cursor: 'default',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.background.body },
    '&[data-selected]': { backgroundColor: vars.color.tone.brand.surface },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
    '&[data-href], &[data-action]': { cursor: 'pointer' },
    '&[data-disabled]': { color: vars.color.text.disabled },
  },
});

export const cell = style({
  display: 'flex',
  alignItems: 'center',
  height: '100%',
  minWidth: 0,
  paddingInline: vars.space.medium,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
  },
});

export const cellText = style({ overflow: 'hidden', textOverflow: 'ellipsis', minWidth: 0 });

/** A cut-short cell's whole text: wide enough for a long name or address on a line or two. */
export const cellTooltip = style({ maxWidth: '24rem', overflowWrap: 'anywhere', whiteSpace: 'normal' });

export const selectionCell = style({ justifyContent: 'center', paddingInline: 0 });

export const state = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.small,
  height: '100%',
  minHeight: '8rem',
  padding: vars.space.xlarge,
  textAlign: 'center',
  color: vars.color.text.secondary,
  fontSize: vars.font.size.medium,
});

/** A busy indicator over the corner while rows are (re)loading. */
export const busy = style({
  position: 'absolute',
  top: vars.space.small,
  insetInlineEnd: vars.space.medium,
  zIndex: 2,
  color: vars.color.tone.brand.text,
});
