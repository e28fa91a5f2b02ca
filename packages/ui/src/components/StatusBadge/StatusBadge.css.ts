import { style } from '@vanilla-extract/css';

import { vars } from '../../theme/contract.css.ts';

export const statusBadge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  paddingInline: vars.space.small,
  border: '1px solid',
  borderRadius: vars.radius.small,
  fontSize: vars.font.size.small,
  lineHeight: '22px',
  fontWeight: vars.font.weight.semibold,
  whiteSpace: 'nowrap',
  verticalAlign: 'middle',
});

export const tone = {
  positive: style({
    backgroundColor: vars.color.tone.positive.surface,
    color: vars.color.tone.positive.text,
    borderColor: vars.color.tone.positive.border,
  }),
  critical: style({
    backgroundColor: vars.color.tone.critical.surface,
    color: vars.color.tone.critical.text,
    borderColor: vars.color.tone.critical.border,
  }),
  caution: style({
    backgroundColor: vars.color.tone.caution.surface,
    color: vars.color.tone.caution.text,
    borderColor: vars.color.tone.caution.border,
  }),
  neutral: style({
    backgroundColor: vars.color.tone.neutral.surface,
    color: vars.color.tone.neutral.text,
    borderColor: vars.color.tone.neutral.border,
  }),
};

export const icon = style({ flexShrink: 0, fontSize: '1em' });
