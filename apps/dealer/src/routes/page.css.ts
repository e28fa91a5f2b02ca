import { style } from '@vanilla-extract/css';
import { vars } from '@sfi/ui/css';

export const page = style({
  maxWidth: 960,
  margin: '0 auto',
  padding: `${vars.space.xxlarge} ${vars.space.large}`,
});
