export { startApp, type StartAppOptions } from './startApp.tsx';
export {
  RuntimeConfigProvider,
  useInsuranceAgencies,
  useMapTiles,
  useRuntimeConfig,
} from './runtimeConfig.tsx';
export { AppRoot, GoTo } from './AppRoot.tsx';
export { RouteFallback } from './RouteFallback.tsx';
export { startSite, type StartSiteOptions, type SiteLayoutProps } from './startSite.tsx';
export { isOwnPath } from './navigation.ts';
export { SignInFrame } from './SignInFrame.tsx';
export { adoptAccountLocale } from './locale.ts';
export {
  dealerQuoteSession,
  fileDealerSession,
  staffSession,
  useStoredSession,
  type DealerQuoteSession,
  type FileDealerStoredSession,
  type SessionStore,
  type UserSessionStore,
  type StaffStoredSession,
} from './sessions.ts';
export { useOutdated } from './outdated.ts';
export { SignInForm, signInFailureMessage, type SignInFormProps } from './SignInForm.tsx';
export { RequireSession } from './RequireSession.tsx';
export { useSignOut } from './useSignOut.ts';
export { LanguageSwitch, type LanguageSwitchProps } from './LanguageSwitch.tsx';
export { chooseLocale, chosenLocale, useLocale } from './locale.ts';
export { uiWordsOf } from './uiWords.ts';
