import { style } from '@vanilla-extract/css';

import { vars } from '../../theme/contract.css.ts';
import { mediaQueries } from '../../theme/tokens.ts';

/** Hidden above its breakpoint: there, the header's menus show instead. */
export const trigger = {
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
