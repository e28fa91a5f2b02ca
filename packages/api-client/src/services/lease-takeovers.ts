import type {
  LeaseTakeover,
  LeaseTakeoverUpdate,
  NewLeaseTakeover,
  TakeoverCreated,
  TakeoverPermutations,
} from '@sfi/domain';
import type { ServiceFetch } from '../service-fetch.ts';

/**
 * The lease takeover administration of the main API (spec doc 2 §7; issue 15; staff only). The
 * lists come newest first by createdAt; `setPermutations` sets the display order the public site
 * shows. Photos are added with `api.photos.upload`.
 */
export function leaseTakeoversApi(main: ServiceFetch) {
  const path = (id: string) => `/lease-takeovers/${encodeURIComponent(id)}`;
  return {
    /** `GET /lease-takeovers`: every listing, newest first. */
    list: (options: { signal?: AbortSignal } = {}) => main<LeaseTakeover[]>('/lease-takeovers', options),
    /**
     * `GET /lease-takeovers/search/{term}`: the listings whose vehicle id, year, make, model, trim or
     * VIN hold every word of `term`, newest first.
     */
    search: (term: string, options: { signal?: AbortSignal } = {}) =>
      main<LeaseTakeover[]>(`/lease-takeovers/search/${encodeURIComponent(term)}`, options),
    /** `GET /lease-takeovers/{id}`: one listing (the answer's `leaseTakeovers`). */
    get: async (id: string, options: { signal?: AbortSignal } = {}) =>
      (await main<{ leaseTakeovers: LeaseTakeover }>(path(id), options)).leaseTakeovers,
    /** `POST /lease-takeovers` with the vehicle id: answers the new listing's id; it goes last in the display order. */
    create: async (takeover: NewLeaseTakeover) =>
      (await main<TakeoverCreated>('/lease-takeovers', { method: 'POST', body: takeover })).id,
    /**
     * `PUT /lease-takeovers/{id}` with the details to change; `images` lists the photos to keep, in
     * order, with their alt text (a photo left out is removed). Answers the saved listing.
     */
    update: (id: string, changes: LeaseTakeoverUpdate) =>
      main<LeaseTakeover>(path(id), { method: 'PUT', body: changes }),
    /** `DELETE /lease-takeovers/{id}`: removes the listing and its photos. */
    remove: async (id: string): Promise<void> => {
      await main(path(id), { method: 'DELETE' });
    },
    /**
     * `PUT /lease-takeovers/permutations`: every listing's display position at once (build it with
     * `takeoverPermutations` of @sfi/domain). Answers the listings in their new order.
     */
    setPermutations: (permutations: TakeoverPermutations['permutations']) =>
      main<LeaseTakeover[]>('/lease-takeovers/permutations', { method: 'PUT', body: { permutations } }),
  };
}
