import { style } from '@vanilla-extract/css';
import { vars } from '@sfi/ui/css';

/** The list's filters and search in a row: no buttons at its end. */
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
