import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';

import type { ConfirmTone } from './ConfirmDialog.tsx';

// Not part of any page's first load, nor fetched ahead on every page: a screen that can ask a
// question (it calls `useConfirm()`, or has work not saved behind a leave guard) fetches the dialog
// once it is idle, so that a question asked offline still has its dialog. A page that never asks
// (a sign-in page, the public site) never downloads it (scripts/first-load.mjs measures that).
const loadConfirmDialog = () =>
  import('./ConfirmDialog.tsx').then((module) => ({ default: module.ConfirmDialog }));
const ConfirmDialog = lazy(loadConfirmDialog);
let fetchedAhead = false;

/** Fetches the dialog's code when the browser is next idle (or soon, where it cannot tell). */
export function preloadConfirmDialogWhenIdle(): () => void {
  if (fetchedAhead) return () => undefined;
  const load = () => {
    // A screen with many askers (a list whose rows each ask) fetches once.
    if (fetchedAhead) return;
    fetchedAhead = true;
    loadConfirmDialog().catch(() => (fetchedAhead = false));
  };
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(load, { timeout: 5000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(load, 1000);
  return () => clearTimeout(id);
}

export interface ConfirmOptions {
  /** The question: “Delete this make?” */
  title: ReactNode;
  /** What happens if the user confirms. */
  message?: ReactNode;
  /** @default 'Confirm' */
  confirmLabel?: string;
  /** @default 'Cancel' */
  cancelLabel?: string;
  /** @default 'default' */
  tone?: ConfirmTone;
}

/** Asks the question; resolves `true` when the user confirms, `false` on cancel or Escape. */
export type ConfirmFunction = (options: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<ConfirmFunction | null>(null);

interface Request {
  id: number;
  options: ConfirmOptions;
  resolve: (ok: boolean) => void;
}

/**
 * Renders the one confirm dialog of the app and provides `useConfirm()`. `UIProvider` renders it;
 * render it yourself only when you do not use `UIProvider`.
 */
export function ConfirmProvider({ children }: { children?: ReactNode }) {
  const [request, setRequest] = useState<Request | null>(null);
  const [isOpen, setOpen] = useState(false);
  const current = useRef<Request | null>(null);
  const nextId = useRef(0);

  const settle = useCallback((ok: boolean) => {
    current.current?.resolve(ok);
    current.current = null;
  }, []);

  const confirm = useCallback<ConfirmFunction>(
    (options) =>
      new Promise<boolean>((resolve) => {
        // A new question replaces an unanswered one, which counts as cancelled.
        settle(false);
        const next = { id: ++nextId.current, options, resolve };
        current.current = next;
        setRequest(next);
        setOpen(true);
      }),
    [settle],
  );

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {request ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            // A new request gets a fresh dialog (and fresh initial focus).
            key={request.id}
            {...request.options}
            isOpen={isOpen}
            onOpenChange={setOpen}
            onConfirm={() => settle(true)}
            onCancel={() => settle(false)}
          />
        </Suspense>
      ) : null}
    </ConfirmContext.Provider>
  );
}

/** The provider's `confirm`, without fetching the dialog ahead (for the leave guard's router). */
export function useConfirmFunction(): ConfirmFunction {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm() needs a <ConfirmProvider> (UIProvider renders one) above it.');
  return confirm;
}

/**
 * Returns `confirm(options)`, which opens a confirm dialog and resolves `true` (confirmed) or `false`
 * (cancelled, Escape); the dialog's code is fetched once the screen that calls it is idle:
 *
 *   const confirm = useConfirm();
 *   if (await confirm({ title: 'Delete this make?', confirmLabel: 'Delete', tone: 'danger' })) remove();
 */
export function useConfirm(): ConfirmFunction {
  const confirm = useConfirmFunction();
  useEffect(preloadConfirmDialogWhenIdle, []);
  return confirm;
}
