import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@sfi/ui/css';

/** A takeover page: the public site's reading width, padded. */
export const main = style({ flex: 1, outline: 'none' });

export const page = style({
  maxWidth: 1200,
  margin: '0 auto',
  padding: `${vars.space.xxlarge} ${vars.space.large} ${vars.space.xxxlarge}`,
  '@media': { [mediaQueries.tablet]: { padding: `${vars.space.xxxlarge} ${vars.space.xlarge}` } },
});

export const intro = style({ maxWidth: 720 });

/** The cards: one column on phones, then as many 300 px columns as fit. */
export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xlarge,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
});

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  backgroundColor: vars.color.background.surface,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.small,
  overflow: 'hidden',
  transition: `box-shadow ${vars.motion.duration.hover} ${vars.motion.easing.standard}`,
  selectors: {
    '&:hover': { boxShadow: vars.shadow.medium },
    '&:focus-within': { outline: `${vars.focusRing.width} solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

/** A photo's box, reserved at 3:2 before the photo loads (no layout shift). */
export const photoFrame = style({
  aspectRatio: '3 / 2',
  backgroundColor: vars.color.background.surfaceMuted,
  display: 'grid',
  placeItems: 'center',
  color: vars.color.text.secondary,
});

export const photo = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

export const cardBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.large,
  flexGrow: 1,
});

export const cardTitle = style({
  margin: 0,
  fontSize: vars.font.size.large,
  lineHeight: vars.font.lineHeight.large,
  fontWeight: vars.font.weight.semibold,
});

/** The card's link covers the whole card; its focus ring is the card's (`:focus-within`). */
export const cardLink = style({
  color: vars.color.text.primary,
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&:focus-visible': { outline: 'none' },
  },
});

export const price = style({
  margin: 0,
  fontSize: vars.font.size.xlarge,
  lineHeight: vars.font.lineHeight.xlarge,
  fontWeight: vars.font.weight.bold,
  color: vars.color.tone.brand.text,
});

export const meta = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
});

/**
 * The detail: on wide screens the photos and options beside the lease, the vehicle and the form;
 * narrower, one column in reading order (`order`): the vehicle's name and photos, the lease, the
 * vehicle, its options, then the form.
 */
export const detail = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xlarge,
  '@media': {
    [mediaQueries.desktop]: {
      display: 'grid',
      gap: vars.space.xxlarge,
      gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
      alignItems: 'start',
    },
  },
});

export const column = style({
  display: 'contents',
  '@media': {
    [mediaQueries.desktop]: { display: 'flex', flexDirection: 'column', gap: vars.space.xlarge, minWidth: 0 },
  },
});

/** Where each part of the detail goes in the one-column order (see `detail`). */
export const order = {
  heading: style({ order: 1 }),
  photos: style({ order: 2 }),
  lease: style({ order: 3 }),
  vehicle: style({ order: 4 }),
  options: style({ order: 5 }),
  form: style({ order: 6 }),
};

export const options = style({
  margin: 0,
  paddingLeft: vars.space.xlarge,
  display: 'grid',
  gap: vars.space.xsmall,
});

export const backLink = style({ display: 'inline-block', marginBottom: vars.space.large });

// The gallery.
export const gallery = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium, margin: 0 });

export const stage = style({
  position: 'relative',
  borderRadius: vars.radius.large,
  overflow: 'hidden',
  backgroundColor: vars.color.background.surfaceMuted,
});

export const caption = style({
  color: vars.color.text.secondary,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
});

/** Previous, the thumbnails, next: one row, the thumbnails taking the room between. */
export const galleryControls = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
});

export const thumbs = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flex: 1,
  justifyContent: 'center',
  gap: vars.space.small,
  flexWrap: 'wrap',
});

export const thumbButton = style({
  display: 'block',
  padding: 0,
  width: 64,
  '@media': { [mediaQueries.tablet]: { width: 88 } },
  aspectRatio: '3 / 2',
  border: `2px solid transparent`,
  borderRadius: vars.radius.medium,
  overflow: 'hidden',
  cursor: 'pointer',
  background: 'none',
  selectors: {
    '&[aria-current="true"]': { borderColor: vars.color.tone.brand.solid },
    '&:focus-visible': { outline: `${vars.focusRing.width} solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const stepButton = style({
  minWidth: vars.size.touchTarget,
  minHeight: vars.size.touchTarget,
  padding: 0,
  fontSize: vars.font.size.xlarge,
  lineHeight: 1,
  border: `1px solid ${vars.color.border.field}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.background.surface,
  color: vars.color.text.primary,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.background.surfaceMuted },
    '&:focus-visible': { outline: `${vars.focusRing.width} solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

globalStyle(`${thumbButton} img`, { display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

/** The event card (doc 2 §2): a `<details>` card whose title opens and closes it. */
export const event = style({
  marginBottom: vars.space.xlarge,
  backgroundColor: vars.color.tone.brand.surface,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.large,
});

export const eventSummary = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  minHeight: vars.size.touchTarget,
  padding: `${vars.space.medium} ${vars.space.large}`,
  listStyle: 'none',
  cursor: 'pointer',
  borderRadius: vars.radius.large,
  fontSize: vars.font.size.large,
  lineHeight: vars.font.lineHeight.large,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.tone.brand.text,
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    // A chevron that points down while the card is closed and up while it is open.
    '&::after': {
      content: '""',
      flexShrink: 0,
      width: '0.55em',
      height: '0.55em',
      borderInlineEnd: '2px solid currentColor',
      borderBottom: '2px solid currentColor',
      transform: 'translateY(-25%) rotate(45deg)',
      transition: `transform ${vars.motion.duration.hover} ${vars.motion.easing.standard}`,
    },
    [`${event}[open] > &::after`]: { transform: 'translateY(25%) rotate(-135deg)' },
    '&:focus-visible': { outline: `${vars.focusRing.width} solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const eventBody = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.small,
  padding: `0 ${vars.space.large} ${vars.space.large}`,
});

export const eventText = style({ margin: 0, maxWidth: 720, color: vars.color.text.primary });

export const eventLink = style({
  color: vars.color.tone.brand.text,
  fontWeight: vars.font.weight.semibold,
  textUnderlineOffset: '0.2em',
  selectors: {
    '&:focus-visible': { outline: `${vars.focusRing.width} solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});
