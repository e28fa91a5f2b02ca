// First: no schema may be built before this (the pages' policy forbids eval; see no-eval.ts).
import '@sfi/app-kit/no-eval';
import { lazy } from 'react';
import { GoTo, startApp } from '@sfi/app-kit';
import { configUrl } from './config.ts';
import { dealerSession } from './session.ts';
import { withTranslations } from '@sfi/domain';

const Login = lazy(withTranslations(() => import('./routes/Login.tsx')));
const Portal = lazy(withTranslations(() => import('./routes/Portal.tsx')));
const ChatLogin = lazy(withTranslations(() => import('./routes/ChatLogin.tsx')));
const Chat = lazy(withTranslations(() => import('./routes/Chat.tsx')));
const Files = lazy(withTranslations(() => import('./routes/Files.tsx')));
const Account = lazy(withTranslations(() => import('./routes/Account.tsx')));
// The password pages are their own chunk (`@sfi/app-kit/passwords`), out of the first load.
const passwordPages = () => import('@sfi/app-kit/passwords');
const PasswordForgotPage = lazy(
  withTranslations(() => passwordPages().then((module) => ({ default: module.PasswordForgotPage }))),
);
const PasswordLinkPage = lazy(
  withTranslations(() => passwordPages().then((module) => ({ default: module.PasswordLinkPage }))),
);

void startApp({
  app: 'dealer',
  configUrl,
  session: dealerSession,
  routes: [
    { path: '/dealer/login', element: <Login /> },
    { path: '/dealer/password', element: <PasswordLinkPage /> },
    { path: '/dealer/account/password', element: <Account kind="dealer" /> },
    { path: '/dealer/login/forgot', element: <PasswordForgotPage kind="dealer" /> },
    { path: '/dealer/chat/login/forgot', element: <PasswordForgotPage kind="file-dealer" /> },
    { path: '/dealer/chat/password', element: <Account kind="file-dealer" /> },
    { path: '/dealer/portal/*', element: <Portal /> },
    { path: '/dealer/chat/login', element: <ChatLogin /> },
    { path: '/dealer/chat/*', element: <Chat /> },
    { path: '/dealer/files/*', element: <Files /> },
    // Anything else of the dealer area needs a dealer session; without one the dealer signs in first.
    { path: '*', element: <GoTo app="dealer" href="/dealer/login" /> },
  ],
});
