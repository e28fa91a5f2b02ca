// First: no schema may be built before this (the pages' policy forbids eval; see no-eval.ts).
import '@sfi/app-kit/no-eval';
import { lazy } from 'react';
import { GoTo, staffSession, startApp, useInsuranceAgencies, useStoredSession } from '@sfi/app-kit';
import { STAFF_HOME_PATH, withTranslations } from '@sfi/domain';
import { configUrl } from './config.ts';
import { staffRequestSession } from './signIn/session.ts';

// The signed-in frame (side navigation, idle warning) loads with the first page that needs it.
const StaffLayout = lazy(
  withTranslations(() => import('./StaffLayout.tsx').then((module) => ({ default: module.StaffLayout }))),
);
const MakesPage = lazy(withTranslations(() => import('./makes/MakesPage.tsx')));
// The dealer screens come in one module (see dealers/screens.ts).
const dealerScreens = () => import('./dealers/screens.ts');
const DealersPage = lazy(
  withTranslations(() => dealerScreens().then((module) => ({ default: module.DealersPage }))),
);
const DealerUserPage = lazy(
  withTranslations(() => dealerScreens().then((module) => ({ default: module.DealerUserPage }))),
);
const RoomsPage = lazy(
  withTranslations(() => dealerScreens().then((module) => ({ default: module.RoomsPage }))),
);
// The GPS screens come in one module (see gps/screens.ts).
const gpsScreens = () => import('./gps/screens.ts');
const GpsPage = lazy(withTranslations(() => gpsScreens().then((module) => ({ default: module.GpsPage }))));
const GpsDevicePage = lazy(
  withTranslations(() => gpsScreens().then((module) => ({ default: module.GpsDevicePage }))),
);
// The lease takeover screens come in one module too (see takeovers/screens.ts).
const takeoverScreens = () => import('./takeovers/screens.ts');
const TakeoversPage = lazy(
  withTranslations(() => takeoverScreens().then((module) => ({ default: module.TakeoversPage }))),
);
const TakeoverPage = lazy(
  withTranslations(() => takeoverScreens().then((module) => ({ default: module.TakeoverPage }))),
);
const TakeoverOrderPage = lazy(
  withTranslations(() => takeoverScreens().then((module) => ({ default: module.TakeoverOrderPage }))),
);
// The client and staff administration come in one module (see people/screens.ts).
const peopleScreens = () => import('./people/screens.ts');
const ClientsPage = lazy(
  withTranslations(() => peopleScreens().then((module) => ({ default: module.ClientsPage }))),
);
const ClientPage = lazy(
  withTranslations(() => peopleScreens().then((module) => ({ default: module.ClientPage }))),
);
const StaffPage = lazy(
  withTranslations(() => peopleScreens().then((module) => ({ default: module.StaffPage }))),
);
const StaffMemberPage = lazy(
  withTranslations(() => peopleScreens().then((module) => ({ default: module.StaffMemberPage }))),
);
/** The staff screens, for the signed-in member of staff: only a super admin manages staff. */
function StaffAdministration({ member }: { member?: boolean }) {
  const user = useStoredSession(staffSession)?.user;
  const viewer = user && { id: user.id, roles: user.roles };
  return member ? <StaffMemberPage viewer={viewer} /> : <StaffPage viewer={viewer} />;
}
const QuoteDealersPage = lazy(withTranslations(() => import('@sfi/quote-tool/quote-dealers')));
const DealerAccountsPage = lazy(withTranslations(() => import('@sfi/quote-tool/dealer-accounts')));
// The quote screens come in one module; staff work in SFI mode (the viewer StaffLayout gives).
const quoteTool = () => import('@sfi/quote-tool/quotes');
const QuotesPage = lazy(
  withTranslations(() => quoteTool().then((module) => ({ default: module.QuotesPage }))),
);
const NewQuotePage = lazy(
  withTranslations(() => quoteTool().then((module) => ({ default: module.NewQuotePage }))),
);
const QuotePage = lazy(withTranslations(() => quoteTool().then((module) => ({ default: module.QuotePage }))));
const quotePaths = {
  list: '/staff/quotes',
  newQuote: '/staff/quotes/new',
  quote: (id: string) => `/staff/quotes/${encodeURIComponent(id)}`,
};

// The file screens come in one module too, with the chat (see filesAndChat.ts).
const fileTool = () => import('./filesAndChat.ts');
const FileSearchPage = lazy(
  withTranslations(() => fileTool().then((module) => ({ default: module.FileSearchPage }))),
);
const FilePage = lazy(withTranslations(() => fileTool().then((module) => ({ default: module.FilePage }))));
const ReportsPage = lazy(
  withTranslations(() => fileTool().then((module) => ({ default: module.ReportsPage }))),
);
const filePaths = {
  list: '/staff/files',
  file: (fileNo: string) => `/staff/files/${encodeURIComponent(fileNo)}`,
};
/** A file, with the insurance agencies of the runtime config. */
function StaffFile() {
  return <FilePage paths={filePaths} insuranceAgencies={useInsuranceAgencies()} />;
}
// The chat loads with the file screens.
const ChatPage = lazy(withTranslations(() => fileTool().then((module) => ({ default: module.ChatPage }))));
const chatPaths = {
  list: '/staff/chat',
  room: (roomId: string) => `/staff/chat/${encodeURIComponent(roomId)}`,
};
const StaffLogin = lazy(withTranslations(() => import('./signIn/StaffLogin.tsx')));
const StaffCode = lazy(withTranslations(() => import('./signIn/StaffCode.tsx')));
const PasswordPage = lazy(withTranslations(() => import('./account/PasswordPage.tsx')));
// The password pages are their own chunk (`@sfi/app-kit/passwords`), out of the first load.
const passwordPages = () => import('@sfi/app-kit/passwords');
const PasswordForgotPage = lazy(
  withTranslations(() => passwordPages().then((module) => ({ default: module.PasswordForgotPage }))),
);
const PasswordLinkPage = lazy(
  withTranslations(() => passwordPages().then((module) => ({ default: module.PasswordLinkPage }))),
);

void startApp({
  app: 'staff',
  configUrl,
  session: staffRequestSession,
  routes: [
    { path: '/staff/login', element: <StaffLogin /> },
    { path: '/staff/login/code', element: <StaffCode /> },
    { path: '/staff/login/forgot', element: <PasswordForgotPage kind="staff" /> },
    { path: '/staff/password', element: <PasswordLinkPage /> },
    {
      path: '/staff',
      element: <StaffLayout />,
      children: [
        { index: true, element: <GoTo app="staff" href={STAFF_HOME_PATH} /> },
        { path: 'account/password', element: <PasswordPage /> },
        { path: 'makes', element: <MakesPage /> },
        { path: 'quote-dealers', element: <QuoteDealersPage /> },
        { path: 'dealer-accounts', element: <DealerAccountsPage /> },
        { path: 'dealers', element: <DealersPage /> },
        { path: 'dealers/:id', element: <DealerUserPage /> },
        { path: 'rooms', element: <RoomsPage /> },
        { path: 'gps', element: <GpsPage /> },
        { path: 'gps/:id', element: <GpsDevicePage /> },
        { path: 'lease-takeovers', element: <TakeoversPage /> },
        { path: 'lease-takeovers/order', element: <TakeoverOrderPage /> },
        { path: 'lease-takeovers/:id', element: <TakeoverPage /> },
        { path: 'clients', element: <ClientsPage /> },
        { path: 'clients/:id', element: <ClientPage /> },
        { path: 'staff', element: <StaffAdministration /> },
        { path: 'staff/:id', element: <StaffAdministration member /> },
        { path: 'files', element: <FileSearchPage paths={filePaths} /> },
        { path: 'files/:fileNo', element: <StaffFile /> },
        { path: 'reports', element: <ReportsPage /> },
        // The chat, as the signed-in member of staff: their assigned rooms, and a new one for a dealer.
        { path: 'chat', element: <ChatPage paths={chatPaths} /> },
        { path: 'chat/:roomId', element: <ChatPage paths={chatPaths} /> },
        {
          path: 'quotes',
          children: [
            { index: true, element: <QuotesPage paths={quotePaths} /> },
            { path: 'new', element: <NewQuotePage paths={quotePaths} /> },
            { path: ':id', element: <QuotePage paths={quotePaths} /> },
          ],
        },
        { path: '*', element: <GoTo app="staff" href={STAFF_HOME_PATH} /> },
      ],
    },
    { path: '*', element: <GoTo app="staff" href={STAFF_HOME_PATH} /> },
  ],
});
