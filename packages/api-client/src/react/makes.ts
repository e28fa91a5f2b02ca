import useSWR from 'swr';
import type { Make } from '@sfi/domain';
import type { ApiError } from '../errors.ts';
import { useApiClient } from './context.tsx';

/** The SWR key of the make list; pass it to `mutate` after a change made elsewhere. */
export const makesKey = 'makes' as const;

/** Every make, loaded with `GET /makes` and kept fresh by SWR. */
export function useMakes() {
  const api = useApiClient();
  return useSWR<Make[], ApiError>(makesKey, () => api.makes.list());
}
