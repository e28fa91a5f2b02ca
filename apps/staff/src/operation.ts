import { useCallback, useRef, useState } from 'react';
import { canRetry, failureWords } from '@sfi/api-client';
import { message } from '@sfi/domain';

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
 * What a failure says (`failureWords`): the server's words for a refusal, or `fallback` for a
 * failure without them (the spec's "Try again" of the GPS screens unless told otherwise).
 */
export const failureText = (failure: unknown, fallback: string = message('gps.link.failed')): string =>
  failureWords(failure, fallback);

/**
 * One operation's state (saving, deleting…): `run` marks it pending, then idle when it is done, or
 * failed with the server's words (`fallback` without them) and, where it can succeed, a way to try it again.
 */
export function useOperation(fallback?: string) {
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
          message: failureText(failure, fallback),
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
