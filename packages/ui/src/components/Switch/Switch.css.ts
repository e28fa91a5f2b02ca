import { style } from '@vanilla-extract/css';

import { focusRing, reducedMotion } from '../../styles/utils.css.ts';
import { vars } from '../../theme/contract.css.ts';

export const switchRoot = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: '24px',
  color: vars.color.text.primary,
  cursor: 'pointer',
  width: 'fit-content',
  selectors: {
    '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' },
  },
});

export const track = style({
  flexShrink: 0,
  position: 'relative',
  width: '40px',
  height: '24px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.border.strong,
  transition: `background-color ${vars.motion.duration.hover} ${vars.motion.easing.standard}`,
  selectors: {
    [`${switchRoot}[data-selected] &`]: { backgroundColor: vars.color.tone.brand.solid },
    [`${switchRoot}[data-focus-visible] &`]: focusRing,
    [`${switchRoot}[data-disabled] &`]: { backgroundColor: vars.color.border.subtle },
  },
  '@media': { [reducedMotion]: { transition: 'none' } },
});

export const thumb = style({
  position: 'absolute',
  top: '3px',
  left: '3px',
  width: '18px',
  height: '18px',
  borderRadius: '50%',
  backgroundColor: vars.color.background.surface,
  boxShadow: vars.shadow.small,
  transition: `transform ${vars.motion.duration.hover} ${vars.motion.easing.standard}`,
  selectors: {
    [`${switchRoot}[data-selected] &`]: { transform: 'translateX(16px)' },
  },
  '@media': { [reducedMotion]: { transition: 'none' } },
});
