import { keyframes, style } from '@vanilla-extract/css';

import { reducedMotion } from '../../styles/utils.css.ts';
import { vars } from '../../theme/contract.css.ts';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.5 } });

export const skeleton = style({
  display: 'block',
  backgroundColor: vars.color.background.surfaceMuted,
  borderRadius: vars.radius.small,
  animation: `${pulse} 1.6s ease-in-out infinite`,
  '@media': { [reducedMotion]: { animation: 'none' } },
});

export const text = style({ height: '0.9em', marginBlock: '0.3em' });

export const circle = style({ borderRadius: '50%' });

export const lines = style({ display: 'flex', flexDirection: 'column' });
