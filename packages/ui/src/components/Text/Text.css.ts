import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';

import { vars } from '../../theme/contract.css.ts';

const size = (s: keyof typeof vars.font.size) => ({
  fontSize: vars.font.size[s],
  lineHeight: vars.font.lineHeight[s],
});

export const text = recipe({
  base: { fontFamily: vars.font.family.body, margin: 0 },
  variants: {
    size: { xsmall: size('xsmall'), small: size('small'), medium: size('medium'), large: size('large') },
    tone: {
      neutral: { color: vars.color.text.primary },
      secondary: { color: vars.color.text.secondary },
      brand: { color: vars.color.tone.brand.text },
      positive: { color: vars.color.tone.positive.text },
      critical: { color: vars.color.tone.critical.text },
      caution: { color: vars.color.tone.caution.text },
      inherit: { color: 'inherit' },
    },
    weight: {
      regular: { fontWeight: vars.font.weight.regular },
      medium: { fontWeight: vars.font.weight.medium },
      semibold: { fontWeight: vars.font.weight.semibold },
      bold: { fontWeight: vars.font.weight.bold },
    },
  },
  defaultVariants: { size: 'medium', tone: 'neutral', weight: 'regular' },
});

export type TextVariants = NonNullable<RecipeVariants<typeof text>>;
