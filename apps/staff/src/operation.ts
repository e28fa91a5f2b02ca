import { useCallback, useRef, useState } from 'react';
import { canRetry, failureMessage } from '@sfi/api-client';
import type { MessageKey } from '@sfi/domain';

/** Where one operation of a screen is (doc 2 §4: each operation keeps its own state). */
export type OperationState =
  | { status: 'idle' }
  | { status: 'pending' }
  | {
      status: 'failed';
      message: string;
      /** What failed, for a form that shows the server's field errors under its fields (`formFailure`). */
      error: unknown;
      /** Runs it again: only where trying again can succeed (`canRetry`), else undefined. */
      retry?: () => void;
    };

/**
 * One operation's state (saving, deleting…): `run` marks it pending, then idle when it is done, or
 * failed with the server's words (`failureMessage`; without them the catalogue's `fallback`, the
 * spec's "Try again" of the GPS screens unless told otherwise) and, where it can succeed, a way to
 * try it again.
 */
export function useOperation(fallback: MessageKey = 'gps.link.failed') {
  const [state, setState] = useState<OperationState>({ status: 'idle' });
  const running = useRef(false);
  const run = useCallback(
    async <T>(call: () => Promise<T>): Promise<T | undefined> => {
      if (running.current) return undefined;
      running.current = true;
      setState({ status: 'pending' });
      try {
        const result = await call();
        setState({ status: 'idle' });
        return result;
      } catch (failure) {
        setState({
          status: 'failed',
          message: failureMessage(failure, fallback),
          error: failure,
          ...(canRetry(failure) && { retry: () => void run(call) }),
        });
        return undefined;
      } finally {
        running.current = false;
      }
    },
    [fallback],
  );
  const reset = useCallback(() => setState({ status: 'idle' }), []);
  return { state, run, reset };
}
