import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@sfi/ui/css';

/** The people lists' "Search by" choice and their search field, side by side where they fit. */
export const searchGroup = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: vars.space.medium,
  flex: '1 1 320px',
});

export const search = style({ flex: '1 1 240px', maxWidth: 420 });

const list = { listStyle: 'none', margin: 0, padding: 0 } as const;

/** A person page's sections, framed as its photo is. */
export { section } from '../photos/PersonPhoto.css.ts';

export const files = style({ ...list, display: 'grid', gap: vars.space.xsmall });

export const fileRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  paddingBlock: vars.space.xxsmall,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
});

export const linkForm = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'start',
  gap: vars.space.small,
});

export const linkField = style({ flex: '1 1 200px', maxWidth: 320 });

/** Lines the link button up with the field's input, under its label. */
export const linkButton = style({
  marginTop: `calc(${vars.font.lineHeight.small} + ${vars.space.xxsmall} + 2px)`,
});

/** The password shown once: large and in a monospaced face, so that look-alike characters differ. */
export const password = style({});
globalStyle(`${password} input`, {
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.large,
  letterSpacing: '0.04em',
});

export const danger = style({ justifySelf: 'start' });

/** What confirms a change of one's own e-mail or mobile (issue 26): a group of its own in the form. */
export const confirm = style({
  margin: 0,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.medium,
  minWidth: 0,
});

export const confirmLegend = style({
  padding: `0 ${vars.space.xsmall}`,
  fontWeight: vars.font.weight.semibold,
});
