import { style } from '@vanilla-extract/css';

import { vars } from '../../theme/contract.css.ts';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const page = style({
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[aria-current="page"]': {
      backgroundColor: vars.color.tone.brand.solid,
      color: vars.color.tone.brand.onSolid,
    },
    '&[aria-current="page"][data-hovered]': { backgroundColor: vars.color.tone.brand.solidHover },
  },
});

export const ellipsis = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.fieldHeightSmall,
  color: vars.color.text.secondary,
});
