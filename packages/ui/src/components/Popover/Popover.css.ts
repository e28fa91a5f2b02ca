import { keyframes, style } from '@vanilla-extract/css';

import { reducedMotion } from '../../styles/utils.css.ts';
import { vars } from '../../theme/contract.css.ts';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const slideIn = keyframes({
  from: { opacity: 0, transform: 'translateY(-4px)' },
  to: { opacity: 1, transform: 'none' },
});

/** The floating surface shared by popovers, menus, select and combo box lists, and date pickers. */
export const surface = style({
  minWidth: 'var(--trigger-width)',
  maxWidth: 'calc(100vw - 16px)',
  overflow: 'auto',
  backgroundColor: vars.color.background.surface,
  color: vars.color.text.primary,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.medium,
  outline: 'none',
  selectors: {
    '&[data-entering]': {
      animation: `${slideIn} ${vars.motion.duration.slideIn} ${vars.motion.easing.decelerate}`,
    },
    '&[data-exiting]': {
      animation: `${fadeIn} ${vars.motion.duration.fade} ${vars.motion.easing.standard} reverse`,
    },
  },
  '@media': {
    [reducedMotion]: { selectors: { '&[data-entering]': { animationName: fadeIn } } },
  },
});

/** A popover with free content (not a list): room around it, and a readable width. */
export const contentSurface = style({ maxWidth: 'min(24rem, calc(100vw - 16px))', overflow: 'visible' });

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.large,
  outline: 'none',
});

export const arrow = style({
  display: 'block',
  fill: vars.color.background.surface,
  stroke: vars.color.border.subtle,
  strokeWidth: 1,
  selectors: {
    '[data-placement="bottom"] &': { transform: 'rotate(180deg)' },
    '[data-placement="left"] &': { transform: 'rotate(-90deg)' },
    '[data-placement="right"] &': { transform: 'rotate(90deg)' },
  },
});
