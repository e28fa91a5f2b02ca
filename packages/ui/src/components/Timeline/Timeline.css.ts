import { style } from '@vanilla-extract/css';

import { vars } from '../../theme/contract.css.ts';
import { tones, type Tone } from '../../theme/tokens.ts';

export const list = style({ margin: 0, padding: 0, listStyle: 'none' });

export const item = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: '16px minmax(0, 1fr)',
  columnGap: vars.space.medium,
  paddingBottom: vars.space.large,
  selectors: {
    '&:not(:last-child)::before': {
      content: '""',
      position: 'absolute',
      top: '20px',
      bottom: 0,
      insetInlineStart: '7px',
      width: '2px',
      backgroundColor: vars.color.border.subtle,
    },
  },
});

export const dot = style({
  width: '16px',
  height: '16px',
  marginTop: '4px',
  borderRadius: '50%',
  border: `3px solid ${vars.color.background.surface}`,
  boxShadow: `0 0 0 1px ${vars.color.border.field}`,
});

export const dotTone = Object.fromEntries(
  tones.map((tone) => [tone, style({ backgroundColor: vars.color.tone[tone].solid })]),
) as Record<Tone, string>;

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, minWidth: 0 });

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.small,
});

export const title = style({ fontWeight: vars.font.weight.semibold });

export const time = style({
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  color: vars.color.text.secondary,
  fontVariantNumeric: 'tabular-nums',
});

export const description = style({
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  color: vars.color.text.secondary,
  overflowWrap: 'anywhere',
});
