import { style } from '@vanilla-extract/css';

import { focusRing } from '../../styles/utils.css.ts';
import { vars } from '../../theme/contract.css.ts';

export const input = style({
  width: '100%',
  minHeight: vars.size.fieldHeight,
  paddingInline: vars.space.medium,
  paddingBlock: vars.space.small,
  fontFamily: vars.font.family.body,
  // 16 px avoids the zoom-on-focus of mobile Safari.
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.medium,
  color: vars.color.text.primary,
  backgroundColor: vars.color.background.surface,
  border: `1px solid ${vars.color.border.field}`,
  borderRadius: vars.radius.medium,
  outline: 'none',
  transition: `border-color ${vars.motion.duration.hover} ${vars.motion.easing.standard}`,
  selectors: {
    '&::placeholder': { color: vars.color.text.secondary, opacity: 1 },
    '&[data-hovered]': { borderColor: vars.color.border.strong },
    '&[data-focused]': { ...focusRing, outlineOffset: 0, borderColor: vars.color.tone.brand.solid },
    '&[data-invalid]': {
      borderColor: vars.color.tone.critical.solid,
      boxShadow: `inset 0 0 0 1px ${vars.color.tone.critical.solid}`,
    },
    '&[data-disabled]': {
      cursor: 'not-allowed',
      backgroundColor: vars.color.background.surfaceMuted,
      borderColor: vars.color.border.subtle,
      color: vars.color.text.disabled,
    },
  },
});
