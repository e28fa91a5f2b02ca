import { style } from '@vanilla-extract/css';

import { focusRing } from '../../styles/utils.css.ts';
import { vars } from '../../theme/contract.css.ts';

export const link = style({
  color: vars.color.text.link,
  textDecorationLine: 'underline',
  textDecorationThickness: '1px',
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius.small,
  cursor: 'pointer',
  outline: 'none',
  transition: `color ${vars.motion.duration.hover} ${vars.motion.easing.standard}`,
  selectors: {
    '&[data-hovered]': { color: vars.color.text.linkHover, textDecorationThickness: '2px' },
    '&[data-focus-visible]': focusRing,
    '&[data-current]': { fontWeight: vars.font.weight.semibold },
    '&[data-disabled]': {
      color: vars.color.text.disabled,
      cursor: 'not-allowed',
      textDecorationLine: 'none',
    },
  },
});

export const externalIcon = style({
  display: 'inline-block',
  verticalAlign: '-0.125em',
  marginInlineStart: '0.2em',
  fontSize: '0.9em',
});
