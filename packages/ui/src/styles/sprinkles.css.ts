/**
 * Atomic layout and colour classes shared by `Box`, `Stack` and `Inline`, and exported for apps that
 * write their own `.css.ts`. Responsive values use the conditions `mobile` (default), `tablet`
 * (601 px and up) and `desktop` (1025 px and up):
 *
 *   sprinkles({ paddingX: { mobile: 'small', tablet: 'large' }, display: 'flex' })
 */
import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';

import { vars } from '../theme/contract.css.ts';
import { mediaQueries } from '../theme/tokens.ts';

const responsiveProperties = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': mediaQueries.tablet },
    desktop: { '@media': mediaQueries.desktop },
  },
  defaultCondition: 'mobile',
  responsiveArray: ['mobile', 'tablet', 'desktop'],
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['stretch', 'flex-start', 'center', 'flex-end', 'space-between'],
    textAlign: ['left', 'center', 'right'],
    gap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    marginTop: vars.space,
    marginBottom: vars.space,
    marginLeft: vars.space,
    marginRight: vars.space,
    width: { full: '100%', auto: 'auto' },
    maxWidth: { full: '100%', text: '65ch', content: '72rem' },
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
    placeItems: ['justifyContent', 'alignItems'],
  },
});

const colorProperties = defineProperties({
  properties: {
    color: {
      primary: vars.color.text.primary,
      secondary: vars.color.text.secondary,
      inverse: vars.color.text.inverse,
      brand: vars.color.tone.brand.text,
      positive: vars.color.tone.positive.text,
      critical: vars.color.tone.critical.text,
      caution: vars.color.tone.caution.text,
    },
    background: {
      body: vars.color.background.body,
      surface: vars.color.background.surface,
      surfaceMuted: vars.color.background.surfaceMuted,
      brand: vars.color.tone.brand.solid,
      brandSoft: vars.color.tone.brand.surface,
      positiveSoft: vars.color.tone.positive.surface,
      criticalSoft: vars.color.tone.critical.surface,
      cautionSoft: vars.color.tone.caution.surface,
      neutralSoft: vars.color.tone.neutral.surface,
    },
    borderRadius: vars.radius,
  },
});

export const sprinkles = createSprinkles(responsiveProperties, colorProperties);

export type Sprinkles = Parameters<typeof sprinkles>[0];
