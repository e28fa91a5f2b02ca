import { createThemeContract } from '@vanilla-extract/css';

const tone = {
  /** Filled backgrounds (primary buttons, badges). */
  solid: null,
  solidHover: null,
  solidPressed: null,
  /** Text and icons on `solid`. */
  onSolid: null,
  /** Text in this tone on white or on `surface`. */
  text: null,
  /** Soft background (alerts, selected rows). */
  surface: null,
  border: null,
};

/**
 * The names every theme fills. Components read only these variables, never raw tokens, so a theme
 * swap is a class swap.
 */
export const vars = createThemeContract({
  color: {
    background: { body: null, surface: null, surfaceMuted: null, backdrop: null },
    text: { primary: null, secondary: null, inverse: null, link: null, linkHover: null, disabled: null },
    border: { subtle: null, field: null, strong: null },
    focusRing: null,
    tone: {
      brand: tone,
      positive: tone,
      critical: tone,
      caution: tone,
      neutral: tone,
    },
  },
  space: {
    none: null,
    xxsmall: null,
    xsmall: null,
    small: null,
    medium: null,
    large: null,
    xlarge: null,
    xxlarge: null,
    xxxlarge: null,
  },
  radius: { none: null, small: null, medium: null, large: null, full: null },
  font: {
    family: { body: null, mono: null },
    size: {
      xsmall: null,
      small: null,
      medium: null,
      large: null,
      xlarge: null,
      xxlarge: null,
      xxxlarge: null,
    },
    lineHeight: {
      xsmall: null,
      small: null,
      medium: null,
      large: null,
      xlarge: null,
      xxlarge: null,
      xxxlarge: null,
    },
    weight: { regular: null, medium: null, semibold: null, bold: null },
  },
  shadow: { small: null, medium: null, large: null },
  motion: {
    duration: { fade: null, hover: null, slideIn: null, drawer: null },
    easing: { standard: null, decelerate: null },
  },
  focusRing: { width: null, offset: null },
  /** Minimum size of anything clickable (WCAG 2.2 target size is 24 px; we aim higher). */
  size: { touchTarget: null, fieldHeight: null, fieldHeightSmall: null },
  zIndex: { header: null, overlay: null, toast: null },
});

export type ThemeVars = typeof vars;
