import { ofetch, type FetchOptions } from 'ofetch';
import type { ServiceBaseUrls } from '@sfi/domain';
import { isAbortError, toApiError } from './errors.ts';
import { makesApi } from './services/makes.ts';
import { versionsApi } from './services/versions.ts';

/** How to reach the services: one base URL per service, as the runtime config gives them. */
export interface ApiClientConfig {
  services: ServiceBaseUrls;
  /** The fetch to use; the global one by default. */
  fetch?: typeof globalThis.fetch;
}

/** A service's fetch: JSON in and out, every failure turned into an `ApiError` (aborts pass through). */
export type ServiceFetch = <T = unknown>(path: string, options?: FetchOptions<'json'>) => Promise<T>;

function serviceFetch(baseURL: string, fetchImpl?: typeof globalThis.fetch): ServiceFetch {
  const raw = ofetch.create(
    { baseURL, retry: 0, headers: { Accept: 'application/json' } },
    fetchImpl ? { fetch: fetchImpl } : {},
  );
  return async <T>(path: string, options?: FetchOptions<'json'>) => {
    try {
      return await raw<T, 'json'>(path, options);
    } catch (error) {
      throw isAbortError(error) ? error : toApiError(error);
    }
  };
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
