import { useCallback, useRef, useState } from 'react';
import { ApiError } from '@sfi/api-client';
import { message } from '@sfi/domain';

/** Where one operation of a screen is (doc 2 §4: each operation keeps its own state). */
export type OperationState =
  { status: 'idle' } | { status: 'pending' } | { status: 'failed'; message: string; retry: () => void };

/**
 * What a failure says: the server's message, or `fallback` for a failure without one (the spec's
 * "Try again" of the GPS screens unless told otherwise).
 */
export const failureText = (failure: unknown, fallback: string = message('gps.link.failed')): string =>
  failure instanceof ApiError && failure.message ? failure.message : fallback;

/**
 * One operation's state (saving, deleting…): `run` marks it pending, then idle when it is done, or
 * failed with the server's message (`fallback` without one) and a way to try it again.
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
        setState({ status: 'failed', message: failureText(failure, fallback), retry: () => void run(call) });
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
