/*
 * The public site's two languages (issue 29): each page in English at its path (`/company`) and in
 * French at the same path under `/fr` (`/fr/company`, and `/fr` for the home page). The same paths
 * with a prefix, not French slugs: a page's twin in the other language is its path with the prefix
 * added or removed, with no table of slugs to keep in step (apps/public/content/README.md).
 */

import type { Locale } from './locale.ts';

/** The prefix of every French page of the public site. */
export const FRENCH_PATH_PREFIX = '/fr';

/** Whether a path is under the French prefix (`/fr`, `/fr/…`), not merely starting with its letters (`/fresh`). */
const isFrenchPath = (pathname: string) =>
  pathname === FRENCH_PATH_PREFIX || pathname.startsWith(`${FRENCH_PATH_PREFIX}/`);

/** The language of a public page by its path: French under `/fr`, else English. */
export function siteLocaleOf(pathname: string): Locale {
  return isFrenchPath(pathname) ? 'fr-CA' : 'en-CA';
}

/** A page's path without its language: `/fr/company` is `/company`, `/fr` and `/fr/` are `/`. */
export function sitePathWithoutLocale(pathname: string): string {
  if (!isFrenchPath(pathname)) return pathname;
  return pathname.slice(FRENCH_PATH_PREFIX.length).replace(/^\/*$/, '') || '/';
}

/** A page's path in a language, from its path in either: `/company` in French is `/fr/company`, `/` is `/fr`. */
export function sitePathIn(pathname: string, locale: Locale): string {
  const path = sitePathWithoutLocale(pathname);
  if (locale === 'en-CA') return path;
  return path === '/' ? FRENCH_PATH_PREFIX : `${FRENCH_PATH_PREFIX}${path}`;
}
