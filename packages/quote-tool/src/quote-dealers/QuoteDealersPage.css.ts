import { style } from '@vanilla-extract/css';
import { vars } from '@sfi/ui/css';

/** The dealers' cards: as many columns as fit, one on a phone. */
export const dealers = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
});

/** A card's content fills its height, so the actions line up at the bottom of a row of cards. */
export const dealer = style({
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});

export const actions = style({ marginTop: 'auto' });
