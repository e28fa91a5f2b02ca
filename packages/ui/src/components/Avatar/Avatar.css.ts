import { style } from '@vanilla-extract/css';

import { vars } from '../../theme/contract.css.ts';
import { tones, type Tone } from '../../theme/tokens.ts';

export const avatar = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  overflow: 'hidden',
  borderRadius: '50%',
  fontWeight: vars.font.weight.semibold,
  lineHeight: 1,
  userSelect: 'none',
  verticalAlign: 'middle',
});

export const size = {
  small: style({ width: '24px', height: '24px', fontSize: '10px' }),
  medium: style({ width: '40px', height: '40px', fontSize: vars.font.size.small }),
  large: style({ width: '64px', height: '64px', fontSize: vars.font.size.xlarge }),
};

export const tone = Object.fromEntries(
  tones.map((t) => [
    t,
    style({ backgroundColor: vars.color.tone[t].surface, color: vars.color.tone[t].text }),
  ]),
) as Record<Tone, string>;

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });
