import { publicPagePaths } from '@sfi/domain';

export { prerenderedPageFile } from '@sfi/domain';

/**
 * The public pages of doc 1 §2 written as content files (content/*.md), pre-rendered at build time.
 * The lease takeovers are pages of data, not of text, with their own screens.
 */
export const contentPagePaths = publicPagePaths.filter((path) => path !== '/lease-takeover');

/** The content file of a page: `/` is home.md, `/client/benefits` is client-benefits.md. */
export const contentFileOf = (path: string) =>
  path === '/' ? 'home.md' : `${path.slice(1).replaceAll('/', '-')}.md`;

/** Every page the build renders ahead of time: the home page and the content pages. */
export const prerenderedPaths = ['/', ...contentPagePaths] as const;

/** The module that shows a page in the browser (its chunk in the build's manifest). */
export const routeModuleOf = (path: string) =>
  path === '/' ? 'src/routes/Home.tsx' : 'src/routes/ContentPage.tsx';
