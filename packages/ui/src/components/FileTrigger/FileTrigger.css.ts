import { style } from '@vanilla-extract/css';

import { focusRing } from '../../styles/utils.css.ts';
import { vars } from '../../theme/contract.css.ts';

export const dropZone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.small,
  padding: vars.space.xlarge,
  border: `2px dashed ${vars.color.border.field}`,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.background.surface,
  color: vars.color.text.primary,
  outline: 'none',
  transition: `background-color ${vars.motion.duration.hover} ${vars.motion.easing.standard}, border-color ${vars.motion.duration.hover} ${vars.motion.easing.standard}`,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.border.strong },
    '&[data-focus-visible]': focusRing,
    // Something is being dragged over it: solid border, tinted.
    '&[data-drop-target]': {
      borderStyle: 'solid',
      borderColor: vars.color.tone.brand.solid,
      backgroundColor: vars.color.tone.brand.surface,
    },
    '&[data-disabled]': {
      color: vars.color.text.disabled,
      backgroundColor: vars.color.background.surfaceMuted,
    },
  },
});

export const icon = style({ fontSize: '32px', color: vars.color.tone.brand.text });

export const label = style({ fontWeight: vars.font.weight.semibold });
