import { style } from '@vanilla-extract/css';
import { vars } from '@sfi/ui/css';

// The staff console's list pages (dealers, clients, staff, GPS devices, lease takeovers) and the
// detail pages that open from them: one page frame, one toolbar, one set of cards for phones.

// One column as wide as the page, never as wide as a table in it would like: a list measures its
// width to choose between its table and its cards, after a resize too.
export const page = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.large,
  minWidth: 0,
});

/** The search (and any filters) at the start, the page's buttons at the end, wrapping on a phone. */
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const search = style({ flex: '1 1 280px', maxWidth: 480 });

/** The page's buttons in the toolbar. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

/** A table cell's text on one line, cut with an ellipsis. */
export const truncated = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  minWidth: 0,
});

/** The list as cards, for phones. */
export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.small,
});

export const card = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.medium,
  background: vars.color.background.surface,
  overflowWrap: 'anywhere',
});

export const cardTitle = style({ fontWeight: vars.font.weight.semibold });

export const cardDetail = style({ color: vars.color.text.secondary, fontSize: vars.font.size.small });
