import { useId, type ReactNode } from 'react';

import { ExternalMark } from '../Link/ExternalMark.tsx';
import type { NavGroup } from '../Navigation/navigation.ts';
import * as styles from './Footer.css.ts';
import { useUIWords } from '../UIProvider/words.ts';

/** An office, as the app describes it. */
export interface FooterOffice {
  /** Its name: “British Columbia”. */
  name: ReactNode;
  /** A note under the name: “Head office”. */
  label?: ReactNode;
  /** The address, one line per entry. */
  addressLines: readonly ReactNode[];
  /** A phone number as shown; it becomes a `tel:` link. */
  phone?: string;
  /** An e-mail address; it becomes a `mailto:` link. */
  email?: string;
}

export interface FooterProps {
  /** The offices to list, with their addresses. The app supplies them. */
  offices?: readonly FooterOffice[];
  /** Columns of links (“Company”, “Investors”), as in the header. */
  linkGroups?: readonly NavGroup[];
  /**
   * The heading over the offices.
   * @default 'Our offices'
   */
  officesHeading?: ReactNode;
  /** The line at the very bottom: copyright, legal links. */
  legal?: ReactNode;
  /** Something on the right of the bottom line, such as the stock ticker or social links. */
  aside?: ReactNode;
  /**
   * What screen readers hear after an external link.
   * @default 'opens in a new tab'
   */
  externalLabel?: string;
}

/**
 * The site's footer (`contentinfo`): office addresses, columns of links, and a legal line. Everything
 * in it is data the app passes in; this package knows no offices.
 *
 * It is on every page of the public site, so its links are plain `<a>` elements, which load their
 * page: no react-aria in the site's first load (as the header), and nothing but HTML and CSS when the
 * page was rendered ahead of time.
 */
export function Footer({
  offices = [],
  linkGroups = [],
  officesHeading: officesHeadingGiven,
  legal,
  aside,
  externalLabel: externalLabelGiven,
}: FooterProps) {
  const words = useUIWords();
  const officesHeading = officesHeadingGiven ?? words.ourOffices;
  const externalLabel = externalLabelGiven ?? words.opensInNewTab;
  const id = useId();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.columns}>
          {offices.length ? (
            <section aria-labelledby={`${id}-offices`}>
              <h2 id={`${id}-offices`} className={styles.heading}>
                {officesHeading}
              </h2>
              <ul role="list" className={styles.offices}>
                {offices.map((office, i) => (
                  <li key={i}>
                    <address className={styles.address}>
                      <span className={styles.officeLabel}>
                        {office.name}
                        {office.label ? <> — {office.label}</> : null}
                      </span>
                      {office.addressLines.map((line, j) => (
                        <span key={j}>{line}</span>
                      ))}
                      {office.phone ? (
                        <a href={`tel:${office.phone.replace(/[^+\d]/g, '')}`} className={styles.link}>
                          {office.phone}
                        </a>
                      ) : null}
                      {office.email ? (
                        <a href={`mailto:${office.email}`} className={styles.link}>
                          {office.email}
                        </a>
                      ) : null}
                    </address>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {linkGroups.map((group, i) => (
            <nav key={i} aria-labelledby={`${id}-group-${i}`}>
              <h2 id={`${id}-group-${i}`} className={styles.heading}>
                {group.label}
              </h2>
              <ul role="list" className={styles.links}>
                {group.items.map((item) => (
                  <li key={item.href}>
                    <a
                      href={item.href}
                      target={item.isExternal ? '_blank' : undefined}
                      rel={item.isExternal ? 'noopener noreferrer' : undefined}
                      className={styles.link}
                    >
                      {item.label}
                      {item.isExternal ? (
                        <ExternalMark label={externalLabel} iconClassName={styles.externalIcon} />
                      ) : null}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        {legal || aside ? (
          <div className={styles.bottom}>
            <div>{legal}</div>
            {aside ? <div>{aside}</div> : null}
          </div>
        ) : null}
      </div>
    </footer>
  );
}
