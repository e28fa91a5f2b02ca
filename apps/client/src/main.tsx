// First: no schema may be built before this (the pages' policy forbids eval; see no-eval.ts).
import '@sfi/app-kit/no-eval';
import { lazy } from 'react';
import { GoTo, startApp } from '@sfi/app-kit';
import { configUrl } from './config.ts';
import { clientSession } from './session.ts';
import { withTranslations } from '@sfi/domain';

const Login = lazy(withTranslations(() => import('./routes/Login.tsx')));
const Callback = lazy(withTranslations(() => import('./routes/Callback.tsx')));
const Dashboard = lazy(withTranslations(() => import('./routes/Dashboard.tsx')));

void startApp({
  app: 'client',
  configUrl,
  // The public API and member service calls carry the client's access token.
  session: clientSession,
  routes: [
    { path: '/client/login', element: <Login /> },
    { path: '/callback', element: <Callback /> },
    { path: '/client/dashboard', element: <Dashboard /> },
    // Without a valid client session the client check sends the visitor to / (spec doc 1 §2).
    { path: '*', element: <GoTo app="client" href="/" /> },
  ],
});
