import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  type ComponentProps,
  type ReactNode,
} from 'react';
import { RouterProvider } from 'react-aria-components';

import {
  preloadConfirmDialogWhenIdle,
  useConfirmFunction,
  type ConfirmOptions,
} from '../Dialog/ConfirmProvider.tsx';

/** What a screen with work not saved yet says to someone about to leave it. */
export interface LeaveGuard {
  /** The question asked before an in-app link leaves the screen. */
  question: ConfirmOptions;
  /**
   * Tries to save what is left before an in-app link leaves (for example, sends the edit still
   * being typed); resolves `true` when nothing is left unsaved, and the link goes without asking.
   */
  settle?: () => Promise<boolean>;
}

type Register = (guard: { readonly current: LeaveGuard | null }) => () => void;
const LeaveGuardContext = createContext<Register | null>(null);

type RouterProps = ComponentProps<typeof RouterProvider>;
type Navigate = RouterProps['navigate'];

/**
 * Connects react-aria links to the router, asking the active leave guards (`useLeaveGuard`) first.
 * Rendered by `UIProvider` inside its confirm provider.
 */
export function GuardedRouterProvider({
  navigate,
  useHref,
  children,
}: {
  navigate: Navigate;
  useHref?: RouterProps['useHref'];
  children?: ReactNode;
}) {
  // Only a screen with work not saved asks; its guard fetches the dialog (useLeaveGuard).
  const confirm = useConfirmFunction();
  const guards = useRef(new Set<{ readonly current: LeaveGuard | null }>());
  const register = useCallback<Register>((guard) => {
    guards.current.add(guard);
    return () => guards.current.delete(guard);
  }, []);
  const guarded = useCallback<Navigate>(
    (path, options) => {
      const active = [...guards.current].flatMap((guard) => (guard.current ? [guard.current] : []));
      if (active.length === 0) return navigate(path, options);
      void (async () => {
        for (const guard of active) {
          if (guard.settle && (await guard.settle().catch(() => false))) continue;
          if (!(await confirm(guard.question))) return;
        }
        navigate(path, options);
      })();
    },
    [confirm, navigate],
  );
  return (
    <LeaveGuardContext.Provider value={register}>
      <RouterProvider navigate={guarded} {...(useHref && { useHref })}>
        {children}
      </RouterProvider>
    </LeaveGuardContext.Provider>
  );
}

/**
 * While `guard` is set, leaving the screen asks first: an in-app link (a `Link`, `SideNav` item or
 * link-Button) settles or asks `guard.question`, and closing or reloading the tab gets the
 * browser's own question. Pass `null` when nothing is left unsaved.
 */
export function useLeaveGuard(guard: LeaveGuard | null): void {
  const register = useContext(LeaveGuardContext);
  const latest = useRef<LeaveGuard | null>(guard);
  latest.current = guard;
  const active = guard !== null;
  useEffect(() => {
    if (!active) return;
    // The question may come next, perhaps offline: fetch its dialog now.
    const cancelPreload = preloadConfirmDialogWhenIdle();
    const unregister = register?.(latest);
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => {
      cancelPreload();
      unregister?.();
      window.removeEventListener('beforeunload', ask);
    };
  }, [active, register]);
}
