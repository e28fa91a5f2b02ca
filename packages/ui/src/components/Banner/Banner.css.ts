import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

import { vars } from '../../theme/contract.css.ts';
import { tones, type Tone } from '../../theme/tokens.ts';

const toneStyles = Object.fromEntries(
  tones.map((tone) => [
    tone,
    {
      backgroundColor: vars.color.tone[tone].surface,
      borderColor: vars.color.tone[tone].border,
      color: vars.color.text.primary,
    },
  ]),
) as Record<Tone, { backgroundColor: string; borderColor: string; color: string }>;

export const banner = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    columnGap: vars.space.medium,
    rowGap: vars.space.small,
    width: '100%',
    paddingBlock: vars.space.small,
    paddingInline: vars.space.large,
    borderBottom: '1px solid',
    fontSize: vars.font.size.medium,
    lineHeight: vars.font.lineHeight.medium,
  },
  variants: { tone: toneStyles },
  defaultVariants: { tone: 'brand' },
});

export const iconTone = Object.fromEntries(
  tones.map((tone) => [tone, style({ color: vars.color.tone[tone].text })]),
) as Record<Tone, string>;

export const icon = style({ flexShrink: 0, fontSize: vars.font.size.xlarge });

export const content = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.small,
  flex: '1 1 20rem',
  minWidth: 0,
});

export const title = style({ fontWeight: vars.font.weight.semibold });

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.small, flexShrink: 0 });
