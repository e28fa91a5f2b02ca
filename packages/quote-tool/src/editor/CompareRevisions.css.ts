import { style } from '@vanilla-extract/css';
import { vars } from '@sfi/ui/css';

/** The comparison keeps a readable width: three columns of figures need no more. */
export const root = style({ maxWidth: '48rem' });

/** The two revision pickers: side by side where they fit, one under the other on a phone. */
export const pickers = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 240px), 1fr))',
  alignItems: 'start',
});

/** The switch and the count of changes, on one line while they fit. */
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

/**
 * The table's frame. On a screen too narrow for the table, the table scrolls sideways inside it and
 * the page does not; the frame is then focusable (see the component) so keyboards can scroll it.
 */
export const frame = style({
  maxWidth: '100%',
  overflowX: 'auto',
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.background.surface,
  selectors: {
    '&:focus-visible': {
      outline: `${vars.focusRing.width} solid ${vars.color.focusRing}`,
      outlineOffset: vars.focusRing.offset,
    },
  },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  fontVariantNumeric: 'tabular-nums',
});

const cell = {
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderTop: `1px solid ${vars.color.border.subtle}`,
  verticalAlign: 'top',
} as const;

/** The first header cell, which names the row headers' column for screen readers only. */
export const corner = style({
  ...cell,
  borderTop: 'none',
  width: '40%',
  backgroundColor: vars.color.background.surfaceMuted,
});

/** A revision's column header: its number, and its type and state under it. */
export const column = style({
  ...cell,
  borderTop: 'none',
  width: '30%',
  textAlign: 'end',
  fontWeight: vars.font.weight.semibold,
  backgroundColor: vars.color.background.surfaceMuted,
});

export const columnDetail = style({
  display: 'block',
  fontWeight: vars.font.weight.regular,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.xsmall,
});

/** The header of a group of rows: the terms, the payment. */
export const group = style({
  ...cell,
  textAlign: 'start',
  fontWeight: vars.font.weight.semibold,
  backgroundColor: vars.color.background.surfaceMuted,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.xsmall,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

/** A row whose values differ: a tinted band with a bar at its start, besides the Changed badge. */
export const changedRow = style({ backgroundColor: vars.color.tone.caution.surface });

/** A term's or figure's name, with the Changed badge beside it when its values differ. */
export const rowHeader = style({
  ...cell,
  textAlign: 'start',
  fontWeight: vars.font.weight.regular,
  selectors: {
    [`${changedRow} &`]: {
      boxShadow: `inset 4px 0 0 ${vars.color.tone.caution.solid}`,
      fontWeight: vars.font.weight.semibold,
    },
  },
});

export const rowLabel = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.xsmall,
  rowGap: vars.space.xxsmall,
});

export const value = style({
  ...cell,
  textAlign: 'end',
  selectors: { [`${changedRow} &`]: { fontWeight: vars.font.weight.semibold } },
});

/** A value a revision does not have: no terms yet, no such tax. */
export const missing = style({
  ...cell,
  textAlign: 'end',
  color: vars.color.text.secondary,
  fontStyle: 'italic',
  backgroundColor: vars.color.background.surface,
});
