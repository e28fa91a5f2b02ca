import { style } from '@vanilla-extract/css';

import { focusRing } from '../../styles/utils.css.ts';
import { vars } from '../../theme/contract.css.ts';

/** A navigation link: a full-width row, not underlined text. */
export const navItemLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.medium,
  paddingBlock: vars.space.xsmall,
  borderRadius: vars.radius.small,
  color: vars.color.text.primary,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  outline: 'none',
  transition: `background-color ${vars.motion.duration.hover} ${vars.motion.easing.standard}`,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.tone.brand.surface, color: vars.color.tone.brand.text },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
    '&[data-current]': { color: vars.color.tone.brand.text, fontWeight: vars.font.weight.semibold },
  },
});

export const externalIcon = style({ flexShrink: 0, fontSize: '0.9em', color: vars.color.text.secondary });
