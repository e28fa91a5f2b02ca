import { createVar, fallbackVar, globalStyle, style, type StyleRule } from '@vanilla-extract/css';

import { focusRing } from '../../styles/utils.css.ts';
import { vars } from '../../theme/contract.css.ts';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
});

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const label = style({
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.primary,
  width: 'fit-content',
});

export const requiredMark = style({
  color: vars.color.tone.critical.text,
  marginInlineStart: vars.space.xxsmall,
});

export const description = style({
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  color: vars.color.text.secondary,
});

export const fieldError = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  fontWeight: vars.font.weight.medium,
  color: vars.color.tone.critical.text,
});

export const fieldErrorIcon = style({
  flexShrink: 0,
  // Centre the 1em icon on the first line of text.
  marginTop: `calc((${vars.font.lineHeight.small} - 1em) / 2)`,
});

/** The box every text-like control shares: inputs, text areas, select buttons, date inputs. */
const controlBox: StyleRule = {
  width: '100%',
  minHeight: vars.size.fieldHeight,
  paddingInline: vars.space.medium,
  paddingBlock: vars.space.small,
  fontFamily: vars.font.family.body,
  // 16 px avoids the zoom-on-focus of mobile Safari.
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.medium,
  color: vars.color.text.primary,
  backgroundColor: vars.color.background.surface,
  border: `1px solid ${vars.color.border.field}`,
  borderRadius: vars.radius.medium,
  outline: 'none',
  transition: `border-color ${vars.motion.duration.hover} ${vars.motion.easing.standard}`,
};

const invalid: StyleRule = {
  borderColor: vars.color.tone.critical.solid,
  boxShadow: `inset 0 0 0 1px ${vars.color.tone.critical.solid}`,
};

const disabled: StyleRule = {
  cursor: 'not-allowed',
  backgroundColor: vars.color.background.surfaceMuted,
  borderColor: vars.color.border.subtle,
  color: vars.color.text.disabled,
};

/** A single input or text area: hover, focus, invalid and disabled come from react-aria's data attributes. */
export const input = style([
  controlBox,
  {
    selectors: {
      '&::placeholder': { color: vars.color.text.secondary, opacity: 1 },
      '&[data-hovered]': { borderColor: vars.color.border.strong },
      '&[data-focused]': { ...focusRing, outlineOffset: 0, borderColor: vars.color.tone.brand.solid },
      '&[data-invalid]': invalid,
      '&[data-disabled]': disabled,
    },
  },
]);

/**
 * A control made of several parts in one box (an input with buttons, date segments): the box shows
 * the focus ring while anything inside has focus.
 */
export const group = style([
  controlBox,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    paddingBlock: 0,
    paddingInlineEnd: vars.space.xxsmall,
    selectors: {
      '&[data-hovered]': { borderColor: vars.color.border.strong },
      '&[data-focus-within]': { ...focusRing, outlineOffset: 0, borderColor: vars.color.tone.brand.solid },
      '&[data-invalid]': invalid,
      '&[data-disabled]': disabled,
    },
  },
]);

/** The input inside a `group`: the group draws the box. */
export const groupInput = style({
  flex: 1,
  minWidth: 0,
  alignSelf: 'stretch',
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.text.secondary, opacity: 1 },
    '&::-webkit-search-cancel-button': { display: 'none' },
  },
});

/** A square button inside a `group` (open the calendar, clear, step). At least 24 × 24 px. */
export const groupButton = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '32px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.tone.brand.text,
  fontSize: vars.font.size.large,
  cursor: 'pointer',
  outline: 'none',
  transition: `background-color ${vars.motion.duration.hover} ${vars.motion.easing.standard}`,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.tone.brand.surface },
    '&[data-pressed]': { backgroundColor: vars.color.tone.brand.border },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
    '&[data-disabled]': {
      color: vars.color.text.disabled,
      cursor: 'not-allowed',
      backgroundColor: 'transparent',
    },
  },
});

/** A fieldset-like group of choices (checkboxes, radios). */
export const choiceGroup = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minWidth: 0,
});

export const choiceList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

export const choiceListHorizontal = style({
  flexDirection: 'row',
  flexWrap: 'wrap',
  columnGap: vars.space.large,
});

/** The narrowest a field of a `fieldGrid` gets before the row holds one field fewer. @default 220px */
export const fieldGridMinWidth = createVar();

/**
 * Fields side by side, as many to a row as fit (one on a phone), whose parts line up across each
 * row: the labels, the help texts, the controls and the errors each share a line, whichever fields
 * have help text or show an error (CSS subgrid: each field takes four of the grid's rows).
 */
export const fieldGrid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${fallbackVar(fieldGridMinWidth, '220px')}), 1fr))`,
  columnGap: vars.space.medium,
  rowGap: vars.space.medium,
});

globalStyle(`${fieldGrid} > ${field}`, {
  display: 'grid',
  gridRow: 'span 4',
  gridTemplateRows: 'subgrid',
  rowGap: 0,
  alignContent: 'start',
});
// The control (an input, a select's button, a group) is whatever is not a label, help text or error;
// as a grid item it would keep its own content's width (an input's default size): it takes the column's.
globalStyle(`${fieldGrid} > ${field} > *`, { gridRow: 3, minWidth: 0 });
globalStyle(`${fieldGrid} > ${field} > ${label}`, { gridRow: 1, marginBottom: vars.space.xsmall });
globalStyle(`${fieldGrid} > ${field} > ${description}`, {
  gridRow: 2,
  alignSelf: 'start',
  marginBottom: vars.space.xsmall,
});
globalStyle(`${fieldGrid} > ${field} > ${fieldError}`, { gridRow: 4, marginTop: vars.space.xsmall });
