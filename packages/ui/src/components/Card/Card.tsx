import { Box, type BoxProps } from '../Box/Box.tsx';
import type { Sprinkles } from '../../styles/sprinkles.css.ts';
import { card } from './Card.css.ts';

export const cardElements = ['div', 'section', 'article', 'li', 'aside'] as const;
export type CardElement = (typeof cardElements)[number];

export interface CardProps extends Omit<BoxProps, 'as' | 'padding' | 'background'> {
  /**
   * Inner spacing: a space token, or one per breakpoint.
   * @default { mobile: 'large', tablet: 'xlarge' }
   */
  padding?: Sprinkles['padding'];
  /**
   * The element to render. Use `section` or `article` with an `aria-labelledby` heading when the
   * card is a region of its own.
   * @default 'div'
   */
  as?: CardElement;
}

/** A white surface with a border and padding that groups related content. */
export function Card({
  padding = { mobile: 'large', tablet: 'xlarge' },
  as = 'div',
  className,
  ...props
}: CardProps) {
  return <Box {...props} as={as} padding={padding} className={[card, className].filter(Boolean).join(' ')} />;
}
