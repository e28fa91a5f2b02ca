import { style } from '@vanilla-extract/css';

import { focusRing } from '../../styles/utils.css.ts';
import { vars } from '../../theme/contract.css.ts';

export const button = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&[data-focus-visible]': { ...focusRing, outlineOffset: 0, borderColor: vars.color.tone.brand.solid },
    '&[data-pressed]': { borderColor: vars.color.tone.brand.solid },
  },
});

export const value = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-placeholder]': { color: vars.color.text.secondary },
  },
});

export const chevron = style({
  flexShrink: 0,
  color: vars.color.tone.brand.text,
  fontSize: vars.font.size.large,
});
