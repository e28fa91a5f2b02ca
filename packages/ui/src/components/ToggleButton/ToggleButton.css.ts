import { style } from '@vanilla-extract/css';

import { vars } from '../../theme/contract.css.ts';

/** On top of the secondary button: selected is filled, so the state shows without relying on colour alone. */
export const toggle = style({
  selectors: {
    '&[data-selected]': {
      backgroundColor: vars.color.tone.brand.solid,
      color: vars.color.tone.brand.onSolid,
      borderColor: vars.color.tone.brand.solid,
    },
    '&[data-selected][data-hovered]': { backgroundColor: vars.color.tone.brand.solidHover },
    '&[data-selected][data-pressed]': { backgroundColor: vars.color.tone.brand.solidPressed },
  },
});
