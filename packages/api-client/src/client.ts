import { ofetch, type $Fetch } from 'ofetch';
import type { ServiceBaseUrls } from '@sfi/domain';
import { toApiError } from './errors.ts';
import { makesApi } from './services/makes.ts';
import { versionsApi } from './services/versions.ts';

/** How to reach the services: one base URL per service, as the runtime config gives them. */
export interface ApiClientConfig {
  services: ServiceBaseUrls;
  /** The fetch to use; the global one by default. */
  fetch?: typeof globalThis.fetch;
}

/** A service's fetch: JSON in and out, and every failure turned into an `ApiError`. */
export type ServiceFetch = $Fetch;

function serviceFetch(baseURL: string, fetchImpl?: typeof globalThis.fetch): ServiceFetch {
  return ofetch.create(
    {
      baseURL,
      retry: 0,
      headers: { Accept: 'application/json' },
      onResponseError: ({ error, response }) => {
        throw toApiError(error ?? response);
      },
      onRequestError: ({ error }) => {
        throw error.name === 'AbortError' ? error : toApiError(error);
      },
    },
    fetchImpl ? { fetch: fetchImpl } : {},
  );
}

/**
 * The client every app uses for every call of the product.
 *
 * @example
 * const api = createApiClient({ services: config.services });
 * const makes = await api.makes.list();
 */
export function createApiClient(config: ApiClientConfig) {
  const main = serviceFetch(config.services.main, config.fetch);
  return {
    makes: makesApi(main),
    versions: versionsApi(main),
  };
}

/** The object {@link createApiClient} returns. */
export type ApiClient = ReturnType<typeof createApiClient>;
