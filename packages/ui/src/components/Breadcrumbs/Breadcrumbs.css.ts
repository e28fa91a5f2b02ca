import { style } from '@vanilla-extract/css';

import { focusRing } from '../../styles/utils.css.ts';
import { vars } from '../../theme/contract.css.ts';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
});

export const item = style({ display: 'flex', alignItems: 'center', gap: vars.space.xxsmall, minWidth: 0 });

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '24px',
  paddingInline: vars.space.xxsmall,
  borderRadius: vars.radius.small,
  color: vars.color.text.link,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.text.linkHover },
    '&[data-focus-visible]': focusRing,
    '&[data-current]': {
      color: vars.color.text.primary,
      textDecoration: 'none',
      fontWeight: vars.font.weight.semibold,
    },
  },
});

export const separator = style({ color: vars.color.text.secondary, flexShrink: 0 });
