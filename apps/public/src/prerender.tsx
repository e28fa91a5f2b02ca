/**
 * The public site rendered to HTML at build time (build/prerender.ts, and `pnpm dev` per request):
 * the frame and a content page, as the browser then hydrates them. Runs in Node, not in the browser.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { UIProvider } from '@sfi/ui';
import { brandTheme } from '@sfi/ui/css';
import { message } from './messages.ts';
import { pageData, pageDataId, type ContentPage } from './content/page.ts';
import { ContentView } from './content/ContentView.tsx';
import { PublicLayout } from './PublicLayout.tsx';
import { HomeView } from './routes/HomeView.tsx';

export { parseContentFile, ContentError } from './content/markdown.ts';
export { contentFileOf, prerenderedPageFile, prerenderedPaths, routeModuleOf } from './content/paths.ts';

/** The HTML of `#root` for a page, as `startSite` renders it in the browser. */
export function renderPage(page: ContentPage): string {
  return renderToString(
    <StrictMode>
      <UIProvider>
        <PublicLayout pathname={page.path}>
          {page.path === '/' ? <HomeView page={page} /> : <ContentView page={page} />}
        </PublicLayout>
      </UIProvider>
    </StrictMode>,
  );
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The document's title: the page's, then the site's name; the home page's is the site's name and slogan. */
export function documentTitle(page: ContentPage): string {
  return page.path === '/'
    ? `${message('app.name')}: ${message('app.slogan')}`
    : `${page.title} | ${message('app.name')}`;
}

/**
 * The whole document of a page, from the app's `index.html` as Vite built it: styled before any script
 * runs (the theme's class on `<html>`), with its title, description and canonical link, its content
 * in `#root`, and its data for the browser to hydrate from (text parts excepted: they are in `#root`).
 * `headTags` go at the end of `<head>`: the page's own style sheets and scripts, which the browser
 * would otherwise find only once the entry has run.
 */
export function renderDocument(template: string, page: ContentPage, headTags = ''): string {
  const json = JSON.stringify(pageData(page)).replace(/</g, '\\u003c');
  const replace = (document: string, pattern: RegExp, replacement: (match: string) => string) => {
    if (!pattern.test(document)) throw new Error(`index.html has no ${pattern.source}`);
    return document.replace(pattern, replacement);
  };
  let html = template;
  html = replace(html, /<html\b/, (start) => `${start} class="${brandTheme}"`);
  html = replace(html, /<title>[^<]*<\/title>/, () => `<title>${escapeHtml(documentTitle(page))}</title>`);
  html = replace(
    html,
    /<meta name="description" content="[^"]*"\s*\/?>/,
    () =>
      `<meta name="description" content="${escapeHtml(page.description)}" />\n    <link rel="canonical" href="${escapeHtml(page.path)}" />`,
  );
  if (headTags) html = replace(html, /<\/head>/, () => `${headTags}\n  </head>`);
  html = replace(html, /<div id="root"><\/div>/, () => `<div id="root">${renderPage(page)}</div>`);
  html = replace(
    html,
    /<\/body>/,
    () => `  <script type="application/json" id="${pageDataId}">${json}</script>\n  </body>`,
  );
  return html;
}
