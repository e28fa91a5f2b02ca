import { style } from '@vanilla-extract/css';

import { focusRing } from '../../styles/utils.css.ts';
import { vars } from '../../theme/contract.css.ts';

export const radio = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  minHeight: '24px',
  paddingBlock: vars.space.xxsmall,
  color: vars.color.text.primary,
  cursor: 'pointer',
  width: 'fit-content',
  selectors: {
    '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' },
  },
});

export const circle = style({
  flexShrink: 0,
  width: '20px',
  height: '20px',
  marginTop: '2px',
  borderRadius: '50%',
  border: `2px solid ${vars.color.border.field}`,
  backgroundColor: vars.color.background.surface,
  transition: `border-width ${vars.motion.duration.hover} ${vars.motion.easing.standard}`,
  selectors: {
    [`${radio}[data-hovered] &`]: { borderColor: vars.color.border.strong },
    // Selected: a thick ring in the brand colour around a white dot.
    [`${radio}[data-selected] &`]: { borderWidth: '6px', borderColor: vars.color.tone.brand.solid },
    [`${radio}[data-focus-visible] &`]: focusRing,
    [`${radio}[data-invalid] &`]: { borderColor: vars.color.tone.critical.solid },
    [`${radio}[data-disabled] &`]: {
      borderColor: vars.color.border.subtle,
      backgroundColor: vars.color.background.surfaceMuted,
    },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
