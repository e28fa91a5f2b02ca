import type { Make, MakeUpdate, NewMake } from '@sfi/domain';
import type { ServiceFetch } from '../service-fetch.ts';

/** The make calls of the main API (spec doc 1 §7). */
export function makesApi(main: ServiceFetch) {
  return {
    /** `GET /makes`: every make. */
    list: (options: { signal?: AbortSignal } = {}) => main<Make[]>('/makes', options),
    /** `GET /makes/{id}`. */
    get: (id: string, options: { signal?: AbortSignal } = {}) =>
      main<Make>(`/makes/${encodeURIComponent(id)}`, options),
    /** `POST /makes` with a name; returns the created make. */
    create: (make: NewMake) => main<Make>('/makes', { method: 'POST', body: make }),
    /** `PUT /makes/{id}` with the whole make; returns it as saved. */
    update: (id: string, make: MakeUpdate) =>
      main<Make>(`/makes/${encodeURIComponent(id)}`, { method: 'PUT', body: make }),
    /** `DELETE /makes/{id}`. */
    remove: async (id: string): Promise<void> => {
      await main(`/makes/${encodeURIComponent(id)}`, { method: 'DELETE' });
    },
  };
}
