import { globalStyle, style } from '@vanilla-extract/css';
import { fieldGrid, fieldGridMinWidth, mediaQueries, vars } from '@sfi/ui/css';

/**
 * The form's groups one under another, and the vehicle's value beside the vehicle's fields; on
 * narrow screens the value comes right after the vehicle's fields.
 */
export const layout = style({
  display: 'grid',
  gap: vars.space.large,
  columnGap: vars.space.xlarge,
  gridTemplateColumns: 'minmax(0, 1fr) minmax(16rem, 22rem)',
  alignItems: 'start',
  '@media': {
    [mediaQueries.belowDesktop]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

/** A group of the form's fields, on a panel of its own. */
export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
  margin: 0,
  padding: vars.space.large,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.background.surface,
});

/** The title of a group of the form, and of the vehicle's value beside them. */
export const groupTitle = style({
  margin: 0,
  fontSize: vars.font.size.large,
  lineHeight: vars.font.lineHeight.large,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.primary,
});

export const legend = style([groupTitle, { float: 'left', width: '100%', padding: 0 }]);

/** The fields of a group: side by side where they fit, lined up across each row; one per row on a phone. */
export const fields = fieldGrid;

/** The quote dealer and the province: two wider fields, so that neither's choice is cut short. */
export const dealerFields = style([fieldGrid, { vars: { [fieldGridMinWidth]: '18rem' } }]);

/** The vehicle's value: in the second column, beside the first groups of fields. */
export const value = style({
  padding: vars.space.large,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.background.surface,
});

// Every group in the first column, the value in the second (one column on narrow screens).
globalStyle(`${layout} > *`, { gridColumn: 1 });
globalStyle(`${layout} > ${value}`, {
  gridColumn: 2,
  gridRow: '1 / span 2',
  '@media': { [mediaQueries.belowDesktop]: { gridColumn: 1, gridRow: 'auto' } },
});

export const valueBody = style({ minHeight: '3rem' });
