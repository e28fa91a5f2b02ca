import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useRef,
  useState,
  type ReactNode,
} from 'react';

import type { ConfirmTone } from './ConfirmDialog.tsx';

// Loaded the first time a question is asked: a modal dialog is not part of any page's first load.
const ConfirmDialog = lazy(() =>
  import('./ConfirmDialog.tsx').then((module) => ({ default: module.ConfirmDialog })),
);

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

/**
 * Returns `confirm(options)`, which opens a confirm dialog and resolves `true` (confirmed) or `false`
 * (cancelled, Escape):
 *
 *   const confirm = useConfirm();
 *   if (await confirm({ title: 'Delete this make?', confirmLabel: 'Delete', tone: 'danger' })) remove();
 */
export function useConfirm(): ConfirmFunction {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm() needs a <ConfirmProvider> (UIProvider renders one) above it.');
  return confirm;
}
