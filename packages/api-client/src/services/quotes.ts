import type { VehicleValue, VehicleValueQuery } from '@sfi/domain';
import type { ServiceFetch } from '../client.ts';

/** The lease-quote calls of the main API (spec doc 1 §7), for lease-quote dealers and staff. */
export function quotesApi(main: ServiceFetch) {
  return {
    /**
     * `GET /cbb`: what a vehicle is worth (wholesale, retail, trade-in) for its year, make, model,
     * trim, kilometres and province. A 404 `ApiError` when the valuation has no value for it.
     */
    vehicleValue: (query: VehicleValueQuery, options: { signal?: AbortSignal } = {}) =>
      main<VehicleValue>('/cbb', { ...options, query }),
  };
}
