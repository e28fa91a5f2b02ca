import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@sfi/ui/css';

/** The finder of a lease file's dealer, under the toolbar. */
export const fileSearch = style({ maxWidth: 480 });

export const rowActions = style({ display: 'flex', gap: vars.space.xsmall });

const list = { listStyle: 'none', margin: 0, padding: 0 } as const;

export const previewScroll = style({
  maxHeight: 'min(50vh, 420px)',
  overflow: 'auto',
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.small,
  selectors: {
    '&:focus-visible': { outline: `${vars.focusRing.width} solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const preview = style({ borderCollapse: 'collapse', width: '100%', fontSize: vars.font.size.small });

globalStyle(`${preview} th, ${preview} td`, {
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  textAlign: 'start',
  verticalAlign: 'top',
});

globalStyle(`${preview} thead th`, {
  position: 'sticky',
  top: 0,
  background: vars.color.background.surfaceMuted,
  whiteSpace: 'nowrap',
});

globalStyle(`${preview} tr[data-invalid] > *`, { background: vars.color.tone.critical.surface });

// A long e-mail keeps its line: the column widens and the rows scroll sideways in their region.
export const cellValue = style({ overflowWrap: 'break-word' });

export const ready = style({ color: vars.color.tone.positive.text });

export const problems = style({
  ...list,
  display: 'grid',
  gap: vars.space.xxsmall,
  color: vars.color.tone.critical.text,
  minWidth: 180,
});
