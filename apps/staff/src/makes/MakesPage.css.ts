import { style } from '@vanilla-extract/css';
import { vars } from '@sfi/ui/css';

const list = { listStyle: 'none', margin: 0, padding: 0 } as const;

export const makes = style({ ...list, display: 'grid', gap: vars.space.small });

export const models = style({
  ...list,
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
});

export const model = style({
  display: 'grid',
  gap: vars.space.small,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.medium,
});

export const trims = style({ ...list, display: 'grid', gap: vars.space.xsmall });

export const trim = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});
