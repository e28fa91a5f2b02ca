import { style } from '@vanilla-extract/css';

import { reducedMotion } from '../../styles/utils.css.ts';
import { vars } from '../../theme/contract.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, minWidth: 0 });

export const header = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.small,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
});

export const label = style({ fontWeight: vars.font.weight.semibold, minWidth: 0, overflowWrap: 'anywhere' });

export const value = style({
  color: vars.color.text.secondary,
  fontVariantNumeric: 'tabular-nums',
  flexShrink: 0,
});

export const track = style({
  position: 'relative',
  height: '8px',
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.background.surfaceMuted,
  // A visible edge for the empty part (non-text contrast).
  boxShadow: `inset 0 0 0 1px ${vars.color.border.field}`,
});

export const fill = style({
  height: '100%',
  borderRadius: vars.radius.full,
  transition: `width ${vars.motion.duration.slideIn} ${vars.motion.easing.standard}`,
  '@media': { [reducedMotion]: { transition: 'none' } },
});

export const fillTone = {
  brand: style({ backgroundColor: vars.color.tone.brand.solid }),
  positive: style({ backgroundColor: vars.color.tone.positive.solid }),
  critical: style({ backgroundColor: vars.color.tone.critical.solid }),
};
