import { style } from '@vanilla-extract/css';

export const stepper = style({ display: 'flex', alignItems: 'center' });

/** Amounts line up by their digits. */
export const input = style({ fontVariantNumeric: 'tabular-nums' });
