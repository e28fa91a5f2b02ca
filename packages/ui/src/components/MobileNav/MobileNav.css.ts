import { style } from '@vanilla-extract/css';

import { canHover } from '../../styles/utils.css.ts';
import { vars } from '../../theme/contract.css.ts';
import { mediaQueries } from '../../theme/tokens.ts';
import { button } from '../Button/Button.css.ts';

/**
 * The menu button: a quiet Button's look on a plain `<button>`, its hover and press from the browser
 * (its focus ring is Button's `data-focus-visible`, from `usePlainFocusRing`).
 */
export const trigger = style([
  button({ variant: 'quiet' }),
  {
    selectors: { '&:active': { backgroundColor: vars.color.tone.brand.border } },
    '@media': {
      [canHover]: {
        selectors: { '&:hover:not(:active)': { backgroundColor: vars.color.tone.brand.surface } },
      },
    },
  },
]);

/** Hidden above its breakpoint: there, the header's menus show instead. */
export const shownUpTo = {
  headerDrawer: style({ '@media': { [mediaQueries.desktop]: { display: 'none' } } }),
  shellMobile: style({ '@media': { [mediaQueries.tablet]: { display: 'none' } } }),
};

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const groupHeading = style({
  marginTop: vars.space.medium,
  marginBottom: vars.space.xxsmall,
  paddingInline: vars.space.medium,
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.xsmall,
  fontWeight: vars.font.weight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: vars.color.text.secondary,
});

export const extras = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  paddingTop: vars.space.large,
  borderTop: `1px solid ${vars.color.border.subtle}`,
});
