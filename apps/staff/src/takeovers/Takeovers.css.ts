import { style } from '@vanilla-extract/css';
import { vars } from '@sfi/ui/css';
import * as listPage from '../lists/ListPage.css.ts';

/** A takeover as a list's card: a thumbnail beside the vehicle and its lease. */
export const card = style([
  listPage.card,
  {
    gridTemplateColumns: '96px minmax(0, 1fr)',
    alignItems: 'center',
    gap: vars.space.medium,
    padding: vars.space.small,
  },
]);

export const thumbnail = style({
  width: 96,
  height: 64,
  objectFit: 'cover',
  borderRadius: vars.radius.small,
  background: vars.color.background.surfaceMuted,
  display: 'grid',
  placeItems: 'center',
  fontSize: vars.font.size.small,
  color: vars.color.text.secondary,
  textAlign: 'center',
});

export const cardBody = style({ display: 'grid', gap: vars.space.xxsmall, minWidth: 0 });

/** The vehicle's name and its state (Published or Draft) on one line, wrapping on a phone. */
export const cardHeading = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

/** A takeover's state and the button that changes it. */
export const publishing = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

export const cardFacts = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.medium,
  rowGap: vars.space.xxsmall,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.small,
});

/** A takeover's form: its sections one under the other, fields in columns where they fit. */
export const sections = style({ display: 'grid', gap: vars.space.xlarge, minWidth: 0 });

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))',
  gap: vars.space.medium,
});

export const formActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

export const photoRow = style({
  display: 'grid',
  gridTemplateColumns: '120px minmax(0, 1fr)',
  alignItems: 'start',
  gap: vars.space.medium,
  '@media': { 'screen and (max-width: 520px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const photo = style({
  width: 120,
  height: 80,
  objectFit: 'cover',
  borderRadius: vars.radius.small,
  background: vars.color.background.surfaceMuted,
});

export const orderRow = style({
  display: 'grid',
  gridTemplateColumns: '64px minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space.small,
});

export const orderThumbnail = style([thumbnail, { width: 64, height: 44 }]);
