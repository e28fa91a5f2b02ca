import { style } from '@vanilla-extract/css';
import { vars } from '@sfi/ui/css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
});

export const main = style({ flex: 1, outline: 'none' });

/** The first thing keyboard users reach: hidden until focused. */
export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.small,
  top: vars.space.small,
  zIndex: vars.zIndex.overlay,
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.background.surface,
  color: vars.color.tone.brand.text,
  fontWeight: vars.font.weight.semibold,
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none' } },
});

export const logoLink = style({
  display: 'inline-flex',
  borderRadius: vars.radius.small,
  selectors: {
    '&:focus-visible': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});

/** The logo keeps its proportions; it is drawn 148 × 44. */
export const logo = style({ display: 'block', width: 'auto', height: '44px' });

export const ticker = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  color: 'inherit',
  fontWeight: vars.font.weight.semibold,
  textUnderlineOffset: '0.2em',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.text.inverse}`, outlineOffset: '2px' },
  },
});

export const tickerIcon = style({ flexShrink: 0 });

/** The language switch: a link of the header's bar, and of the drawer on small screens. */
export const language = style({ fontWeight: vars.font.weight.semibold, whiteSpace: 'nowrap' });
