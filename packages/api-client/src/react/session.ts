import useSWR from 'swr';
import type { CurrentSession } from '@sfi/domain';
import type { ApiError } from '../errors.ts';
import { useApiClient } from './context.tsx';

/** The SWR key of who is signed in (`GET /session`). */
export const currentSessionKey = 'current-session' as const;

/**
 * Who is signed in, as the server has it now (`GET /session`), with a lease-quote dealer's
 * `appConfig`: read when the screen opens and again each time the window gets the focus back, so
 * what staff changed since the sign-in (the dealership's next steps) shows without signing in
 * again. (It is not polled: any call moves the session's idle deadline on.)
 */
export function useCurrentSession() {
  const api = useApiClient();
  return useSWR<CurrentSession, ApiError>(currentSessionKey, () => api.auth.current(), {
    revalidateOnFocus: true,
  });
}
