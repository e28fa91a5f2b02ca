import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClient } from '../client.ts';
import type { PublicApiClient } from '../public-client.ts';

const ApiClientContext = createContext<ApiClient | null>(null);

/** Makes an API client available to the hooks below it. */
export function ApiClientProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>;
}

/** The API client of the nearest {@link ApiClientProvider}. */
export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient needs an <ApiClientProvider> above it.');
  return client;
}

const PublicApiClientContext = createContext<PublicApiClient | null>(null);

/** Makes a client of the public API alone (`createPublicApiClient`) available to the public hooks below it. */
export function PublicApiClientProvider({
  client,
  children,
}: {
  client: PublicApiClient;
  children: ReactNode;
}) {
  return <PublicApiClientContext.Provider value={client}>{children}</PublicApiClientContext.Provider>;
}

/**
 * The public API's client: the nearest {@link PublicApiClientProvider}'s, else the full client of
 * the nearest {@link ApiClientProvider} (its `public` is the same calls).
 */
export function usePublicApiClient(): PublicApiClient {
  const own = useContext(PublicApiClientContext);
  const full = useContext(ApiClientContext);
  const client = own ?? full;
  if (!client)
    throw new Error('usePublicApiClient needs a <PublicApiClientProvider> or <ApiClientProvider> above it.');
  return client;
}
