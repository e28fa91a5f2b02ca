import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@sfi/ui/css';

/** The form, and the vehicle's value beside it (under it on narrow screens). */
export const layout = style({
  display: 'grid',
  gap: vars.space.xlarge,
  gridTemplateColumns: 'minmax(0, 1fr) minmax(16rem, 22rem)',
  alignItems: 'start',
  '@media': {
    [mediaQueries.belowDesktop]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

/** A group of the form's fields, on a panel of its own. */
export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
  margin: 0,
  padding: vars.space.large,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.background.surface,
});

export const legend = style({
  float: 'left',
  width: '100%',
  padding: 0,
  fontSize: vars.font.size.large,
  lineHeight: vars.font.lineHeight.large,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.primary,
});

/** The fields of a group: two side by side where they fit, one per row on a phone. */
export const fields = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))',
  alignItems: 'start',
});

/** The vehicle's value stays in view beside the form as it scrolls. */
export const value = style({
  position: 'sticky',
  top: vars.space.large,
  padding: vars.space.large,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.background.surface,
  '@media': {
    [mediaQueries.belowDesktop]: { position: 'static' },
  },
});

export const valueBody = style({ minHeight: '3rem' });
