import useSWR from 'swr';
import type { Member } from '@sfi/domain';
import type { ApiError } from '../errors.ts';
import { useApiClient } from './context.tsx';

/** The SWR key of the signed-in client (`GET /me`); pass it to `mutate` to read it again. */
export const meKey = 'me' as const;

/**
 * The signed-in client with their lease files' vehicles (`GET /me`, doc 2 §7), kept fresh by SWR.
 * `accessToken` is the client's current token: no call is made without one, and a renewed token
 * reads the client again. Not read again on focus: the files change rarely, and each read computes
 * today's buyout figures.
 */
export function useMe(accessToken: string | undefined) {
  const api = useApiClient();
  return useSWR<Member, ApiError>(accessToken ? [meKey, accessToken] : null, () => api.public.me(), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
