import { style } from '@vanilla-extract/css';
import { vars } from '@sfi/ui/css';

export const page = style({
  maxWidth: 960,
  margin: '0 auto',
  padding: `${vars.space.xxlarge} ${vars.space.large}`,
});

/** The portal: wide enough for the quote list's table. */
export const portal = style([page, { maxWidth: 1280 }]);
