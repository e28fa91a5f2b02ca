import { style } from '@vanilla-extract/css';

import { focusRing } from '../../styles/utils.css.ts';
import { vars } from '../../theme/contract.css.ts';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[data-drop-target]': { outline: `2px dashed ${vars.color.tone.brand.solid}` },
  },
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: vars.size.touchTarget,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.xsmall,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.background.surface,
  color: vars.color.text.primary,
  outline: 'none',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.border.strong },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
    '&[data-dragging]': { opacity: 0.5 },
    '&[data-drop-target]': { borderColor: vars.color.tone.brand.solid },
  },
});

export const handle = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '32px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.text.secondary,
  fontSize: vars.font.size.large,
  cursor: 'grab',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.background.surfaceMuted },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
  },
});

export const content = style({ flex: 1, minWidth: 0 });

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  flexShrink: 0,
});

export const dropIndicator = style({
  height: '2px',
  marginBlock: '-3px',
  borderRadius: vars.radius.full,
  selectors: { '&[data-drop-target]': { backgroundColor: vars.color.tone.brand.solid } },
});
