import { lazy } from 'react';
import { GoTo, startApp } from '@sfi/app-kit';
import { configUrl } from './config.ts';
import { StaffLayout } from './StaffLayout.tsx';

const MakesPage = lazy(() => import('./makes/MakesPage.tsx'));

void startApp({
  app: 'staff',
  configUrl,
  routes: [
    {
      path: '/staff',
      element: <StaffLayout />,
      children: [
        { index: true, element: <GoTo app="staff" href="/staff/makes" /> },
        { path: 'makes', element: <MakesPage /> },
        { path: '*', element: <GoTo app="staff" href="/staff/makes" /> },
      ],
    },
    { path: '*', element: <GoTo app="staff" href="/staff/makes" /> },
  ],
});
