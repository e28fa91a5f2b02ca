import { style } from '@vanilla-extract/css';
import { vars } from '@sfi/ui/css';

/** The "Show all" button sits under the list, lined up with the entries' text. */
export const more = style({ paddingInlineStart: `calc(16px + ${vars.space.medium})` });
