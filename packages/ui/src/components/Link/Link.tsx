import { Link as RACLink, composeRenderProps, type LinkProps as RACLinkProps } from 'react-aria-components';

import { ExternalMark } from './ExternalMark.tsx';
import { externalIcon, link } from './Link.css.ts';
import { useUIWords } from '../UIProvider/words.ts';

export interface LinkProps extends RACLinkProps {
  /**
   * Opens the link in a new tab, marked with an icon and, for screen readers, `externalLabel`.
   * @default false
   */
  isExternal?: boolean;
  /**
   * What screen readers hear after the text of an external link.
   * @default 'opens in a new tab'
   */
  externalLabel?: string;
}

/**
 * A link to another page. Wraps react-aria's `Link`, so under `UIProvider` with `navigate` it
 * navigates with the app's router instead of reloading the page.
 */
export function Link({
  isExternal = false,
  externalLabel: externalLabelGiven,
  className,
  children,
  target,
  rel,
  ...props
}: LinkProps) {
  const words = useUIWords();
  const externalLabel = externalLabelGiven ?? words.opensInNewTab;
  return (
    <RACLink
      {...props}
      target={isExternal ? '_blank' : target}
      rel={isExternal ? 'noopener noreferrer' : rel}
      className={composeRenderProps(className, (className) => [link, className].filter(Boolean).join(' '))}
    >
      {composeRenderProps(children, (children) => (
        <>
          {children}
          {isExternal ? <ExternalMark label={externalLabel} iconClassName={externalIcon} /> : null}
        </>
      ))}
    </RACLink>
  );
}
