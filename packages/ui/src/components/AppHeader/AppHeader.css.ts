import { style } from '@vanilla-extract/css';

import { canHover, focusRing, reducedMotion } from '../../styles/utils.css.ts';
import { vars } from '../../theme/contract.css.ts';
import { headerHeight, mediaQueries } from '../../theme/tokens.ts';

export const header = style({
  position: 'relative',
  zIndex: vars.zIndex.header,
  backgroundColor: vars.color.background.surface,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  boxShadow: `inset 0 3px 0 ${vars.color.tone.brand.solid}`,
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.large,
  maxWidth: '80rem',
  marginInline: 'auto',
  minHeight: `${headerHeight.regular}px`,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.xlarge,
  '@media': {
    // Doc 2: 60 px at 1000 px and below.
    [mediaQueries.headerCompact]: {
      minHeight: `${headerHeight.compact}px`,
      paddingInline: vars.space.large,
      gap: vars.space.small,
    },
  },
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  minWidth: 0,
  marginInlineEnd: 'auto',
  color: vars.color.tone.brand.text,
});

export const slogan = style({
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  color: vars.color.text.secondary,
  maxWidth: '14rem',
  '@media': { [mediaQueries.shellMobile]: { display: 'none' } },
});

/** The menus: hidden up to the breakpoint, where the drawer takes over. */
export const desktopNav = {
  headerDrawer: style({ '@media': { [mediaQueries.belowDesktop]: { display: 'none' } } }),
  shellMobile: style({ '@media': { [mediaQueries.shellMobile]: { display: 'none' } } }),
};

export const menubar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const menuItem = style({ position: 'relative' });

const topLevel = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.medium,
  border: 'none',
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.text.primary,
  font: 'inherit',
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  transition: `background-color ${vars.motion.duration.hover} ${vars.motion.easing.standard}`,
} as const;

const hovered = {
  backgroundColor: vars.color.tone.brand.surface,
  color: vars.color.tone.brand.text,
} as const;

// Plain elements (see AppHeader): their states come from the browser.
export const topLink = style({
  ...topLevel,
  selectors: { '&:focus-visible': focusRing },
  '@media': { [canHover]: { selectors: { '&:hover': hovered } } },
});

/** Its focus ring from `usePlainFocusRing`, as focus comes back to it by script. */
export const menuButton = style({
  ...topLevel,
  selectors: { '&[aria-expanded="true"]': hovered, '&[data-focus-visible]': focusRing },
  '@media': { [canHover]: { selectors: { '&:hover': hovered } } },
});

export const chevron = style({
  // Its full size beside a long signed-in name: a flex item may otherwise shrink to a sliver.
  flexShrink: 0,
  transition: `transform ${vars.motion.duration.hover} ${vars.motion.easing.standard}`,
  selectors: { [`${menuButton}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' } },
  '@media': { [reducedMotion]: { transition: 'none' } },
});

/** The sub-links: shown on hover and on keyboard focus. */
export const submenu = style({
  position: 'absolute',
  top: '100%',
  insetInlineStart: 0,
  zIndex: vars.zIndex.header,
  minWidth: '14rem',
  margin: 0,
  padding: vars.space.xsmall,
  listStyle: 'none',
  backgroundColor: vars.color.background.surface,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.medium,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const extras = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  flexShrink: 0,
});

/** Slots that move into the drawer on small screens. */
export const desktopOnly = {
  headerDrawer: style({ '@media': { [mediaQueries.belowDesktop]: { display: 'none' } } }),
  shellMobile: style({ '@media': { [mediaQueries.shellMobile]: { display: 'none' } } }),
};
