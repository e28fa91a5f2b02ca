// First: no schema may be built before this (the pages' policy forbids eval; see no-eval.ts).
import '@sfi/app-kit/no-eval';
import { lazy } from 'react';
import { GoTo, startApp } from '@sfi/app-kit';
import { configUrl } from './config.ts';
import { staffRequestSession } from './signIn/session.ts';

// The signed-in frame (side navigation, idle warning) loads with the first page that needs it.
const StaffLayout = lazy(() =>
  import('./StaffLayout.tsx').then((module) => ({ default: module.StaffLayout })),
);
const MakesPage = lazy(() => import('./makes/MakesPage.tsx'));
const QuoteDealersPage = lazy(() => import('@sfi/quote-tool/quote-dealers'));
const DealerAccountsPage = lazy(() => import('@sfi/quote-tool/dealer-accounts'));
const StaffLogin = lazy(() => import('./signIn/StaffLogin.tsx'));
const StaffCode = lazy(() => import('./signIn/StaffCode.tsx'));

void startApp({
  app: 'staff',
  configUrl,
  session: staffRequestSession,
  routes: [
    { path: '/staff/login', element: <StaffLogin /> },
    { path: '/staff/login/code', element: <StaffCode /> },
    {
      path: '/staff',
      element: <StaffLayout />,
      children: [
        { index: true, element: <GoTo app="staff" href="/staff/makes" /> },
        { path: 'makes', element: <MakesPage /> },
        { path: 'quote-dealers', element: <QuoteDealersPage /> },
        { path: 'dealer-accounts', element: <DealerAccountsPage /> },
        { path: '*', element: <GoTo app="staff" href="/staff/makes" /> },
      ],
    },
    { path: '*', element: <GoTo app="staff" href="/staff/makes" /> },
  ],
});
