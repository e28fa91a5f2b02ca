import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@sfi/ui/css';

/**
 * The chat: the room list beside the conversation on a wide screen; on a phone (up to 600 px) one
 * of the two at a time, the conversation when a room is open (`data-view="room"`), else the list.
 * The conversation's messages scroll inside a box as high as the screen leaves.
 */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(240px, 320px) minmax(0, 1fr)',
  gap: vars.space.large,
  height: 'clamp(420px, calc(100dvh - 200px), 960px)',
  minWidth: 0,
  '@media': {
    [mediaQueries.shellMobile]: {
      gridTemplateColumns: 'minmax(0, 1fr)',
      gap: 0,
      height: 'clamp(360px, calc(100dvh - 150px), 960px)',
    },
  },
});

export const listPane = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minHeight: 0,
  minWidth: 0,
  '@media': {
    [mediaQueries.shellMobile]: {
      selectors: { [`${layout}[data-view="room"] &`]: { display: 'none' } },
    },
  },
});

export const roomPane = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  minWidth: 0,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.background.surface,
  overflow: 'hidden',
  '@media': {
    [mediaQueries.shellMobile]: {
      selectors: { [`${layout}[data-view="list"] &`]: { display: 'none' } },
    },
  },
});

export const chooseRoom = style({
  margin: 'auto',
  padding: vars.space.large,
});

/** The room list: one link a room, the whole width, scrolling when long. */
export const rooms = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xsmall,
  overflowY: 'auto',
  minHeight: 0,
});

export const roomLink = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: `${vars.space.xxsmall} ${vars.space.small}`,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.background.surface,
  color: vars.color.text.primary,
  textDecoration: 'none',
  outline: 'none',
  minHeight: vars.size.touchTarget,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.border.strong },
    '&[data-focus-visible]': {
      outline: `${vars.focusRing.width} solid ${vars.color.focusRing}`,
      outlineOffset: vars.focusRing.offset,
    },
    '&[aria-current="page"]': {
      borderColor: vars.color.tone.brand.border,
      backgroundColor: vars.color.tone.brand.surface,
    },
  },
});

export const roomName = style({
  fontWeight: vars.font.weight.semibold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const roomMeta = style({
  fontSize: vars.font.size.small,
  color: vars.color.text.secondary,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const roomAside = style({
  justifySelf: 'end',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  fontSize: vars.font.size.small,
  color: vars.color.text.secondary,
  whiteSpace: 'nowrap',
});

export const unread = style({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: '1.5rem',
  height: '1.5rem',
  padding: `0 ${vars.space.xsmall}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.tone.brand.solid,
  color: vars.color.tone.brand.onSolid,
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.bold,
});

/** The conversation's head: back (phones), the room's name and what it is about. */
export const roomHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  minWidth: 0,
});

export const backLink = style({
  display: 'none',
  '@media': { [mediaQueries.shellMobile]: { display: 'inline-flex', flexBasis: '100%' } },
});

export const headText = style({ minWidth: 0, display: 'grid', flex: '1 1 12rem' });

/** What staff do with the room (delete it), at the head's end. */
export const headActions = style({ marginInlineStart: 'auto' });

/** The list pane's links under its heading (the dealer's "All messages"). */
export const paneLinks = style({
  display: 'flex',
  gap: vars.space.small,
  fontSize: vars.font.size.small,
});

/** The dealer's messages of every room: one card a message, newest first. */
export const allMessages = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.small,
});

export const allMessage = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.background.surface,
  overflowWrap: 'anywhere',
});

/** The messages, scrolling; focusable so a keyboard scrolls it (and so loads older pages). */
export const scroller = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: vars.space.medium,
  backgroundColor: vars.color.background.body,
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.focusRing.width} solid ${vars.color.focusRing}`,
      outlineOffset: `calc(-1 * ${vars.focusRing.width})`,
    },
  },
});

export const older = style({ display: 'flex', justifyContent: 'center', paddingBottom: vars.space.small });

export const days = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.medium,
});

export const dayHeading = style({
  textAlign: 'center',
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.secondary,
  margin: `0 0 ${vars.space.small}`,
});

export const messages = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xsmall,
});

export const messageRow = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxsmall,
  selectors: { '&[data-own]': { alignItems: 'flex-end' } },
});

export const runStart = style({ marginTop: vars.space.small });

export const sender = style({
  fontSize: vars.font.size.xsmall,
  color: vars.color.text.secondary,
  paddingInline: vars.space.xsmall,
});

export const bubble = style({
  maxWidth: 'min(36rem, 85%)',
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.background.surface,
  border: `1px solid ${vars.color.border.subtle}`,
  color: vars.color.text.primary,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  selectors: {
    [`${messageRow}[data-own] &`]: {
      backgroundColor: vars.color.tone.brand.surface,
      borderColor: vars.color.tone.brand.border,
    },
    [`${messageRow}[data-failed] &`]: { borderColor: vars.color.tone.critical.border },
  },
});

export const status = style({
  fontSize: vars.font.size.xsmall,
  color: vars.color.text.secondary,
  paddingInline: vars.space.xsmall,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.xsmall,
});

export const image = style({
  display: 'block',
  maxWidth: '100%',
  maxHeight: '16rem',
  borderRadius: vars.radius.medium,
});

export const imageLink = style({ display: 'block', borderRadius: vars.radius.medium });

export const document = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space.small,
  whiteSpace: 'normal',
});

export const typing = style({
  minHeight: '1.5rem',
  padding: `0 ${vars.space.medium}`,
  fontSize: vars.font.size.small,
  color: vars.color.text.secondary,
  fontStyle: 'italic',
});

/** The composer: the message box and Send, then attach (a button, or drop a file on it). */
export const composer = style({
  display: 'grid',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderTop: `1px solid ${vars.color.border.subtle}`,
  '@media': { [mediaQueries.shellMobile]: { padding: vars.space.small } },
});

export const composeRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'end',
  gap: vars.space.small,
});

/** The design system's drop zone, on one line: what to drop and the button to choose a file. */
export const attach = style({
  flexDirection: 'row',
  flexWrap: 'wrap',
  justifyContent: 'flex-start',
  textAlign: 'start',
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderWidth: '1px',
  borderRadius: vars.radius.medium,
  gap: vars.space.small,
  fontSize: vars.font.size.small,
});
globalStyle(`${attach} > svg`, { fontSize: '20px' });
// The button follows what to drop; the limits go under both.
globalStyle(`${attach} > button`, { order: 1 });
globalStyle(`${attach} > :not(svg):not(button):not(input):not([slot="label"])`, {
  order: 2,
  flexBasis: '100%',
});
// Nothing is dropped on a touch screen: the button alone, and the limits.
globalStyle(`${attach} > svg, ${attach} > [slot="label"]`, {
  '@media': { '(pointer: coarse)': { display: 'none' } },
});

/** The message box starts two lines high (the design system's is taller). */
globalStyle(`${composer} textarea`, { minHeight: '2.75rem' });

/** Under the drop zone: the limits, and the last upload's completion beside them (or under, when narrow). */
export const attachNote = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  columnGap: vars.space.medium,
  rowGap: vars.space.xxsmall,
  minWidth: 0,
});

export const uploadRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'end',
  gap: vars.space.small,
});
globalStyle(`${attachNote} > *`, { minWidth: 0, overflowWrap: 'anywhere' });
