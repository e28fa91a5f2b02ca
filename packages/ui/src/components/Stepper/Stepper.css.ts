import { style } from '@vanilla-extract/css';

import { vars } from '../../theme/contract.css.ts';
import { mediaQueries } from '../../theme/tokens.ts';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 0,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** Horizontal from tablet width; always vertical on phones. */
export const horizontal = style({
  '@media': { [mediaQueries.tablet]: { flexDirection: 'row', alignItems: 'flex-start' } },
});

export const step = style({
  position: 'relative',
  display: 'flex',
  gap: vars.space.medium,
  flex: '1 1 0',
  minWidth: 0,
  paddingBottom: vars.space.large,
  selectors: {
    // The line to the next step.
    '&:not(:last-child)::after': {
      content: '""',
      position: 'absolute',
      top: '32px',
      bottom: 0,
      insetInlineStart: '13px',
      width: '2px',
      backgroundColor: vars.color.border.subtle,
    },
    '&[data-status="complete"]:not(:last-child)::after': { backgroundColor: vars.color.tone.positive.solid },
  },
  '@media': {
    [mediaQueries.tablet]: {
      selectors: {
        [`${horizontal} > &`]: {
          flexDirection: 'column',
          paddingBottom: 0,
          paddingInlineEnd: vars.space.medium,
        },
        [`${horizontal} > &:not(:last-child)::after`]: {
          top: '13px',
          bottom: 'auto',
          insetInlineStart: '36px',
          insetInlineEnd: vars.space.small,
          width: 'auto',
          height: '2px',
        },
      },
    },
  },
});

export const marker = style({
  flexShrink: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '28px',
  height: '28px',
  borderRadius: '50%',
  border: `2px solid ${vars.color.border.field}`,
  backgroundColor: vars.color.background.surface,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.bold,
  selectors: {
    '[data-status="complete"] > &': {
      borderColor: vars.color.tone.positive.solid,
      backgroundColor: vars.color.tone.positive.solid,
      color: vars.color.tone.positive.onSolid,
    },
    '[data-status="current"] > &': {
      borderColor: vars.color.tone.brand.solid,
      color: vars.color.tone.brand.text,
      boxShadow: `0 0 0 3px ${vars.color.tone.brand.border}`,
    },
    '[data-status="error"] > &': {
      borderColor: vars.color.tone.critical.solid,
      backgroundColor: vars.color.tone.critical.solid,
      color: vars.color.tone.critical.onSolid,
    },
  },
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, minWidth: 0 });

export const label = style({
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.primary,
  selectors: { '[data-status="upcoming"] &': { color: vars.color.text.secondary } },
});

export const status = style({
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  color: vars.color.text.secondary,
  selectors: {
    '[data-status="complete"] &': { color: vars.color.tone.positive.text },
    '[data-status="current"] &': { color: vars.color.tone.brand.text },
    '[data-status="error"] &': { color: vars.color.tone.critical.text },
  },
});

export const action = style({ marginTop: vars.space.xsmall });

export const description = style({
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  color: vars.color.text.secondary,
});
