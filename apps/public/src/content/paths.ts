import { publicPagePaths, siteLocaleOf, locales, sitePathIn, sitePathWithoutLocale } from '@sfi/domain';

export { prerenderedPageFile } from '@sfi/domain';

/**
 * The public pages of doc 1 §2 written as content files (content/*.md), pre-rendered at build time,
 * by their English path. The lease takeovers are pages of data, not of text, with their own screens.
 */
export const contentPagePaths = publicPagePaths.filter((path) => path !== '/lease-takeover');

/**
 * The content file of a page: `/` is home.md, `/client/benefits` is client-benefits.md; a French page
 * is the same file name in `fr/` (`/fr/company` is fr/company.md, `/fr` is fr/home.md).
 */
export const contentFileOf = (pathname: string) => {
  const path = sitePathWithoutLocale(pathname);
  const name = path === '/' ? 'home.md' : `${path.slice(1).replaceAll('/', '-')}.md`;
  return siteLocaleOf(pathname) === 'fr-CA' ? `fr/${name}` : name;
};

/** Every page the build renders ahead of time: the home page and the content pages, in each language. */
export const prerenderedPaths = locales.flatMap((locale) =>
  ['/', ...contentPagePaths].map((path) => sitePathIn(path, locale)),
);

/** The module that shows a page in the browser (its chunk in the build's manifest). */
export const routeModuleOf = (path: string) =>
  sitePathWithoutLocale(path) === '/' ? 'src/routes/Home.tsx' : 'src/routes/ContentPage.tsx';
