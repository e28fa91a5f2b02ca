import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@sfi/ui/css';

/** The editor's page: the header, then its sections one under the other. */
export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large, minWidth: 0 });

/** A form's parts one under the other. */
export const formStack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

/** Form fields in as many columns as fit, one on a phone. */
export const fields = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 190px), 1fr))',
  alignItems: 'start',
});

/** The revisions: their order on the side, the chosen one beside it; one under the other on a phone. */
export const revisionsLayout = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'minmax(280px, 1fr) minmax(0, 3fr)',
  alignItems: 'start',
  '@media': { 'screen and (max-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

/** A revision's row in the order: its name as a button, its state under it. */
export const revisionRow = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxsmall,
  minWidth: 0,
});

/** The button that shows a revision: plain text, underlined while hovered. */
export const revisionButton = style({
  all: 'unset',
  cursor: 'pointer',
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.link,
  borderRadius: vars.radius.small,
  minHeight: vars.size.touchTarget,
  display: 'inline-flex',
  alignItems: 'center',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': {
      outline: `${vars.focusRing.width} solid ${vars.color.focusRing}`,
      outlineOffset: vars.focusRing.offset,
    },
    '&[aria-current="true"]': { color: vars.color.text.primary },
  },
});

/** The terms form and the payment beside it, or under it where there is no room. */
export const termsLayout = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'minmax(0, 3fr) minmax(260px, 2fr)',
  alignItems: 'start',
  '@media': { 'screen and (max-width: 1100px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

/** The monthly payment's box. */
export const payment = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.background.surfaceMuted,
  border: `1px solid ${vars.color.border.subtle}`,
});

/**
 * The payment's lines from tablet width: the amounts in a column of their own width, never broken
 * (« 35 000,00 $ »), the names in what is left, wrapping where they are long (« Réduction du coût
 * capitalisé »).
 */
globalStyle(`${payment} dl`, {
  '@media': { [mediaQueries.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) max-content' } },
});
globalStyle(`${payment} dd`, { whiteSpace: 'nowrap', overflowWrap: 'normal' });

/**
 * A revision's next steps: a label too long for a phone's width (« Approuver la soumission révisée »
 * on a phone) wraps inside its button instead of running out of it.
 */
export const revisionActions = style({});
globalStyle(`${revisionActions} button`, { whiteSpace: 'normal', textAlign: 'center', maxWidth: '100%' });

/** The monthly payment itself, large. */
export const paymentFigure = style({
  margin: 0,
  fontSize: vars.font.size.xxlarge,
  lineHeight: vars.font.lineHeight.xxlarge,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
});

/** The save state line under the header. */
export const saveState = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: vars.size.touchTarget,
});

/** The messages of the quote, newest last, scrolling within their box. */
export const messages = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  maxHeight: '320px',
  overflowY: 'auto',
});

export const message = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  background: vars.color.background.surfaceMuted,
  overflowWrap: 'anywhere',
});

/** A form's controls in a row that wraps: a field and its button. */
export const sendRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: vars.space.small,
  alignItems: 'end',
});
