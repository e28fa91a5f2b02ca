import { style } from '@vanilla-extract/css';
import { vars } from '@sfi/ui/css';

// One column as wide as the page, never as wide as the table in it would like: the list measures
// its width to choose between its table and its cards, after a resize too.
export const page = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.large,
  minWidth: 0,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: vars.space.large,
});

export const search = style({ flex: '1 1 280px', maxWidth: 420 });

export const tagSelect = style({ minWidth: 180 });

export const problems = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xxsmall, minWidth: 0 });

/** The first reason and how many more, on one line of the table's row. */
export const problemsInline = style([
  problems,
  { flexWrap: 'nowrap', alignItems: 'center', gap: vars.space.xsmall },
]);

const list = { listStyle: 'none', margin: 0, padding: 0 } as const;

/** The devices as cards, for phones. */
export const cards = style({ ...list, display: 'grid', gap: vars.space.small });

export const card = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.medium,
  background: vars.color.background.surface,
  overflowWrap: 'anywhere',
});

export const cardDetail = style({ color: vars.color.text.secondary, fontSize: vars.font.size.small });
