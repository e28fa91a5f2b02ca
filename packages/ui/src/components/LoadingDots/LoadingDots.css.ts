import { createVar, keyframes, style } from '@vanilla-extract/css';

import { reducedMotion } from '../../styles/utils.css.ts';

/** Duration of one bounce cycle; set inline from the `durationMs` prop. */
export const durationVar = createVar();
/** Position of a dot (0, 1, 2…), used to stagger the bounce. */
export const indexVar = createVar();
/** Number of dots, used to spread the stagger over one cycle. */
export const countVar = createVar();

const bounce = keyframes({
  '0%, 60%, 100%': { transform: 'translateY(0)' },
  '30%': { transform: 'translateY(-60%)' },
});

// Reduced motion: the dots stay put and only fade, which signals activity without movement.
const pulse = keyframes({
  '0%, 100%': { opacity: 1 },
  '50%': { opacity: 0.35 },
});

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.25em',
  // Room for the bounce so the dots never leave the line box.
  paddingBlock: '0.3em',
  color: 'inherit',
  lineHeight: 1,
});

export const dot = style({
  display: 'block',
  width: '0.45em',
  height: '0.45em',
  borderRadius: '50%',
  backgroundColor: 'currentColor',
  animationName: bounce,
  animationDuration: durationVar,
  animationTimingFunction: 'ease-in-out',
  animationIterationCount: 'infinite',
  animationDelay: `calc(${durationVar} * ${indexVar} / (${countVar} * 2))`,
  '@media': {
    [reducedMotion]: { animationName: pulse, animationDuration: `calc(${durationVar} * 2)` },
  },
});
