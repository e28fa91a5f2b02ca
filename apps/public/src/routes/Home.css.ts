import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@sfi/ui/css';

export const main = style({ flex: 1, outline: 'none' });

/** The home page's opening: its title over the background image (doc 1 §2). */
export const intro = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  minHeight: '480px',
  overflow: 'hidden',
  backgroundColor: vars.color.tone.brand.solidHover,
  color: vars.color.text.inverse,
  '@media': { [mediaQueries.shellMobile]: { minHeight: '420px' } },
});

export const background = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  maxWidth: 'none',
  objectFit: 'cover',
});

/** Navy from the left, where the text is: white text keeps more than 4.5:1 over any part of the image. */
export const scrim = style({
  position: 'absolute',
  inset: 0,
  background:
    'linear-gradient(90deg, rgba(8, 45, 74, 0.9) 0%, rgba(8, 45, 74, 0.78) 55%, rgba(8, 45, 74, 0.55) 100%)',
  '@media': { [mediaQueries.shellMobile]: { background: 'rgba(8, 45, 74, 0.8)' } },
});

export const content = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  width: '100%',
  maxWidth: '80rem',
  marginInline: 'auto',
  paddingBlock: vars.space.xxxlarge,
  paddingInline: vars.space.xlarge,
  '@media': { [mediaQueries.shellMobile]: { paddingInline: vars.space.large } },
});

export const title = style({
  margin: 0,
  maxWidth: '36rem',
  fontSize: '2.5rem',
  lineHeight: 1.15,
  fontWeight: vars.font.weight.bold,
  '@media': {
    [mediaQueries.shellMobile]: {
      fontSize: vars.font.size.xxxlarge,
      lineHeight: vars.font.lineHeight.xxxlarge,
    },
  },
});

export const lead = style({
  margin: 0,
  maxWidth: '36rem',
  fontSize: vars.font.size.xlarge,
  lineHeight: vars.font.lineHeight.xlarge,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.medium,
  marginTop: vars.space.small,
});

const action = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  paddingInline: vars.space.xlarge,
  borderRadius: vars.radius.medium,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'none',
  outline: 'none',
} as const;

export const primaryAction = style({
  ...action,
  backgroundColor: vars.color.background.surface,
  color: vars.color.tone.brand.text,
  selectors: {
    '&:hover': { backgroundColor: vars.color.tone.brand.surface },
    '&:focus-visible': { outline: `2px solid ${vars.color.text.inverse}`, outlineOffset: '3px' },
  },
});

export const secondaryAction = style({
  ...action,
  border: `2px solid ${vars.color.text.inverse}`,
  color: vars.color.text.inverse,
  selectors: {
    '&:hover': { backgroundColor: 'rgba(255, 255, 255, 0.12)' },
    '&:focus-visible': { outline: `2px solid ${vars.color.text.inverse}`, outlineOffset: '3px' },
  },
});

export const body = style({
  maxWidth: '48rem',
  marginInline: 'auto',
  paddingBlock: vars.space.xxxlarge,
  paddingInline: vars.space.xlarge,
  '@media': {
    [mediaQueries.shellMobile]: { paddingBlock: vars.space.xlarge, paddingInline: vars.space.large },
  },
});
