import { style } from '@vanilla-extract/css';
import { vars } from '@sfi/ui/css';

/** The quote's detail cards: side by side where they fit, one under the other on a phone. */
export const details = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 340px), 1fr))',
  alignItems: 'start',
});

export const revisions = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});
