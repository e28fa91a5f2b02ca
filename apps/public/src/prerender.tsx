/**
 * The public site rendered to HTML in Node, as the browser then hydrates it: the content pages at
 * build time (build/prerender.ts, and `pnpm dev` per request), and the lease takeover pages with
 * their data whenever they are asked for (the build keeps this module as `server/render.mjs` for the
 * server that serves the site: `renderTakeoverDocument`). Runs in Node, not in the browser.
 */
import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { UIProvider } from '@sfi/ui';
import { brandTheme } from '@sfi/ui/css';
import {
  loadLocale,
  publicSiteMessage as say,
  locales,
  setActiveLocale,
  siteLocaleOf,
  sitePathIn,
  sitePathWithoutLocale,
  takeoverMessage,
  takeoverPageDataId,
  takeoverVehicleName,
  TAKEOVER_LIST_PATH,
  type Locale,
  type TakeoverDocumentRenderer,
} from '@sfi/domain';
import { message } from './messages.ts';
import { pageData, pageDataId, type ContentPage } from './content/page.ts';
import { ContentView } from './content/ContentView.tsx';
import { PublicLayout } from './PublicLayout.tsx';
import { HomeView } from './routes/HomeView.tsx';
import TakeoverDetailPage from './takeovers/TakeoverDetailPage.tsx';
import TakeoverListPage from './takeovers/TakeoverListPage.tsx';
import { takeoverHref } from './takeovers/TakeoverList.tsx';

export { parseContentFile, ContentError } from './content/markdown.ts';
export { contentFileOf, prerenderedPageFile, prerenderedPaths, routeModuleOf } from './content/paths.ts';

// Every language's words, loaded once: each page is rendered in its own (`setActiveLocale` before
// each render, which is synchronous), the build's pages one after the other and the server's takeover
// pages one request at a time in this module's own copy of the catalogue.
await Promise.all(locales.map((locale) => loadLocale(locale)));

/** The HTML of `#root` for a page at `pathname`, in the frame `startSite` renders it in in the browser. */
function renderRoot(pathname: string, page: ReactNode): string {
  return renderToString(
    <StrictMode>
      <UIProvider>
        <PublicLayout pathname={pathname}>{page}</PublicLayout>
      </UIProvider>
    </StrictMode>,
  );
}

/** The HTML of `#root` for a content page, as `startSite` renders it in the browser. */
export function renderPage(page: ContentPage): string {
  return renderRoot(page.path, isHome(page) ? <HomeView page={page} /> : <ContentView page={page} />);
}

/** Whether a page is the home page, in either language (`/`, `/fr`). */
const isHome = (page: ContentPage) => sitePathWithoutLocale(page.path) === '/';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The document's title: the page's, then the site's name; the home page's is the site's name and slogan. */
export function documentTitle(page: ContentPage): string {
  return isHome(page)
    ? say('site.home.title', { name: message('app.name'), slogan: message('app.slogan') })
    : `${page.title} | ${message('app.name')}`;
}

/** What a document says of its page beyond the template, each part written in as text. */
interface DocumentParts {
  /** Its language (`<html lang>`). */
  locale: Locale;
  title: string;
  description: string;
  /**
   * Its canonical path (the server makes it absolute), and its twin's in the other language as
   * `hreflang` alternates; none for a page not worth indexing.
   */
  canonical?: string;
  /** Its style sheets beyond the template's, as tags for the end of `<head>`. */
  headTags?: string;
  /** The rendered HTML of `#root`. */
  root: string;
  /** The element holding its data as JSON, for the browser to hydrate from. */
  data: { id: string; value: unknown };
}

/**
 * A page's `hreflang` alternates: its path in each language, and the English one as `x-default`
 * (the page for a visitor whose language is neither).
 */
export function alternates(path: string): Array<[hreflang: string, path: string]> {
  return [
    ...locales.map((locale): [string, string] => [locale, sitePathIn(path, locale)]),
    ['x-default', sitePathIn(path, 'en-CA')],
  ];
}

/**
 * Runs in the page, inline (the page's policy allows it by its hash): adds the page's module script
 * once the page's largest paint is on the screen, as the browser reports it: one of its main pictures
 * (its images with `fetchpriority="high"`) that none of the others can outsize, or something larger
 * than they can show. Where the browser
 * does not report paints, once those pictures are decoded and the next frame drawn. At once in a
 * tab that paints nothing (opened in the background), at the first touch or key press (the browser
 * stops reporting paints then), and within `waitMs` whatever happens. So the largest paint never
 * waits on the code, on a slow phone or a busy one (Lighthouse counts the code's download and run in
 * the largest paint when it was asked for before that paint).
 */
const startAfterLargestPaint = `function (main, waitMs) {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = main;
    document.head.appendChild(script);
  }
  function afterNextFrame() {
    requestAnimationFrame(function () { setTimeout(start, 0); });
  }
  function mainPictures() {
    return Array.prototype.slice.call(document.querySelectorAll('img[fetchpriority="high"]'));
  }
  function shownArea(element) {
    var box = element.getBoundingClientRect();
    var width = Math.min(box.right, window.innerWidth) - Math.max(box.left, 0);
    var height = Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 0);
    return Math.max(width, 0) * Math.max(height, 0);
  }
  function whenPainted() {
    var pictures = mainPictures();
    var observer = new PerformanceObserver(function (list) {
      // The largest paint there will be: no main picture still to come could be larger.
      var largest = list.getEntries().some(function (entry) {
        return pictures.every(function (picture) {
          return picture === entry.element || entry.size >= shownArea(picture);
        });
      });
      if (largest) {
        observer.disconnect();
        setTimeout(start, 0);
      }
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  }
  function whenDecoded() {
    var pictures = mainPictures();
    var waiting = pictures.length;
    if (!waiting) return afterNextFrame();
    pictures.forEach(function (picture) {
      picture.decode().then(decoded, decoded);
    });
    function decoded() {
      waiting -= 1;
      if (waiting === 0) afterNextFrame();
    }
  }
  if (document.visibilityState === 'hidden') return start();
  setTimeout(start, waitMs);
  addEventListener('pointerdown', start, { capture: true, once: true });
  addEventListener('keydown', start, { capture: true, once: true });
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  var parsed = types.indexOf('largest-contentful-paint') === -1 ? whenDecoded : whenPainted;
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', parsed);
  else parsed();
}`;

/** A document from the app's `index.html` as Vite built it, styled before any script runs (the theme's class on `<html>`). */
function fillDocument(template: string, parts: DocumentParts): string {
  // `<` as `\u003c`: no text of the data can end the script element or open a comment in it.
  const json = JSON.stringify(parts.data.value).replace(/</g, '\\u003c');
  const replace = (document: string, pattern: RegExp, replacement: (match: string) => string) => {
    if (!pattern.test(document)) throw new Error(`index.html has no ${pattern.source}`);
    return document.replace(pattern, replacement);
  };
  const head = [
    `<meta name="description" content="${escapeHtml(parts.description)}" />`,
    ...(parts.canonical === undefined
      ? ['<meta name="robots" content="noindex" />']
      : [
          `<link rel="canonical" href="${escapeHtml(parts.canonical)}" />`,
          ...alternates(parts.canonical).map(
            ([hreflang, href]) =>
              `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" />`,
          ),
        ]),
  ].join('\n    ');
  let html = template;
  html = replace(html, /<html lang="[^"]*"/, () => `<html lang="${parts.locale}" class="${brandTheme}"`);
  html = replace(html, /<title>[^<]*<\/title>/, () => `<title>${escapeHtml(parts.title)}</title>`);
  html = replace(html, /<meta name="description" content="[^"]*"\s*\/?>/, () => head);
  if (parts.headTags) html = replace(html, /<\/head>/, () => `${parts.headTags}\n  </head>`);
  // The page shows from the document alone; its code only brings it to life. The code is asked for
  // once its largest paint is on the screen (`startAfterLargestPaint`), so that what shows first has the
  // phone's bandwidth and the main thread to itself.
  html = html.replace(/<link rel="modulepreload"[^>]*>\s*/g, '');
  html = html.replace(
    /<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>/g,
    (_, main: string) =>
      `<script>(${startAfterLargestPaint})(${JSON.stringify(main).replace(/</g, '\\u003c')}, 3000)</script>`,
  );
  html = replace(html, /<div id="root"><\/div>/, () => `<div id="root">${parts.root}</div>`);
  html = replace(
    html,
    /<\/body>/,
    () => `  <script type="application/json" id="${parts.data.id}">${json}</script>\n  </body>`,
  );
  return html;
}

/**
 * The whole document of a content page: its title, description and canonical link, its content in
 * `#root`, and its data for the browser to hydrate from (text parts excepted: they are in `#root`).
 * `headTags` go at the end of `<head>`: the page's own style sheets, which the browser
 * would otherwise find only once the entry has run.
 */
export function renderDocument(template: string, page: ContentPage, headTags = ''): string {
  const locale = siteLocaleOf(page.path);
  setActiveLocale(locale);
  return fillDocument(template, {
    locale,
    title: documentTitle(page),
    description: page.description,
    canonical: page.path,
    headTags,
    root: renderPage(page),
    data: { id: pageDataId, value: pageData(page) },
  });
}

/**
 * The whole document of a lease takeover page (`/lease-takeover`, `/lease-takeover/{leaseId}`),
 * rendered with its data when it is asked for: the list or the takeover in `#root`, its title
 * (the vehicle's), description and canonical link, and the data for the browser to hydrate from.
 * React writes every text of the data escaped; none of it is HTML. A lease id that names no
 * takeover shows "This lease takeover is not available." and is not indexed.
 */
export const renderTakeoverDocument: TakeoverDocumentRenderer = (template, data) => {
  const titled = (title: string) => `${title} | ${message('app.name')}`;
  const locale: Locale = data.locale ?? 'en-CA';
  setActiveLocale(locale);
  if (data.kind === 'list') {
    const path = sitePathIn(TAKEOVER_LIST_PATH, locale);
    return fillDocument(template, {
      locale,
      title: titled(takeoverMessage('takeovers.title')),
      description: takeoverMessage('takeovers.description'),
      canonical: path,
      root: renderRoot(path, <TakeoverListPage data={data} />),
      data: { id: takeoverPageDataId, value: data },
    });
  }
  const path = takeoverHref(data.leaseId, locale);
  const root = renderRoot(path, <TakeoverDetailPage data={data} />);
  const page = { locale, root, data: { id: takeoverPageDataId, value: data } };
  if (!data.takeover)
    return fillDocument(template, {
      ...page,
      title: titled(
        data.takeover === null
          ? takeoverMessage('takeovers.unavailable')
          : takeoverMessage('takeovers.title'),
      ),
      description: takeoverMessage('takeovers.description'),
    });
  const vehicle = takeoverVehicleName(data.takeover);
  return fillDocument(template, {
    ...page,
    title: titled(`${vehicle} · ${takeoverMessage('takeovers.title')}`),
    description: takeoverMessage('takeovers.detail.description', { vehicle }),
    canonical: path,
  });
};
