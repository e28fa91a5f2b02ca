import { Heading as RACHeading, type HeadingProps as RACHeadingProps } from 'react-aria-components';

import { heading } from './Heading.css.ts';

export const headingLevels = [1, 2, 3, 4] as const;
export type HeadingLevel = (typeof headingLevels)[number];

export interface HeadingProps extends Omit<RACHeadingProps, 'level'> {
  /**
   * The heading level (`h1`–`h4`). It sets both the element and the size: keep the outline of the
   * page in order rather than picking a level for its looks.
   * @default 2
   */
  level?: HeadingLevel;
}

/**
 * A section heading. Wraps react-aria's `Heading`, so inside a `Dialog` a `slot="title"` heading
 * names the dialog.
 */
export function Heading({ level = 2, className, ...props }: HeadingProps) {
  return (
    <RACHeading
      {...props}
      level={level}
      className={[heading({ level }), className].filter(Boolean).join(' ')}
    />
  );
}
