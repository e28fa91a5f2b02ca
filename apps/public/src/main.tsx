// First: no schema may be built before this (the pages' policy forbids eval; see no-eval.ts).
import '@sfi/app-kit/no-eval';
import { lazy } from 'react';
import { GoTo, startApp } from '@sfi/app-kit';
import { configUrl } from './config.ts';
import { PublicLayout } from './PublicLayout.tsx';

const Home = lazy(() => import('./routes/Home.tsx'));

void startApp({
  app: 'public',
  configUrl,
  routes: [
    {
      element: <PublicLayout />,
      children: [
        { path: '/', element: <Home /> },
        // Every unknown path goes to / (spec doc 1 §2).
        { path: '*', element: <GoTo app="public" href="/" /> },
      ],
    },
  ],
});
