import { globalStyle, style } from '@vanilla-extract/css';
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

const reasons = { display: 'flex', flexWrap: 'wrap', gap: vars.space.xxsmall, minWidth: 0 } as const;

export const problems = style(reasons);

/**
 * A reason longer than a phone's card ("Aucune position depuis plus de 48 heures") wraps inside its
 * badge rather than running past the card's edge.
 */
globalStyle(`${problems} > *`, { whiteSpace: 'normal', maxWidth: '100%' });

/** The first reason and how many more, on one line of the table's row. */
export const problemsInline = style({
  ...reasons,
  flexWrap: 'nowrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
});
