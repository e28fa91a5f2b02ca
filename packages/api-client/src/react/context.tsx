import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClient } from '../client.ts';

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
