import { useCallback, useMemo, useRef, useState } from 'react';
import useSWR from 'swr';
import { sortTakeoversByPermutation, type LeaseTakeover, type ServiceRequest } from '@sfi/domain';
import { toApiError, type ApiError } from '../errors.ts';
import { usePublicApiClient } from './context.tsx';

// The public site's lease takeovers, read from the public API (the server's
// `routes/lease-takeovers-public.ts`), and its service requests. Their administration (staff, the
// main API's `/lease-takeovers`) is `lease-takeovers.ts`.

/** The SWR key of the public takeover list. */
export const leaseTakeoversKey = 'lease-takeovers' as const;
/** The SWR key of one public takeover: `[leaseTakeoverKey, id]`. */
export const leaseTakeoverKey = 'lease-takeover' as const;

/** The lease takeovers of the public API (`GET /leaseTakeovers`), sorted by permutation (doc 2 §2). */
export function useLeaseTakeovers() {
  const api = usePublicApiClient();
  return useSWR<LeaseTakeover[], ApiError>(leaseTakeoversKey, async () =>
    sortTakeoversByPermutation(await api.public.leaseTakeovers()),
  );
}

/** One lease takeover of the public API (`GET /leaseTakeovers/{id}`); a 404 when it does not exist. */
export function useLeaseTakeover(id: string) {
  const api = usePublicApiClient();
  return useSWR<LeaseTakeover, ApiError, readonly [typeof leaseTakeoverKey, string]>(
    [leaseTakeoverKey, id] as const,
    ([, takeoverId]) => api.public.leaseTakeover(takeoverId),
    // A takeover that is not available stays so: no retrying a 404.
    { shouldRetryOnError: (error: ApiError) => error.status !== 404 && error.status < 500 },
  );
}

/**
 * The state of a service request form (doc 2 §2): nothing sent yet, loading while it is sent, then
 * success or error; cleared once the person clears the form.
 */
export type ServiceRequestState = 'idle' | 'loading' | 'success' | 'error' | 'cleared';

/**
 * Sends a request for service or a Contact us message (`POST /emails`) and keeps the form's state:
 * `send` moves it to loading, then success or error (with the server's refusal in `error`);
 * `clear` to cleared. A second `send` while one is under way is ignored.
 */
export function useServiceRequest() {
  const api = usePublicApiClient();
  const [state, setState] = useState<ServiceRequestState>('idle');
  const [error, setError] = useState<ApiError | null>(null);
  const sending = useRef(false);
  const send = useCallback(
    async (request: ServiceRequest): Promise<boolean> => {
      if (sending.current) return false;
      sending.current = true;
      setState('loading');
      setError(null);
      try {
        await api.public.sendServiceRequest(request);
        setState('success');
        return true;
      } catch (failure) {
        setError(toApiError(failure));
        setState('error');
        return false;
      } finally {
        sending.current = false;
      }
    },
    [api],
  );
  const clear = useCallback(() => {
    setState('cleared');
    setError(null);
  }, []);
  return useMemo(() => ({ state, error, send, clear }), [state, error, send, clear]);
}
