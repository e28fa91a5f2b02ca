import { useLayoutEffect, type ComponentProps, type ReactNode } from 'react';
import { I18nProvider, type RouterProvider } from 'react-aria-components';

import { brandTheme } from '../../themes/brand.css.ts';
import { ConfirmProvider } from '../Dialog/ConfirmProvider.tsx';
import { DeferredSnackbarRegion } from '../Snackbar/DeferredSnackbarRegion.tsx';
import type { SnackbarRegionProps } from '../Snackbar/Snackbar.tsx';
import { GuardedRouterProvider } from './LeaveGuard.tsx';
import { englishUIWords, UIWordsProvider, type UIWords } from './words.ts';

type RouterProps = ComponentProps<typeof RouterProvider>;

export interface UIProviderProps {
  children?: ReactNode;
  /**
   * The router's navigate function (react-router: `useNavigate()`). With it, every `Link`, `SideNav`
   * item and link-Button navigates client-side instead of reloading the page, after asking the
   * screen's leave guard (`useLeaveGuard`) when it has work not saved yet.
   */
  navigate?: RouterProps['navigate'];
  /** The router's `useHref` hook, so links show the full URL when the router has a base path. */
  useHref?: RouterProps['useHref'];
  /**
   * The theme class to apply to the document.
   * @default brandTheme
   */
  theme?: string;
  /**
   * Locale of dates, numbers and react-aria's built-in messages, such as `'en-CA'` or `'fr-CA'`.
   * @default 'en-CA'
   */
  locale?: string;
  /** Props for the snackbar region, such as `autoHideMs`. */
  snackbar?: SnackbarRegionProps;
  /**
   * The design system's own words (labels its components say when the app gives none), in the app's
   * language. @default English
   */
  words?: UIWords;
}

// Several providers may be mounted at once (Storybook docs pages); keep the class while any is.
const themeUsers = new Map<string, number>();

/**
 * Sets up the design system for an app: applies the theme to the document (so dialogs and snackbars,
 * which render at the end of `<body>`, get it too), renders the snackbar region and the confirm dialog
 * provider, and connects react-aria links to the app's router. Render it once, around the app.
 */
export function UIProvider({
  children,
  navigate,
  useHref,
  theme = brandTheme,
  locale = 'en-CA',
  snackbar,
  words = englishUIWords,
}: UIProviderProps) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    themeUsers.set(theme, (themeUsers.get(theme) ?? 0) + 1);
    root.classList.add(theme);
    return () => {
      const left = (themeUsers.get(theme) ?? 1) - 1;
      themeUsers.set(theme, left);
      if (left === 0) root.classList.remove(theme);
    };
  }, [theme]);

  const content = (
    <ConfirmProvider>
      {navigate ? (
        <GuardedRouterProvider navigate={navigate} {...(useHref && { useHref })}>
          {children}
        </GuardedRouterProvider>
      ) : (
        children
      )}
      <DeferredSnackbarRegion {...snackbar} />
    </ConfirmProvider>
  );
  return (
    <I18nProvider locale={locale}>
      <UIWordsProvider value={words}>{content}</UIWordsProvider>
    </I18nProvider>
  );
}
