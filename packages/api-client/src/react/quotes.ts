import { useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type {
  NewQuoteDealer,
  QuoteDealer,
  QuoteDealerUpdate,
  VehicleValue,
  VehicleValueQuery,
} from '@sfi/domain';
import type { ApiError } from '../errors.ts';
import { useApiClient } from './context.tsx';

/**
 * The value of a vehicle (`GET /cbb`), looked up again whenever the lookup changes; nothing is
 * asked while `query` is null (the form is not complete yet).
 */
export function useVehicleValue(query: VehicleValueQuery | null) {
  const api = useApiClient();
  return useSWR<VehicleValue, ApiError, readonly ['cbb', VehicleValueQuery] | null>(
    query && (['cbb', query] as const),
    ([, lookup]) => api.quotes.vehicleValue(lookup),
  );
}

/** The SWR key of the quote dealer list. */
export const quoteDealersKey = 'quote-dealers' as const;

/** Every quote dealer, sorted by name (`GET /lease-quotes/near-prime-dealers`). */
export function useQuoteDealers() {
  const api = useApiClient();
  return useSWR<QuoteDealer[], ApiError>(quoteDealersKey, () => api.quotes.dealers.list());
}

/** Adds, changes and removes quote dealers; each refreshes the list once it is done. */
export function useQuoteDealerMutations() {
  const api = useApiClient();
  const { mutate } = useSWRConfig();
  return useMemo(() => {
    const refreshing =
      <Args extends unknown[], Result>(call: (...args: Args) => Promise<Result>) =>
      async (...args: Args): Promise<Result> => {
        try {
          return await call(...args);
        } finally {
          await mutate(quoteDealersKey);
        }
      };
    return {
      create: refreshing((dealer: NewQuoteDealer) => api.quotes.dealers.create(dealer)),
      update: refreshing((dealer: QuoteDealerUpdate) => api.quotes.dealers.update(dealer)),
      remove: refreshing((id: string) => api.quotes.dealers.remove(id)),
    };
  }, [api, mutate]);
}
