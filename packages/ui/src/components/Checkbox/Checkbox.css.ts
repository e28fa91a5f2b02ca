import { style } from '@vanilla-extract/css';

import { focusRing } from '../../styles/utils.css.ts';
import { vars } from '../../theme/contract.css.ts';

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  // The whole row is the target: at least 24 px tall.
  minHeight: '24px',
  paddingBlock: vars.space.xxsmall,
  color: vars.color.text.primary,
  cursor: 'pointer',
  width: 'fit-content',
  selectors: {
    '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' },
  },
});

export const box = style({
  flexShrink: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '20px',
  height: '20px',
  marginTop: '2px',
  border: `2px solid ${vars.color.border.field}`,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.background.surface,
  color: vars.color.tone.brand.onSolid,
  fontSize: '16px',
  transition: `background-color ${vars.motion.duration.hover} ${vars.motion.easing.standard}, border-color ${vars.motion.duration.hover} ${vars.motion.easing.standard}`,
  selectors: {
    [`${checkbox}[data-hovered] &`]: { borderColor: vars.color.border.strong },
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
      backgroundColor: vars.color.tone.brand.solid,
      borderColor: vars.color.tone.brand.solid,
    },
    [`${checkbox}[data-pressed] &`]: { borderColor: vars.color.tone.brand.solidPressed },
    [`${checkbox}[data-focus-visible] &`]: focusRing,
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.tone.critical.solid },
    [`${checkbox}[data-invalid][data-selected] &`]: { backgroundColor: vars.color.tone.critical.solid },
    [`${checkbox}[data-disabled] &`]: {
      borderColor: vars.color.border.subtle,
      backgroundColor: vars.color.background.surfaceMuted,
      color: vars.color.text.disabled,
    },
  },
});
