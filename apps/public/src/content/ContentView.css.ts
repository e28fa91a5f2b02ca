import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@sfi/ui/css';

export const main = style({ flex: 1, outline: 'none' });

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xlarge,
  maxWidth: '48rem',
  marginInline: 'auto',
  paddingBlock: vars.space.xxxlarge,
  paddingInline: vars.space.xlarge,
  '@media': {
    [mediaQueries.shellMobile]: { paddingBlock: vars.space.xlarge, paddingInline: vars.space.large },
  },
});

/** The text of a content file, as Markdown writes it: headings, paragraphs, lists, tables, links. */
export const prose = style({
  color: vars.color.text.primary,
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.medium,
  overflowWrap: 'break-word',
});

globalStyle(`${prose} > :first-child`, { marginTop: 0 });
globalStyle(`${prose} > :last-child`, { marginBottom: 0 });
globalStyle(`${prose} h2`, {
  marginTop: vars.space.xxxlarge,
  marginBottom: vars.space.medium,
  fontSize: vars.font.size.xxlarge,
  lineHeight: vars.font.lineHeight.xxlarge,
  fontWeight: vars.font.weight.bold,
  color: vars.color.tone.brand.text,
});
globalStyle(`${prose} h3`, {
  marginTop: vars.space.xlarge,
  marginBottom: vars.space.small,
  fontSize: vars.font.size.large,
  lineHeight: vars.font.lineHeight.large,
  fontWeight: vars.font.weight.semibold,
});
globalStyle(`${prose} p, ${prose} ul, ${prose} ol, ${prose} table, ${prose} blockquote`, {
  marginTop: 0,
  marginBottom: vars.space.large,
});
globalStyle(`${prose} ul, ${prose} ol`, { paddingInlineStart: vars.space.xlarge });
globalStyle(`${prose} li + li`, { marginTop: vars.space.xsmall });
globalStyle(`${prose} a`, {
  color: vars.color.text.link,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius.small,
});
globalStyle(`${prose} a:focus-visible`, {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
});
globalStyle(`${prose} strong`, { fontWeight: vars.font.weight.semibold });
globalStyle(`${prose} blockquote`, {
  marginInline: 0,
  paddingInlineStart: vars.space.large,
  borderInlineStart: `4px solid ${vars.color.tone.brand.border}`,
  color: vars.color.text.secondary,
});
globalStyle(`${prose} table`, {
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
});
globalStyle(`${prose} th, ${prose} td`, {
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  textAlign: 'start',
  verticalAlign: 'top',
});
globalStyle(`${prose} th`, {
  fontWeight: vars.font.weight.semibold,
  backgroundColor: vars.color.background.surfaceMuted,
});
globalStyle(`${prose} hr`, {
  border: 'none',
  borderTop: `1px solid ${vars.color.border.subtle}`,
  marginBlock: vars.space.xlarge,
});

// External links, as the content files' Markdown writes them (markdown.ts): an arrow to see, and a
// note for screen readers.
globalStyle(`${prose} a[target="_blank"]::after`, { content: '"\\2197" / ""', marginInlineStart: '0.15em' });
globalStyle(`${prose} .external-note`, {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
