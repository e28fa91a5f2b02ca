import { StrictMode, startTransition, useEffect, type ComponentType, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { UIProvider } from '@sfi/ui';
import { isLocale, loadLocale, pathMatches, setActiveLocale } from '@sfi/domain';
import { uiWordsOf } from './uiWords.ts';

/** What a site's layout gets: the page, and the path it shows. */
export interface SiteLayoutProps {
  pathname: string;
  children: ReactNode;
}

export interface StartSiteOptions {
  /**
   * The site's pages by path, each a code-split module to load (`() => import('./routes/Home.tsx')`).
   * A path may have `:param` segments (`/lease-takeover/:leaseId`); the page reads them from the
   * address. An exact path wins over a pattern.
   */
  pages: Readonly<Record<string, () => Promise<{ default: ComponentType }>>>;
  /** The frame around every page (header, footer). */
  layout: ComponentType<SiteLayoutProps>;
  /** Where an unknown path goes, with a full page load. */
  fallbackPath: string;
}

/** A path without its trailing slash (`/company/` is `/company`), `/` staying `/`. */
const pagePath = (pathname: string) => pathname.replace(/(?<=.)\/+$/, '');

/** Marks the document live (`<html data-live>`) once the page has rendered or hydrated: its menus and forms work from then on. */
function LiveMark() {
  useEffect(() => {
    document.documentElement.dataset['live'] = '';
  }, []);
  return null;
}

/**
 * Starts a site of separate pages, as the public site is: each page is its own document, so links
 * between pages load the next one (no client-side router), and the first load carries React, the
 * design system, the layout and the page, not the router, the API client or the runtime config
 * (issue 8's budgets). A page that calls the API loads the client itself when it needs it.
 *
 * The page's module loads before anything renders, so the frame and the page show together, with no
 * loading state in between (and no loading indicator's code in the first load). A page rendered to
 * HTML at build time (its `#root` is not empty) is hydrated: what it shows stays, and comes alive.
 */
export async function startSite({ pages, layout: Layout, fallbackPath }: StartSiteOptions): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  const pathname = pagePath(window.location.pathname);
  const load =
    pages[pathname] ??
    Object.entries(pages).find(([pattern]) => pattern.includes(':') && pathMatches(pattern, pathname))?.[1];
  if (!load) {
    window.location.replace(fallbackPath);
    return;
  }
  // The page's language is the document's (`<html lang>`, written when it was pre-rendered).
  const { lang } = document.documentElement;
  const locale = isLocale(lang) ? lang : 'en-CA';
  setActiveLocale(locale);
  const { default: Page } = await load();
  await loadLocale(locale).catch((error: unknown) => console.error(error));
  const app = (
    <StrictMode>
      <UIProvider locale={locale} words={uiWordsOf()}>
        <Layout pathname={pathname}>
          <Page />
        </Layout>
      </UIProvider>
      <LiveMark />
    </StrictMode>
  );
  // As a transition, React renders (or hydrates) the page in slices of a few milliseconds, yielding
  // between them: no long task keeps a phone from answering a tap while the page comes alive
  // (Lighthouse's Total Blocking Time).
  startTransition(() => {
    if (container.firstElementChild) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}
