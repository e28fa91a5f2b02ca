import type { AnchorHTMLAttributes } from 'react';

import { cx } from '../../utils/cx.ts';
import { ExternalMark } from './ExternalMark.tsx';
import { externalIcon, plainLink } from './Link.css.ts';
import { useUIWords } from '../UIProvider/words.ts';

export interface PlainLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
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
 * A link that looks like `Link` but is a plain `<a>`: the browser loads the page it points to, with
 * no router and no react-aria press handling (`onClick`, not `onPress`). For sites whose pages are
 * separate documents, such as the public site, where it keeps react-aria out of the first load. In
 * an app with a router, use `Link`.
 */
export function PlainLink({
  isExternal = false,
  externalLabel: externalLabelGiven,
  className,
  children,
  target,
  rel,
  ...props
}: PlainLinkProps) {
  const words = useUIWords();
  const externalLabel = externalLabelGiven ?? words.opensInNewTab;
  return (
    <a
      {...props}
      target={isExternal ? '_blank' : target}
      rel={isExternal ? 'noopener noreferrer' : rel}
      className={cx(plainLink, className)}
    >
      {children}
      {isExternal ? <ExternalMark label={externalLabel} iconClassName={externalIcon} /> : null}
    </a>
  );
}
