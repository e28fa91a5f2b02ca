import { style } from '@vanilla-extract/css';

import { canHover, focusRing } from '../../styles/utils.css.ts';
import { vars } from '../../theme/contract.css.ts';

const navItemBase = {
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.medium,
  paddingBlock: vars.space.xsmall,
  borderRadius: vars.radius.small,
  color: vars.color.text.primary,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  outline: 'none',
  transition: `background-color ${vars.motion.duration.hover} ${vars.motion.easing.standard}`,
} as const;

const hovered = {
  backgroundColor: vars.color.tone.brand.surface,
  color: vars.color.tone.brand.text,
} as const;
const focused = { ...focusRing, outlineOffset: '-2px' } as const;
const current = { color: vars.color.tone.brand.text, fontWeight: vars.font.weight.semibold } as const;

/** A navigation link: a full-width row, not underlined text. */
export const navItemLink = style({
  ...navItemBase,
  selectors: {
    '&[data-hovered]': hovered,
    '&[data-focus-visible]': focused,
    '&[data-current]': current,
  },
});

/** The same row as a plain `<a>`, its states from the browser. */
export const plainNavItemLink = style({
  ...navItemBase,
  selectors: {
    '&:focus-visible': focused,
    '&[aria-current="page"]': current,
  },
  '@media': { [canHover]: { selectors: { '&:hover': hovered } } },
});

export const externalIcon = style({ flexShrink: 0, fontSize: '0.9em', color: vars.color.text.secondary });
