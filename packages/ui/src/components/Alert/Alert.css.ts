import { style, styleVariants } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

import { vars } from '../../theme/contract.css.ts';
import { tones, type Tone } from '../../theme/tokens.ts';

const toneStyles = Object.fromEntries(
  tones.map((tone) => [
    tone,
    {
      backgroundColor: vars.color.tone[tone].surface,
      borderColor: vars.color.tone[tone].border,
      borderInlineStartColor: vars.color.tone[tone].solid,
    },
  ]),
) as Record<Tone, { backgroundColor: string; borderColor: string; borderInlineStartColor: string }>;

export const alert = recipe({
  base: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    columnGap: vars.space.medium,
    rowGap: vars.space.small,
    padding: `${vars.space.medium} ${vars.space.large}`,
    border: '1px solid',
    borderInlineStartWidth: '4px',
    borderRadius: vars.radius.medium,
    color: vars.color.text.primary,
    fontSize: vars.font.size.medium,
    lineHeight: vars.font.lineHeight.medium,
  },
  variants: { tone: toneStyles },
  defaultVariants: { tone: 'brand' },
});

export const iconTone = styleVariants(
  Object.fromEntries(tones.map((tone) => [tone, { color: vars.color.tone[tone].text }])) as Record<
    Tone,
    { color: string }
  >,
);

export const icon = style({
  flexShrink: 0,
  fontSize: vars.font.size.xlarge,
  // Centre the icon on the first line of text.
  marginTop: `calc((${vars.font.lineHeight.medium} - 1em) / 2)`,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  flex: '1 1 16rem',
  minWidth: 0,
});

export const title = style({ fontWeight: vars.font.weight.semibold });

export const action = style({ flexShrink: 0, alignSelf: 'center' });
