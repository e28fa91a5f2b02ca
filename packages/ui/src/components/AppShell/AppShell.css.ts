import { style } from '@vanilla-extract/css';

import { focusRing } from '../../styles/utils.css.ts';
import { vars } from '../../theme/contract.css.ts';
import { mediaQueries } from '../../theme/tokens.ts';
import { button } from '../Button/Button.css.ts';

export const shell = style({
  minHeight: '100vh',
  display: 'grid',
  gridTemplateColumns: '15rem minmax(0, 1fr)',
  gridTemplateRows: 'auto 1fr',
  gridTemplateAreas: '"header header" "nav main"',
  backgroundColor: vars.color.background.body,
  color: vars.color.text.primary,
  '@media': {
    // Phones: the side navigation moves above the main content.
    [mediaQueries.shellMobile]: {
      gridTemplateColumns: 'minmax(0, 1fr)',
      gridTemplateRows: 'auto auto 1fr',
      gridTemplateAreas: '"header" "nav" "main"',
    },
  },
});

export const shellWithoutNav = style({
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"header" "main"',
});

export const skipLink = style({
  position: 'absolute',
  top: vars.space.small,
  left: vars.space.small,
  zIndex: vars.zIndex.overlay,
  padding: `${vars.space.small} ${vars.space.large}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.tone.brand.solid,
  color: vars.color.tone.brand.onSolid,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'none',
  transform: 'translateY(calc(-100% - 16px))',
  selectors: {
    '&:focus': { transform: 'none', ...focusRing },
  },
});

export const header = style({
  gridArea: 'header',
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.large,
  rowGap: vars.space.small,
  minHeight: '56px',
  paddingBlock: vars.space.small,
  paddingInline: vars.space.xlarge,
  backgroundColor: vars.color.background.surface,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  // A thin brand bar along the top edge.
  boxShadow: `inset 0 3px 0 ${vars.color.tone.brand.solid}`,
  '@media': {
    [mediaQueries.shellMobile]: { position: 'static', paddingInline: vars.space.large },
  },
});

export const brand = style({ display: 'flex', alignItems: 'center', color: vars.color.tone.brand.text });

export const title = style({
  flex: '1 1 auto',
  minWidth: 0,
  fontSize: vars.font.size.large,
  lineHeight: vars.font.lineHeight.large,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.tone.brand.text,
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  marginInlineStart: 'auto',
});

/**
 * The header's actions beside a navigation: on phones, folded with it behind the Menu button, and
 * unfolded on their own row of the header, under the brand and the title.
 */
export const foldedActions = style([
  actions,
  {
    '@media': {
      [mediaQueries.shellMobile]: {
        flexBasis: '100%',
        flexWrap: 'wrap',
        marginInlineStart: 0,
        selectors: { '&[data-open="false"]': { display: 'none' } },
      },
    },
  },
]);

/** The navigation: beside the page, or on phones above it, folded until the Menu button opens it. */
export const nav = style({
  gridArea: 'nav',
  minWidth: 0,
  padding: vars.space.medium,
  backgroundColor: vars.color.background.surface,
  borderInlineEnd: `1px solid ${vars.color.border.subtle}`,
  '@media': {
    [mediaQueries.shellMobile]: {
      borderInlineEnd: 'none',
      borderBottom: `1px solid ${vars.color.border.subtle}`,
      paddingBlock: vars.space.small,
      selectors: { '&[data-open="false"]': { display: 'none' } },
    },
  },
});

/** The button that shows and hides the navigation and the actions: at the header's end, on phones only. */
export const navToggle = style([
  button({ variant: 'quiet' }),
  {
    display: 'none',
    '@media': { [mediaQueries.shellMobile]: { display: 'inline-flex', marginInlineStart: 'auto' } },
  },
]);

export const main = style({
  gridArea: 'main',
  minWidth: 0,
  padding: vars.space.xlarge,
  outline: 'none',
  '@media': {
    [mediaQueries.shellMobile]: { padding: vars.space.large },
  },
});

export const navList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [mediaQueries.shellMobile]: { flexDirection: 'row', flexWrap: 'wrap', gap: vars.space.xsmall },
  },
});

export const navLink = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.medium,
  color: vars.color.text.primary,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  outline: 'none',
  transition: `background-color ${vars.motion.duration.hover} ${vars.motion.easing.standard}`,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.background.surfaceMuted },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
    '&[data-current]': {
      backgroundColor: vars.color.tone.brand.surface,
      color: vars.color.tone.brand.text,
      fontWeight: vars.font.weight.semibold,
      boxShadow: `inset 3px 0 0 ${vars.color.tone.brand.solid}`,
    },
  },
});
