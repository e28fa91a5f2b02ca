import { globalStyle, style } from '@vanilla-extract/css';

import { vars } from '../../theme/contract.css.ts';

/** Square: as wide as it is tall, the icon a little larger than the text. */
export const iconButton = style({
  paddingInline: 0,
  fontSize: vars.font.size.xlarge,
});

// The pending dots must fit the square.
globalStyle(`${iconButton} [role="progressbar"]`, { fontSize: vars.font.size.xsmall });

export const small = style({
  width: vars.size.fieldHeightSmall,
  fontSize: vars.font.size.large,
});

export const medium = style({ width: vars.size.fieldHeight });
