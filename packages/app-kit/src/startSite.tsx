import { StrictMode, Suspense, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { UIProvider } from '@sfi/ui';
import { RouteFallback } from './RouteFallback.tsx';

/** What a site's layout gets: the page, and the path it shows. */
export interface SiteLayoutProps {
  pathname: string;
  children: ReactNode;
}

export interface StartSiteOptions {
  /** The site's pages by path, each code-split (`lazy(() => import('./routes/Home.tsx'))`). */
  pages: Readonly<Record<string, ComponentType>>;
  /** The frame around every page (header, footer). */
  layout: ComponentType<SiteLayoutProps>;
  /** Where an unknown path goes, with a full page load. */
  fallbackPath: string;
}

/** A path without its trailing slash (`/company/` is `/company`), `/` staying `/`. */
const pagePath = (pathname: string) => pathname.replace(/(?<=.)\/+$/, '');

/**
 * Starts a site of separate pages, as the public site is: each page is its own document, so links
 * between pages load the next one (no client-side router), and the first load carries React, the
 * design system, the layout and the page, not the router, the API client or the runtime config
 * (issue 8's budgets). A page that calls the API loads the client itself when it needs it.
 */
export function startSite({ pages, layout: Layout, fallbackPath }: StartSiteOptions): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  const pathname = pagePath(window.location.pathname);
  const Page = pages[pathname];
  if (!Page) {
    window.location.replace(fallbackPath);
    return;
  }
  createRoot(container).render(
    <StrictMode>
      <UIProvider>
        <Layout pathname={pathname}>
          <Suspense fallback={<RouteFallback />}>
            <Page />
          </Suspense>
        </Layout>
      </UIProvider>
    </StrictMode>,
  );
}
