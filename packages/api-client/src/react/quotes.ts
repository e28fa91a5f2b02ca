import useSWR from 'swr';
import type { VehicleValue, VehicleValueQuery } from '@sfi/domain';
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
