import { PlainLink } from '@sfi/ui';
import {
  isKnownPath,
  otherSiteLocale,
  publicSiteMessage as say,
  siteLocaleOf,
  sitePathIn,
} from '@sfi/domain';
import * as styles from './shell/Shell.css.ts';

/**
 * "Français" on an English page, "English" on a French one (issue 29): a link to the same page in
 * the other language (its path with `/fr` added or removed), named in that language and marked so
 * (`lang`, `hreflang`) for screen readers and search engines. None on a page with no twin (the
 * newsletter's e-mailed links).
 */
export function LanguageSwitch({ pathname }: { pathname: string }) {
  const other = otherSiteLocale(siteLocaleOf(pathname));
  const twin = sitePathIn(pathname, other);
  if (!isKnownPath(twin)) return null;
  return (
    <PlainLink href={twin} lang={other} hrefLang={other} className={styles.language}>
      {say(`site.language.${other}`)}
    </PlainLink>
  );
}
