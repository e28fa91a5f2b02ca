// First: no schema may be built before this (the pages' policy forbids eval; see no-eval.ts).
import '@sfi/app-kit/no-eval';
import { lazy } from 'react';
import { startSite } from '@sfi/app-kit';
import { PublicLayout } from './PublicLayout.tsx';

const Home = lazy(() => import('./routes/Home.tsx'));

startSite({
  pages: { '/': Home },
  layout: PublicLayout,
  // Every unknown path goes to / (spec doc 1 §2).
  fallbackPath: '/',
});
