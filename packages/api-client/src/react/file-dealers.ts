import { useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { FileDealerListQuery, FileDealerPage, FileDealerUpdate, NewFileDealer } from '@sfi/domain';
import type { ApiError } from '../errors.ts';
import { useApiClient } from './context.tsx';

/** The first part of the SWR keys of the dealer list's pages: `[fileDealersKey, query]`. */
export const fileDealersKey = 'file-dealers' as const;

const isFileDealersKey = (key: unknown) => Array.isArray(key) && key[0] === fileDealersKey;

/**
 * One page of the file-system dealers (`GET /dealers/search`; staff only), searched and ordered as
 * `query` says; the page shown stays while the next one loads.
 */
export function useFileDealers(query: FileDealerListQuery = {}) {
  const api = useApiClient();
  return useSWR<FileDealerPage, ApiError, readonly [typeof fileDealersKey, FileDealerListQuery]>(
    [fileDealersKey, query] as const,
    ([, criteria]) => api.fileDealers.search(criteria),
    { keepPreviousData: true },
  );
}

/**
 * Adds, changes, removes and imports file-system dealers; each refreshes every page of the list
 * once it is done or failed. `previewImport` writes nothing and refreshes nothing.
 */
export function useFileDealerMutations() {
  const api = useApiClient();
  const { mutate } = useSWRConfig();
  return useMemo(() => {
    const refreshing =
      <Args extends unknown[], Result>(call: (...args: Args) => Promise<Result>) =>
      async (...args: Args): Promise<Result> => {
        try {
          return await call(...args);
        } finally {
          await mutate(isFileDealersKey);
        }
      };
    const calls = api.fileDealers;
    return {
      create: refreshing((dealer: NewFileDealer) => calls.create(dealer)),
      update: refreshing((id: string, changes: FileDealerUpdate) => calls.update(id, changes)),
      remove: refreshing((id: string) => calls.remove(id)),
      previewImport: (file: Blob, name?: string) => calls.previewImport(file, name),
      importFile: refreshing((file: Blob, name?: string) => calls.importFile(file, name)),
    };
  }, [api, mutate]);
}
