import { ofetch } from 'ofetch';
import type { ApiClientConfig } from './client.ts';
import { serviceFetchOf } from './service-fetch.ts';
import { newsletterLinks } from './services/newsletter.ts';
import { publicApi } from './services/public.ts';

/**
 * A client of the public API alone (`api.public`: the lease takeovers, the request for service, the newsletter's links),
 * for the public site's pages: anyone may call these, so it sends no session, and it leaves out
 * every other service's code (the feature services' chunks and their words), which the site's
 * pages would otherwise download. Apps with signed-in users use `createApiClient`, whose `public`
 * is the same.
 */
export function createPublicApiClient(config: Pick<ApiClientConfig, 'services' | 'fetch'>) {
  const fetcher = ofetch.create(
    { baseURL: config.services.public, retry: 0 },
    config.fetch ? { fetch: config.fetch } : {},
  );
  return {
    public: publicApi(
      serviceFetchOf(fetcher, { session: () => ({}) }),
      config.services.public,
      newsletterLinks(config.services.public, config.fetch ? { fetch: config.fetch } : {}),
    ),
  };
}

/** The object {@link createPublicApiClient} returns: `api.public` of an `ApiClient`. */
export type PublicApiClient = ReturnType<typeof createPublicApiClient>;
