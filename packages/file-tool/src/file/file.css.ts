import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@sfi/ui/css';

/** The save bar stays at the bottom of the screen while the fields scroll. */
export const saveBar = style({
  position: 'sticky',
  bottom: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.medium,
  padding: `${vars.space.medium} 0`,
  background: vars.color.background.body,
  borderTop: `1px solid ${vars.color.border.subtle}`,
});

/** A value in a table of changes: long text wraps. */
export const changeValue = style({ overflowWrap: 'anywhere' });

/** A table of changed fields: the field, then its two values. */
export const changes = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.size.small });
globalStyle(`${changes} th, ${changes} td`, {
  textAlign: 'start',
  verticalAlign: 'top',
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
});

/** The history's revisions: one button each, the whole width. */
export const revisions = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xsmall,
});

export const revisionButton = style({
  width: '100%',
  height: 'auto',
  flexDirection: 'column',
  alignItems: 'flex-start',
  padding: vars.space.small,
  textAlign: 'start',
});

/** The checklist: each required type with whether it is filed. */
export const checklist = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.small,
});
globalStyle(`${checklist} > li`, {
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.small,
});

/** The filed documents: icon, name and details, then the remove button. */
export const documents = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.medium,
});
globalStyle(`${documents} > li`, { display: 'flex', alignItems: 'center', gap: vars.space.small });

/** Who saved a revision and when: the button's own colour (pressed or not), smaller. */
export const revisionMeta = style({ fontSize: vars.font.size.small, fontWeight: 'normal', color: 'inherit' });
