import { style } from '@vanilla-extract/css';

import { vars } from '../../theme/contract.css.ts';
import { mediaQueries } from '../../theme/tokens.ts';

export const hero = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'flex-end',
  minHeight: '300px',
  overflow: 'hidden',
  backgroundColor: vars.color.tone.brand.solidHover,
  color: vars.color.text.inverse,
  '@media': { [mediaQueries.shellMobile]: { minHeight: '220px' } },
});

export const image = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  maxWidth: 'none',
  objectFit: 'cover',
});

/**
 * An even navy tint over the photo: white text keeps at least 4.5:1 wherever it sits, even over a white
 * sky (72 % navy over white is about 5.9:1 against white text).
 */
export const scrim = style({
  position: 'absolute',
  inset: 0,
  backgroundColor: 'rgba(8, 45, 74, 0.72)',
});

export const content = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  width: '100%',
  maxWidth: '80rem',
  marginInline: 'auto',
  paddingBlock: vars.space.xxlarge,
  paddingInline: vars.space.xlarge,
  '@media': {
    [mediaQueries.shellMobile]: { paddingBlock: vars.space.xlarge, paddingInline: vars.space.large },
  },
});

export const title = style({
  margin: 0,
  maxWidth: '40rem',
  color: 'inherit',
  fontSize: vars.font.size.xxlarge,
  lineHeight: vars.font.lineHeight.xxlarge,
  fontWeight: vars.font.weight.bold,
  '@media': {
    [mediaQueries.tablet]: { fontSize: vars.font.size.xxxlarge, lineHeight: vars.font.lineHeight.xxxlarge },
  },
});

export const subtitle = style({
  margin: 0,
  maxWidth: '40rem',
  fontSize: vars.font.size.large,
  lineHeight: vars.font.lineHeight.large,
});
