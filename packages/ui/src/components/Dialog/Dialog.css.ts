import { keyframes, style } from '@vanilla-extract/css';

import { reducedMotion } from '../../styles/utils.css.ts';
import { vars } from '../../theme/contract.css.ts';
import { mediaQueries } from '../../theme/tokens.ts';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const slideIn = keyframes({
  from: { opacity: 0, transform: 'translateY(8px) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.large,
  backgroundColor: vars.color.background.backdrop,
  // `100dvh` keeps the dialog clear of mobile browser toolbars.
  height: '100dvh',
  selectors: {
    '&[data-entering]': {
      animation: `${fadeIn} ${vars.motion.duration.fade} ${vars.motion.easing.decelerate}`,
    },
    '&[data-exiting]': {
      animation: `${fadeIn} ${vars.motion.duration.fade} ${vars.motion.easing.standard} reverse`,
    },
  },
});

export const dialogSizes = { small: '400px', medium: '560px', large: '800px' } as const;

export const modal = style({
  width: '100%',
  maxHeight: '100%',
  display: 'flex',
  outline: 'none',
  selectors: {
    '&[data-entering]': {
      animation: `${slideIn} ${vars.motion.duration.slideIn} ${vars.motion.easing.decelerate}`,
    },
  },
  '@media': {
    [reducedMotion]: {
      selectors: { '&[data-entering]': { animationName: fadeIn } },
    },
  },
});

export const modalSize = {
  small: style({ maxWidth: dialogSizes.small }),
  medium: style({ maxWidth: dialogSizes.medium }),
  large: style({ maxWidth: dialogSizes.large }),
};

export const dialog = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  maxHeight: '100%',
  overflow: 'auto',
  backgroundColor: vars.color.background.surface,
  color: vars.color.text.primary,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.large,
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  padding: `${vars.space.xlarge} ${vars.space.xlarge} ${vars.space.medium}`,
  '@media': {
    [mediaQueries.shellMobile]: { padding: `${vars.space.large} ${vars.space.large} ${vars.space.small}` },
  },
});

export const closeButton = style({
  marginTop: `calc(-1 * ${vars.space.xsmall})`,
  marginInlineEnd: `calc(-1 * ${vars.space.small})`,
  paddingInline: 0,
  fontSize: vars.font.size.xlarge,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  padding: `0 ${vars.space.xlarge} ${vars.space.xlarge}`,
  '@media': {
    [mediaQueries.shellMobile]: { padding: `0 ${vars.space.large} ${vars.space.large}` },
  },
});

/** A row of buttons at the end of a dialog (ConfirmDialog's answers). */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  alignItems: 'center',
  gap: vars.space.small,
});
