import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

import { reducedMotion } from '../../styles/utils.css.ts';
import { vars } from '../../theme/contract.css.ts';

const slideDown = keyframes({
  from: { opacity: 0, transform: 'translateY(-12px)' },
  to: { opacity: 1, transform: 'none' },
});
const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const region = style({
  position: 'fixed',
  top: vars.space.large,
  left: '50%',
  transform: 'translateX(-50%)',
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.small,
  width: `min(560px, calc(100vw - 2 * ${vars.space.large}))`,
  margin: 0,
  padding: 0,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      outline: `${vars.focusRing.width} solid ${vars.color.focusRing}`,
      outlineOffset: vars.focusRing.offset,
    },
  },
});

export const snack = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.medium,
    paddingBlock: vars.space.small,
    paddingInlineStart: vars.space.large,
    paddingInlineEnd: vars.space.small,
    minHeight: '48px',
    borderRadius: vars.radius.medium,
    boxShadow: vars.shadow.medium,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.medium,
    lineHeight: vars.font.lineHeight.medium,
    outline: 'none',
    animation: `${slideDown} ${vars.motion.duration.slideIn} ${vars.motion.easing.decelerate}`,
    '@media': { [reducedMotion]: { animationName: fadeIn } },
    selectors: {
      '&[data-focus-visible]': {
        outline: `${vars.focusRing.width} solid ${vars.color.focusRing}`,
        outlineOffset: '2px',
      },
    },
  },
  variants: {
    tone: {
      success: { backgroundColor: vars.color.tone.positive.solid, color: vars.color.tone.positive.onSolid },
      error: { backgroundColor: vars.color.tone.critical.solid, color: vars.color.tone.critical.onSolid },
    },
  },
});

export const content = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  flex: 1,
  minWidth: 0,
});

export const icon = style({
  flexShrink: 0,
  fontSize: vars.font.size.xlarge,
  marginTop: '2px',
});

export const message = style({ margin: 0, fontWeight: vars.font.weight.medium, color: 'inherit' });

export const closeButton = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: 'inherit',
  fontSize: vars.font.size.xlarge,
  outline: 'none',
  transition: `background-color ${vars.motion.duration.hover} ${vars.motion.easing.standard}`,
  selectors: {
    '&[data-hovered]': { backgroundColor: 'rgba(0, 0, 0, 0.18)' },
    '&[data-pressed]': { backgroundColor: 'rgba(0, 0, 0, 0.3)' },
    // On a coloured snackbar a white ring shows better than the teal one.
    '&[data-focus-visible]': { outline: `${vars.focusRing.width} solid currentColor`, outlineOffset: '-4px' },
  },
});
