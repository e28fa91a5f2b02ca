import useSWR from 'swr';
import type { ApiClient } from '@sfi/api-client';
import { useApiClient } from '@sfi/api-client/react';
import { readUrlBatcher } from './readUrls.ts';

/** A read URL lasts five minutes; one is asked for again before that. */
const REFRESH_MS = 4 * 60 * 1000;

const batchers = new WeakMap<ApiClient, (path: string) => Promise<string>>();

function batcherOf(api: ApiClient) {
  let batcher = batchers.get(api);
  if (!batcher) {
    batcher = readUrlBatcher((paths) => api.storage.readUrls(paths));
    batchers.set(api, batcher);
  }
  return batcher;
}

/**
 * The short-lived read URL of an attachment's storage path (`POST /s3-tokens/read-urls`), the
 * paths of one render asked for in one call, each renewed before it expires. Nothing for `null`.
 */
export function useReadUrl(path: string | null) {
  const api = useApiClient();
  return useSWR<string, unknown, readonly [string, string] | null>(
    path === null ? null : (['chat-read-url', path] as const),
    ([, each]) => batcherOf(api)(each),
    { refreshInterval: REFRESH_MS, revalidateOnFocus: false, shouldRetryOnError: false },
  );
}
