import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@sfi/ui/css';

export const figure = style({ margin: 0, display: 'grid', gap: vars.space.small, minWidth: 0 });

export const map = style({
  height: 'clamp(280px, 50vh, 480px)',
  width: '100%',
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border.subtle}`,
  // Without tiles (no network, or none configured) the track draws on a plain background.
  background: vars.color.background.surfaceMuted,
  zIndex: 0,
  selectors: {
    '&:focus-visible': { outline: `${vars.focusRing.width} solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const caption = style({ color: vars.color.text.secondary, fontSize: vars.font.size.small });

/** The track: the path between positions (classes given to Leaflet's SVG paths). */
export const track = style({});
globalStyle(`path.${track}`, {
  stroke: vars.color.tone.brand.solid,
  strokeWidth: 3,
  strokeOpacity: 0.8,
  fill: 'none',
});

/** An earlier position. */
export const point = style({});
globalStyle(`path.${point}`, {
  stroke: vars.color.tone.brand.solid,
  strokeWidth: 2,
  fill: vars.color.background.surface,
  fillOpacity: 1,
});

/** The latest position. */
export const latest = style({});
globalStyle(`path.${latest}`, {
  stroke: vars.color.background.surface,
  strokeWidth: 3,
  fill: vars.color.tone.critical.solid,
  fillOpacity: 1,
});
