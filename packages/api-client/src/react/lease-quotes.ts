import { useMemo } from 'react';
import useSWR, { useSWRConfig, type ScopedMutator } from 'swr';
import type {
  LeaseQuote,
  LeaseQuoteListFilters,
  LeaseQuoteListResponse,
  NewLeaseQuote,
  NewSavedQuoteSearch,
  SavedQuoteSearch,
  DealerAccount,
  Dealership,
  NewDealerAccount,
  DealerAccountSettings,
  NewQuoteDealer,
  QuoteDealer,
  QuoteDealerUpdate,
  VehicleValue,
  VehicleValueQuery,
} from '@sfi/domain';
import type { ApiError } from '../errors.ts';
import { useApiClient } from './context.tsx';

/** The SWR keys of the quote list's pages, by their filters; and of one quote, by id. */
export const leaseQuotesKey = (filters: LeaseQuoteListFilters) => ['lease-quotes', filters] as const;
export const leaseQuoteKey = (id: string) => ['lease-quote', id] as const;
const isQuoteKey = (key: unknown) =>
  Array.isArray(key) && (key[0] === 'lease-quotes' || key[0] === 'lease-quote');

/**
 * One page of the quote list for these filters (skip, limit, search, owner, province, dealer,
 * sortBy, preparedBy, status). While the next page loads the previous one stays on screen
 * (`keepPreviousData`), so a filter change asks for one page and never blanks the list.
 */
export function useLeaseQuotes(filters: LeaseQuoteListFilters) {
  const api = useApiClient();
  return useSWR<LeaseQuoteListResponse, ApiError, ReturnType<typeof leaseQuotesKey>>(
    leaseQuotesKey(filters),
    ([, asked]) => api.leaseQuotes.list(asked),
    { keepPreviousData: true },
  );
}

/** One quote, with its messages (`GET /lease-quotes/{id}`); nothing is asked while `id` is null. */
export function useLeaseQuote(id: string | null) {
  const api = useApiClient();
  return useSWR<LeaseQuote, ApiError, ReturnType<typeof leaseQuoteKey> | null>(
    id === null ? null : leaseQuoteKey(id),
    ([, quoteId]) => api.leaseQuotes.get(quoteId),
  );
}

/** Creates and deletes quotes; each refreshes the list's pages and the quotes read once it is done. */
export function useLeaseQuoteMutations() {
  const api = useApiClient();
  const { mutate } = useSWRConfig();
  return useMemo(() => {
    const refreshing = refreshingAfter(mutate, isQuoteKey);
    return {
      create: refreshing((quote: NewLeaseQuote) => api.leaseQuotes.create(quote)),
      remove: refreshing((id: string) => api.leaseQuotes.remove(id)),
    };
  }, [api, mutate]);
}

/** The SWR key of the caller's saved searches. */
export const savedQuoteSearchesKey = 'saved-quote-searches' as const;

/** The caller's saved searches of the quote list, by name. */
export function useSavedQuoteSearches() {
  const api = useApiClient();
  return useSWR<SavedQuoteSearch[], ApiError>(savedQuoteSearchesKey, () =>
    api.leaseQuotes.savedSearches.list(),
  );
}

/** Saves and deletes searches; each refreshes the list of saved searches. */
export function useSavedQuoteSearchMutations() {
  const api = useApiClient();
  const { mutate } = useSWRConfig();
  return useMemo(() => {
    const refreshing = refreshingAfter(mutate, savedQuoteSearchesKey);
    return {
      create: refreshing((search: NewSavedQuoteSearch) => api.leaseQuotes.savedSearches.create(search)),
      remove: refreshing((id: string) => api.leaseQuotes.savedSearches.remove(id)),
    };
  }, [api, mutate]);
}

/**
 * The value of a vehicle (`GET /cbb`), looked up again whenever the lookup changes; nothing is
 * asked while `query` is null (the form is not complete yet).
 */
export function useVehicleValue(query: VehicleValueQuery | null) {
  const api = useApiClient();
  return useSWR<VehicleValue, ApiError, readonly ['cbb', VehicleValueQuery] | null>(
    query && (['cbb', query] as const),
    ([, lookup]) => api.leaseQuotes.vehicleValue(lookup),
  );
}

/** The SWR key of the quote dealer list. */
export const quoteDealersKey = 'quote-dealers' as const;

/** Every quote dealer, sorted by name (`GET /lease-quotes/near-prime-dealers`). */
export function useQuoteDealers() {
  const api = useApiClient();
  return useSWR<QuoteDealer[], ApiError>(quoteDealersKey, () => api.leaseQuotes.dealers.list());
}

/**
 * Wraps calls that change data so that, done or failed, they refresh what `refresh` names: an SWR
 * key, or a test of keys.
 */
function refreshingAfter(mutate: ScopedMutator, refresh: Parameters<ScopedMutator>[0]) {
  return <Args extends unknown[], Result>(call: (...args: Args) => Promise<Result>) =>
    async (...args: Args): Promise<Result> => {
      try {
        return await call(...args);
      } finally {
        await mutate(refresh);
      }
    };
}

/** Adds, changes and removes quote dealers; each refreshes the list once it is done. */
export function useQuoteDealerMutations() {
  const api = useApiClient();
  const { mutate } = useSWRConfig();
  return useMemo(() => {
    const refreshing = refreshingAfter(mutate, quoteDealersKey);
    return {
      create: refreshing((dealer: NewQuoteDealer) => api.leaseQuotes.dealers.create(dealer)),
      update: refreshing((dealer: QuoteDealerUpdate) => api.leaseQuotes.dealers.update(dealer)),
      remove: refreshing((id: string) => api.leaseQuotes.dealers.remove(id)),
    };
  }, [api, mutate]);
}

/** The SWR key of the dealer account list; one account's key is `[dealerAccountKey, id]`. */
export const dealerAccountsKey = 'dealer-accounts' as const;
/** The first part of one dealer account's SWR key. */
export const dealerAccountKey = 'dealer-account' as const;

/** Every dealer account, sorted by dealer name (`GET /dealer-auth`; staff only). */
export function useDealerAccounts() {
  const api = useApiClient();
  return useSWR<DealerAccount[], ApiError>(dealerAccountsKey, () => api.leaseQuotes.dealerAccounts.list());
}

/** One dealer account (`GET /dealer-auth/{id}`; staff only); nothing is asked while `id` is null. */
export function useDealerAccount(id: string | null) {
  const api = useApiClient();
  return useSWR<DealerAccount, ApiError, readonly [typeof dealerAccountKey, string] | null>(
    id === null ? null : ([dealerAccountKey, id] as const),
    ([, accountId]) => api.leaseQuotes.dealerAccounts.get(accountId),
  );
}

/** Whether an SWR key is the dealer account list's or one account's. */
const isDealerAccountKey = (key: unknown) =>
  key === dealerAccountsKey || (Array.isArray(key) && key[0] === dealerAccountKey);

/**
 * Adds and removes dealer accounts and renames dealerships; each refreshes the account list, and
 * the accounts read one by one, once it is done.
 */
export function useDealerAccountMutations() {
  const api = useApiClient();
  const { mutate } = useSWRConfig();
  return useMemo(() => {
    const refreshing = refreshingAfter(mutate, isDealerAccountKey);
    const calls = api.leaseQuotes.dealerAccounts;
    return {
      create: refreshing((account: NewDealerAccount) => calls.create(account)),
      renameDealership: refreshing((from: string, to: Dealership) => calls.renameDealership(from, to)),
      changeSettings: refreshing((id: string, settings: DealerAccountSettings) =>
        calls.changeSettings(id, settings),
      ),
      remove: refreshing((id: string) => calls.remove(id)),
    };
  }, [api, mutate]);
}
