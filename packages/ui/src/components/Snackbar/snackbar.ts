/**
 * The snackbar queue: a module-level queue any code can push to (a save handler, an API error hook),
 * shown by the one `<SnackbarRegion />` that `UIProvider` renders.
 *
 *   snackbar.show({ message: 'Make saved.' });
 *   snackbar.show({ message: 'The server is unreachable.', tone: 'error', sticky: true });
 */
import { useLayoutEffect, type ReactNode } from 'react';
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';

export const snackbarTones = ['success', 'error'] as const;
export type SnackbarTone = (typeof snackbarTones)[number];

/** How long a snackbar stays before it hides itself, unless told otherwise. */
export const DEFAULT_SNACKBAR_DURATION_MS = 5000;

export interface SnackbarOptions {
  /** The message: short, one sentence. */
  message: ReactNode;
  /**
   * `success` confirms something worked; `error` says something did not.
   * @default 'success'
   */
  tone?: SnackbarTone;
  /**
   * Keeps the snackbar until the user closes it. Use it for messages the user must not miss.
   * @default false
   */
  sticky?: boolean;
  /**
   * Time before it hides itself, in ms. Ignored when `sticky`. Timers pause while the user hovers or
   * focuses the snackbars.
   * @default 5000 (or the region's `autoHideMs`)
   */
  durationMs?: number;
  /** Called when the snackbar closes, by timeout or by the user. */
  onClose?: () => void;
}

/** What the queue holds for each snackbar. */
export interface SnackbarContent {
  message: ReactNode;
  tone: SnackbarTone;
}

export interface SnackbarController {
  /** The underlying react-aria toast queue, for `SnackbarRegion`. */
  readonly queue: ToastQueue<SnackbarContent>;
  /** Default time before a snackbar hides itself, in ms. */
  readonly defaultDurationMs: number;
  /** Changes the default time before a snackbar hides itself (`SnackbarRegion`'s `autoHideMs` does). */
  setDefaultDurationMs(ms: number): void;
  /** Shows a snackbar; returns its key, for `close`. */
  show(options: SnackbarOptions): string;
  /** Closes one snackbar. */
  close(key: string): void;
  /** Closes every snackbar. */
  clear(): void;
}

export interface CreateSnackbarOptions {
  /** @default 5000 */
  defaultDurationMs?: number;
  /**
   * How many snackbars show at once; later ones wait their turn.
   * @default 3
   */
  maxVisible?: number;
}

/** Makes a separate snackbar queue. Most code uses the shared `snackbar` instead. */
export function createSnackbar({
  defaultDurationMs = DEFAULT_SNACKBAR_DURATION_MS,
  maxVisible = 3,
}: CreateSnackbarOptions = {}): SnackbarController {
  const queue = new ToastQueue<SnackbarContent>({ maxVisibleToasts: maxVisible });
  let currentDefault = defaultDurationMs;
  return {
    queue,
    get defaultDurationMs() {
      return currentDefault;
    },
    setDefaultDurationMs(ms) {
      currentDefault = ms;
    },
    show({ message, tone = 'success', sticky = false, durationMs, onClose }) {
      return queue.add(
        { message, tone },
        { timeout: sticky ? undefined : (durationMs ?? currentDefault), onClose },
      );
    },
    close(key) {
      queue.close(key);
    },
    clear() {
      queue.clear();
    },
  };
}

/** The app-wide snackbar queue, shown by the `SnackbarRegion` that `UIProvider` renders. */
export const snackbar: SnackbarController = createSnackbar();

/** Makes `autoHideMs` the controller's default time while the calling component is mounted. */
export function useAutoHide(controller: SnackbarController, autoHideMs: number | undefined): void {
  useLayoutEffect(() => {
    if (autoHideMs === undefined) return;
    const previous = controller.defaultDurationMs;
    controller.setDefaultDurationMs(autoHideMs);
    return () => controller.setDefaultDurationMs(previous);
  }, [controller, autoHideMs]);
}
