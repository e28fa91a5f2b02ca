import { useCallback, useRef, useState } from 'react';
import { ApiError } from '@sfi/api-client';
import { message, type MessageKey } from '@sfi/domain';

/** Where one operation of a screen is (doc 2 §4: each operation keeps its own state). */
export type OperationState =
  { status: 'idle' } | { status: 'pending' } | { status: 'failed'; message: string; retry: () => void };

/**
 * What a failure says: the server's message, or the spec's words for a failure without one (doc 2
 * §8: "Try again" for a GPS link, "Update failed" for a room assignment…).
 */
export const failureText = (failure: unknown, otherwise: MessageKey = 'gps.link.failed'): string =>
  failure instanceof ApiError && failure.message ? failure.message : message(otherwise);

/**
 * One operation's state (saving, deleting…): `run` marks it pending, then idle when it is done, or
 * failed with the server's message (or `otherwise`'s words) and a way to try it again.
 */
export function useOperation(otherwise: MessageKey = 'gps.link.failed') {
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
        setState({ status: 'failed', message: failureText(failure, otherwise), retry: () => void run(call) });
        return undefined;
      } finally {
        running.current = false;
      }
    },
    [otherwise],
  );
  const reset = useCallback(() => setState({ status: 'idle' }), []);
  return { state, run, reset };
}
