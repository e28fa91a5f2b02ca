// The reset comes with the theme: whoever applies the theme (UIProvider, or an app by hand) gets the
// reset first, and an app that imports only a few components pays for nothing else.
import '../styles/reset.css.ts';

import { createTheme } from '@vanilla-extract/css';

import { vars } from '../theme/contract.css.ts';
import {
  duration,
  easing,
  elevation,
  fontFamily,
  fontWeight,
  palette as p,
  radius,
  space,
  typeScale,
  zIndex,
} from '../theme/tokens.ts';

const px = (n: number) => `${n}px`;
const mapPx = <K extends string>(o: Record<K, number>) =>
  Object.fromEntries(Object.entries(o).map(([k, v]) => [k, px(v as number)])) as Record<K, string>;
const mapType = <K extends string>(
  o: Record<K, { fontSize: number; lineHeight: number }>,
  key: 'fontSize' | 'lineHeight',
) =>
  Object.fromEntries(
    Object.entries(o).map(([k, v]) => [k, px((v as { fontSize: number; lineHeight: number })[key])]),
  ) as Record<K, string>;

/** The SFI brand theme: deep navy, teal focus, white surfaces. Apply the class to an ancestor (UIProvider does). */
export const brandTheme = createTheme(vars, {
  color: {
    background: { body: p.ink50, surface: p.white, surfaceMuted: p.ink100, backdrop: 'rgba(8, 45, 74, 0.5)' },
    text: {
      primary: p.ink900,
      secondary: p.ink600,
      inverse: p.white,
      link: p.blue700,
      linkHover: p.navy900,
      disabled: p.ink400,
    },
    border: { subtle: p.ink200, field: p.ink400, strong: p.ink600 },
    focusRing: p.teal700,
    tone: {
      brand: {
        solid: p.navy800,
        solidHover: p.navy900,
        solidPressed: '#061F33',
        onSolid: p.white,
        text: p.navy800,
        surface: p.navy100,
        border: p.navy200,
      },
      positive: {
        solid: p.green700,
        solidHover: p.green800,
        solidPressed: p.green900,
        onSolid: p.white,
        text: p.green800,
        surface: p.green100,
        border: p.green200,
      },
      critical: {
        solid: p.red700,
        solidHover: p.red900,
        solidPressed: '#7A1A13',
        onSolid: p.white,
        text: p.red800,
        surface: p.red100,
        border: p.red200,
      },
      caution: {
        solid: p.amber700,
        solidHover: p.amber800,
        solidPressed: p.amber900,
        onSolid: p.white,
        text: p.amber800,
        surface: p.amber100,
        border: p.amber200,
      },
      neutral: {
        solid: p.slate700,
        solidHover: p.slate800,
        solidPressed: p.slate900,
        onSolid: p.white,
        text: p.slate800,
        surface: p.ink100,
        border: p.ink200,
      },
    },
  },
  space: mapPx(space),
  radius: mapPx(radius),
  font: {
    family: fontFamily,
    size: mapType(typeScale, 'fontSize'),
    lineHeight: mapType(typeScale, 'lineHeight'),
    weight: {
      regular: String(fontWeight.regular),
      medium: String(fontWeight.medium),
      semibold: String(fontWeight.semibold),
      bold: String(fontWeight.bold),
    },
  },
  shadow: elevation,
  motion: {
    duration: {
      fade: `${duration.fade}ms`,
      hover: `${duration.hover}ms`,
      slideIn: `${duration.slideIn}ms`,
      drawer: `${duration.drawer}ms`,
    },
    easing,
  },
  focusRing: { width: '2px', offset: '2px' },
  size: { touchTarget: '40px', fieldHeight: '40px', fieldHeightSmall: '32px' },
  zIndex: { header: String(zIndex.header), overlay: String(zIndex.overlay), toast: String(zIndex.toast) },
});
