import { style } from '@vanilla-extract/css';

import { canHover, focusRing } from '../../styles/utils.css.ts';
import { vars } from '../../theme/contract.css.ts';

const linkBase = {
  color: vars.color.text.link,
  textDecorationLine: 'underline',
  textDecorationThickness: '1px',
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius.small,
  cursor: 'pointer',
  outline: 'none',
  transition: `color ${vars.motion.duration.hover} ${vars.motion.easing.standard}`,
} as const;

const hovered = { color: vars.color.text.linkHover, textDecorationThickness: '2px' } as const;
const current = { fontWeight: vars.font.weight.semibold } as const;

export const link = style({
  ...linkBase,
  selectors: {
    '&[data-hovered]': hovered,
    '&[data-focus-visible]': focusRing,
    '&[data-current]': current,
    '&[data-disabled]': {
      color: vars.color.text.disabled,
      cursor: 'not-allowed',
      textDecorationLine: 'none',
    },
  },
});

/** PlainLink: the same look, its states from the browser rather than from react-aria. */
export const plainLink = style({
  ...linkBase,
  selectors: {
    '&:focus-visible': focusRing,
    '&[aria-current]:not([aria-current="false"])': current,
  },
  '@media': { [canHover]: { selectors: { '&:hover': hovered } } },
});

export const externalIcon = style({
  display: 'inline-block',
  verticalAlign: '-0.125em',
  marginInlineStart: '0.2em',
  fontSize: '0.9em',
});
