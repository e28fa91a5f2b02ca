import { useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import useSWRInfinite from 'swr/infinite';
import {
  CLIENT_PAGE_SIZE,
  orderLoadedUsers,
  type ClientAccount,
  type ClientFileChange,
  type ClientSearchQuery,
  type NewClientUser,
} from '@sfi/domain';
import type { ApiError } from '../errors.ts';
import { useApiClient } from './context.tsx';

/** The first part of the SWR keys of the client lists' pages and searches. */
export const clientsKey = 'clients' as const;
/** The first part of the SWR key of one client: `[clientKey, id]`. */
export const clientKey = 'client' as const;

/** The clients list as `useClients` keeps it. */
export interface ClientList {
  /** The clients loaded so far, in the order shown; undefined until the first page answers. */
  clients: ClientAccount[] | undefined;
  error: ApiError | undefined;
  /** The first page is loading. */
  isLoading: boolean;
  /** Older clients are left to load (never while searching). */
  hasMore: boolean;
  isLoadingMore: boolean;
  loadMore(): void;
  /** Loads every page shown again. */
  reload(): void;
}

/**
 * The clients as the administration shows them (doc 2 §4: reversed as loaded, so newest first),
 * a page of `pageSize` at a time: `loadMore` adds the page of the clients added before the oldest
 * shown; `hasMore` says whether there may be one. With `search`, the clients found instead
 * (`GET /users/search/criteria`), newest first, in one page. The pages load again when the list is
 * shown again, and with `mutate()` (SWR's filtered `mutate` does not reach paged lists: call it
 * after adding a client from the list).
 */
export function useClients(search?: ClientSearchQuery, pageSize: number = CLIENT_PAGE_SIZE): ClientList {
  const api = useApiClient();
  const searching = search !== undefined;
  const pages = useSWRInfinite<ClientAccount[], ApiError>(
    (index, previous: ClientAccount[] | null) => {
      if (searching) return index === 0 ? [clientsKey, 'search', search] : null;
      if (index === 0) return [clientsKey, 'list', pageSize];
      if (!previous || previous.length < pageSize || previous[0] === undefined) return null;
      return [clientsKey, 'list', pageSize, previous[0].id];
    },
    (key: readonly [string, 'search' | 'list', ClientSearchQuery | number, string?]) => {
      const [, kind, query, before] = key;
      return kind === 'search'
        ? api.clients.search(query as ClientSearchQuery)
        : api.clients.list({ limit: query as number, ...(before !== undefined && { before }) });
    },
  );
  const { data, size, setSize, error, isLoading, mutate } = pages;
  const last = data?.at(-1);
  return {
    clients: data?.flatMap((page) => orderLoadedUsers(page)),
    error,
    isLoading,
    hasMore: !searching && last !== undefined && last.length >= pageSize,
    isLoadingMore: data !== undefined && size > data.length,
    loadMore: () => void setSize(size + 1),
    reload: () => void mutate(),
  };
}

/** One client with their linked files (`GET /users/{id}`); none without an id. */
export function useClient(id: string | undefined) {
  const api = useApiClient();
  return useSWR<ClientAccount, ApiError, readonly [typeof clientKey, string] | null>(
    id === undefined ? null : ([clientKey, id] as const),
    ([, clientId]) => api.clients.get(clientId),
  );
}

/**
 * Adds, links files to and removes clients. The client answered replaces their detail at once
 * (the lists load again when shown, or with `useClients().mutate()`). `create` answers `{ user, password }`: show the password then, it is never
 * answered again. A failed call changes nothing and throws the server's message.
 */
export function useClientMutations() {
  const api = useApiClient();
  const { mutate } = useSWRConfig();
  return useMemo(() => {
    return {
      create: async (client: NewClientUser) => {
        const created = await api.clients.create(client);
        await mutate([clientKey, created.user.id], created.user, { revalidate: false });
        return created;
      },
      changeFile: async (id: string, change: ClientFileChange) => {
        const client = await api.clients.changeFile(id, change);
        await mutate([clientKey, id], client, { revalidate: false });
        return client;
      },
      remove: async (id: string) => {
        const removed = await api.clients.remove(id);
        await mutate([clientKey, id], undefined, { revalidate: false });
        return removed;
      },
    };
  }, [api, mutate]);
}
