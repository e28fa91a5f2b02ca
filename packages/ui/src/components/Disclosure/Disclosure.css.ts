import { style } from '@vanilla-extract/css';

import { focusRing, reducedMotion } from '../../styles/utils.css.ts';
import { vars } from '../../theme/contract.css.ts';

export const disclosure = style({
  backgroundColor: vars.color.background.surface,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.large,
  minWidth: 0,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.small,
});

export const heading = style({
  flex: '1 1 12rem',
  minWidth: 0,
  margin: 0,
  fontSize: vars.font.size.large,
  lineHeight: vars.font.lineHeight.large,
  fontWeight: vars.font.weight.semibold,
});

export const description = style({
  color: vars.color.text.secondary,
  fontSize: vars.font.size.small,
  whiteSpace: 'nowrap',
});

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  width: '100%',
  minHeight: '48px',
  padding: `${vars.space.medium} ${vars.space.large}`,
  border: 'none',
  borderRadius: vars.radius.large,
  background: 'transparent',
  color: vars.color.text.primary,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  transition: `background-color ${vars.motion.duration.hover} ${vars.motion.easing.standard}`,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.background.surfaceMuted },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
  },
});

export const chevron = style({
  flexShrink: 0,
  color: vars.color.tone.brand.text,
  transition: `transform ${vars.motion.duration.hover} ${vars.motion.easing.standard}`,
  selectors: {
    [`${disclosure}[data-expanded] &`]: { transform: 'rotate(90deg)' },
  },
  '@media': { [reducedMotion]: { transition: 'none' } },
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  flexShrink: 0,
  paddingInline: vars.space.large,
  paddingBlock: vars.space.xsmall,
});

// A collapsed panel is hidden, so its padding only ever shows around expanded content.
export const panel = style({
  padding: `0 ${vars.space.large} ${vars.space.large}`,
});
