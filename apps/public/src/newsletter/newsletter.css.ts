import { style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@sfi/ui/css';

/** The signup block: a panel below the page's content, the field and button side by side when there is room. */
export const panel = style({
  marginTop: vars.space.xxlarge,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  background: vars.color.background.surfaceMuted,
  border: `1px solid ${vars.color.border.subtle}`,
  // The block takes its height before its code arrives, so nothing below it moves (CLS).
  minHeight: 220,
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.small,
});

export const field = style({
  flex: '1 1 260px',
  minWidth: 0,
});

/** The button lines up with the input, below the field's label. */
export const submit = style({
  flex: '0 0 auto',
  '@media': {
    [mediaQueries.tablet]: { marginTop: `calc(${vars.font.lineHeight.small} + ${vars.space.xsmall})` },
    [mediaQueries.shellMobile]: { width: '100%' },
  },
});

/** The confirmation and unsubscribe pages: one narrow column. */
export const page = style({
  maxWidth: 640,
  margin: '0 auto',
  padding: `${vars.space.xxlarge} ${vars.space.large}`,
  minHeight: '60vh',
});

/** A long address breaks anywhere rather than leaving the panel on a phone. */
export const outcome = style({ overflowWrap: 'anywhere' });
