import { style } from '@vanilla-extract/css';
import { vars } from '@sfi/ui/css';

export const section = style({
  display: 'grid',
  maxWidth: 760,
  gap: vars.space.medium,
  padding: vars.space.large,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.medium,
  background: vars.color.background.surface,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

/** The photo (or initials) with what it says beside it. */
export const current = style({ display: 'flex', alignItems: 'center', gap: vars.space.medium, minWidth: 0 });
