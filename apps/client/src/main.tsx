import { lazy } from 'react';
import { GoTo, startApp } from '@sfi/app-kit';
import { configUrl } from './config.ts';

const Login = lazy(() => import('./routes/Login.tsx'));

void startApp({
  app: 'client',
  configUrl,
  routes: [
    { path: '/client/login', element: <Login /> },
    // Without a valid client session the client check sends the visitor to / (spec doc 1 §2).
    { path: '*', element: <GoTo app="client" href="/" /> },
  ],
});
