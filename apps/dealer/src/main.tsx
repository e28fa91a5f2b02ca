import { lazy } from 'react';
import { GoTo, startApp } from '@sfi/app-kit';
import { configUrl } from './config.ts';

const Login = lazy(() => import('./routes/Login.tsx'));

void startApp({
  app: 'dealer',
  configUrl,
  routes: [
    { path: '/dealer/login', element: <Login /> },
    // The portal, chat and file tool need a dealer session; without one the dealer signs in first.
    { path: '*', element: <GoTo app="dealer" href="/dealer/login" /> },
  ],
});
