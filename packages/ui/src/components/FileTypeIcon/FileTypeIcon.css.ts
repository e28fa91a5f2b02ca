import { style } from '@vanilla-extract/css';

import { vars } from '../../theme/contract.css.ts';

export const icon = style({ flexShrink: 0, display: 'inline-block', verticalAlign: 'middle' });

export const page = style({ fill: vars.color.background.surface, stroke: vars.color.border.strong });

export const fold = style({ fill: vars.color.background.surfaceMuted, stroke: vars.color.border.strong });

export const band = {
  brand: style({ fill: vars.color.tone.brand.solid }),
  positive: style({ fill: vars.color.tone.positive.solid }),
  critical: style({ fill: vars.color.tone.critical.solid }),
  caution: style({ fill: vars.color.tone.caution.solid }),
  neutral: style({ fill: vars.color.tone.neutral.solid }),
};

export const label = style({
  fill: vars.color.tone.brand.onSolid,
  fontFamily: vars.font.family.body,
  fontWeight: vars.font.weight.bold,
});
