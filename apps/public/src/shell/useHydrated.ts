import { startTransition, useEffect, useState } from 'react';

/** Set once the page has hydrated: what mounts afterwards is past it from its first render. */
let pageHydrated = false;

/**
 * Whether the page runs in the browser past its hydration: false while it is rendered to HTML (at
 * build time or by the server) and while it hydrates (so both agree), true right after. What only
 * works with its script (a form, a call to the API) shows once this is true: a component still
 * loading while the page is rendered to HTML would make React give up hydrating the page around it.
 *
 * The turn to true is a transition: React renders what it reveals in slices, yielding to the
 * browser between them, rather than in one long task right after hydrating (a store whose snapshot
 * differs from its server snapshot would re-render synchronously: Lighthouse's Total Blocking Time).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    pageHydrated = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
