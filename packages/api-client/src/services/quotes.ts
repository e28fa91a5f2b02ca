import type {
  NewQuoteDealer,
  QuoteDealer,
  QuoteDealerUpdate,
  VehicleValue,
  VehicleValueQuery,
} from '@sfi/domain';
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
    /** The quote dealers (near-prime dealers). Changing them takes a staff session. */
    dealers: {
      /** `GET /lease-quotes/near-prime-dealers`: every quote dealer, sorted by name. */
      list: (options: { signal?: AbortSignal } = {}) =>
        main<QuoteDealer[]>('/lease-quotes/near-prime-dealers', options),
      /** `POST /lease-quotes-dealers/`; returns the dealer with its id. */
      create: (dealer: NewQuoteDealer) =>
        main<QuoteDealer>('/lease-quotes-dealers/', { method: 'POST', body: dealer }),
      /** `PUT /lease-quotes-dealers/{id}` with the whole dealer; returns it as saved. */
      update: (dealer: QuoteDealerUpdate) =>
        main<QuoteDealer>(`/lease-quotes-dealers/${encodeURIComponent(dealer.id)}`, {
          method: 'PUT',
          body: dealer,
        }),
      /** `DELETE /lease-quotes-dealers/{id}`. */
      remove: async (id: string): Promise<void> => {
        await main(`/lease-quotes-dealers/${encodeURIComponent(id)}`, { method: 'DELETE' });
      },
    },
  };
}
