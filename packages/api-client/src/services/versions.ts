import type { Versions } from '@sfi/domain';
import type { ServiceFetch } from '../service-fetch.ts';

/** `GET /versions` of the main API: the id of the front end the server serves. */
export function versionsApi(main: ServiceFetch) {
  return {
    get: () => main<Versions>('/versions'),
  };
}
