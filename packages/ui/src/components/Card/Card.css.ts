import { style } from '@vanilla-extract/css';

import { vars } from '../../theme/contract.css.ts';

export const card = style({
  backgroundColor: vars.color.background.surface,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.small,
  color: vars.color.text.primary,
  minWidth: 0,
});
