// First: no schema may be built before this (the pages' policy forbids eval; see no-eval.ts).
import '@sfi/app-kit/no-eval';
import { startSite } from '@sfi/app-kit';
import { locales, sitePathIn, type Locale } from '@sfi/domain';
import { contentPagePaths } from './content/paths.ts';
import { PublicLayout } from './PublicLayout.tsx';

const contentPage = () => import('./routes/ContentPage.tsx');

/** The site's pages in one language: the same modules at its paths (`/fr/company` for `/company`). */
const pagesIn = (locale: Locale) =>
  Object.fromEntries(
    Object.entries({
      '/': () => import('./routes/Home.tsx'),
      ...Object.fromEntries(contentPagePaths.map((path) => [path, contentPage])),
      // Lease takeovers (doc 2 §2).
      '/lease-takeover': () => import('./takeovers/TakeoverListPage.tsx'),
      '/lease-takeover/:leaseId': () => import('./takeovers/TakeoverDetailPage.tsx'),
    }).map(([path, load]) => [sitePathIn(path, locale), load]),
  );

void startSite({
  pages: {
    ...Object.assign({}, ...locales.map(pagesIn)),
    // The investor newsletter's e-mailed links (doc 2 §4): confirm the subscription, unsubscribe.
    '/newsletter/confirm': () => import('./newsletter/NewsletterConfirm.tsx'),
    '/newsletter/unsubscribe': () => import('./newsletter/NewsletterUnsubscribe.tsx'),
  },
  layout: PublicLayout,
  // Every unknown path goes to / (spec doc 1 §2).
  fallbackPath: '/',
});
