import { style } from '@vanilla-extract/css';

import { vars } from '../../theme/contract.css.ts';
import { mediaQueries } from '../../theme/tokens.ts';

export const list = style({ display: 'grid', gap: vars.space.medium, margin: 0 });

/** From tablet width, terms sit in a column beside their descriptions. */
export const columns = style({
  '@media': {
    [mediaQueries.tablet]: {
      gridTemplateColumns: 'minmax(8rem, max-content) minmax(0, 1fr)',
      columnGap: vars.space.xlarge,
      rowGap: vars.space.small,
    },
  },
});

export const group = style({ display: 'contents' });

export const term = style({
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.secondary,
});

export const description = style({
  margin: 0,
  minWidth: 0,
  overflowWrap: 'anywhere',
  color: vars.color.text.primary,
  selectors: { [`${list}:not(${columns}) &`]: { marginTop: `calc(-1 * ${vars.space.small})` } },
});
