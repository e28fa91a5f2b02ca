import {
  IDEMPOTENCY_KEY_HEADER,
  leaseQuoteListQuery,
  quoteExportMediaTypes,
  type LeaseQuote,
  type LeaseQuoteListFilters,
  type LeaseQuoteListResponse,
  type LeaseQuoteUpdate,
  type NewLeaseQuote,
  type NewRevision,
  type Revision,
  type RevisionStatusChange,
  type NewSavedQuoteSearch,
  type QuoteExportFormat,
  type SavedQuoteSearch,
} from '@sfi/domain';
import type {
  DealerAccount,
  Dealership,
  NewDealerAccount,
  DealerAccountSettings,
  QuoteStatusChange,
  NewQuoteDealer,
  QuoteDealer,
  QuoteDealerUpdate,
  VehicleValue,
  VehicleValueQuery,
} from '@sfi/domain';
import type { ServiceFetch } from '../service-fetch.ts';
import { readBody } from './download.ts';

/** The lease-quote calls of the main API (spec doc 1 §7), for lease-quote dealers and staff. */
export function leaseQuotesApi(main: ServiceFetch) {
  return {
    /**
     * A page of the quote list (doc 1 §7): `GET /lease-quotes`, or `GET /lease-quotes/search` when
     * the filters hold a search term, with the query `leaseQuoteListQuery` builds (ALL filters left
     * out). Each quote carries its `sortDate`.
     */
    list: (filters: LeaseQuoteListFilters = {}, options: { signal?: AbortSignal } = {}) => {
      const { path, query } = leaseQuoteListQuery(filters);
      return main<LeaseQuoteListResponse>(path, { ...options, query: { ...query } });
    },
    /**
     * `GET /lease-quotes/export`: every quote the filters and search match (no paging, no cap), as
     * a CSV or Excel file. `onProgress` hears the bytes received so far as the server streams it;
     * `signal` cancels.
     */
    export: async (
      filters: LeaseQuoteListFilters,
      format: QuoteExportFormat,
      options: { onProgress?: (received: number) => void; signal?: AbortSignal } = {},
    ): Promise<Blob> => {
      const { skip: _skip, limit: _limit, ...query } = leaseQuoteListQuery(filters).query;
      const body = await main<ReadableStream<Uint8Array>>('/lease-quotes/export', {
        query: { ...query, format },
        responseType: 'stream',
        ...(options.signal && { signal: options.signal }),
      });
      return readBody(body, quoteExportMediaTypes[format], options.onProgress);
    },
    /** The caller's saved searches of the quote list, by name; saving and deleting them. */
    savedSearches: {
      /** `GET /lease-quotes/saved-searches`. */
      list: (options: { signal?: AbortSignal } = {}) =>
        main<SavedQuoteSearch[]>('/lease-quotes/saved-searches', options),
      /** `POST /lease-quotes/saved-searches`: a name and the filters (a name used twice is a 409 on `name`). */
      create: (search: NewSavedQuoteSearch) =>
        main<SavedQuoteSearch>('/lease-quotes/saved-searches', { method: 'POST', body: search }),
      /** `DELETE /lease-quotes/saved-searches/{id}`. */
      remove: async (id: string): Promise<void> => {
        await main(`/lease-quotes/saved-searches/${encodeURIComponent(id)}`, { method: 'DELETE' });
      },
    },
    /** `GET /lease-quotes/{id}`, opened on `revision` when given: the quote with its messages. */
    get: (id: string, options: { revision?: string; signal?: AbortSignal } = {}) => {
      const { revision, ...rest } = options;
      return main<LeaseQuote>(`/lease-quotes/${encodeURIComponent(id)}`, {
        ...rest,
        ...(revision !== undefined && { query: { revision } }),
      });
    },
    /** `POST /lease-quotes`; returns the created quote (a DRAFT owned by the caller). */
    create: (quote: NewLeaseQuote) => main<LeaseQuote>('/lease-quotes', { method: 'POST', body: quote }),
    /** `DELETE /lease-quotes/{id}`. */
    remove: async (id: string): Promise<void> => {
      await main(`/lease-quotes/${encodeURIComponent(id)}`, { method: 'DELETE' });
    },
    /**
     * `PUT /lease-quotes/v2/{id}?revision=`: saves the whole quote (vehicle, dealer, province,
     * customer, documents and its revisions' details and terms), selecting `revision`; returns it
     * as saved. Abortable with `signal` (the save queue's `abort()` stops one in flight).
     * `idempotencyKey` names this save (`Idempotency-Key`): sent again with the same key (its
     * answer lost), it is answered with the quote as it is, not applied twice.
     * A 409 `ApiError` when a revision it changes was moved on meanwhile.
     */
    save: (
      id: string,
      quote: LeaseQuoteUpdate,
      options: { revision?: string; signal?: AbortSignal; idempotencyKey?: string } = {},
    ) => {
      const { revision, idempotencyKey, ...rest } = options;
      return main<LeaseQuote>(`/lease-quotes/v2/${encodeURIComponent(id)}`, {
        ...rest,
        method: 'PUT',
        body: quote,
        ...(revision !== undefined && { query: { revision } }),
        ...(idempotencyKey !== undefined && { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } }),
      });
    },
    /**
     * A quote's revisions (doc 1 §7). Each call returns the quote as it is after; a refused change
     * is an `ApiError` carrying the server's message.
     */
    revisions: {
      /** `POST /lease-quotes/{id}/quote-data`: a new draft revision, owned by the caller and selected. */
      create: (id: string, revision: NewRevision) =>
        main<LeaseQuote>(`/lease-quotes/${encodeURIComponent(id)}/quote-data`, {
          method: 'POST',
          body: revision,
        }),
      /** `PUT /lease-quotes/v2/{id}/quote-data?revision=`: a draft revision's details and terms. */
      update: (id: string, revision: Revision, options: { signal?: AbortSignal } = {}) =>
        main<LeaseQuote>(`/lease-quotes/v2/${encodeURIComponent(id)}/quote-data`, {
          ...options,
          method: 'PUT',
          body: revision,
          query: { revision: revision.revisionId },
        }),
      /** `DELETE /lease-quotes/{id}/quote-data?revision=`: a draft revision, never the last one. */
      remove: (id: string, revisionId: string) =>
        main<LeaseQuote>(`/lease-quotes/${encodeURIComponent(id)}/quote-data`, {
          method: 'DELETE',
          query: { revision: revisionId },
        }),
      /**
       * `PUT /lease-quotes/{id}/quote-data/reorder?revision=`: the revisions in a new order (each
       * once), selecting `revision`.
       */
      reorder: (id: string, quoteData: readonly Revision[], options: { revision?: string } = {}) =>
        main<LeaseQuote>(`/lease-quotes/${encodeURIComponent(id)}/quote-data/reorder`, {
          method: 'PUT',
          body: { quoteData },
          ...(options.revision !== undefined && { query: { revision: options.revision } }),
        }),
      /**
       * `PUT /lease-quotes/{id}/status?revision=`: moves a revision to the state of one of its
       * `revisionChanges` (status, and revisionType for a FINAL step). A refused change is a 403
       * `ApiError` with the spec's message ("An admin must review and approve this quote.").
       */
      changeState: (id: string, revisionId: string, change: RevisionStatusChange) =>
        main<LeaseQuote>(`/lease-quotes/${encodeURIComponent(id)}/status`, {
          method: 'PUT',
          body: change,
          query: { revision: revisionId },
        }),
    },
    /**
     * `PUT /lease-quotes/{id}/quote-status`: the quote's header status, one of `quoteStatusSteps`
     * (staff mark an all-approved quote Completed, or Approved again). A 403 `ApiError` otherwise.
     */
    changeStatus: (id: string, change: QuoteStatusChange) =>
      main<LeaseQuote>(`/lease-quotes/${encodeURIComponent(id)}/quote-status`, {
        method: 'PUT',
        body: change,
      }),
    /**
     * `GET /cbb`: what a vehicle is worth (wholesale, retail, trade-in) for its year, make, model,
     * trim, kilometres and province. A 404 `ApiError` when the valuation has no value for it.
     */
    vehicleValue: (query: VehicleValueQuery, options: { signal?: AbortSignal } = {}) =>
      main<VehicleValue>('/cbb', { ...options, query }),
    /** The quote dealers (near-prime dealers). Changing them takes a staff session. */
    dealers: {
      /** `GET /lease-quotes/near-prime-dealers`: every quote dealer, sorted by name. */
      list: (options: { signal?: AbortSignal } = {}) =>
        main<QuoteDealer[]>('/lease-quotes/near-prime-dealers', options),
      /** `POST /lease-quotes-dealers/`; returns the dealer with its id. */
      create: (dealer: NewQuoteDealer) =>
        main<QuoteDealer>('/lease-quotes-dealers/', { method: 'POST', body: dealer }),
      /** `PUT /lease-quotes-dealers/{id}` with the whole dealer; returns it as saved. */
      update: (dealer: QuoteDealerUpdate) =>
        main<QuoteDealer>(`/lease-quotes-dealers/${encodeURIComponent(dealer.id)}`, {
          method: 'PUT',
          body: dealer,
        }),
      /** `DELETE /lease-quotes-dealers/{id}`. */
      remove: async (id: string): Promise<void> => {
        await main(`/lease-quotes-dealers/${encodeURIComponent(id)}`, { method: 'DELETE' });
      },
    },
    /** The dealer accounts (the lease-quote dealers' sign-ins, `/dealer-auth`); every call takes a staff session. */
    dealerAccounts: {
      /** `GET /dealer-auth`: every account, sorted by dealer name. */
      list: (options: { signal?: AbortSignal } = {}) => main<DealerAccount[]>('/dealer-auth', options),
      /** `GET /dealer-auth/{id}`. A 404 `ApiError` when there is none. */
      get: (id: string, options: { signal?: AbortSignal } = {}) =>
        main<DealerAccount>(`/dealer-auth/${encodeURIComponent(id)}`, options),
      /**
       * `POST /dealer-auth`: a new sign-in with the e-mail its one-time activation link goes to (the
       * dealer chooses their own password with it; a `password` only from a super admin); returns
       * the account (never a password). A 409 `ApiError` with the user field's error when the user
       * name is taken.
       */
      create: (account: NewDealerAccount) =>
        main<DealerAccount>('/dealer-auth', { method: 'POST', body: account }),
      /**
       * `POST /dealer-auth/{id}/password-link`: e-mails the account a one-time link to choose a new
       * password. A 409 for an account without an e-mail, a 429 past a few.
       */
      sendPasswordLink: async (id: string): Promise<void> => {
        await main(`/dealer-auth/${encodeURIComponent(id)}/password-link`, { method: 'POST', body: {} });
      },
      /**
       * `PUT /dealer-auth/dealer-name/{dealerName}`: every account of the dealership `from` takes
       * the name `to`; returns them. A 404 `ApiError` when no account has the name `from`, a 409
       * when another dealership already has the new one.
       */
      renameDealership: (from: string, to: Dealership) =>
        main<DealerAccount[]>(`/dealer-auth/dealer-name/${encodeURIComponent(from)}`, {
          method: 'PUT',
          body: to,
        }),
      /**
       * `PATCH /dealer-auth/{id}`: the account's settings (whether its dealer-mode next steps are
       * on); returns the account. Its next call reads the new setting.
       */
      changeSettings: (id: string, settings: DealerAccountSettings) =>
        main<DealerAccount>(`/dealer-auth/${encodeURIComponent(id)}`, { method: 'PATCH', body: settings }),
      /** `DELETE /dealer-auth/{id}`: the account's sessions end at once. */
      remove: async (id: string): Promise<void> => {
        await main(`/dealer-auth/${encodeURIComponent(id)}`, { method: 'DELETE' });
      },
    },
  };
}
