import { style } from '@vanilla-extract/css';

import { focusRing } from '../../styles/utils.css.ts';
import { vars } from '../../theme/contract.css.ts';

export const tabs = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  minWidth: 0,
  selectors: { '&[data-orientation="vertical"]': { flexDirection: 'row' } },
});

export const tabList = style({
  display: 'flex',
  gap: vars.space.xsmall,
  overflowX: 'auto',
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  selectors: {
    '&[data-orientation="vertical"]': {
      flexDirection: 'column',
      borderBottom: 'none',
      borderInlineEnd: `1px solid ${vars.color.border.subtle}`,
    },
  },
});

export const tab = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.medium,
  color: vars.color.text.secondary,
  fontWeight: vars.font.weight.semibold,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  borderRadius: `${vars.radius.small} ${vars.radius.small} 0 0`,
  transition: `color ${vars.motion.duration.hover} ${vars.motion.easing.standard}`,
  selectors: {
    '&[data-hovered]': {
      color: vars.color.text.primary,
      backgroundColor: vars.color.background.surfaceMuted,
    },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
    // The selected tab is underlined: it reads without colour.
    '&[data-selected]': {
      color: vars.color.tone.brand.text,
      boxShadow: `inset 0 -3px 0 ${vars.color.tone.brand.solid}`,
    },
    '[data-orientation="vertical"] &[data-selected]': {
      boxShadow: `inset -3px 0 0 ${vars.color.tone.brand.solid}`,
    },
    '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' },
  },
});

export const panel = style({
  minWidth: 0,
  outline: 'none',
  borderRadius: vars.radius.small,
  selectors: { '&[data-focus-visible]': focusRing },
});
