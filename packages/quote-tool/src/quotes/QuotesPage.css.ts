import { style } from '@vanilla-extract/css';
import { vars } from '@sfi/ui/css';

/** The page's parts, one under another. */
export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

/** The filters: as many side by side as fit, one per row on a phone. */
export const filters = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 190px), 1fr))',
  alignItems: 'start',
});

/** The count, and the sort and page size beside it. */
export const listBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const listControls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: vars.space.medium,
});

/** A list control keeps a readable width when the bar wraps. */
export const control = style({ minWidth: 170 });

/** Two lines in a table cell: the main value, and a detail under it. */
export const lines = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  gap: 2,
});

/** Text that ends in an ellipsis when its cell is too narrow (a flex item needs its own box for it). */
export const truncated = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

/** The main value of a cell: its text (`truncated`) and any badge beside it, on one line. */
export const line = style([truncated, { display: 'flex', alignItems: 'center', gap: vars.space.xsmall }]);

export const detail = style([
  truncated,
  { color: vars.color.text.secondary, fontSize: vars.font.size.xsmall, display: 'block' },
]);

/** The cards of the phone layout: a scrolling, virtualized list. */
export const cards = style({
  overflow: 'auto',
  outline: 'none',
  borderRadius: vars.radius.medium,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.background.surface,
  color: vars.color.text.primary,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  outline: 'none',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.tone.brand.border },
    '&[data-focus-visible]': {
      outline: `${vars.focusRing.width} solid ${vars.color.focusRing}`,
      outlineOffset: vars.focusRing.offset,
    },
  },
});

export const cardTitle = style({
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.medium,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.tone.brand.text,
  overflowWrap: 'anywhere',
});

export const cardStatus = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

export const cardDetail = style({ color: vars.color.text.secondary, overflowWrap: 'anywhere' });

/** The running export: its progress and the cancel button. */
export const exporting = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.medium,
});

/** The search and filters, on a panel of their own above the list. */
export const filterArea = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.large,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.background.surface,
});
