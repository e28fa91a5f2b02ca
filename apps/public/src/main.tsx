import { lazy } from 'react';
import { GoTo, startApp } from '@sfi/app-kit';
import { configUrl } from './config.ts';

const Home = lazy(() => import('./routes/Home.tsx'));

void startApp({
  app: 'public',
  configUrl,
  routes: [
    { path: '/', element: <Home /> },
    // Every unknown path goes to / (spec doc 1 §2).
    { path: '*', element: <GoTo app="public" href="/" /> },
  ],
});
