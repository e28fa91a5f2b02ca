import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

import { vars } from '../../theme/contract.css.ts';
import { tones, type Tone } from '../../theme/tokens.ts';

const soft = Object.fromEntries(
  tones.map((tone) => [
    tone,
    {
      backgroundColor: vars.color.tone[tone].surface,
      color: vars.color.tone[tone].text,
      borderColor: vars.color.tone[tone].border,
    },
  ]),
) as Record<Tone, object>;

const solid = Object.fromEntries(
  tones.map((tone) => [
    tone,
    {
      backgroundColor: vars.color.tone[tone].solid,
      color: vars.color.tone[tone].onSolid,
      borderColor: vars.color.tone[tone].solid,
    },
  ]),
) as Record<Tone, object>;

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    maxWidth: '100%',
    paddingInline: vars.space.small,
    paddingBlock: 0,
    border: '1px solid',
    borderRadius: vars.radius.full,
    fontSize: vars.font.size.xsmall,
    lineHeight: '20px',
    fontWeight: vars.font.weight.semibold,
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
    fontVariantNumeric: 'tabular-nums',
  },
  variants: { tone: soft, variant: { soft: {}, solid: {} } },
  compoundVariants: tones.map((tone) => ({
    variants: { tone, variant: 'solid' as const },
    style: solid[tone]!,
  })),
  defaultVariants: { tone: 'neutral', variant: 'soft' },
});

export const text = style({ overflow: 'hidden', textOverflow: 'ellipsis' });
