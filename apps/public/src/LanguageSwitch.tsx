import { PlainLink } from '@sfi/ui';
import {
  localeNames,
  otherLocale,
  publicPagePaths,
  siteLocaleOf,
  sitePathIn,
  sitePathWithoutLocale,
  localeCookie,
} from '@sfi/domain';
import * as styles from './shell/Shell.css.ts';

/**
 * Whether a page is in both languages: the home page, the pages of the navigation and the lease
 * takeovers under theirs (the route table's French rows). Not the table itself, which the public
 * site's first load does not carry.
 */
const hasTwin = (pathname: string) => {
  const page = sitePathWithoutLocale(pathname);
  return page === '/' || publicPagePaths.some((path) => page === path || page.startsWith(`${path}/`));
};

/**
 * "Français" on an English page, "English" on a French one (issue 29): a link to the same page in
 * the other language (its path with `/fr` added or removed), named in that language and marked so
 * (`lang`, `hreflang`) for screen readers and search engines. Following it keeps the choice for the
 * next visit, as the apps' switch does (the `sfi_locale` cookie). None on a page with no twin (the
 * newsletter's e-mailed links).
 */
export function LanguageSwitch({ pathname }: { pathname: string }) {
  if (!hasTwin(pathname)) return null;
  const other = otherLocale(siteLocaleOf(pathname));
  const twin = sitePathIn(pathname, other);
  return (
    <PlainLink
      href={twin}
      lang={other}
      hrefLang={other}
      className={styles.language}
      onClick={() => {
        document.cookie = localeCookie(other);
      }}
    >
      {localeNames[other]}
    </PlainLink>
  );
}
