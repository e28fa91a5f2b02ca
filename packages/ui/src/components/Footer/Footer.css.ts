import { style } from '@vanilla-extract/css';

import { canHover, focusRing } from '../../styles/utils.css.ts';
import { vars } from '../../theme/contract.css.ts';
import { mediaQueries } from '../../theme/tokens.ts';

export const footer = style({
  backgroundColor: vars.color.tone.brand.solidHover,
  color: vars.color.text.inverse,
});

export const inner = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xlarge,
  maxWidth: '80rem',
  marginInline: 'auto',
  paddingBlock: vars.space.xxlarge,
  paddingInline: vars.space.xlarge,
  '@media': { [mediaQueries.shellMobile]: { paddingInline: vars.space.large } },
});

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(14rem, 100%), 1fr))',
  gap: vars.space.xlarge,
});

export const heading = style({
  margin: 0,
  marginBottom: vars.space.small,
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.medium,
  fontWeight: vars.font.weight.semibold,
  color: 'inherit',
});

export const address = style({
  fontStyle: 'normal',
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});

export const officeLabel = style({ fontWeight: vars.font.weight.semibold });

export const links = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const offices = style([links, { gap: vars.space.large }]);

export const link = style({
  display: 'inline-flex',
  width: 'fit-content',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  minHeight: '24px',
  color: 'inherit',
  fontSize: vars.font.size.small,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius.small,
  outline: 'none',
  selectors: {
    '&:focus-visible': { ...focusRing, outlineColor: vars.color.text.inverse },
  },
  '@media': { [canHover]: { selectors: { '&:hover': { textDecorationThickness: '2px' } } } },
});

export const externalIcon = style({ flexShrink: 0 });

export const bottom = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.medium,
  paddingTop: vars.space.large,
  borderTop: '1px solid rgba(255, 255, 255, 0.3)',
  fontSize: vars.font.size.small,
});
