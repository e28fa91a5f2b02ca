import { style } from '@vanilla-extract/css';

import { vars } from '../../theme/contract.css.ts';

export const icon = style({
  flexShrink: 0,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.large,
});

export const clear = style({
  selectors: {
    // Nothing to clear: take no room, take no focus.
    '[data-empty] &': { visibility: 'hidden' },
  },
});
