import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * Whether the page runs in the browser past its hydration: false while it is rendered to HTML (at
 * build time or by the server) and while it hydrates (so both agree), true right after. What only
 * works with its script (a form, a call to the API) shows once this is true: a component still
 * loading while the page is rendered to HTML would make React give up hydrating the page around it.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
