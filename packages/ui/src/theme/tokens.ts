/**
 * Raw design tokens of the SFI brand: typed plain values, no CSS. The theme contract
 * (`contract.css.ts`) names them, and each theme (`themes/*.css.ts`) fills the contract.
 *
 * Colours were checked for WCAG 2.2 AA: every text colour reaches 4.5:1 on the surfaces it is used
 * on, and field borders and the focus ring reach 3:1 against white.
 */

/** Navy and teal: calm, trustworthy, financial. */
export const palette = {
  navy900: '#082D4A',
  navy800: '#0B3B60',
  navy100: '#E7F0F7',
  navy200: '#B9D0E3',
  teal700: '#0B7A75',
  blue700: '#0A5B8C',
  ink900: '#17212B',
  ink600: '#4A5866',
  ink400: '#76838F',
  ink300: '#A9B3BD',
  ink200: '#D5DCE3',
  ink100: '#EEF1F5',
  ink50: '#F4F6F9',
  white: '#FFFFFF',
  green700: '#1D7A35',
  green800: '#17662C',
  green900: '#125224',
  green100: '#E8F5EC',
  green200: '#A8D5B4',
  red700: '#B42318',
  red800: '#A61B12',
  red900: '#912018',
  red100: '#FDEDEB',
  red200: '#F2B3AC',
  amber700: '#9A4A00',
  amber800: '#854000',
  amber900: '#6E3500',
  amber100: '#FFF4E0',
  amber200: '#F3CD8F',
  slate700: '#46525E',
  slate800: '#3B4754',
  slate900: '#2C3640',
} as const;

/** Spacing scale in px. */
export const space = {
  none: 0,
  xxsmall: 2,
  xsmall: 4,
  small: 8,
  medium: 12,
  large: 16,
  xlarge: 24,
  xxlarge: 32,
  xxxlarge: 48,
} as const;

export type Space = keyof typeof space;
/** The space names, smallest first, for story controls and prop docs. */
export const spaceScale = Object.keys(space) as Space[];

export const radius = { none: 0, small: 4, medium: 6, large: 12, full: 9999 } as const;

export const fontFamily = {
  body: 'Inter, "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, sans-serif',
  mono: 'ui-monospace, "SF Mono", Menlo, Consolas, "Liberation Mono", monospace',
} as const;

/** Font size and line height pairs, in px. */
export const typeScale = {
  xsmall: { fontSize: 12, lineHeight: 16 },
  small: { fontSize: 14, lineHeight: 20 },
  medium: { fontSize: 16, lineHeight: 24 },
  large: { fontSize: 18, lineHeight: 26 },
  xlarge: { fontSize: 20, lineHeight: 28 },
  xxlarge: { fontSize: 24, lineHeight: 32 },
  xxxlarge: { fontSize: 30, lineHeight: 38 },
} as const;

export const fontWeight = { regular: 400, medium: 500, semibold: 600, bold: 700 } as const;

/** Elevation: how far a surface floats above the page. Cards sit low; popovers higher; dialogs highest. */
export const elevation = {
  small: '0 1px 2px rgba(23, 33, 43, 0.08)',
  medium: '0 4px 12px rgba(23, 33, 43, 0.12)',
  large: '0 12px 32px rgba(8, 45, 74, 0.24)',
} as const;

/** Durations in ms. Fade and hover/slide-in are quick; the drawer is slower because it moves further. */
export const duration = { fade: 150, hover: 150, slideIn: 150, drawer: 500 } as const;

export const easing = {
  standard: 'cubic-bezier(0.2, 0, 0, 1)',
  decelerate: 'cubic-bezier(0, 0, 0, 1)',
} as const;

/**
 * Breakpoints in px. `shellMobileMax` is where the app shell stacks its side navigation above the
 * main content; the header is compact at `headerCompactMax` and below; the public header shows its
 * drawer between `drawerMin` and `drawerMax`. The spec's numbers (tooling/test/spec-constants.test.ts
 * checks them against @sfi/domain's).
 */
export const breakpoints = {
  shellMobileMax: 600,
  drawerMin: 681,
  headerCompactMax: 1000,
  drawerMax: 1024,
} as const;

/** Header heights in px: 80, and 60 when compact (at `breakpoints.headerCompactMax` and below). */
export const headerHeight = { regular: 80, compact: 60 } as const;

/** Ready-made media queries built from `breakpoints`, for `@media` in `.css.ts` files. */
export const mediaQueries = {
  /** Up to 600 px: phones. The app shell stacks its navigation. */
  shellMobile: `screen and (max-width: ${breakpoints.shellMobileMax}px)`,
  /** From 601 px: tablets and wider. */
  tablet: `screen and (min-width: ${breakpoints.shellMobileMax + 1}px)`,
  /** Up to 1000 px: the header is compact (60 px high instead of 80). */
  headerCompact: `screen and (max-width: ${breakpoints.headerCompactMax}px)`,
  /** 681–1024 px: the public header's drawer range. */
  headerDrawer: `screen and (min-width: ${breakpoints.drawerMin}px) and (max-width: ${breakpoints.drawerMax}px)`,
  /** From 1025 px: desktop monitors. */
  desktop: `screen and (min-width: ${breakpoints.drawerMax + 1}px)`,
  /** Up to 1024 px: phones and tablets, where the public header's menus give way to a drawer. */
  belowDesktop: `screen and (max-width: ${breakpoints.drawerMax}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;

export const zIndex = { header: 100, overlay: 1000, toast: 1100 } as const;

/** The semantic tones shared by components: a tone says what something means, not what colour it is. */
export const tones = ['brand', 'positive', 'critical', 'caution', 'neutral'] as const;
export type Tone = (typeof tones)[number];
