// First: no schema may be built before this (the pages' policy forbids eval; see no-eval.ts).
import '@sfi/app-kit/no-eval';
import { startSite } from '@sfi/app-kit';
import { PublicLayout } from './PublicLayout.tsx';

void startSite({
  pages: {
    '/': () => import('./routes/Home.tsx'),
    // Lease takeovers (doc 2 §2).
    '/lease-takeover': () => import('./takeovers/TakeoverListPage.tsx'),
    '/lease-takeover/:leaseId': () => import('./takeovers/TakeoverDetailPage.tsx'),
  },
  layout: PublicLayout,
  // Every unknown path goes to / (spec doc 1 §2).
  fallbackPath: '/',
});
