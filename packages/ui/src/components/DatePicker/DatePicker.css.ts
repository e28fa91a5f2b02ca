import { style } from '@vanilla-extract/css';

import { vars } from '../../theme/contract.css.ts';

export const dateInput = style({
  display: 'flex',
  // In a narrow field the date wraps between its parts ("December 16," then "2026"), never inside one.
  flexWrap: 'wrap',
  alignItems: 'center',
  flex: '0 1 auto',
  minWidth: 0,
  paddingBlock: vars.space.small,
  fontVariantNumeric: 'tabular-nums',
});

export const segment = style({
  paddingInline: '1px',
  // A part is a target of at least 24 px (WCAG 2.5.8), a one-digit day included ("May 6, 2025").
  minWidth: '24px',
  flexShrink: 0,
  whiteSpace: 'nowrap',
  textAlign: 'center',
  borderRadius: vars.radius.small,
  outline: 'none',
  caretColor: 'transparent',
  selectors: {
    '&[data-placeholder]': { color: vars.color.text.secondary },
    // A separator keeps its spaces (", " in "May 17, 2024"): a flex item would drop them.
    '&[data-type="literal"]': {
      color: vars.color.text.secondary,
      whiteSpace: 'pre',
      paddingInline: 0,
      minWidth: 0,
    },
    '&[data-focused]': { backgroundColor: vars.color.tone.brand.solid, color: vars.color.tone.brand.onSolid },
    '&[data-disabled]': { color: vars.color.text.disabled },
  },
});

export const rangeDash = style({ paddingInline: vars.space.xsmall, color: vars.color.text.secondary });

export const spacer = style({ flex: 1 });

export const dialog = style({ outline: 'none' });

/** The calendar keeps its own width instead of stretching to the field's. */
export const popover = style({ minWidth: 0 });
