/**
 * `@sfi/ui/css` — the styling API without React, for apps' own `.css.ts` files:
 *
 *   import { vars, sprinkles, mediaQueries } from '@sfi/ui/css';
 *   export const panel = style({ padding: vars.space.large, '@media': { [mediaQueries.shellMobile]: {...} } });
 *
 * Importing it from `.css.ts` keeps React components out of vanilla-extract's build-time evaluation.
 */
export { vars, type ThemeVars } from './theme/contract.css.ts';
export { brandTheme } from './themes/brand.css.ts';
export { sprinkles, type Sprinkles } from './styles/sprinkles.css.ts';
export { fieldGrid, fieldGridMinWidth } from './components/Form/Form.css.ts';
export {
  breakpoints,
  duration,
  easing,
  elevation,
  fontFamily,
  fontWeight,
  headerHeight,
  mediaQueries,
  palette,
  radius,
  space,
  spaceScale,
  tones,
  typeScale,
  zIndex,
  type Space,
  type Tone,
} from './theme/tokens.ts';
