import { keyframes, style } from '@vanilla-extract/css';

import { reducedMotion } from '../../styles/utils.css.ts';
import { vars } from '../../theme/contract.css.ts';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fromStart = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'none' } });
const fromEnd = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'none' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  height: '100dvh',
  backgroundColor: vars.color.background.backdrop,
  selectors: {
    '&[data-entering]': {
      animation: `${fadeIn} ${vars.motion.duration.drawer} ${vars.motion.easing.decelerate}`,
    },
    '&[data-exiting]': {
      animation: `${fadeIn} ${vars.motion.duration.drawer} ${vars.motion.easing.standard} reverse`,
    },
  },
});

/** The drawer slides in over the drawer duration (500 ms); with reduced motion it only fades. */
export const modal = style({
  position: 'absolute',
  top: 0,
  bottom: 0,
  display: 'flex',
  width: 'min(22rem, calc(100vw - 3rem))',
  outline: 'none',
  backgroundColor: vars.color.background.surface,
  boxShadow: vars.shadow.large,
});

export const start = style({
  insetInlineStart: 0,
  selectors: {
    '&[data-entering]': {
      animation: `${fromStart} ${vars.motion.duration.drawer} ${vars.motion.easing.decelerate}`,
    },
    '&[data-exiting]': {
      animation: `${fromStart} ${vars.motion.duration.drawer} ${vars.motion.easing.standard} reverse`,
    },
  },
  '@media': {
    [reducedMotion]: {
      selectors: {
        '&[data-entering], &[data-exiting]': { animationName: fadeIn },
      },
    },
  },
});

export const end = style({
  insetInlineEnd: 0,
  selectors: {
    '&[data-entering]': {
      animation: `${fromEnd} ${vars.motion.duration.drawer} ${vars.motion.easing.decelerate}`,
    },
    '&[data-exiting]': {
      animation: `${fromEnd} ${vars.motion.duration.drawer} ${vars.motion.easing.standard} reverse`,
    },
  },
  '@media': {
    [reducedMotion]: {
      selectors: {
        '&[data-entering], &[data-exiting]': { animationName: fadeIn },
      },
    },
  },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  height: '100%',
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.large,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
});

export const body = style({
  flex: 1,
  overflowY: 'auto',
  padding: vars.space.large,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
});
