import type { ReactNode } from 'react';
import {
  Button as RACButton,
  Disclosure as RACDisclosure,
  DisclosurePanel as RACDisclosurePanel,
  Heading as RACHeading,
  type DisclosureProps as RACDisclosureProps,
} from 'react-aria-components';

import { ChevronIcon } from '../../icons/icons.tsx';
import type { HeadingLevel } from '../Heading/Heading.tsx';
import * as styles from './Disclosure.css.ts';

export interface DisclosureProps extends Omit<RACDisclosureProps, 'children'> {
  /** The title, shown in the toggle button. */
  title: ReactNode;
  /** The panel's content, shown when expanded. */
  children?: ReactNode;
  /** A short summary shown beside the title, outside the toggle button (for example a count). */
  description?: ReactNode;
  /**
   * Buttons or links shown beside the title, outside the toggle button (so pressing them does not
   * expand or collapse the panel).
   */
  actions?: ReactNode;
  /**
   * The level of the heading that holds the toggle button; pick the one that fits the page outline.
   * @default 3
   */
  headingLevel?: HeadingLevel;
}

/**
 * A titled panel the user can expand and collapse. Wraps react-aria's `Disclosure`: the title is a
 * button inside a heading, with `aria-expanded` and `aria-controls`.
 */
export function Disclosure({
  title,
  children,
  description,
  actions,
  headingLevel = 3,
  className,
  ...props
}: DisclosureProps) {
  return (
    <RACDisclosure
      {...props}
      className={(rp) =>
        [styles.disclosure, typeof className === 'function' ? className(rp) : className]
          .filter(Boolean)
          .join(' ')
      }
    >
      <div className={styles.header}>
        <RACHeading level={headingLevel} className={styles.heading}>
          <RACButton slot="trigger" className={styles.trigger}>
            <ChevronIcon className={styles.chevron} />
            <span>{title}</span>
          </RACButton>
        </RACHeading>
        {description ? <span className={styles.description}>{description}</span> : null}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
      <RACDisclosurePanel className={styles.panel}>{children}</RACDisclosurePanel>
    </RACDisclosure>
  );
}
