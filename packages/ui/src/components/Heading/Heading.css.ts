import { recipe } from '@vanilla-extract/recipes';

import { vars } from '../../theme/contract.css.ts';
import { mediaQueries } from '../../theme/tokens.ts';

export const heading = recipe({
  base: {
    fontFamily: vars.font.family.body,
    fontWeight: vars.font.weight.semibold,
    color: vars.color.text.primary,
    margin: 0,
    letterSpacing: '-0.01em',
  },
  variants: {
    level: {
      1: {
        fontSize: vars.font.size.xxlarge,
        lineHeight: vars.font.lineHeight.xxlarge,
        fontWeight: vars.font.weight.bold,
        '@media': {
          [mediaQueries.tablet]: {
            fontSize: vars.font.size.xxxlarge,
            lineHeight: vars.font.lineHeight.xxxlarge,
          },
        },
      },
      2: { fontSize: vars.font.size.xxlarge, lineHeight: vars.font.lineHeight.xxlarge },
      3: { fontSize: vars.font.size.xlarge, lineHeight: vars.font.lineHeight.xlarge },
      4: { fontSize: vars.font.size.large, lineHeight: vars.font.lineHeight.large },
    },
  },
  defaultVariants: { level: 2 },
});
