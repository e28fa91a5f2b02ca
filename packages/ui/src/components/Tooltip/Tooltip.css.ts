import { keyframes, style } from '@vanilla-extract/css';

import { vars } from '../../theme/contract.css.ts';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const tooltip = style({
  maxWidth: '16rem',
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.tone.brand.solidHover,
  color: vars.color.tone.brand.onSolid,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  boxShadow: vars.shadow.medium,
  selectors: {
    '&[data-entering]': {
      animation: `${fadeIn} ${vars.motion.duration.fade} ${vars.motion.easing.decelerate}`,
    },
    '&[data-exiting]': {
      animation: `${fadeIn} ${vars.motion.duration.fade} ${vars.motion.easing.standard} reverse`,
    },
  },
});

export const arrow = style({
  display: 'block',
  fill: vars.color.tone.brand.solidHover,
  selectors: {
    '[data-placement="bottom"] &': { transform: 'rotate(180deg)' },
    '[data-placement="left"] &': { transform: 'rotate(-90deg)' },
    '[data-placement="right"] &': { transform: 'rotate(90deg)' },
  },
});
