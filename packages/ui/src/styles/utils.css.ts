/** Style fragments shared by components (not exported to apps). */
import { style, type StyleRule } from '@vanilla-extract/css';

import { vars } from '../theme/contract.css.ts';

/** The visible keyboard focus ring. Spread into a `&[data-focus-visible]` selector. */
export const focusRing: StyleRule = {
  outline: `${vars.focusRing.width} solid ${vars.color.focusRing}`,
  outlineOffset: vars.focusRing.offset,
};

/** Hides content visually while keeping it in the accessibility tree. */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const reducedMotion = '(prefers-reduced-motion: reduce)';

/**
 * Where `:hover` means a pointer resting on the element. Plain elements (no react-aria) put their
 * hover styles under it: on a touch screen `:hover` would stick after a tap, where react-aria's
 * `data-hovered` ignores touch.
 */
export const canHover = '(hover: hover)';
