import { Text as RACText, type TextProps as RACTextProps } from 'react-aria-components';

import { text } from './Text.css.ts';

export const textSizes = ['xsmall', 'small', 'medium', 'large'] as const;
export type TextSize = (typeof textSizes)[number];

/** Text colour by meaning. `secondary` is for supporting text; `inherit` takes the parent's colour. */
export const textTones = [
  'neutral',
  'secondary',
  'brand',
  'positive',
  'critical',
  'caution',
  'inherit',
] as const;
export type TextTone = (typeof textTones)[number];

export const textWeights = ['regular', 'medium', 'semibold', 'bold'] as const;
export type TextWeight = (typeof textWeights)[number];

export const textElements = ['p', 'span', 'div', 'strong', 'em', 'small'] as const;
export type TextElement = (typeof textElements)[number];

export interface TextProps extends Omit<RACTextProps, 'elementType'> {
  /**
   * Font size and line height.
   * @default 'medium'
   */
  size?: TextSize;
  /**
   * Colour by meaning.
   * @default 'neutral'
   */
  tone?: TextTone;
  /**
   * Font weight.
   * @default 'regular'
   */
  weight?: TextWeight;
  /**
   * The element to render.
   * @default 'p'
   */
  as?: TextElement;
}

/**
 * Body text. Wraps react-aria's `Text`, so it also fills `slot="description"` inside fields and
 * other react-aria components.
 */
export function Text({ size, tone, weight, as = 'p', className, ...props }: TextProps) {
  return (
    <RACText
      {...props}
      elementType={as}
      className={[text({ size, tone, weight }), className].filter(Boolean).join(' ')}
    />
  );
}
