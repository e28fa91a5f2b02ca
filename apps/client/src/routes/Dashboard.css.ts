import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@sfi/ui/css';

export const page = style({
  maxWidth: 1120,
  margin: '0 auto',
  padding: `${vars.space.xxlarge} ${vars.space.large}`,
  '@media': { [mediaQueries.shellMobile]: { padding: `${vars.space.large} ${vars.space.medium}` } },
});

/** On a wide screen, the files are a table. */
export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.medium,
  '@media': { [mediaQueries.belowDesktop]: { display: 'none' } },
});

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.small} ${vars.space.small}`,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  textAlign: 'start',
  verticalAlign: 'top',
});

globalStyle(`${table} thead th`, {
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.secondary,
  borderBottom: `2px solid ${vars.color.border.strong}`,
});

/** Amounts line up on their last digit. */
export const amount = style({ textAlign: 'end', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });
globalStyle(`${table} th${amount}, ${table} td${amount}`, { textAlign: 'end' });

export const nowrap = style({ whiteSpace: 'nowrap' });

/** On a phone or a tablet, one card per file. */
export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 340px), 1fr))',
  '@media': { [mediaQueries.desktop]: { display: 'none' } },
});

export const vehicleName = style({ fontWeight: vars.font.weight.semibold });

export const secondary = style({
  color: vars.color.text.secondary,
  fontSize: vars.font.size.small,
  overflowWrap: 'anywhere',
});

/** The table's note, under it. */
export const caption = style([
  secondary,
  { captionSide: 'bottom', textAlign: 'start', paddingTop: vars.space.small },
]);

/** The same note under the cards (the table has it as its caption). */
export const cardsNote = style({ '@media': { [mediaQueries.desktop]: { display: 'none' } } });
