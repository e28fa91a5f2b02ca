import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { createPublicApiClient, loadRuntimeConfig, type PublicApiClient } from '@sfi/api-client';
import { PublicApiClientProvider } from '@sfi/api-client/react';
import { appAssetBase } from '@sfi/domain';

/** Where the public site's runtime config is served: the services' base URLs (`SFI_PUBLIC_URL`…). */
const configUrl = `${appAssetBase('public')}config.json`;

let client: Promise<PublicApiClient> | undefined;

/**
 * The public site's API client (the public API alone), made once from its runtime config. The site's pages are separate
 * documents with no app around them (`startSite`), so a page that calls the API loads the client
 * itself, when it first needs it. A failed load is tried again by the next caller.
 */
export function loadPublicApi(): Promise<PublicApiClient> {
  client ??= loadRuntimeConfig(configUrl)
    .then((config) => createPublicApiClient({ services: config.services }))
    .catch((error: unknown) => {
      client = undefined;
      throw error;
    });
  return client;
}

export interface PublicApiProps {
  children: ReactNode;
  /** What shows while the client loads. */
  loading: ReactNode;
  /** What shows when it cannot load (the runtime config did not answer). */
  failed: ReactNode;
}

/** Gives the API hooks below it the public site's client, once it has loaded. */
export function PublicApi({ children, loading, failed }: PublicApiProps) {
  const [api, setApi] = useState<PublicApiClient | 'failed'>();
  useEffect(() => {
    let current = true;
    // As a transition: what the client reveals (a form of many fields) renders in slices, yielding
    // to the browser between them, not in one long task (Total Blocking Time).
    const show = (next: PublicApiClient | 'failed') => current && startTransition(() => setApi(next));
    loadPublicApi().then(show, () => show('failed'));
    return () => {
      current = false;
    };
  }, []);
  if (api === undefined) return loading;
  if (api === 'failed') return failed;
  return <PublicApiClientProvider client={api}>{children}</PublicApiClientProvider>;
}
