import { style } from '@vanilla-extract/css';
import { vars } from '@sfi/ui/css';

/** A form of the money screens: its fields, then its actions. */
export const form = style({ display: 'grid', gap: vars.space.large });

/** A form's status and buttons, at its end. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.medium,
});

/** The balance chart: as wide as its card, its height in proportion. */
export const chart = style({ width: '100%', height: 'auto', display: 'block', overflow: 'visible' });

export const chartArea = style({ fill: vars.color.tone.brand.surface, stroke: 'none' });
export const chartLine = style({ fill: 'none', stroke: vars.color.tone.brand.solid, strokeWidth: 2 });
export const chartAxis = style({ stroke: vars.color.border.strong, strokeWidth: 1 });
export const chartLabel = style({ fill: vars.color.text.secondary, fontSize: 12 });

/** The banking records: one line each. */
export const records = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.small,
});

/** The audit trail: small text, newest first. */
export const trail = style({
  margin: 0,
  paddingInlineStart: vars.space.large,
  display: 'grid',
  gap: vars.space.xsmall,
  fontSize: vars.font.size.small,
});
