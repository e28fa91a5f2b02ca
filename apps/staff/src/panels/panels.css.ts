import { style } from '@vanilla-extract/css';
import { vars } from '@sfi/ui/css';

/** The dealers manager panel's list: one dealer a row, its link over its e-mail. */
export const dealers = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.small,
});

export const dealer = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  paddingBottom: vars.space.small,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  overflowWrap: 'anywhere',
});

/** The beta notice, above the screen it is shown on. */
export const betaNotice = style({ marginBottom: vars.space.medium });
